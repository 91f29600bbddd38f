import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, ok } from '@tajriba/api-client/testing';
import { markSignedOut } from '@tajriba/session/shell';
import { resetShellState } from '@tajriba/testing';
import { closeAuth, openAuth } from '../../../shared/auth-ui';
import { forgetReferrer, referrerId, rememberReferrer } from '../referrer';
import { renderWithShell } from '../../../shared/testing/render-with-shell';
import { makeUser, tokenFor } from '../../../__tests__/fixtures';
import AuthDialog from '../components/auth-dialog';
import SignInPage from '../components/sign-in-page';

beforeEach(() => {
  resetShellState();
  forgetReferrer();
  act(() => closeAuth());
});

// The refer-a-friend e-mail links to `/auth/signin?view=signup&ref=<inviter>` (mf-account README "Refer a friend").
describe('the sign-up link', () => {
  it('opens at sign-up and keeps the inviter for the tab', async () => {
    act(() => markSignedOut());
    renderWithShell(<SignInPage />, { api: createFakeApi(), route: '/auth/signin?view=signup&ref=42', path: '/auth/signin' });
    expect(await screen.findByTestId('signup-email-form')).toBeInTheDocument();
    await waitFor(() => expect(referrerId()).toBe(42));
  });

  it('ignores a ref that is not an account id', () => {
    rememberReferrer('42; drop');
    rememberReferrer('-1');
    expect(referrerId()).toBeNull();
  });

  it('sends the inviter with the new account, then forgets it', async () => {
    rememberReferrer('42');
    const user = userEvent.setup();
    const api = createFakeApi({
      'POST /Register/NewOTP': (r: { body: unknown }) => ok({ email: (r.body as { email: string }).email, phoneNumber: null, otp: null, pending: false, confirmed: false, resendAfterSeconds: 90, expiresInSeconds: 600 }),
      'POST /Register/ConfrimOTP': (r: { body: unknown }) => ok({ email: (r.body as { email: string }).email, phoneNumber: null, otp: (r.body as { otp: string }).otp }),
      'POST /Register/NewUser': ok(tokenFor(makeUser())),
    });
    act(() => openAuth('signup'));
    renderWithShell(<AuthDialog />, { api });
    await user.type(screen.getByLabelText(/^Email\*?$/, { selector: 'input' }), 'friend@example.com');
    await user.click(screen.getByTestId('signup-email-submit'));
    await screen.findByTestId('otp-step');
    await user.click(screen.getByRole('textbox', { name: /digit 1/i }));
    await user.keyboard('1234');
    await screen.findByTestId('signup-finish-form');
    await user.type(screen.getByLabelText(/^Full name\*?$/, { selector: 'input' }), 'Nora Al-Qahtani');
    await user.type(screen.getByLabelText(/^Phone number\*?$/, { selector: 'input' }), '501234567');
    await user.type(screen.getByLabelText(/^Password\*?$/, { selector: 'input' }), 'Secret#12');
    await user.type(screen.getByLabelText(/^Confirm password\*?$/, { selector: 'input' }), 'Secret#12');
    await user.type(screen.getByLabelText(/^Date of birth\*?$/, { selector: 'input' }), '03141995');
    await user.click(screen.getByTestId('signup-submit'));
    expect(await screen.findByTestId('signup-created')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/Register/NewUser')?.body).toMatchObject({ email: 'friend@example.com', referrerId: 42 });
    expect(referrerId()).toBeNull();
  });
});
