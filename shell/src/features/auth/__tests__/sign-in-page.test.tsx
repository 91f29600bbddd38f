import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, ok } from '@tajriba/api-client/testing';
import { RoleId } from '@tajriba/contracts/platform';
import { getSession } from '@tajriba/session';
import { applyTokenResponse } from '@tajriba/session/shell';
import { authUi, closeAuth, openAuth } from '../../../shared/auth-ui';
import { makeUser, tokenFor } from '../../../__tests__/fixtures';
import SignInPage from '../components/sign-in-page';
import RedirectPage from '../components/redirect-page';
import AuthDialog from '../components/auth-dialog';
import { safeRedirect } from '../safe-redirect';
import { switchRole } from '../switch-role';
import { renderWithShell } from '../../../shared/testing/render-with-shell';
import { resetShellState } from '@tajriba/testing';

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}\\*?$`), { selector: 'input' });

beforeEach(() => {
  resetShellState();
  act(() => closeAuth());
});

async function signIn(route: string) {
  const user = userEvent.setup();
  const api = createFakeApi({ 'POST /Connect/Token': ok(tokenFor(makeUser())) });
  renderWithShell(<SignInPage />, { api, route, path: '/auth/signin' });
  await user.type(field('Email'), 'reem@example.com');
  await user.type(field('Password'), 'Secret#12');
  await user.click(screen.getByTestId('signin-submit'));
  await waitFor(() => expect(getSession().isSignedIn).toBe(true));
}

describe('/auth/signin', () => {
  it('honours a same-origin redirect after signing in', async () => {
    await signIn('/auth/signin?redirect=%2Freservations%3Fpage%3D2');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/reservations?page=2'));
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)'])('refuses the open redirect %s and goes home', async (target) => {
    await signIn(`/auth/signin?redirect=${encodeURIComponent(target)}`);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('sends someone already signed in away, to the redirect', async () => {
    act(() => applyTokenResponse(tokenFor(makeUser())));
    renderWithShell(<SignInPage />, { api: createFakeApi(), route: '/auth/signin?redirect=%2Fwishlist', path: '/auth/signin' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/wishlist'));
    expect(screen.queryByTestId('signin-form')).not.toBeInTheDocument();
  });

  it('switches between the views on the page (sign-up link)', async () => {
    const user = userEvent.setup();
    renderWithShell(<SignInPage />, { api: createFakeApi(), route: '/auth/signin', path: '/auth/signin' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    // The browser tab and history name the page (WCAG 2.4.2), and follow the view.
    expect(document.title).toBe('Sign in · Tajriba');
    await user.click(screen.getByTestId('signup-link'));
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(document.title).toBe('Create your account · Tajriba');
  });
});

describe('/redirect', () => {
  it('follows a same-origin path and refuses others', async () => {
    renderWithShell(<RedirectPage />, { api: createFakeApi(), route: '/redirect?path=%2Fprofile%2Faccount-settings%2Fpayments', path: '/redirect' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile/account-settings/payments'));
  });
});

describe('safeRedirect', () => {
  const origin = 'https://tajriba.sa';
  it('keeps path, query and hash of relative paths', () => {
    expect(safeRedirect('/experiences/details/5?x=1#reviews', origin)).toBe('/experiences/details/5?x=1#reviews');
  });
  it.each([null, '', 'experiences', 'https://tajriba.sa.evil.com/', '//evil.com', '/\\evil.com', '/\tevil', '/auth/signin?redirect=/x'])('refuses %p', (v) => {
    expect(safeRedirect(v, origin)).toBeNull();
  });
});

describe('role switch', () => {
  it('switchRole posts the role id to /Connect/SwitchRole and applies the new token', async () => {
    act(() => applyTokenResponse(tokenFor(makeUser(RoleId.Guest, { isHost: true }))));
    const api = createFakeApi({ 'POST /Connect/SwitchRole': ok(tokenFor(makeUser(RoleId.Host))) });
    await act(() => switchRole('host', { api, hasHostProfile: true }));
    expect(api.calls[0]).toMatchObject({ path: '/Connect/SwitchRole', body: { roleId: RoleId.Host } });
    expect(getSession().isHost).toBe(true);
  });

  it('a signed-in guest without a host profile becomes host (BeHost) and lands on the dashboard', async () => {
    const user = userEvent.setup();
    act(() => applyTokenResponse(tokenFor(makeUser(RoleId.Guest))));
    const api = createFakeApi({ 'POST /api/Manage/BeHost': ok(tokenFor(makeUser(RoleId.Host))) });
    act(() => openAuth('become-host'));
    renderWithShell(<AuthDialog />, { api, route: '/experiences' });
    await user.click(screen.getByRole('button', { name: 'Start hosting' }));
    await waitFor(() => expect(authUi.view).toBeNull());
    expect(api.calls.map((c) => c.path)).toContain('/api/Manage/BeHost');
    expect(getSession().isHost).toBe(true);
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });
});
