import { ACTIVE_WITHIN_MINUTES } from '@tajriba/contracts/account';

/** Active = seen within the last 5 minutes (spec §9); the page recomputes it every 10 s. */
export function isActive(lastActiveAt: string | null, now: number): boolean {
  if (!lastActiveAt) return false;
  return now - Date.parse(lastActiveAt) <= ACTIVE_WITHIN_MINUTES * 60_000;
}

/** Preferred name when there is one (it is what the person chose to be called). */
export const nameOf = (u: { fullName: string; preferredName: string | null }) => u.preferredName?.trim() || u.fullName;
