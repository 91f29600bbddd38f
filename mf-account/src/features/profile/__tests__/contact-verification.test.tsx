import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, fail, ok } from '@tajriba/api-client/testing';
import { renderRemote, testUser } from '../../../test/render-remote';
import en from '../../../shared/i18n/en.json';
import profileEn from '../i18n/en.json';

const sent = (to: string) => ok({ to, resendAfterSeconds: 120, expiresInSeconds: 600 });

describe('contact verification dialog', () => {
  afterEach(() => jest.useRealTimers());

  it('sends a code, shows the 120 s countdown, offers a resend when it ends and hides it again after resending; the right code sets the tick', async () => {
    jest.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const unconfirmed = { ...testUser, phoneNumberConfirmed: false };
    let confirmed = false;
    const api = createFakeApi({
      'GET /api/Manage/Info': () => ok(confirmed ? { ...unconfirmed, phoneNumberConfirmed: true } : unconfirmed),
      'GET /api/Manage/About': ok(testUser.about),
      'POST /api/Manage/SendVerifyPhonelOTP': sent('+966500000001'),
      'POST /api/Manage/VerifyPhone': ({ body }: { body: unknown }) => {
        if ((body as { otp: string }).otp !== '4821') return fail(400, ['error.validationFailed'], { otp: ['error.otpInvalid'] });
        confirmed = true;
        return ok({ ...unconfirmed, phoneNumberConfirmed: true });
      },
    });
    renderRemote('/profile', 'en', true, { api });
    await user.click(await screen.findByTestId('verify-phone-button'));

    expect(await screen.findByText(/Enter the 4-digit code we sent to/)).toBeInTheDocument();
    expect(screen.getByTestId('contact-countdown')).toHaveTextContent('120');
    expect(screen.queryByRole('button', { name: en['contact.resend'] })).toBeNull();
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByTestId('contact-countdown')).toHaveTextContent('60');
    act(() => jest.advanceTimersByTime(60_000));
    await user.click(await screen.findByRole('button', { name: en['contact.resend'] }));
    await waitFor(() => expect(screen.getByTestId('contact-countdown')).toHaveTextContent('120'));
    expect(screen.queryByRole('button', { name: en['contact.resend'] })).toBeNull();
    expect(api.calls.filter((c) => c.path === '/api/Manage/SendVerifyPhonelOTP')).toHaveLength(2);

    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 4' }));
    await user.paste('1111');
    expect(await screen.findByText('The code is incorrect.')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 4' }));
    await user.paste('4821');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByTestId('verify-phone-state')).toHaveTextContent(profileEn['profile.verify.confirmed']);
  });

  it('keeps the dialog open with the server reason when sending fails', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      'GET /api/Manage/Info': ok({ ...testUser, emailConfirmed: false }),
      'GET /api/Manage/About': ok(testUser.about),
      'POST /api/Manage/SendVerifyEmailOTP': fail(429, ['error.tooManyRequests']),
    });
    renderRemote('/profile', 'en', true, { api });
    await user.click(await screen.findByTestId('verify-email-button'));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('contact-address-step')).toHaveTextContent(/./));
    expect(await screen.findByRole('button', { name: en['contact.sendCode'] })).toBeEnabled();
  });
});
