import { act, render, screen } from '@testing-library/react';
import { getEventBus } from '@tajriba/event-bus';
import { RoleId } from '@tajriba/contracts/platform';
import { getSession, prefsStore, sessionStore, useSession, usePrefs, PREFS_STORAGE_KEY, readStoredPrefs } from '@tajriba/session';
import { makeUser } from './fixtures';
import { applyTokenResponse, markSignedOut, onSignOut, setLocale, setTheme, signOutLocally } from '@tajriba/session/shell';

const token = (role: number = RoleId.Guest) => ({
  accessToken: 'at-1',
  expiresIn: 900,
  tokenType: 'Bearer' as const,
  user: makeUser({}, role),
});

function Who() {
  const s = useSession();
  const p = usePrefs();
  return (
    <p>
      {s.status}:{s.user?.fullName ?? '-'}:{s.isHost ? 'host' : 'guest'}:{p.locale}:{p.dir}
    </p>
  );
}

beforeEach(() => {
  localStorage.clear();
  act(() => {
    markSignedOut();
    prefsStore.locale = 'en';
    prefsStore.theme = 'light';
  });
});

describe('session store', () => {
  it('signs in from a token response and exposes a read-only view without the token', async () => {
    render(<Who />);
    await act(async () => applyTokenResponse(token(RoleId.Host)));
    expect(screen.getByText('signedIn:Sara Al-Qahtani:host:en:ltr')).toBeInTheDocument();
    expect(getSession().role).toBe(RoleId.Host);
    expect('accessToken' in getSession()).toBe(false);
    expect(sessionStore.accessToken).toBe('at-1');
  });

  it('never writes the access token to localStorage', () => {
    applyTokenResponse(token());
    setTheme('dark');
    const everything = Object.keys(localStorage).map((k) => localStorage.getItem(k)).join('|');
    expect(everything).not.toContain('at-1');
  });

  it('sign-out clears the session, runs cleanup listeners and tells every remote', () => {
    applyTokenResponse(token());
    const cleared = jest.fn();
    const off = onSignOut(cleared);
    const seen: unknown[] = [];
    const unsub = getEventBus().on('auth:session-changed', (p) => seen.push(p));
    signOutLocally();
    unsub();
    off();
    expect(sessionStore).toMatchObject({ status: 'signedOut', user: null, accessToken: null, role: null });
    expect(cleared).toHaveBeenCalled();
    expect(seen).toEqual([{ signedIn: false, userId: null, role: null }]);
  });

  it('a silent refresh for the same user does not announce a session change', () => {
    applyTokenResponse(token());
    const handler = jest.fn();
    const unsub = getEventBus().on('auth:session-changed', handler);
    applyTokenResponse({ ...token(), accessToken: 'at-2' });
    unsub();
    expect(handler).not.toHaveBeenCalled();
    expect(sessionStore.accessToken).toBe('at-2');
  });
});

describe('preferences', () => {
  it('persist locale, theme and skin tone, and announce locale with its direction', async () => {
    render(<Who />);
    const seen: unknown[] = [];
    const unsub = getEventBus().on('locale:changed', (p) => seen.push(p));
    await act(async () => setLocale('ar'));
    unsub();
    expect(screen.getByText(/:ar:rtl$/)).toBeInTheDocument();
    expect(seen).toEqual([{ locale: 'ar', dir: 'rtl' }]);
    setTheme('dark');
    expect(JSON.parse(localStorage.getItem(PREFS_STORAGE_KEY)!)).toEqual({ locale: 'ar', theme: 'dark', skinTone: 'neutral' });
    expect(readStoredPrefs()).toEqual({ locale: 'ar', theme: 'dark', skinTone: 'neutral' });
  });

  it('falls back to defaults on corrupt storage', () => {
    localStorage.setItem(PREFS_STORAGE_KEY, '{not json');
    expect(readStoredPrefs()).toEqual({ locale: 'en', theme: 'light', skinTone: 'neutral' });
    localStorage.setItem(PREFS_STORAGE_KEY, JSON.stringify({ locale: 'fr', theme: 'neon', skinTone: 'dark' }));
    expect(readStoredPrefs()).toEqual({ locale: 'en', theme: 'light', skinTone: 'dark' });
  });

  it('keeps the language and theme the edge painted the page in when nothing is stored', () => {
    localStorage.removeItem(PREFS_STORAGE_KEY);
    const html = document.documentElement;
    html.lang = 'ar';
    html.setAttribute('data-theme', 'dark');
    try {
      expect(readStoredPrefs()).toEqual({ locale: 'ar', theme: 'dark', skinTone: 'neutral' });
    } finally {
      html.lang = '';
      html.removeAttribute('data-theme');
    }
    expect(readStoredPrefs()).toEqual({ locale: 'en', theme: 'light', skinTone: 'neutral' });
  });
});
