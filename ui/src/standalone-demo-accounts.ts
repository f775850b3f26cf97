/**
 * The seeded demo accounts (README, api seed) a standalone frame names on a guarded page, per role. A standalone
 * remote is a QA tool on a dev API: these are the public demo credentials, never production ones.
 */
import type { GuardedRole } from './require-role';

export interface DemoAccount {
  role: GuardedRole;
  /** Who the page needs, as QA reads it. */
  who: string;
  name: string;
  /** The sign-in id: mobile number for customers, email for vendors and operators. */
  id: string;
  password: string;
}

export const DEMO_ACCOUNTS: Record<GuardedRole, DemoAccount> = {
  1: { role: 1, who: 'customer', name: 'Aarav Sharma', id: '9876543210', password: 'Customer@123' },
  2: { role: 2, who: 'vendor', name: 'Shubh Decorators', id: 'vendor@utsav.in', password: 'Vendor@123' },
  3: { role: 3, who: 'operator', name: 'Utsav Operations', id: 'admin@utsav.in', password: 'Admin@123' },
};
