export { sessionStore, prefsStore, skinTones, defaultPrefs, PREFS_STORAGE_KEY, readStoredPrefs } from './stores';
export type { SessionState, SessionStatus, PrefsState, SkinTone } from './stores';
export { roleIdOf, displayNameOf } from './user';
export type { SessionUser, TokenResponse } from './user';
export { useSession, usePrefs, getSession, getPrefs, subscribeSession, subscribePrefs, dirOf, skinToneModifier } from './read';
export type { ReadonlySession, ReadonlyPrefs } from './read';
