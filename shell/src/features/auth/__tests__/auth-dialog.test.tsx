import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, fail, ok } from '@tajriba/api-client/testing';
import { Msg, RoleId } from '@tajriba/contracts/platform';
import { getEventBus } from '@tajriba/event-bus';
import { getSession } from '@tajriba/session';
import { authUi, closeAuth, openAuth } from '../../../shared/auth-ui';
import { makeUser, tokenFor } from '../../../__tests__/fixtures';
import AuthDialog from '../components/auth-dialog';
import { CLOSE_DELAY_MS } from '../components/sign-up-view';
import { renderWithShell } from '../../../shared/testing/render-with-shell';
import { resetShellState } from '@tajriba/testing';

const otpState = (over: Partial<Record<string, unknown>> = {}) => ({
  email: null,
  phoneNumber: null,
  otp: null,
  pending: false,
  confirmed: false,
  resendAfterSeconds: 120,
  expiresInSeconds: 600,
  ...over,
});
// Required labels end with an asterisk, so match the label's start.
const label = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);
const field = (name: string) => screen.getByLabelText(label(name), { selector: 'input' });
const phone = () => screen.getByLabelText(label('Phone number'), { selector: 'input' });
const errorOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby')?.split(' ').find((id) => id.endsWith('-error')) ?? '')?.textContent;
const bodyOf = (api: { calls: { method: string; path: string; body: unknown }[] }, route: string) =>
  api.calls.filter((c) => `${c.method} ${c.path}` === route).at(-1)?.body;
const typeCode = async (user: ReturnType<typeof userEvent.setup>, code: string) => {
  await user.click(screen.getByRole('textbox', { name: /digit 1/i }));
  await user.keyboard(code);
};

beforeEach(() => {
  resetShellState();
  act(() => closeAuth());
});
afterEach(() => jest.useRealTimers());

describe('sign-in dialog', () => {
  it('requires an e-mail and a password, each message under its field', async () => {
    const user = userEvent.setup();
    act(() => openAuth('signin'));
    renderWithShell(<AuthDialog />, { api: createFakeApi() });
    await user.click(screen.getByTestId('signin-submit'));
    expect(errorOf(field('Email'))).toBe('This field is required.');
    expect(errorOf(field('Password'))).toBe('This field is required.');
    await user.type(field('Email'), 'reem@');
    await user.click(screen.getByTestId('signin-submit'));
    expect(errorOf(field('Email'))).toBe('Enter a valid email address.');
  });

  it('shows the server error in the box under the form and keeps what was typed', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ 'POST /Connect/Token': fail(400, ['The email or password is incorrect.']) });
    act(() => openAuth('signin'));
    renderWithShell(<AuthDialog />, { api });
    await user.type(field('Email'), 'reem@example.com');
    await user.type(field('Password'), 'Wrong#123');
    await user.click(screen.getByTestId('signin-submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is incorrect.');
    expect(field('Email')).toHaveValue('reem@example.com');
    expect(field('Password')).toHaveValue('Wrong#123');
    expect(authUi.view).toBe('signin');
  });

  it('signs in: session set (token in memory), dialog closed, auth:session-changed emitted, redirect followed', async () => {
    const user = userEvent.setup();
    const changed = jest.fn();
    const off = getEventBus().on('auth:session-changed', changed);
    const api = createFakeApi({ 'POST /Connect/Token': ok(tokenFor(makeUser())) });
    act(() => openAuth('signin', { redirect: '/wishlist' }));
    renderWithShell(<AuthDialog />, { api });
    await user.type(field('Email'), 'Reem@Example.com');
    await user.type(field('Password'), 'Secret#12');
    await user.click(screen.getByTestId('signin-submit'));
    await waitFor(() => expect(authUi.view).toBeNull());
    expect(bodyOf(api, 'POST /Connect/Token')).toEqual({ username: 'reem@example.com', password: 'Secret#12', isDashboard: false, isPersistent: true, isPhoneOTP: false });
    expect(getSession()).toMatchObject({ status: 'signedIn', isSignedIn: true });
    expect(changed.mock.calls[0][0]).toEqual({ signedIn: true, userId: 11, role: RoleId.Guest });
    expect(screen.getByTestId('location')).toHaveTextContent('/wishlist');
    off();
  });

  it('refuses an open redirect after signing in', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ 'POST /Connect/Token': ok(tokenFor(makeUser())) });
    act(() => openAuth('signin', { redirect: '//evil.example/steal' }));
    renderWithShell(<AuthDialog />, { api, route: '/experiences' });
    await user.type(field('Email'), 'reem@example.com');
    await user.type(field('Password'), 'Secret#12');
    await user.click(screen.getByTestId('signin-submit'));
    await waitFor(() => expect(authUi.view).toBeNull());
    expect(screen.getByTestId('location')).toHaveTextContent('/experiences');
  });

  it('renders in Arabic with Arabic validation messages', async () => {
    const user = userEvent.setup();
    act(() => openAuth('signin'));
    renderWithShell(<AuthDialog />, { api: createFakeApi(), locale: 'ar' });
    expect(screen.getByRole('dialog', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    await user.click(screen.getByTestId('signin-submit'));
    expect(errorOf(field('البريد الإلكتروني'))).toBe('هذا الحقل مطلوب.');
    expect(screen.getByRole('button', { name: 'نسيت كلمة المرور؟' })).toBeInTheDocument();
  });
});

describe('phone code login', () => {
  const api = () =>
    createFakeApi({
      'POST /Connect/SendLoginOTP': (r: { body: unknown }) => ok(otpState({ phoneNumber: (r.body as { phoneNumber: string }).phoneNumber })),
      'POST /Connect/Token': ok(tokenFor(makeUser())),
    });

  it('rejects an invalid number with the localised message', async () => {
    const user = userEvent.setup();
    act(() => openAuth('phone'));
    renderWithShell(<AuthDialog />, { api: api() });
    await user.type(phone(), '12345');
    await user.click(screen.getByTestId('phone-submit'));
    expect(await screen.findByText(/Enter a valid phone number/)).toBeInTheDocument();
  });

  it('phone → code → signed in; back returns to the phone entry with the number kept', async () => {
    const user = userEvent.setup();
    const fake = api();
    act(() => openAuth('phone'));
    renderWithShell(<AuthDialog />, { api: fake });
    expect(screen.getByTestId('phone-country')).toHaveValue('SA');
    await user.type(phone(), '0501234567');
    await user.click(screen.getByTestId('phone-submit'));
    expect(await screen.findByTestId('otp-step')).toHaveTextContent('+966 50 123 4567');
    expect(bodyOf(fake, 'POST /Connect/SendLoginOTP')).toEqual({ phoneNumber: '+966501234567' });
    await user.click(screen.getByTestId('otp-back'));
    expect(phone()).toHaveValue('501234567');
    await user.click(screen.getByTestId('phone-submit'));
    await screen.findByTestId('otp-step');
    await typeCode(user, '4821');
    await waitFor(() => expect(authUi.view).toBeNull());
    expect(bodyOf(fake, 'POST /Connect/Token')).toMatchObject({ username: '+966501234567', password: '4821', isPhoneOTP: true });
  });

  it('in Arabic the code step says the code length, the countdown and the boxes in Arabic-Indic digits', async () => {
    const user = userEvent.setup();
    act(() => openAuth('phone'));
    renderWithShell(<AuthDialog />, { api: api(), locale: 'ar' });
    await user.type(screen.getByLabelText(label('رقم الجوال'), { selector: 'input' }), '501234567');
    await user.click(screen.getByTestId('phone-submit'));
    const step = await screen.findByTestId('otp-step');
    // {length, number}: a raw 4 would print "4" on an Arabic page.
    expect(step).toHaveTextContent('أرسلنا رسالة نصية برمز مكوّن من ٤ أرقام');
    expect(screen.getByTestId('resend-countdown')).toHaveTextContent(/[٠-٩]:[٠-٩]{2}/);
    expect(screen.getByRole('textbox', { name: 'الرقم ١ من ٤' })).toBeInTheDocument();
  });

  it('a wrong code shows under the code boxes', async () => {
    const user = userEvent.setup();
    const fake = api();
    fake.on('POST /Connect/Token', fail(400, ['Validation failed'], { password: [Msg.otpInvalid] }));
    act(() => openAuth('phone'));
    renderWithShell(<AuthDialog />, { api: fake });
    await user.type(phone(), '501234567');
    await user.click(screen.getByTestId('phone-submit'));
    await screen.findByTestId('otp-step');
    await typeCode(user, '1111');
    expect(await screen.findByText('The code is incorrect.')).toBeInTheDocument();
  });

  it('offers "resend" only after 120 seconds', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    act(() => openAuth('phone'));
    renderWithShell(<AuthDialog />, { api: api() });
    await user.type(phone(), '501234567');
    await user.click(screen.getByTestId('phone-submit'));
    expect(await screen.findByTestId('resend-countdown')).toHaveTextContent('2:00');
    act(() => jest.advanceTimersByTime(119_000));
    expect(screen.getByTestId('resend-countdown')).toHaveTextContent('0:01');
    expect(screen.queryByTestId('resend-code')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByTestId('resend-code')).toBeInTheDocument();
  });
});

describe('sign-up', () => {
  const signUpApi = () =>
    createFakeApi({
      'POST /Register/NewOTP': (r: { body: unknown }) => ok(otpState({ email: (r.body as { email: string }).email, resendAfterSeconds: 90 })),
      'POST /Register/ConfrimOTP': (r: { body: unknown }) => ok({ email: (r.body as { email: string }).email, phoneNumber: null, otp: (r.body as { otp: string }).otp }),
      'POST /Register/NewUser': ok(tokenFor(makeUser())),
    });
  const toFinish = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(field('Email'), 'new@example.com');
    await user.click(screen.getByTestId('signup-email-submit'));
    await screen.findByTestId('otp-step');
    await typeCode(user, '1234');
    await screen.findByTestId('signup-finish-form');
  };
  const fill = async (user: ReturnType<typeof userEvent.setup>, v: { name?: string; phone?: string; password?: string; confirm?: string; dob?: string }) => {
    if (v.name !== undefined) await user.type(field('Full name'), v.name);
    if (v.phone !== undefined) await user.type(phone(), v.phone);
    if (v.password !== undefined) await user.type(field('Password'), v.password);
    if (v.confirm !== undefined) await user.type(field('Confirm password'), v.confirm);
    if (v.dob !== undefined) await user.type(field('Date of birth'), v.dob);
  };

  it('offers "resend" for the e-mail code only after 90 seconds', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    act(() => openAuth('signup'));
    renderWithShell(<AuthDialog />, { api: signUpApi() });
    await user.type(field('Email'), 'new@example.com');
    await user.click(screen.getByTestId('signup-email-submit'));
    expect(await screen.findByTestId('resend-countdown')).toHaveTextContent('1:30');
    act(() => jest.advanceTimersByTime(89_000));
    expect(screen.queryByTestId('resend-code')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByTestId('resend-code')).toBeInTheDocument();
  });

  it('sends one request per complete code: typing over a full code does not check it again and again', async () => {
    const user = userEvent.setup();
    const api = signUpApi();
    api.on('POST /Register/ConfrimOTP', fail(400, ['The code is not valid.'], { otp: [Msg.otpInvalid] }));
    act(() => openAuth('signup'));
    renderWithShell(<AuthDialog />, { api });
    await user.type(field('Email'), 'new@example.com');
    await user.click(screen.getByTestId('signup-email-submit'));
    await screen.findByTestId('otp-step');
    await typeCode(user, '1234');
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/Register/ConfrimOTP')).toHaveLength(1));
    // Typing on past the last box keeps replacing the last digit with the same one.
    await user.keyboard('4444');
    await screen.findAllByText(/not valid|invalid/i);
    expect(api.calls.filter((c) => c.path === '/Register/ConfrimOTP')).toHaveLength(1);
    expect(screen.getAllByText(/not valid|invalid/i)).toHaveLength(1);
  });

  it('Esc in the finish form asks before closing: the confirmed e-mail is not lost by accident', async () => {
    const user = userEvent.setup();
    act(() => openAuth('signup'));
    renderWithShell(<AuthDialog />, { api: signUpApi() });
    await toFinish(user);
    await user.type(field('Full name'), 'Reem Saleh');
    await user.click(field('Date of birth'));
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Stop signing up?' });
    expect(authUi.view).toBe('signup');
    // Esc again answers the question only (the innermost layer): back to the form, values kept.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(ask).not.toBeInTheDocument());
    expect(field('Full name')).toHaveValue('Reem Saleh');
    expect(authUi.view).toBe('signup');
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    await user.click(await screen.findByTestId('auth-leave-confirm'));
    await waitFor(() => expect(authUi.view).toBeNull());
  });

  it('a short code says it is incomplete', async () => {
    const user = userEvent.setup();
    act(() => openAuth('signup'));
    renderWithShell(<AuthDialog />, { api: signUpApi() });
    await user.type(field('Email'), 'new@example.com');
    await user.click(screen.getByTestId('signup-email-submit'));
    await screen.findByTestId('otp-step');
    await typeCode(user, '12');
    await user.click(screen.getByTestId('otp-submit'));
    expect(await screen.findByText('Enter the full code.')).toBeInTheDocument();
  });

  it('checks every §5 rule on the finish form with localised messages', async () => {
    const user = userEvent.setup();
    act(() => openAuth('signup'));
    renderWithShell(<AuthDialog />, { api: signUpApi() });
    await toFinish(user);
    await user.click(screen.getByTestId('signup-submit'));
    for (const name of ['Full name', 'Password', 'Confirm password', 'Date of birth']) expect(errorOf(field(name))).toBe('This field is required.');
    expect(errorOf(phone())).toBe('This field is required.');

    await fill(user, { name: 'Al', phone: '12', password: 'abc', confirm: 'abd', dob: '13452000' });
    await user.click(screen.getByTestId('signup-submit'));
    expect(errorOf(field('Full name'))).toBe('Enter at least 3 characters.');
    expect(errorOf(phone())).toMatch(/Enter a valid phone number/);
    expect(errorOf(field('Password'))).toBe('The password must be 6 to 25 characters long.');
    expect(errorOf(field('Confirm password'))).toBe('The passwords do not match.');
    expect(errorOf(field('Date of birth'))).toBe('Enter a valid date.');

    await user.clear(field('Full name'));
    await user.type(field('Full name'), 'x'.repeat(51));
    await user.clear(field('Password'));
    await user.type(field('Password'), 'alllowercase1!');
    await user.clear(field('Date of birth'));
    await user.type(field('Date of birth'), '01012099');
    await user.click(screen.getByTestId('signup-submit'));
    expect(errorOf(field('Full name'))).toBe('Enter no more than 50 characters.');
    expect(errorOf(field('Password'))).toMatch(/uppercase letter, a lowercase letter, a digit and a special character/);
    expect(errorOf(field('Date of birth'))).toBe('The date cannot be in the future.');

    const year = new Date().getFullYear() - 10;
    await user.clear(field('Date of birth'));
    await user.type(field('Date of birth'), `0101${year}`);
    await user.click(screen.getByTestId('signup-submit'));
    expect(errorOf(field('Date of birth'))).toBe('You must be at least 18 years old.');
  });

  it('creates the account with the confirmed code, signs in, and closes 200 ms after the profile-created screen', async () => {
    // Fake timers: the 200 ms are counted on the test's clock, not the machine's, so a slow run
    // can neither close the dialog before the screen is checked nor miss the close.
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const api = signUpApi();
    act(() => openAuth('signup'));
    renderWithShell(<AuthDialog />, { api });
    await toFinish(user);
    await fill(user, { name: 'Nora Al-Qahtani', phone: '501234567', password: 'Secret#12', confirm: 'Secret#12', dob: '03141995' });
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.click(screen.getByTestId('signup-submit'));
    // Let the request and the renders settle without moving the clock (findBy would advance it).
    for (let i = 0; i < 20 && !screen.queryByTestId('signup-created'); i++) await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('signup-created')).toBeInTheDocument();
    expect(bodyOf(api, 'POST /Register/NewUser')).toMatchObject({
      email: 'new@example.com',
      phoneNumber: '+966501234567',
      fullName: 'Nora Al-Qahtani',
      dateOfBirth: '1995-03-14',
      isMale: false,
      isHost: false,
      otpConfirmationCode: '1234',
    });
    expect(getSession().isSignedIn).toBe(true);
    expect(authUi.view).toBe('signup');
    await act(() => jest.advanceTimersByTimeAsync(CLOSE_DELAY_MS - 1));
    expect(authUi.view).toBe('signup');
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(authUi.view).toBeNull();
  });

  it('host mode preselects "host" and ends on the verification next step instead of closing', async () => {
    const user = userEvent.setup();
    const api = signUpApi();
    api.on('POST /Register/NewUser', ok(tokenFor(makeUser(RoleId.Host))));
    act(() => openAuth('signup', { mode: 'host' }));
    renderWithShell(<AuthDialog />, { api });
    await toFinish(user);
    expect(screen.getByTestId('signup-is-host')).toBeChecked();
    await fill(user, { name: 'Fahad Al-Harbi', phone: '501234567', password: 'Secret#12', confirm: 'Secret#12', dob: '03141990' });
    await user.click(screen.getByTestId('signup-submit'));
    expect(await screen.findByTestId('host-next-step')).toHaveTextContent('Complete your host verification:');
    await new Promise((r) => setTimeout(r, 300));
    expect(authUi.view).toBe('signup');
    expect(screen.getByTestId('go-dashboard')).toBeInTheDocument();
    // The next step is the identity wizard (mf-verification's route).
    await user.click(screen.getByTestId('go-verify'));
    expect(authUi.view).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/verification/identity');
  });

  it('"code already pending" goes straight to finish, asking for the code received', async () => {
    const user = userEvent.setup();
    const api = signUpApi();
    api.on('POST /Register/NewOTP', {
      status: 409,
      body: { data: otpState({ email: 'new@example.com', pending: true, resendAfterSeconds: 40 }), succeeded: false, errors: ['A code was already sent.'], fieldsErrors: {} },
    });
    act(() => openAuth('signup'));
    renderWithShell(<AuthDialog />, { api });
    await user.type(field('Email'), 'new@example.com');
    await user.click(screen.getByTestId('signup-email-submit'));
    const form = await screen.findByTestId('signup-finish-form');
    expect(screen.queryByTestId('otp-step')).not.toBeInTheDocument();
    expect(form).toHaveTextContent('We already sent a code to new@example.com');
    await fill(user, { name: 'Nora Al-Qahtani', phone: '501234567', password: 'Secret#12', confirm: 'Secret#12', dob: '03141995' });
    await user.click(within(form).getByRole('textbox', { name: /digit 1/i }));
    await user.keyboard('9876');
    await user.click(screen.getByTestId('signup-submit'));
    await screen.findByTestId('signup-created');
    expect(bodyOf(api, 'POST /Register/NewUser')).toMatchObject({ otpConfirmationCode: '9876' });
  });

  it('server field errors land under their fields, the rest in the box, and values stay', async () => {
    const user = userEvent.setup();
    const api = signUpApi();
    api.on('POST /Register/NewUser', fail(409, ['An account with this phone number already exists.'], { phoneNumber: [Msg.phoneTaken], otpConfirmationCode: [Msg.otpExpired] }));
    act(() => openAuth('signup'));
    renderWithShell(<AuthDialog />, { api });
    await toFinish(user);
    await fill(user, { name: 'Nora Al-Qahtani', phone: '501234567', password: 'Secret#12', confirm: 'Secret#12', dob: '03141995' });
    await user.click(screen.getByTestId('signup-submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this phone number already exists.');
    expect(errorOf(phone())).toBe('An account with this phone number already exists.');
    expect(screen.getByRole('alert')).toHaveTextContent('The code has expired. Request a new one.');
    expect(field('Full name')).toHaveValue('Nora Al-Qahtani');
    expect(field('Date of birth')).toHaveValue('03/14/1995');
    expect(getSession().isSignedIn).toBe(false);
  });
});

describe('forgot password', () => {
  it('email → code → new password (rules and confirmation) → back to sign-in with the email', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      'POST /Reset/Password': ok(otpState({ email: 'reem@example.com' })),
      'POST /Reset/ConfrimPasswordOTP': ok({ email: 'reem@example.com', phoneNumber: null, otp: '5555' }),
      'POST /Reset/ChangePassword': ok(null),
    });
    act(() => openAuth('forgot'));
    renderWithShell(<AuthDialog />, { api });
    await user.type(field('Email'), 'reem@example.com');
    await user.click(screen.getByTestId('forgot-send'));
    await screen.findByTestId('otp-step');
    await typeCode(user, '5555');
    await screen.findByTestId('reset-form');
    await user.type(field('New password'), 'Newpass#1');
    await user.click(screen.getByTestId('reset-submit'));
    expect(errorOf(field('Confirm password'))).toBe('This field is required.');
    await user.type(field('Confirm password'), 'Newpass#2');
    await user.click(screen.getByTestId('reset-submit'));
    expect(errorOf(field('Confirm password'))).toBe('The passwords do not match.');
    await user.clear(field('Confirm password'));
    await user.type(field('Confirm password'), 'Newpass#1');
    await user.click(screen.getByTestId('reset-submit'));
    await screen.findByTestId('signin-form');
    expect(field('Email')).toHaveValue('reem@example.com');
    expect(bodyOf(api, 'POST /Reset/ChangePassword')).toEqual({ mode: 'email', email: 'reem@example.com', phone: null, password: 'Newpass#1', confirmPassword: 'Newpass#1', otpConfirmationCode: '5555' });
  });

  it('by phone sends the international number', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ 'POST /Reset/Password': ok(otpState({ phoneNumber: '+971501234567' })) });
    act(() => openAuth('forgot'));
    renderWithShell(<AuthDialog />, { api });
    await user.click(screen.getByRole('tab', { name: 'By SMS' }));
    await user.selectOptions(screen.getByTestId('phone-country'), 'AE');
    await user.type(phone(), '501234567');
    await user.click(screen.getByTestId('forgot-send-phone'));
    await screen.findByTestId('otp-step');
    expect(bodyOf(api, 'POST /Reset/Password')).toEqual({ mode: 'phone', email: null, phone: '+971501234567' });
  });
});

describe('become a host', () => {
  it('a visitor goes to sign-up with host preselected', async () => {
    const user = userEvent.setup();
    act(() => openAuth('become-host'));
    renderWithShell(<AuthDialog />, { api: createFakeApi() });
    await user.click(screen.getByTestId('become-host-start'));
    expect(authUi).toMatchObject({ view: 'signup', mode: 'host' });
  });
});
