import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession, type Role } from '../session';

/** Renders children only for the given role; everyone else goes to / (SPEC §2.1, §6). */
export function RequireRole({ role, children }: { role: Exclude<Role, 0>; children: ReactNode }) {
  const current = useSession((s) => s.role);
  return current === role ? <>{children}</> : <Navigate to="/" replace />;
}
