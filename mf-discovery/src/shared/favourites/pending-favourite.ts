/**
 * A heart a visitor tapped, kept across the sign-in it leads to: once the person is signed in,
 * the favourite they asked for is saved (a big site never makes you tap twice). Session storage
 * (this tab, no token, nothing personal) and short-lived: a sign-in abandoned and done much
 * later does not add a favourite out of the blue.
 */
export const PENDING_FAVOURITE_KEY = 'tj:discovery:pending-favourite';
const KEY = PENDING_FAVOURITE_KEY;

export interface PendingFavourite {
  experienceId: number;
  name: string;
  at: number;
}

export function storage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a favourite waits for a sign-in (cheap: app.tsx asks on every change of user). */
export function hasPendingFavourite(): boolean {
  try {
    return !!storage()?.getItem(KEY);
  } catch {
    return false;
  }
}

export function rememberFavourite(experienceId: number, name: string, now = Date.now()): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ experienceId, name, at: now } satisfies PendingFavourite));
  } catch {
    // Storage full or blocked: the person taps the heart again after signing in.
  }
}
