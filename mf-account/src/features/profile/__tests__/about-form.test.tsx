import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, fail, ok } from '@tajriba/api-client/testing';
import en from '../i18n/en.json';
import ar from '../i18n/ar.json';
import { renderRemote, testUser } from '../../../test/render-remote';

const empty = testUser.about;
const info = () => ok(testUser);

describe('about me', () => {
  it('edits the about page: empty state → form → saved text in view mode; empty fields are sent as null', async () => {
    const user = userEvent.setup();
    let stored = { ...empty };
    const api = createFakeApi({
      'GET /api/Manage/Info': info,
      'GET /api/Manage/About': () => ok(stored),
      'POST /api/Manage/ChangeAbout': ({ body }: { body: unknown }) => {
        stored = body as typeof stored;
        return ok(stored);
      },
    });
    renderRemote('/profile', 'en', true, { api });
    await user.click(await screen.findByRole('button', { name: en['profile.about.start'] }, { timeout: 15_000 }));
    await user.type(screen.getByLabelText(en['profile.about.details']), 'I cook Najdi food with my grandmother every Friday.');
    await user.type(screen.getByLabelText(en['profile.about.profession']), 'Architect');
    await user.click(screen.getByRole('button', { name: en['profile.save'] }));

    expect(await screen.findByTestId('about-value-profession')).toHaveTextContent('Architect');
    expect(screen.getByText('I cook Najdi food with my grandmother every Friday.')).toBeInTheDocument();
    const sent = api.calls.find((c) => c.path === '/api/Manage/ChangeAbout')!.body as Record<string, unknown>;
    expect(sent.profession).toBe('Architect');
    expect(sent.study).toBeNull();
  });

  it('refuses a field under 3 characters before sending, and shows a server field error under its field keeping the text', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      'GET /api/Manage/Info': info,
      'GET /api/Manage/About': ok({ ...empty, details: 'Hello from Jeddah' }),
      'POST /api/Manage/ChangeAbout': fail(400, ['error.validationFailed'], { funFact: ['validation.max50'] }),
    });
    renderRemote('/profile', 'en', true, { api });
    await user.click(await screen.findByRole('button', { name: en['profile.about.edit'] }, { timeout: 15_000 }));
    const study = screen.getByLabelText(en['profile.about.study']);
    await user.type(study, 'KS');
    await user.click(screen.getByRole('button', { name: en['profile.save'] }));
    expect(await screen.findByText('Enter at least 3 characters.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/Manage/ChangeAbout')).toBe(false);

    await user.clear(study);
    await user.type(screen.getByLabelText(en['profile.about.funFact']), 'I have climbed Jabal Sawda');
    await user.click(screen.getByRole('button', { name: en['profile.save'] }));
    await waitFor(() => expect(screen.getByLabelText(en['profile.about.funFact'])).toHaveAccessibleDescription(/50/));
    expect(screen.getByLabelText(en['profile.about.funFact'])).toHaveValue('I have climbed Jabal Sawda');
  });

  it('cancel returns to the view unchanged; a failed load shows the not-found text (Arabic)', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ 'GET /api/Manage/Info': info, 'GET /api/Manage/About': ok({ ...empty, profession: 'Chef' }) });
    const first = renderRemote('/profile', 'en', true, { api });
    await user.click(await screen.findByRole('button', { name: en['profile.about.edit'] }, { timeout: 15_000 }));
    await user.clear(screen.getByLabelText(en['profile.about.profession']));
    await user.click(screen.getByRole('button', { name: en['profile.cancel'] }));
    expect(await screen.findByTestId('about-value-profession')).toHaveTextContent('Chef');
    first.unmount();

    renderRemote('/profile', 'ar', true, { api: createFakeApi({ 'GET /api/Manage/Info': info, 'GET /api/Manage/About': fail(500) }) });
    expect(await screen.findByText(ar['profile.about.notFoundTitle'])).toBeInTheDocument();
  });
});
