import { render, screen } from '@testing-library/react';
import { ServiceReachNote } from './service-reach';

const address = { Id: 11, Label: 'Carter Road, Mumbai' };
const item = (
  over: Partial<{ DistanceInKm: number; TravelFare: number; Outside: string; ServiceRadiusKm: number }> = {},
) => ({
  ProductId: 20,
  VendorCity: 'Jaipur',
  DistanceInKm: 933.4,
  TravelFare: 23325,
  ServiceRadiusKm: 5000,
  Outside: '',
  ...over,
});

test('says the vendor city, the distance from the address and the travel fare, prominently', () => {
  render(<ServiceReachNote city="Jaipur" reach={item()} address={address} price={50000} />);
  expect(screen.getByTestId('service-reach')).toHaveTextContent(
    'Vendor in Jaipur · 933 km from Carter Road, Mumbai · travel ₹23,325.00',
  );
  expect(screen.getByText('Vendor in Jaipur').tagName).toBe('STRONG');
});

test('travel dearer than the service is called out', () => {
  render(<ServiceReachNote city="Jaipur" reach={item()} address={address} price={2400} />);
  expect(screen.getByTestId('service-reach')).toHaveTextContent('Travel costs more than the service itself.');
});

test('outside the service area: the reason, no fare, not available', () => {
  const outside = "Outside the vendor's service area: 933.4 km away, serves within 60 km";
  render(
    <ServiceReachNote
      city="Jaipur"
      reach={item({ Outside: outside, ServiceRadiusKm: 60 })}
      address={address}
      price={2400}
    />,
  );
  const note = screen.getByTestId('service-reach');
  expect(note).toHaveTextContent(`${outside}: not available for this address.`);
  expect(note).not.toHaveTextContent('travel ₹');
});

test('a visitor or a customer without an address: the vendor city only', () => {
  const { rerender } = render(<ServiceReachNote city="Delhi" />);
  expect(screen.getByTestId('service-reach')).toHaveTextContent(/^Vendor in Delhi$/);
  rerender(<ServiceReachNote city="Delhi" reach={item({ DistanceInKm: 0, TravelFare: 0 })} address={null} />);
  expect(screen.getByTestId('service-reach')).toHaveTextContent(/^Vendor in Jaipur$/);
});
