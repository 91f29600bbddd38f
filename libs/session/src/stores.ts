import { proxy } from 'valtio/vanilla';
import type { Locale, ThemeMode } from '@tajriba/contracts/constants';
import type { SessionUser } from './user';

export type SessionStatus = 'unknown' | 'signedIn' | 'signedOut';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** current role id (RoleId), null for visitors */
  role: number | null;
  /**
   * Memory only, never persisted: a stolen localStorage must not yield a usable token. The
   * session survives a reload through the httpOnly refresh cookie instead.
   */
  accessToken: string | null;
  /** epoch ms when the access token expires */
  expiresAt: number | null;
}

/** Neutral plus the five Fitzpatrick modifiers (U+1F3FB…U+1F3FF). */
export const skinTones = ['neutral', 'light', 'medium-light', 'medium', 'medium-dark', 'dark'] as const;
export type SkinTone = (typeof skinTones)[number];

export interface PrefsState {
  locale: Locale;
  theme: ThemeMode;
  skinTone: SkinTone;
}

export const PREFS_STORAGE_KEY = 'tj:prefs';
export const defaultPrefs: PrefsState = { locale: 'en', theme: 'light', skinTone: 'neutral' };

/**
 * With nothing stored (a first visit), the page's own `<html lang data-theme>`: the edge chose them
 * from the preferences cookie or Accept-Language and painted the page that way, so the app keeps
 * them rather than switching to the defaults.
 */
export function documentPrefs(doc: Pick<Document, 'documentElement'> | undefined = typeof document !== 'undefined' ? document : undefined): PrefsState {
  const html = doc?.documentElement;
  return {
    ...defaultPrefs,
    locale: html?.lang === 'ar' ? 'ar' : 'en',
    theme: html?.getAttribute('data-theme') === 'dark' ? 'dark' : 'light',
  };
}

export function readStoredPrefs(storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()): PrefsState {
  try {
    const raw = storage?.getItem(PREFS_STORAGE_KEY);
    if (!raw) return documentPrefs();
    const parsed = JSON.parse(raw) as Partial<PrefsState>;
    return {
      locale: parsed.locale === 'ar' || parsed.locale === 'en' ? parsed.locale : defaultPrefs.locale,
      theme: parsed.theme === 'dark' || parsed.theme === 'light' ? parsed.theme : defaultPrefs.theme,
      skinTone: skinTones.includes(parsed.skinTone as SkinTone) ? (parsed.skinTone as SkinTone) : defaultPrefs.skinTone,
    };
  } catch {
    // Corrupt or blocked storage: fall back to defaults rather than breaking the page.
    return { ...defaultPrefs };
  }
}

export function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined;
  }
}

const STORES_KEY = Symbol.for('tajriba.session.stores');
interface Stores {
  session: SessionState;
  prefs: PrefsState;
}

/**
 * Shared as an MF singleton so every remote sees the same proxies; the globalThis key guards
 * against a second copy of this module (a share-scope mismatch) creating diverging stores.
 */
const stores: Stores = ((globalThis as unknown as Record<symbol, Stores | undefined>)[STORES_KEY] ??= {
  session: proxy<SessionState>({ status: 'unknown', user: null, role: null, accessToken: null, expiresAt: null }),
  prefs: proxy<PrefsState>(readStoredPrefs()),
});

export const sessionStore: SessionState = stores.session;
export const prefsStore: PrefsState = stores.prefs;
