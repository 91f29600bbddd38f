import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, fail, ok } from '@tajriba/api-client/testing';
import { createEventBus } from '@tajriba/event-bus';
import { eventCatalogue } from '@tajriba/contracts';
import en from '../i18n/en.json';
import ar from '../i18n/ar.json';
import rootAr from '../../../i18n/ar.json';
import { renderRemote, testUser } from '../../../test/render-remote';

const zones = [
  { id: 0, ianaId: 'Etc/GMT+12', displayName: 'International Date Line West', baseUtcOffset: '-12:00' },
  { id: 1, ianaId: 'Asia/Riyadh', displayName: 'Kuwait, Riyadh', baseUtcOffset: '+03:00' },
];
const currencies = [
  { id: 1, code: 'SAR', name: 'Saudi riyal', symbol: 'SAR' },
  { id: 2, code: 'USD', name: 'US dollar', symbol: '$' },
];

describe('account settings', () => {
  it('changes the legal name: the account takes the answer and the shell is asked to read the user again', async () => {
    const user = userEvent.setup();
    const bus = createEventBus({ catalogue: eventCatalogue });
    const changed = jest.fn();
    bus.on('account:user-changed', changed);
    const api = createFakeApi({
      'GET /api/Manage/Info': ok(testUser),
      'POST /api/Manage/ChangeFullName': ({ body }: { body: unknown }) => ok({ ...testUser, ...(body as object) }),
    });
    renderRemote('/profile/account-settings/personal-info', 'en', true, { api, bus });
    const row = await screen.findByTestId('setting-full-name');
    await user.click(within(row).getByRole('button', { name: en['settings.edit'] }));
    const input = within(row).getByLabelText(en['settings.personal.fullName']);
    await user.clear(input);
    await user.type(input, 'Layla Al-Otaibi');
    await user.click(within(row).getByRole('button', { name: en['settings.save'] }));
    expect(await within(row).findByTestId('setting-full-name-value')).toHaveTextContent('Layla Al-Otaibi');
    await waitFor(() => expect(changed).toHaveBeenCalledWith({ userId: testUser.id }, expect.anything()));
  });

  it('keeps a refused address in the field with the server reason under it', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      'GET /api/Manage/Info': ok({ ...testUser, address: null }),
      'POST /api/Manage/UpdateAddress': fail(400, ['error.validationFailed'], { address: ['validation.max250'] }),
    });
    renderRemote('/profile/account-settings/personal-info', 'en', true, { api });
    const row = await screen.findByTestId('setting-address');
    expect(within(row).getByTestId('setting-address-value')).toHaveTextContent(en['settings.notProvided']);
    await user.click(within(row).getByRole('button', { name: en['settings.add'] }));
    await user.type(within(row).getByLabelText(en['settings.personal.address']), 'King Fahd Road, Riyadh');
    await user.click(within(row).getByRole('button', { name: en['settings.save'] }));
    await waitFor(() => expect(within(row).getByLabelText(en['settings.personal.address'])).toHaveAccessibleDescription(/250/));
    expect(within(row).getByLabelText(en['settings.personal.address'])).toHaveValue('King Fahd Road, Riyadh');
  });

  it('edits the additional phones: a repeat is refused before sending, a server refusal lands under its row, a save shows the list', async () => {
    const user = userEvent.setup();
    let call = 0;
    const api = createFakeApi({
      'GET /api/Manage/Info': ok({ ...testUser, phoneNumber: '+966500000001' }),
      'GET /api/Manage/AdditionalPhones': ok({ additionalPhones: ['+966551234567'] }),
      'POST /api/Manage/UpdateAdditionalPhones': ({ body }: { body: unknown }) =>
        ++call === 1 ? fail(400, ['error.validationFailed'], { 'additionalPhones.1': ['validation.invalidPhone'] }) : ok(body),
    });
    renderRemote('/profile/account-settings/personal-info', 'en', true, { api });
    const row = await screen.findByTestId('setting-additional-phones');
    expect(await within(row).findByText('+966551234567')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: en['settings.edit'] }));
    await user.click(within(row).getByRole('button', { name: en['settings.personal.additionalAdd'] }));
    const second = within(row).getByLabelText(en['settings.personal.additionalPhoneN'].replace('{n, number}', '2'));
    // the main phone is not an additional one: refused here, nothing sent
    await user.type(second, '+966 50 000 0001');
    await user.click(within(row).getByRole('button', { name: en['settings.save'] }));
    expect(await within(row).findByText(en['settings.personal.additionalIsPrimary'])).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/Manage/UpdateAdditionalPhones')).toBe(false);
    await user.clear(second);
    await user.type(second, '+971 50 123 4567');
    await user.click(within(row).getByRole('button', { name: en['settings.save'] }));
    await waitFor(() => expect(second).toHaveAccessibleDescription(/phone/i));
    expect(second).toHaveValue('+971 50 123 4567');
    expect(api.calls.find((c) => c.path === '/api/Manage/UpdateAdditionalPhones')?.body).toEqual({ additionalPhones: ['+966551234567', '+971501234567'] });
    await user.click(within(row).getByRole('button', { name: en['settings.save'] }));
    expect(await within(row).findByText('+971501234567')).toBeInTheDocument();
    expect(within(row).getByText('+966551234567')).toBeInTheDocument();
  });

  it('names the additional phones row in Arabic and offers to add when there are none', async () => {
    const api = createFakeApi({
      'GET /api/Manage/Info': ok(testUser),
      'GET /api/Manage/AdditionalPhones': ok({ additionalPhones: [] }),
    });
    renderRemote('/profile/account-settings/personal-info', 'ar', true, { api });
    const row = await screen.findByTestId('setting-additional-phones');
    expect(within(row).getByRole('heading', { name: ar['settings.personal.additionalPhones'] })).toBeInTheDocument();
    expect(await within(row).findByRole('button', { name: ar['settings.add'] })).toBeInTheDocument();
    expect(within(row).getByTestId('setting-additional-phones-value')).toHaveTextContent(ar['settings.notProvided']);
  });

  it('saving the language asks the shell to switch the site; the time zone list has its entries (Arabic)', async () => {
    const user = userEvent.setup();
    const bus = createEventBus({ catalogue: eventCatalogue });
    const requested = jest.fn();
    bus.on('locale:change-requested', requested);
    const api = createFakeApi({
      'GET /api/Manage/Info': ok(testUser),
      'GET /api/Utilities/Currencies': ok(currencies),
      'GET /api/Utilities/TimeZones': ok(zones),
      'POST /api/Manage/UpdateLanguage': ({ body }: { body: unknown }) => ok({ ...testUser, ...(body as object) }),
      'POST /api/Manage/UpdateTimeZone': ({ body }: { body: unknown }) => ok({ ...testUser, ...(body as object) }),
    });
    renderRemote('/profile/account-settings/global-prefrence', 'ar', true, { api, bus });
    await user.selectOptions(await screen.findByLabelText(ar['settings.prefs.language']), ar['settings.prefs.lang.ar']);
    await waitFor(() => expect(requested).toHaveBeenCalledWith({ locale: 'ar' }, expect.anything()));
    const zone = await screen.findByLabelText(ar['settings.prefs.timeZone']);
    await user.selectOptions(zone, 'Kuwait, Riyadh (UTC+03:00)');
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/Manage/UpdateTimeZone')?.body).toEqual({ timeZoneId: 1 }));
    expect(await screen.findAllByText(ar['settings.saved'])).toHaveLength(2);
  });

  it('changes the password with the §5 rules checked first; the current password error lands under its field', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      'GET /api/Manage/Info': ok(testUser),
      'POST /api/Manage/ChangePassword': fail(400, ['error.currentPasswordWrong'], { currentPassword: ['error.currentPasswordWrong'] }),
    });
    renderRemote('/profile/account-settings/login-security', 'en', true, { api });
    await user.type(await screen.findByLabelText(en['settings.security.currentPassword']), 'Old#Pass1');
    await user.type(screen.getByLabelText(en['settings.security.newPassword']), 'weak');
    await user.type(screen.getByLabelText(en['settings.security.confirmPassword']), 'weak');
    await user.click(screen.getByTestId('password-save'));
    await waitFor(() => expect(screen.getByLabelText(en['settings.security.newPassword'])).toHaveAttribute('aria-invalid', 'true'));
    expect(api.calls.some((c) => c.path === '/api/Manage/ChangePassword')).toBe(false);

    await user.clear(screen.getByLabelText(en['settings.security.newPassword']));
    await user.type(screen.getByLabelText(en['settings.security.newPassword']), 'Next#Pass1');
    await user.clear(screen.getByLabelText(en['settings.security.confirmPassword']));
    await user.type(screen.getByLabelText(en['settings.security.confirmPassword']), 'Next#Pass1');
    await user.click(screen.getByTestId('password-save'));
    await waitFor(() => expect(screen.getByLabelText(en['settings.security.currentPassword'])).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText(en['settings.security.newPassword'])).toHaveValue('Next#Pass1');
  });

  it('an account from social sign-in adds a password instead; signing out everywhere asks first', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      'GET /api/Manage/Info': ok({ ...testUser, hasPassword: false }),
      'POST /api/Manage/AddPassword': ok(null),
      'POST /api/Manage/SignOutEverywhere': ok(null),
    });
    renderRemote('/profile/account-settings/login-security', 'en', true, { api });
    expect(await screen.findByText(en['settings.security.addPasswordIntro'])).toBeInTheDocument();
    expect(screen.queryByLabelText(en['settings.security.currentPassword'])).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(en['settings.security.newPassword']), 'Added#Pass1');
    await user.type(screen.getByLabelText(en['settings.security.confirmPassword']), 'Added#Pass1');
    await user.click(screen.getByTestId('password-save'));
    expect(await screen.findByLabelText(en['settings.security.currentPassword'])).toBeInTheDocument();

    await user.click(screen.getByTestId('sign-out-everywhere'));
    expect(api.calls.some((c) => c.path === '/api/Manage/SignOutEverywhere')).toBe(false);
    await user.click(await screen.findByTestId('sign-out-everywhere-confirm'));
    expect(await screen.findByTestId('signed-out-everywhere')).toHaveTextContent(en['settings.security.signedOutEverywhere']);
  });

  it('a notification switch saves at once', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      'GET /api/Manage/Info': ok(testUser),
      'POST /api/Manage/UpdateNewsletter': ({ body }: { body: unknown }) => ok({ ...testUser, notifications: { ...testUser.notifications, newsletter: (body as { enabled: boolean }).enabled } }),
    });
    renderRemote('/profile/account-settings/notifications', 'en', true, { api });
    const newsletter = await screen.findByRole('switch', { name: new RegExp(en['settings.notifications.newsletter']) });
    const before = (newsletter as HTMLInputElement).checked;
    await user.click(newsletter);
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/Manage/UpdateNewsletter')?.body).toEqual({ enabled: !before }));
    await waitFor(() => expect(newsletter).toHaveProperty('checked', !before));
  });

  it('keeps the frame (title and sections menu) mounted from one section to the next, the current one marked', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ 'GET /api/Manage/Info': ok(testUser) });
    renderRemote('/profile/account-settings/personal-info', 'ar', true, { api });
    await screen.findByTestId('personal-info-page');
    const frame = screen.getByTestId('settings-frame');
    const menu = screen.getByRole('navigation', { name: rootAr['settings.nav'] });
    expect(screen.getByRole('heading', { level: 1, name: rootAr['settings.title'] })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: rootAr['settings.nav.personalInfo'] })).toHaveAttribute('aria-current', 'page');

    await user.click(within(menu).getByRole('link', { name: rootAr['settings.nav.notifications'] }));
    expect(await screen.findByTestId('notification-settings-page')).toBeInTheDocument();
    expect(screen.queryByTestId('personal-info-page')).not.toBeInTheDocument();
    // the same nodes: the frame was not unmounted and mounted again
    expect(screen.getByTestId('settings-frame')).toBe(frame);
    expect(screen.getByRole('navigation', { name: rootAr['settings.nav'] })).toBe(menu);
    expect(within(menu).getByRole('link', { name: rootAr['settings.nav.notifications'] })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: rootAr['settings.nav.personalInfo'] })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { level: 2, name: ar['settings.notifications.title'] })).toBeInTheDocument();
  });
});
