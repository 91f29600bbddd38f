import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, fail, ok } from '@tajriba/api-client/testing';
import en from '../i18n/en.json';
import ar from '../i18n/ar.json';
import { renderRemote, testUser } from '../../../test/render-remote';

/** Login & security: the two-step sign-in switch (mf-account README "Two-factor sign-in"). */
describe('two-step sign-in', () => {
  it('asks for the current password before turning on; a wrong one shows under the field and keeps it off', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const api = createFakeApi({
      'GET /api/Manage/Info': ok(testUser),
      'GET /api/Manage/TwoFactor': ok({ enabled: false, channel: 'sms', to: '+9665•••••567' }),
      'POST /api/Manage/TwoFactor': ({ body }: { body: unknown }) =>
        ++tries === 1
          ? fail(400, ['The current password is not right.'], { currentPassword: ['error.currentPasswordWrong'] })
          : ok({ enabled: (body as { enabled: boolean }).enabled, channel: 'sms', to: '+9665•••••567' }),
    });
    renderRemote('/profile/account-settings/login-security', 'en', true, { api });
    const sw = await screen.findByRole('switch', { name: new RegExp(en['settings.security.twoFactorSwitch']) }, { timeout: 15_000 });
    expect(await screen.findByText(/Codes go by text message to/)).toHaveTextContent('Codes go by text message to +9665•••••567.');
    expect(sw).not.toBeChecked();
    await user.click(sw);
    const dialog = await screen.findByRole('dialog', { name: en['settings.security.twoFactorOnTitle'] });
    // nothing is sent before the password is confirmed; an empty one is refused here
    await user.click(within(dialog).getByTestId('two-factor-confirm'));
    await waitFor(() => expect(within(dialog).getByLabelText(en['settings.security.currentPassword'])).toHaveAttribute('aria-invalid', 'true'));
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText(en['settings.security.currentPassword']), 'Wrong#123');
    await user.click(within(dialog).getByTestId('two-factor-confirm'));
    await waitFor(() => expect(within(dialog).getByLabelText(en['settings.security.currentPassword'])).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByLabelText(en['settings.security.currentPassword'])).toHaveValue('Wrong#123');
    expect(screen.getByRole('switch', { name: new RegExp(en['settings.security.twoFactorSwitch']), hidden: true })).not.toBeChecked();

    await user.clear(within(dialog).getByLabelText(en['settings.security.currentPassword']));
    await user.type(within(dialog).getByLabelText(en['settings.security.currentPassword']), 'Secret#123');
    await user.click(within(dialog).getByTestId('two-factor-confirm'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ enabled: true, currentPassword: 'Secret#123' });
    expect(screen.getByRole('switch', { name: new RegExp(en['settings.security.twoFactorSwitch']) })).toBeChecked();
    expect(screen.getByTestId('two-factor-done')).toHaveTextContent(en['settings.security.twoFactorIsOn']);
  });

  it('cannot be turned on by an account without a password (Arabic)', async () => {
    const api = createFakeApi({
      'GET /api/Manage/Info': ok({ ...testUser, hasPassword: false }),
      'GET /api/Manage/TwoFactor': ok({ enabled: false, channel: 'email', to: 'la•••@example.com' }),
    });
    renderRemote('/profile/account-settings/login-security', 'ar', true, { api });
    const sw = await screen.findByRole('switch', { name: new RegExp(ar['settings.security.twoFactorSwitch']) }, { timeout: 15_000 });
    expect(await screen.findByText(ar['settings.security.twoFactorNeedsPassword'])).toBeInTheDocument();
    expect(sw).toBeDisabled();
  });
});
