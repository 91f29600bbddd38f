import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, ok } from '@tajriba/api-client/testing';
import { markSignedOut } from '@tajriba/session/shell';
import { resetShellState } from '@tajriba/testing';
import { forgetReferrer, referrerId } from '../referrer';
import { renderWithShell } from '../../../shared/testing/render-with-shell';
import { makeUser, tokenFor } from '../../../__tests__/fixtures';
import SignInPage from '../components/sign-in-page';

// the provider's own window (Google Identity Services) is not part of this test: it yields a token
jest.mock('../api/social-sign-in', () => ({ ...jest.requireActual('../api/social-sign-in'), providerToken: jest.fn(async () => 'google-id-token') }));

beforeEach(() => {
  resetShellState();
  forgetReferrer();
});

// A friend from a refer-a-friend link (`/auth/signin?view=signup&ref=<inviter>`) may sign up with Google
// instead of an e-mail code: the inviter goes with it (mf-account README "Refer a friend").
describe('social sign-up from a refer-a-friend link', () => {
  /** The sign-in page at `route` with Google configured; clicks Google, answers the API's body. */
  async function googleFrom(route: string) {
    act(() => markSignedOut());
    const user = userEvent.setup();
    const api = createFakeApi({
      'GET /api/Auth/Providers': ok({ google: true, facebook: false, apple: false, googleClientId: 'client.apps.googleusercontent.com' }),
      'POST /Connect/signin-google': ok(tokenFor(makeUser())),
    });
    renderWithShell(<SignInPage />, { api, route, path: '/auth/signin' });
    if (route.includes('ref=')) await waitFor(() => expect(referrerId()).not.toBeNull());
    await user.click(await screen.findByRole('button', { name: /Google/ }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/Connect/signin-google')).toBe(true));
    return api.calls.find((c) => c.path === '/Connect/signin-google')?.body;
  }

  it('sends the inviter with the Google token, then forgets it', async () => {
    expect(await googleFrom('/auth/signin?ref=42')).toMatchObject({ token: 'google-id-token', referrerId: 42 });
    await waitFor(() => expect(referrerId()).toBeNull());
  });

  it('sends no inviter without a link', async () => {
    expect(await googleFrom('/auth/signin')).toMatchObject({ token: 'google-id-token', referrerId: null });
  });
});
