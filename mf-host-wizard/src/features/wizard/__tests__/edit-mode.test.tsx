import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi } from '@tajriba/api-client/testing';
import { experienceServerSchema } from '@tajriba/contracts/host-wizard';
import { makeUser, renderRemote } from '@tajriba/testing';
import { App } from '../../../app/app';
import { catalogues } from '../../../i18n/catalogues';
import { messages } from '../../../i18n/messages';

/**
 * Edit mode on a listing as the seed stores it (read back from its columns): the description is
 * counted from the start, the category is chosen, and the agenda's durations read as durations.
 */
jest.setTimeout(90_000);

const ok = <T,>(data: T) => ({ data, succeeded: true, errors: [], fieldsErrors: {} });
const host = () => makeUser({ workPapersStatus: { id: 2, name: 'approved' } } as never);
const description = 'Get your hands muddy at the potter\u2019s wheel.';

function api(languages: string[] = ['ar', 'en'], review: Record<string, unknown> = {}) {
  return createFakeApi({
    'GET /api/Home/ExperiencesCategories': ok([
      { id: 2, name: 'Food & Cooking', icon: 'pot' },
      { id: 7, name: 'Arts & Crafts', icon: 'palette' },
    ]),
    'GET /api/Experiences/Draft/:id': ok(
      experienceServerSchema.parse({
        id: 64,
        type: { id: 1, name: 'atHost' },
        status: { id: 5, name: 'approved' },
        name: 'Pottery Wheel Class',
        description,
        experienceCategory: { id: 7, name: 'Arts & Crafts' },
        languages,
        ...review,
        agendaEntries: [
          { id: 213, title: 'Materials and tools', topic: 'How the craft works', duration: '00:30:00', imageMeta: null },
          { id: 214, title: 'Guided practice', topic: 'Step by step', duration: '01:25:00', imageMeta: null },
        ],
      }),
    ),
  });
}

describe('edit mode', () => {
  it.each(['en', 'ar'] as const)('a seeded listing opens with its description counted and its category chosen (%s)', async (locale) => {
    const m = messages[locale] as Record<string, string>;
    renderRemote(<App />, { name: 'mf-host-wizard', messages: catalogues, route: '/my-experiences/add?draft=64', locale, user: host(), api: api() });
    await screen.findByRole('heading', { level: 1, name: m['host-wizard.step.3'] });
    const digits = (n: number) => new Intl.NumberFormat(locale === 'ar' ? 'ar-SA-u-nu-arab' : 'en').format(n);
    expect(await screen.findByText(`${digits(description.length)} / ${digits(500)}`)).toBeInTheDocument();
    const category = (await screen.findByLabelText(new RegExp(`^${m['host-wizard.highlights.category']}`))) as HTMLSelectElement;
    await waitFor(() => expect(category.selectedOptions[0]?.textContent).toBe('Arts & Crafts'));
    // only En/Ar stored: no note about other languages
    expect(screen.queryByTestId('other-languages')).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Also listed in: French'],
    ['ar', '\u0644\u063a\u0629 \u0623\u062e\u0631\u0649 \u0645\u064f\u062f\u0631\u062c\u0629 \u0644\u0644\u062a\u062c\u0631\u0628\u0629: \u0627\u0644\u0641\u0631\u0646\u0633\u064a\u0629'],
  ] as const)('a stored language the step does not offer is named, in the page\u2019s language, and cannot be edited (%s)', async (locale, note) => {
    const m = messages[locale] as Record<string, string>;
    renderRemote(<App />, { name: 'mf-host-wizard', messages: catalogues, route: '/my-experiences/add?draft=64', locale, user: host(), api: api(['en', 'fr']) });
    await screen.findByRole('heading', { level: 1, name: m['host-wizard.step.3'] });
    expect(await screen.findByTestId('other-languages')).toHaveTextContent(note);
    // the step's choices stay En and Ar: French is text, not a control
    const chips = screen.getByRole('group', { name: m['host-wizard.highlights.languages'] });
    expect(within(chips).getAllByRole('button').map((b) => b.textContent)).toEqual([m['host-wizard.highlights.lang.en'], m['host-wizard.highlights.lang.ar']]);
    expect(screen.queryByRole('button', { name: /French|\u0627\u0644\u0641\u0631\u0646\u0633\u064a\u0629/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /French|\u0627\u0644\u0641\u0631\u0646\u0633\u064a\u0629/ })).not.toBeInTheDocument();
  });

  it.each(['en', 'ar'] as const)('a listing sent back shows the note above the step, each of its lines in its own direction (%s)', async (locale) => {
    const m = messages[locale] as Record<string, string>;
    // one text: an English line and an Arabic line
    const note = 'Add the district.\nأضف اسم الحي.';
    renderRemote(<App />, { name: 'mf-host-wizard', messages: catalogues, route: '/my-experiences/add?draft=64', locale, user: host(), api: api(['ar', 'en'], { status: { id: 4, name: 'resubmit' }, moderationNote: note }) });
    await screen.findByRole('heading', { level: 1, name: m['host-wizard.step.3'] });
    const banner = await screen.findByTestId('moderation-note');
    expect(banner).toHaveTextContent(m['host-wizard.frame.noteSentBack']);
    const text = within(banner).getByText((_, el) => el?.tagName === 'P' && el.textContent === note);
    expect(text).toHaveAttribute('dir', 'auto');
    expect(text).toHaveStyle({ unicodeBidi: 'plaintext', textAlign: 'start' });
  });

  it('the agenda shows each part\u2019s duration as hours and minutes, in words, never as a clock time', async () => {
    const m = messages.en as Record<string, string>;
    renderRemote(<App />, { name: 'mf-host-wizard', messages: catalogues, route: '/my-experiences/add?draft=64', locale: 'en', user: host(), api: api() });
    await screen.findByRole('heading', { level: 1, name: m['host-wizard.step.3'] });
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(m['host-wizard.step.10']) }));
    await screen.findByRole('heading', { level: 1, name: m['host-wizard.step.10'] });
    const first = await screen.findByRole('group', { name: m['host-wizard.agenda.item'].replace('{n, number}', '1') });
    expect(within(first).getByTestId('agenda-0-duration-hours')).toHaveValue('0');
    expect(within(first).getByTestId('agenda-0-duration-minutes')).toHaveValue('30');
    expect(within(first).getByTestId('agenda-0-duration-label')).toHaveTextContent('30 min');
    expect(screen.getByTestId('agenda-1-duration-label')).toHaveTextContent('1 hr 25 min');
    expect(document.body.textContent).not.toMatch(/\d{1,2}:\d{2}\s?[AP]M/);
    const minutes = within(first).getByTestId('agenda-0-duration-minutes');
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '45');
    await userEvent.type(within(first).getByTestId('agenda-0-duration-hours'), '1');
    expect(within(first).getByTestId('agenda-0-duration-label')).toHaveTextContent('1 hr 45 min');
  });
});

describe('the review step', () => {
  it('shows four photo tiles and the rest as +N in Arabic-Indic digits in Arabic', async () => {
    const m = messages.ar as Record<string, string>;
    const photo = (n: number) => ({ fileMetaId: `00000000-0000-4000-8000-00000000000${n}`, relativePath: `/files/p${n}.jpg` });
    const fake = createFakeApi({
      'GET /api/Home/ExperiencesCategories': ok([{ id: 7, name: 'Arts & Crafts', icon: 'palette' }]),
      'GET /api/Experiences/Draft/:id': ok(
        experienceServerSchema.parse({ id: 64, type: { id: 1, name: 'atHost' }, status: { id: 1, name: 'draft' }, name: 'Pottery Wheel Class', description, experienceCategory: { id: 7, name: 'Arts & Crafts' }, languages: ['ar'], imagesMeta: [1, 2, 3, 4, 5, 6].map(photo) }),
      ),
    });
    renderRemote(<App />, { name: 'mf-host-wizard', messages: catalogues, route: '/my-experiences/add?draft=64', locale: 'ar', user: host(), api: fake });
    await screen.findByRole('heading', { level: 1, name: m['host-wizard.step.3'] });
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(m['host-wizard.step.18']) }));
    const tiles = await screen.findByTestId('review-media');
    expect(tiles.querySelectorAll('img')).toHaveLength(4);
    expect(within(tiles).getByTestId('review-media-more').textContent?.replace(/[\u200e\u200f\u061c]/g, '')).toBe('+٢');
  });
});
