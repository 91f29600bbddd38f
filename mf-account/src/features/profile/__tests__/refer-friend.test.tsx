import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, fail, ok } from '@tajriba/api-client/testing';
import en from '../i18n/en.json';
import ar from '../i18n/ar.json';
import { renderRemote, testUser } from '../../../test/render-remote';

const about = { details: null, study: null, birthPlace: null, interests: null, cuisines: null, memorableExperience: null, culturalTraditions: null, profession: null, languages: null, traveling: null, favoriteDestination: null, funFact: null, experienceSeek: null };

describe('refer a friend', () => {
  it('sends one e-mail field, says it was sent and empties the field for the next friend', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const api = createFakeApi({
      'GET /api/Manage/Info': ok(testUser),
      'GET /api/Manage/About': ok(about),
      'POST /api/Manage/ReferFriend': ({ body }: { body: unknown }) => {
        sent.push(body);
        return ok(null);
      },
    });
    renderRemote('/profile', 'en', true, { api });
    await user.click(await screen.findByTestId('refer-open', {}, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: en['profile.refer.title'] });
    // bad input is refused before anything is sent
    await user.type(within(dialog).getByLabelText(en['profile.refer.email'], { exact: false }), 'not-an-email');
    await user.click(within(dialog).getByTestId('refer-submit'));
    expect(await within(dialog).findByText(/valid e-mail|email/i)).toBeInTheDocument();
    expect(sent).toEqual([]);
    const field = within(dialog).getByTestId('refer-email');
    await user.clear(field);
    await user.type(field, 'noura@example.com');
    await user.click(within(dialog).getByTestId('refer-submit'));
    expect(await within(dialog).findByTestId('refer-sent')).toHaveTextContent('Invitation sent to noura@example.com');
    expect(sent).toEqual([{ email: 'noura@example.com' }]);
    expect(field).toHaveValue('');
  });

  it('shows the server’s field error under the field and keeps what was typed (Arabic)', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      'GET /api/Manage/Info': ok(testUser),
      'GET /api/Manage/About': ok(about),
      'POST /api/Manage/ReferFriend': fail(409, ['error.emailTaken'], { email: ['error.emailTaken'] }),
    });
    renderRemote('/profile', 'ar', true, { api });
    await user.click(await screen.findByTestId('refer-open', {}, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: ar['profile.refer.title'] });
    const field = within(dialog).getByTestId('refer-email');
    await user.type(field, 'taken@example.com');
    await user.click(within(dialog).getByTestId('refer-submit'));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveValue('taken@example.com');
    expect(within(dialog).queryByTestId('refer-sent')).not.toBeInTheDocument();
  });
});
