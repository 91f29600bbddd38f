import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { policySlugs, RoleId } from '@tajriba/contracts/platform';
import { getEventBus } from '@tajriba/event-bus';
import { sessionStore } from '@tajriba/session';
import { applyTokenResponse } from '@tajriba/session/shell';
import { authUi, closeAuth } from '../shared/auth-ui';
import { applyDocumentPrefs } from '../app/document-prefs';
import { listenForLoginRequests } from '../app/auth-requests';
import { Header } from '../features/layout/header';
import { Footer } from '../features/layout/footer';
import { makeUser, tokenFor } from './fixtures';
import { renderShell } from './render';
import { setViewportWidth } from '../features/layout/__tests__/viewport';
import { openMenu } from '../features/layout/__tests__/menus';
import { composeDocument } from './compose-document';
import { resetShellState } from '@tajriba/testing';

const fetchMock = jest.fn();
// jsdom has no fetch Response; the api client only reads these members.
const jsonResponse = (body: unknown, status = 200) => {
  const text = JSON.stringify(body);
  return { ok: status < 400, status, url: '', text: async () => text, json: async () => JSON.parse(text) };
};
beforeAll(() => {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => {
  // These journeys are the desktop header; the small-screen menus are tested in features/layout.
  setViewportWidth(1280);
  fetchMock.mockReset();
  resetShellState();
  act(() => closeAuth());
});

describe('header', () => {
  it('shows a visitor the sign-in button, which opens the sign-in dialog', async () => {
    renderShell(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(authUi).toMatchObject({ view: 'signin', mode: 'guest' });
  });

  it('"Become a host" opens the flow in host mode', async () => {
    renderShell(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Become a host' }));
    expect(authUi).toMatchObject({ view: 'become-host', mode: 'host' });
  });

  it('switches to Arabic: html lang/dir follow, strings translate, and the choice is stored', async () => {
    const stop = applyDocumentPrefs();
    renderShell(<Header />);
    await userEvent.click(screen.getByRole('button', { name: /Switch the language to Arabic/ }));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(JSON.parse(localStorage.getItem('tj:prefs')!)).toMatchObject({ locale: 'ar' });
    stop();
  });

  it('switches to dark mode and back', async () => {
    const stop = applyDocumentPrefs();
    renderShell(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    // The edge paints the next page load dark from its first byte (infra/web prefs.ts).
    expect(document.cookie).toContain('tj_prefs=en.dark');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(document.cookie).toContain('tj_prefs=en.light');
    stop();
  });

  it('shows the avatar menu with the role for a signed-in guest, and sign-out clears the session', async () => {
    act(() => applyTokenResponse(tokenFor(makeUser(RoleId.Guest))));
    // The tab is signed out before the logout goes out: a request in flight that the API then
    // refuses finds no session to refresh and asks nobody to sign in (auth.spec's phone journey).
    const statusAtLogout: string[] = [];
    fetchMock.mockImplementation(async () => {
      statusAtLogout.push(sessionStore.status);
      return jsonResponse({ data: null, succeeded: true, errors: [], fieldsErrors: {} });
    });
    renderShell(<Header />);
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    await openMenu(screen.getByRole('button', { name: 'Account menu for Reem' }));
    expect(screen.getByTestId('role-label')).toHaveTextContent('Guest');
    // No host role yet: the menu offers to become one rather than a switch the API would refuse.
    const panel = screen.getByTestId('user-menu-panel');
    expect(within(panel).getByRole('button', { name: 'Become a host' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Switch to hosting' })).not.toBeInTheDocument();
    const changed: unknown[] = [];
    const off = getEventBus().on('auth:session-changed', (p) => changed.push(p));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    off();
    await waitFor(() => expect(fetchMock.mock.calls[0]?.[0]).toBe('/Connect/Logout'));
    expect(statusAtLogout).toEqual(['signedOut']);
    expect(sessionStore.status).toBe('signedOut');
    expect(changed).toEqual([{ signedIn: false, userId: null, role: null }]);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('switches a guest to host through the API and lands on the first host-side area a remote offers', async () => {
    act(() => {
      applyTokenResponse(tokenFor(makeUser(RoleId.Guest, { isHost: true })));
      composeDocument({ 'mf-host-dashboard': { routes: [{ path: '/dashboard', access: 'host' }], menu: [{ placement: 'user-menu', path: '/dashboard', label: { en: 'Dashboard', ar: 'لوحة التحكم' }, side: 'host' }] } });
    });
    const host = makeUser(RoleId.Host);
    fetchMock.mockResolvedValue(jsonResponse({ data: tokenFor(host), succeeded: true, errors: [], fieldsErrors: {} }));
    renderShell(<Header />);
    await openMenu(screen.getByRole('button', { name: 'Account menu for Reem' }));
    await userEvent.click(screen.getByRole('button', { name: 'Switch to hosting' }));
    expect(fetchMock.mock.calls[0][0]).toBe('/Connect/SwitchRole');
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ roleId: RoleId.Host });
    expect(sessionStore.role).toBe(RoleId.Host);
    // The menu navigates once the switch's promise has settled, a tick after the token applied.
    await waitFor(() => expect(screen.getAllByTestId('location')[0]).toHaveTextContent('/dashboard'));
  });

  it('a remote asking for login opens the sign-in dialog with its redirect', () => {
    const off = listenForLoginRequests(getEventBus());
    getEventBus().emit('auth:login-requested', { reason: 'unauthorized', redirect: '/wishlist' });
    off();
    expect(authUi).toMatchObject({ view: 'signin', redirect: '/wishlist' });
  });
});

describe('footer', () => {
  it('links every policy page, about us, contact us and offers', () => {
    renderShell(<Footer />);
    const footer = screen.getByTestId('site-footer');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    for (const slug of policySlugs) expect(hrefs).toContain(`/policies/${slug}`);
    for (const p of ['/about-us', '/contact-us', '/offers']) expect(hrefs).toContain(p);
  });

  it('is translated in Arabic', () => {
    renderShell(<Footer />, { locale: 'ar' });
    expect(screen.getByRole('link', { name: 'سياسة الخصوصية' })).toHaveAttribute('href', '/policies/privacy-policy');
    expect(screen.getByRole('link', { name: 'تواصل معنا' })).toBeInTheDocument();
  });
});

describe('catalogues', () => {
  it('have the same keys in English and Arabic', () => {
    const en = Object.keys(require('../i18n/en.json')).sort();
    const ar = Object.keys(require('../i18n/ar.json')).sort();
    expect(ar).toEqual(en);
  });
});
