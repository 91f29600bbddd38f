import { useSnapshot } from 'valtio/react';
import { snapshot, subscribe } from 'valtio/vanilla';
import { isGuest, isHostOrStaff, type Locale } from '@tajriba/contracts/constants';
import { prefsStore, sessionStore, type PrefsState, type SessionState, type SkinTone } from './stores';

/** What remotes may read. They get snapshots (frozen), never the writable proxies. */
export type ReadonlySession = Readonly<Omit<SessionState, 'accessToken'>> & {
  isSignedIn: boolean;
  isHost: boolean;
  isGuest: boolean;
};
export type ReadonlyPrefs = Readonly<PrefsState> & { dir: 'ltr' | 'rtl' };

export const dirOf = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ar' ? 'rtl' : 'ltr');

const toReadonlySession = (s: SessionState): ReadonlySession => ({
  status: s.status,
  user: s.user,
  role: s.role,
  expiresAt: s.expiresAt,
  isSignedIn: s.status === 'signedIn',
  isHost: s.status === 'signedIn' && isHostOrStaff(s.role),
  isGuest: s.status === 'signedIn' && isGuest(s.role),
});

/** Live session for React components (re-renders on change). The access token is not exposed. */
export function useSession(): ReadonlySession {
  const snap = useSnapshot(sessionStore) as SessionState;
  return toReadonlySession(snap);
}

export function usePrefs(): ReadonlyPrefs {
  const snap = useSnapshot(prefsStore) as PrefsState;
  return { locale: snap.locale, theme: snap.theme, skinTone: snap.skinTone, dir: dirOf(snap.locale) };
}

export const getSession = (): ReadonlySession => toReadonlySession(snapshot(sessionStore) as SessionState);
export const getPrefs = (): ReadonlyPrefs => {
  const p = snapshot(prefsStore) as PrefsState;
  return { ...p, dir: dirOf(p.locale) };
};

export const subscribeSession = (fn: (s: ReadonlySession) => void): (() => void) => subscribe(sessionStore, () => fn(getSession()));
export const subscribePrefs = (fn: (p: ReadonlyPrefs) => void): (() => void) => subscribe(prefsStore, () => fn(getPrefs()));

const modifiers: Record<SkinTone, string> = {
  neutral: '',
  light: '\u{1F3FB}',
  'medium-light': '\u{1F3FC}',
  medium: '\u{1F3FD}',
  'medium-dark': '\u{1F3FE}',
  dark: '\u{1F3FF}',
};
/** The emoji modifier to append to a skin-tone-capable emoji (👋 + modifier). */
export const skinToneModifier = (tone: SkinTone): string => modifiers[tone];
