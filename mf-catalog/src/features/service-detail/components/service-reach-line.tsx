import { useServiceReach } from '@utsav/shared/service-reach-api';
import { ServiceReachNote } from '@utsav/ui/service-reach';

/** The service page's "Vendor in Jaipur · 933 km from Carter Road, Mumbai · travel ₹23,325". */
export function ServiceReachLine({ productId, city, price }: { productId: number; city: string; price: number }) {
  const { data } = useServiceReach([productId]);
  const reach = data?.Items.find((i) => i.ProductId === productId) ?? null;
  return <ServiceReachNote city={city} reach={reach} address={data?.Address ?? null} price={price} />;
}
