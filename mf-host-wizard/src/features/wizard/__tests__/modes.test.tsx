import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi } from '@tajriba/api-client/testing';
import { makeUser, renderRemote } from '@tajriba/testing';
import { App } from '../../../app/app';
import { catalogues } from '../../../i18n/catalogues';
import { messages } from '../../../i18n/messages';

/**
 * The two other hosting formats through their own steps (§2 step 4 by mode, §4 mode switching):
 * online (chosen through its own entry under the type cards) and at the guest's place.
 */
// Walks several steps whose code loads on demand: generous on a busy machine.
jest.setTimeout(90_000);

const ok = <T,>(data: T) => ({ data, succeeded: true, errors: [], fieldsErrors: {} });
const host = () => makeUser({ workPapersStatus: { id: 2, name: 'approved' } } as never);

function api() {
  return createFakeApi({
    'GET /api/Home/ExperiencesCategories': ok([{ id: 3, name: 'Workshops', icon: 'palette' }]),
    'GET /api/Utilities/TimeZones': ok([
      { id: 0, displayName: '(UTC) Coordinated Universal Time', baseUtcOffset: '00:00:00' },
      { id: 241, displayName: '(UTC+03:00) Riyadh', baseUtcOffset: '03:00:00' },
    ]),
    'GET /api/ExperiencesRegions': ok([
      { id: 1, name: 'Riyadh Region' },
      { id: 2, name: 'Makkah Region' },
    ]),
    'POST /api/Experiences/Steps/:name': () => ok({ id: 57, status: { id: 1, name: 'draft' } }),
  });
}

async function throughHighlights(locale: 'en' | 'ar', pickType: () => Promise<void>) {
  const m = messages[locale] as Record<string, string>;
  await userEvent.click(await screen.findByRole('button', { name: m['host-wizard.frame.continue'] }));
  await screen.findByRole('heading', { level: 1, name: m['host-wizard.step.2'] });
  await pickType();
  await screen.findByRole('heading', { level: 1, name: m['host-wizard.step.3'] });
  await userEvent.type(await screen.findByLabelText(new RegExp(`^${m['host-wizard.highlights.name']}`)), locale === 'ar' ? 'ورشة خط عربي' : 'Calligraphy evening');
  const category = screen.getByLabelText(new RegExp(`^${m['host-wizard.highlights.category']}`));
  await waitFor(() => expect(category.querySelectorAll('option')).toHaveLength(2));
  await userEvent.selectOptions(category, '0');
  await clickContinue(m);
}

async function clickContinue(m: Record<string, string>) {
  const button = screen.getByRole('button', { name: m['host-wizard.frame.continue'] });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
}

describe('hosting formats', () => {
  it('online: chosen through its own entry; step 4 is the online setup; the schedule asks no arrival time', async () => {
    const m = messages.en as Record<string, string>;
    const { api: fake } = renderRemote(<App />, { name: 'mf-host-wizard', messages: catalogues, route: '/my-experiences/add', locale: 'en', user: host(), api: api() });
    await throughHighlights('en', async () => userEvent.click(await screen.findByRole('button', { name: m['host-wizard.type.online'] })));
    expect(await screen.findByRole('heading', { level: 1, name: m['host-wizard.step.4.online'] })).toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText(new RegExp(`^${m['host-wizard.online.platform']}`)), 'Zoom');
    await userEvent.type(screen.getByLabelText(new RegExp(`^${m['host-wizard.online.link']}`)), 'https://zoom.us/j/123456');
    const zone = screen.getByLabelText(new RegExp(`^${m['host-wizard.online.timeZone']}`));
    await waitFor(() => expect(zone.querySelectorAll('option')).toHaveLength(3));
    await userEvent.selectOptions(zone, '1');
    await userEvent.click(screen.getByRole('button', { name: m['host-wizard.online.device.laptop'] }));
    await clickContinue(m);
    expect(await screen.findByRole('heading', { level: 1, name: m['host-wizard.step.5'] })).toBeInTheDocument();
    const saved = fake.calls.find((c) => c.path === '/api/Experiences/Steps/Online');
    expect(saved?.body).toMatchObject({ id: 57, mode: 'online', data: { platform: 'Zoom', sessionLink: 'https://zoom.us/j/123456', hostTimeZone: { id: 241 }, recommendedDevices: ['laptop'] } });
    expect(fake.calls.find((c) => c.path === '/api/Experiences/Steps/EventHighlights')?.body).toMatchObject({ id: null, isAdd: true, mode: 'online' });
    // the schedule step is on screen (its duration), without the arrival question
    expect(await screen.findByText(m['host-wizard.schedule.duration'])).toBeInTheDocument();
    expect(screen.queryByText(m['host-wizard.schedule.arrival'])).toBeNull();
  });

  it('at the guest\u2019s place (Arabic): step 4 is the coverage regions, a listed one and a new one; the schedule asks the arrival time', async () => {
    const m = messages.ar as Record<string, string>;
    const { api: fake } = renderRemote(<App />, { name: 'mf-host-wizard', messages: catalogues, route: '/my-experiences/add', locale: 'ar', user: host(), api: api() });
    await throughHighlights('ar', async () => userEvent.click(await screen.findByRole('button', { name: new RegExp(m['host-wizard.type.atGuest.title']) })));
    expect(await screen.findByRole('heading', { level: 1, name: m['host-wizard.step.4.atGuest'] })).toBeInTheDocument();
    // Nothing chosen yet: Continue says so and sends nothing.
    await clickContinue(m);
    expect(await screen.findByText(m['validation.pleaseValidateAllFields'])).toBeInTheDocument();
    expect(fake.calls.some((c) => c.path === '/api/Experiences/Steps/CoverageDetails')).toBe(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Riyadh Region' }));
    await userEvent.type(screen.getByLabelText(m['host-wizard.coverage.newRegion']), 'الأحساء');
    await userEvent.click(screen.getByRole('button', { name: m['host-wizard.coverage.add'] }));
    await clickContinue(m);
    expect(await screen.findByRole('heading', { level: 1, name: m['host-wizard.step.5'] })).toBeInTheDocument();
    expect(fake.calls.find((c) => c.path === '/api/Experiences/Steps/CoverageDetails')?.body).toMatchObject({
      mode: 'atGuest',
      data: { regions: [{ id: 1, name: 'Riyadh Region' }, { id: null, name: 'الأحساء' }] },
    });
    expect(await screen.findByText(m['host-wizard.schedule.arrival'])).toBeInTheDocument();
  });
});
