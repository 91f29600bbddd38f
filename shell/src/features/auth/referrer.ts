const REFERRER_KEY = 'tj.referrer';

/**
 * The inviter of a refer-a-friend link (`/auth/signin?view=signup&ref=<id>`, mf-account README "Refer a friend"):
 * kept for the tab (the sign-up takes a code from the e-mail, and the page may reload in between)
 * and sent with the new account, so the API credits the invitation.
 */
export function rememberReferrer(ref: string | null): void {
  if (!ref || !/^[1-9]\d{0,9}$/.test(ref)) return;
  try {
    sessionStorage.setItem(REFERRER_KEY, ref);
  } catch {
    // storage blocked: the sign-up still works, only uncredited
  }
}
export function referrerId(): number | null {
  try {
    const v = sessionStorage.getItem(REFERRER_KEY);
    return v ? Number(v) : null;
  } catch {
    return null;
  }
}
export function forgetReferrer(): void {
  try {
    sessionStorage.removeItem(REFERRER_KEY);
  } catch {
    // nothing kept
  }
}
