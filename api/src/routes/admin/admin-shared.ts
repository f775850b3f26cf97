/** What the admin route modules share: the role-3 guard, OpenAPI tag, keyset pages with a total. */
import { requireOperator } from '../../lib/auth';
import { doc } from '../context';

export const operatorOnly = { preValidation: requireOperator };
/** `doc` for an operator route: tag admin, the operator token; `contract` as in `doc` (request parts, reply). */
export const adminDoc = <C extends object = Record<never, never>>(summary: string, contract?: C) => {
  const d = doc('admin', summary, false, contract);
  return {
    schema: {
      ...d.schema,
      security: [{ XAuthToken: [] }],
      description: 'Needs an operator token (role 3, X-Auth-Token)',
    },
  };
};

/**
 * `Page` of an admin table (keyset pages, data/keyset): the cursor of the next page (null on the last), the page
 * size, and how many rows match the filters (the tables show it).
 */
export const pageInfo = (p: { limit: number }, page: { next: string | null; total: number }) => ({
  next: page.next,
  limit: p.limit,
  total: page.total,
});
