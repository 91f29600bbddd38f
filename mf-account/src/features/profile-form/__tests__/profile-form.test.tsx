import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Msg } from '@tajriba/contracts/constants';
import { createFakeApi, fail, ok } from '@tajriba/api-client/testing';
import { createEventBus } from '@tajriba/event-bus';
import en from '../i18n/en.json';
import ar from '../i18n/ar.json';
import { commonMessage } from '@tajriba/i18n';
import { renderRemote, testUser } from '../../../test/render-remote';

/** `/profile/create` and `/profile/edit` (issue 13): the person in one form, the contract's validators, the server's field errors. */
describe('profile form', () => {
  it('edits names, gender, address and an emergency contact in one request; the account is told', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const bus = createEventBus();
    const changed = jest.fn();
    bus.on('account:user-changed', changed);
    const api = createFakeApi({
      'GET /api/Manage/Info': ok(testUser),
      'PUT /api/Manage/UpdateProfile': ({ body }: { body: Record<string, unknown> }) => {
        sent.push(body);
        return ok({ ...testUser, fullName: body.fullName as string, isMale: true });
      },
    });
    renderRemote('/profile/edit', 'en', true, { api, bus });
    const name = await screen.findByTestId('profile-form-fullName', {}, { timeout: 15_000 });
    expect(name).toHaveValue(testUser.fullName);
    // the stored gender is chosen in an edit
    expect(screen.getByRole('radio', { name: en['profileForm.female'] })).toBeChecked();
    await user.clear(name);
    await user.click(name);
    await user.paste('Layla Saad');
    await user.click(screen.getByRole('radio', { name: en['profileForm.male'] }));
    await user.click(screen.getByTestId('profile-form-address'));
    await user.paste('King Fahd Road, Riyadh');
    await user.click(screen.getByTestId('profile-form-hasEmergency'));
    await user.click(screen.getByTestId('profile-form-emergencyName'));
    await user.paste('Huda Al-Harbi');
    await user.click(screen.getByTestId('profile-form-emergencyPhone'));
    await user.paste('+966551234567');
    await user.click(screen.getByTestId('profile-form-save'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      fullName: 'Layla Saad',
      preferredName: '',
      dateOfBirth: '1995-04-12',
      isMale: true,
      address: 'King Fahd Road, Riyadh',
      emergencyContact: { name: 'Huda Al-Harbi', phoneNumber: '+966551234567', relationship: '' },
    });
    await waitFor(() => expect(changed).toHaveBeenCalled());
    expect(changed.mock.calls[0][0]).toEqual({ userId: testUser.id });
    // a form of many fields: typed slowly on a busy machine
  }, 90_000);

  it('checks with the contract before sending: a short name and address stay typed with their reasons, nothing is sent', async () => {
    const user = userEvent.setup();
    const put = jest.fn(() => ok(testUser));
    const api = createFakeApi({ 'GET /api/Manage/Info': ok(testUser), 'PUT /api/Manage/UpdateProfile': put });
    renderRemote('/profile/edit', 'en', true, { api });
    const name = await screen.findByTestId('profile-form-fullName', {}, { timeout: 15_000 });
    await user.clear(name);
    await user.click(name);
    await user.paste('Ly');
    await user.click(screen.getByTestId('profile-form-address'));
    await user.paste('Riyadh');
    await user.click(screen.getByTestId('profile-form-save'));
    expect(await screen.findByText(commonMessage('en', Msg.min3))).toBeInTheDocument();
    expect(screen.getByText(commonMessage('en', Msg.min10))).toBeInTheDocument();
    expect(name).toHaveValue('Ly');
    expect(put).not.toHaveBeenCalled();
  });

  it("shows the server's field error under the date of birth and keeps the form (Arabic)", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      'GET /api/Manage/Info': ok(testUser),
      'PUT /api/Manage/UpdateProfile': fail(400, ['تحقق من الحقول'], { dateOfBirth: [Msg.under18] }),
    });
    renderRemote('/profile/edit', 'ar', true, { api });
    const name = await screen.findByTestId('profile-form-fullName', {}, { timeout: 15_000 });
    await user.click(screen.getByTestId('profile-form-save'));
    expect(await screen.findByText(commonMessage('ar', Msg.under18))).toBeInTheDocument();
    expect(name).toHaveValue(testUser.fullName);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(ar['profileForm.editTitle']);
  });

  it('a first profile asks for the gender; an account that has one is sent to the edit form', async () => {
    const user = userEvent.setup();
    const put = jest.fn(() => ok(testUser));
    const api = createFakeApi({ 'GET /api/Manage/Info': ok({ ...testUser, dateOfBirth: null }), 'PUT /api/Manage/UpdateProfile': put });
    renderRemote('/profile/create', 'en', true, { api });
    await screen.findByTestId('profile-create-page', {}, { timeout: 15_000 });
    expect(await screen.findByRole('radio', { name: en['profileForm.male'] })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: en['profileForm.female'] })).not.toBeChecked();
    await user.click(await screen.findByTestId('profile-form-save'));
    expect(await screen.findAllByText(commonMessage('en', Msg.required))).not.toHaveLength(0);
    expect(put).not.toHaveBeenCalled();

    const done = createFakeApi({ 'GET /api/Manage/Info': ok(testUser) });
    renderRemote('/profile/create', 'en', true, { api: done });
    expect(await screen.findByTestId('profile-edit-page', {}, { timeout: 15_000 })).toBeInTheDocument();
  });
});
