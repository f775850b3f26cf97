/** Service categories (/allServices), used by the shell menu and footer, the catalogue and the vendor sign-up. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call, isSuccess } from './api-client';
import type { Category as ServiceCategory } from '@utsav/domain/contract';
import type { Lang } from './i18n';

export async function fetchCategories(): Promise<ServiceCategory[]> {
  const data = await call(api.GET('/api/allServices'));
  return isSuccess(data) && Array.isArray(data.Payload) ? data.Payload : [];
}

export const categoriesQuery = queryOptions({ queryKey: ['categories'], queryFn: fetchCategories });

/** a Hindi page shows the operator's Hindi name where one is given, else the name as entered. */
const hindi = (cs: ServiceCategory[]) => cs.map((c) => ({ ...c, servicename: c.servicename_hi || c.servicename }));

/** The categories; pass the page's language (`useT(…).lang`) where their names are shown to customers. */
export function useCategories(lang?: Lang) {
  return useQuery(lang === 'hi' ? { ...categoriesQuery, select: hindi } : categoriesQuery);
}
