import { SESSION_MARKER_COOKIE } from '@tajriba/contracts/constants';
import { markSignedOut } from '@tajriba/session/shell';

/**
 * The API sets the readable `tj_session=1` beside the httpOnly refresh cookie and clears both
 * together. Its absence means there is no refresh cookie worth presenting; its presence proves
 * nothing (the refresh call still decides), so trusting it cannot weaken the session.
 */
export function hasSessionMarker(cookie: string = typeof document !== 'undefined' ? document.cookie : ''): boolean {
  return cookie.split(';').some((part) => {
    const [name, value] = part.trim().split('=');
    return name === SESSION_MARKER_COOKIE && value === '1';
  });
}

/**
 * Restore the session once at start from the httpOnly refresh cookie. A visitor (no marker)
 * makes no request at all: the doomed refresh would only log a 401 in every visitor's console.
 */
export async function restoreSession(api: { refresh(): Promise<boolean> }, cookie?: string): Promise<void> {
  if (!hasSessionMarker(cookie)) {
    markSignedOut();
    return;
  }
  const ok = await api.refresh();
  if (!ok) markSignedOut();
}
