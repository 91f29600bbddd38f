import { findRoute, isHostOrStaff, type RouteAccess, type RouteEntry } from '@tajriba/contracts/constants';
import type { ReadonlySession } from '@tajriba/session';

export type AccessDecision = 'allow' | 'wait' | 'signin' | 'forbidden';

/**
 * One decision used by both the React guards and single-spa's activeWhen, so a remote is
 * never mounted on a route its visitor may not see. `wait` = the session is still being
 * restored from the refresh cookie.
 */
export function decideAccess(access: RouteAccess, session: Pick<ReadonlySession, 'status' | 'role'>): AccessDecision {
  if (access === 'public') return 'allow';
  if (session.status === 'unknown') return 'wait';
  if (session.status !== 'signedIn') return 'signin';
  if (access === 'host' && !isHostOrStaff(session.role)) return 'forbidden';
  return 'allow';
}

export const routeFor = (pathname: string): RouteEntry | null => findRoute(pathname);

export const signInPath = (redirect: string): string => `/auth/signin?redirect=${encodeURIComponent(redirect)}`;
