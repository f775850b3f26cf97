/** What the admin route modules share: the role-3 guard, OpenAPI tag, offset pages with a total. */
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

/** Admin tables page by number (they sort and filter many ways and show "page n of m"); limit ≤ 100. */
export const offsetOf = (p: { page: number; limit: number }) => (p.page - 1) * p.limit;
export const pageInfo = (p: { page: number; limit: number }, total: number) => ({
  page: p.page,
  limit: p.limit,
  total,
  pages: Math.max(1, Math.ceil(total / p.limit)),
});
