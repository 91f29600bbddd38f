/**
 * Writers for the session and preferences. Only the shell (and the api-client it configures)
 * imports this entry; remotes read through `@tajriba/session`. The stores are imported by
 * package name so that Module Federation resolves them to the one shared instance.
 */
import { getEventBus } from '@tajriba/event-bus';
import type { Locale, ThemeMode } from '@tajriba/contracts/constants';
import { PREFS_STORAGE_KEY, prefsStore, readStoredPrefs, roleIdOf, sessionStore, dirOf, type SkinTone, type TokenResponse } from '@tajriba/session';
import { safeLocalStorage } from './stores';

const signOutListeners = new Set<() => void>();

function emitSessionChanged(): void {
  getEventBus().emit('auth:session-changed', {
    signedIn: sessionStore.status === 'signedIn',
    userId: sessionStore.user?.id ?? null,
    role: sessionStore.role,
  });
}

/** Apply a token response (sign-in, sign-up auto login, refresh). */
export function applyTokenResponse(res: TokenResponse, now: number = Date.now()): void {
  const wasSignedIn = sessionStore.status === 'signedIn';
  const previousUser = sessionStore.user?.id ?? null;
  const previousRole = sessionStore.role;
  sessionStore.accessToken = res.accessToken;
  sessionStore.expiresAt = now + res.expiresIn * 1000;
  sessionStore.user = res.user;
  sessionStore.role = roleIdOf(res.user);
  sessionStore.status = 'signedIn';
  // A silent token refresh is not a session change; sign-in, user or role switch is.
  if (!wasSignedIn || previousUser !== res.user.id || previousRole !== sessionStore.role) emitSessionChanged();
}

/** Update the user record (e.g. after a profile edit) without touching the tokens. */
export function updateUser(user: TokenResponse['user']): void {
  const prevRole = sessionStore.role;
  sessionStore.user = user;
  sessionStore.role = roleIdOf(user);
  if (prevRole !== sessionStore.role && sessionStore.status === 'signedIn') emitSessionChanged();
}

/** Session bootstrap found no valid refresh cookie: the person is a visitor. */
export function markSignedOut(): void {
  const wasSignedIn = sessionStore.status === 'signedIn';
  sessionStore.status = 'signedOut';
  sessionStore.user = null;
  sessionStore.role = null;
  sessionStore.accessToken = null;
  sessionStore.expiresAt = null;
  if (wasSignedIn) emitSessionChanged();
}

/**
 * Clear everything a signed-in person left in this tab (tokens, user, cached server data via
 * the registered listeners) and tell every remote. Server-side logout (revoking the refresh
 * cookie) is the caller's job; this never fails.
 */
export function signOutLocally(): void {
  sessionStore.status = 'signedOut';
  sessionStore.user = null;
  sessionStore.role = null;
  sessionStore.accessToken = null;
  sessionStore.expiresAt = null;
  for (const fn of [...signOutListeners]) {
    try {
      fn();
    } catch (e) {
      console.error(e);
    }
  }
  emitSessionChanged();
}

/** e.g. the shell registers `queryClient.clear` so no previous user's data stays in memory. */
export function onSignOut(fn: () => void): () => void {
  signOutListeners.add(fn);
  return () => {
    signOutListeners.delete(fn);
  };
}

function persistPrefs(): void {
  try {
    safeLocalStorage()?.setItem(
      PREFS_STORAGE_KEY,
      JSON.stringify({ locale: prefsStore.locale, theme: prefsStore.theme, skinTone: prefsStore.skinTone }),
    );
  } catch {
    // Private mode / quota: the choice still applies for this visit.
  }
}

export function setLocale(locale: Locale): void {
  if (prefsStore.locale === locale) return;
  prefsStore.locale = locale;
  persistPrefs();
  getEventBus().emit('locale:changed', { locale, dir: dirOf(locale) });
}

export function setTheme(theme: ThemeMode): void {
  if (prefsStore.theme === theme) return;
  prefsStore.theme = theme;
  persistPrefs();
  getEventBus().emit('theme:changed', { theme });
}

export function setSkinTone(skinTone: SkinTone): void {
  prefsStore.skinTone = skinTone;
  persistPrefs();
}

/** Re-read preferences from storage (another tab changed them). */
export function reloadPrefs(): void {
  const p = readStoredPrefs();
  setLocale(p.locale);
  setTheme(p.theme);
  prefsStore.skinTone = p.skinTone;
}

export { sessionStore, prefsStore } from '@tajriba/session';
