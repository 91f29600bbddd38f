import { isHostOrStaff, isStaff, type RouteAccess } from '@tajriba/contracts/constants';
import type { ReadonlySession } from '@tajriba/session';

export type AccessDecision = 'allow' | 'wait' | 'signin' | 'forbidden';

/**
 * One decision, per route access rule (declared by the remote's contract, carried by the
 * registry document), used by both the React guards and single-spa's activeWhen, so a remote is
 * never mounted on a route its visitor may not see. `wait` = the session is still being
 * restored from the refresh cookie.
 */
export function decideAccess(access: RouteAccess, session: Pick<ReadonlySession, 'status' | 'role'>): AccessDecision {
  if (access === 'public') return 'allow';
  if (session.status === 'unknown') return 'wait';
  if (session.status !== 'signedIn') return 'signin';
  if (access === 'host' && !isHostOrStaff(session.role)) return 'forbidden';
  if (access === 'staff' && !isStaff(session.role)) return 'forbidden';
  // `signed-in` and `client`: any signed-in user (routes.ts says why client is not narrower).
  return 'allow';
}

export const signInPath = (redirect: string): string => `/auth/signin?redirect=${encodeURIComponent(redirect)}`;
