import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, fail, ok } from '@tajriba/api-client/testing';
import { Msg } from '@tajriba/contracts/platform';
import { getSession } from '@tajriba/session';
import { authUi, closeAuth, openAuth } from '../../../shared/auth-ui';
import { makeUser, tokenFor } from '../../../__tests__/fixtures';
import AuthDialog from '../components/auth-dialog';
import { renderWithShell } from '../../../shared/testing/render-with-shell';
import { resetShellState } from '@tajriba/testing';

/** Two-step sign-in (mf-account README "Two-factor sign-in"): password, then the 6-digit code. */
const label = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);
const field = (name: string) => screen.getByLabelText(label(name), { selector: 'input' });
const challenge = (over: Record<string, unknown> = {}) => ({ challenge: 'c1', channel: 'sms', to: '+9665•••••567', codeLength: 6, resendAfterSeconds: 90, expiresInSeconds: 600, ...over });
/** What /Connect/Token answers a right password when two-step sign-in is on. */
const required = (c = challenge()) => ({ status: 401, body: { data: c, succeeded: false, errors: ['Enter the 6-digit code we sent you to finish signing in.'], fieldsErrors: {} } });
const typeCode = async (user: ReturnType<typeof userEvent.setup>, code: string) => {
  await user.click(screen.getByRole('textbox', { name: /digit 1/i }));
  await user.keyboard(code);
};
const signInWithPassword = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(field('Email'), 'reem@example.com');
  await user.type(field('Password'), 'Secret#12');
  await user.click(screen.getByTestId('signin-submit'));
};

beforeEach(() => {
  resetShellState();
  act(() => closeAuth());
});
afterEach(() => jest.useRealTimers());

describe('two-step sign-in', () => {
  it('a right password leads to the 6-digit code; the code signs in', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ 'POST /Connect/Token': required(), 'POST /Connect/TwoFactor': ok(tokenFor(makeUser())) });
    act(() => openAuth('signin'));
    renderWithShell(<AuthDialog />, { api });
    await signInWithPassword(user);
    const step = await screen.findByTestId('otp-step');
    expect(step).toHaveTextContent('Two-step sign-in is on for this account.');
    expect(step).toHaveTextContent('We texted a 6-digit code to +9665•••••567.');
    expect(screen.getAllByRole('textbox', { name: /digit/i })).toHaveLength(6);
    expect(getSession().isSignedIn).toBe(false);
    await typeCode(user, '482193');
    await waitFor(() => expect(authUi.view).toBeNull());
    expect(api.calls.find((c) => c.path === '/Connect/TwoFactor')?.body).toEqual({ challenge: 'c1', code: '482193', isPersistent: true });
    expect(getSession()).toMatchObject({ isSignedIn: true });
  });

  it('a wrong code shows under the boxes; resend comes after 90 s and uses the new challenge', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const api = createFakeApi({
      'POST /Connect/Token': required(),
      'POST /Connect/TwoFactor': fail(400, ['Validation failed'], { code: [Msg.otpInvalid] }),
      'POST /Connect/TwoFactor/Resend': ok(challenge({ challenge: 'c2' })),
    });
    act(() => openAuth('signin'));
    renderWithShell(<AuthDialog />, { api });
    await signInWithPassword(user);
    await screen.findByTestId('otp-step');
    await typeCode(user, '111111');
    expect(await screen.findByText('The code is incorrect.')).toBeInTheDocument();
    expect(screen.getByTestId('resend-countdown')).toHaveTextContent('1:30');
    act(() => jest.advanceTimersByTime(90_000));
    await user.click(screen.getByTestId('resend-code'));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/Connect/TwoFactor/Resend')?.body).toEqual({ challenge: 'c1' }));
    expect(await screen.findByTestId('resend-countdown')).toHaveTextContent('1:30');
    await typeCode(user, '222222');
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/Connect/TwoFactor').at(-1)?.body).toMatchObject({ challenge: 'c2', code: '222222' }));
  });

  it('an expired challenge returns to the password form with the e-mail kept and the reason shown', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      'POST /Connect/Token': required(),
      'POST /Connect/TwoFactor': fail(401, ['This sign-in has expired. Enter your e-mail and password again.'], { challenge: ['error.twoFactorChallengeExpired'] }),
    });
    act(() => openAuth('signin'));
    renderWithShell(<AuthDialog />, { api });
    await signInWithPassword(user);
    await screen.findByTestId('otp-step');
    await typeCode(user, '123456');
    expect(await screen.findByText('This sign-in has expired. Enter your e-mail and password again.')).toBeInTheDocument();
    expect(field('Email')).toHaveValue('reem@example.com');
    expect(field('Password')).toHaveValue('');
  });

  it('in Arabic, the code length is written in Arabic digits', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ 'POST /Connect/Token': required(challenge({ channel: 'email', to: 're•••@example.com' })) });
    act(() => openAuth('signin'));
    renderWithShell(<AuthDialog />, { api, locale: 'ar' });
    await user.type(field('البريد الإلكتروني'), 'reem@example.com');
    await user.type(field('كلمة المرور'), 'Secret#12');
    await user.click(screen.getByTestId('signin-submit'));
    expect(await screen.findByTestId('otp-step')).toHaveTextContent('أرسلنا رمزًا مكوّنًا من ٦ أرقام إلى re•••@example.com');
  });
});
