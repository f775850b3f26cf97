/** Service categories (/allServices), used by the shell menu and footer, the catalogue and the vendor sign-up. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isSuccess, type Envelope } from './api-client';
import type { Category as ServiceCategory } from './contract';

export async function fetchCategories(): Promise<ServiceCategory[]> {
  const { data } = await api.get<Envelope<ServiceCategory[]>>('/allServices');
  return isSuccess(data) && Array.isArray(data.Payload) ? data.Payload : [];
}

export const categoriesQuery = queryOptions({ queryKey: ['categories'], queryFn: fetchCategories });

export function useCategories() {
  return useQuery(categoriesQuery);
}
