import { createContext, useContext, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession, type Role } from '@utsav/shared/session';

export type GuardedRole = Exclude<Role, 0>;

/**
 * What a guarded page shows to the wrong role. The composed site has no provider: the visitor goes to /
 * (product §2.1, §6) and the shell opens its sign-in. A standalone frame provides its own prompt (the sign-in of
 * the demo account that page needs), so QA sees the page after signing in rather than a 404 at /.
 */
export const GuardPromptContext = createContext<((role: GuardedRole) => ReactNode) | null>(null);

/** Renders children only for the given role; everyone else goes to / or sees the frame's sign-in prompt. */
export function RequireRole({ role, children }: { role: GuardedRole; children: ReactNode }) {
  const current = useSession((s) => s.role);
  const prompt = useContext(GuardPromptContext);
  if (current === role) return <>{children}</>;
  return prompt ? <>{prompt(role)}</> : <Navigate to="/" replace />;
}
