import { screen, within } from '@testing-library/react';
import { createFakeApi } from '@tajriba/api-client/testing';
import { experienceServerSchema } from '@tajriba/contracts/host-wizard';
import { makeUser, renderRemote } from '@tajriba/testing';
import { App } from '../../../app/app';
import { catalogues } from '../../../i18n/catalogues';
import { messages } from '../../../i18n/messages';

/**
 * A second round: the submission page shows what the moderator asked last time, and the slots read
 * on the wizard's 12-hour clock in the page's digits and list comma (never the raw "17:00").
 */
jest.setTimeout(60_000);

const ok = <T,>(data: T) => ({ data, succeeded: true, errors: [], fieldsErrors: {} });
const staff = () => makeUser({ currentRole: { id: 5, name: 'Moderator' }, roles: [{ id: 5, name: 'Moderator' }] } as never);
// one text: an English line and an Arabic line
const note = 'Say where guests meet at the gate.\nاذكر أين يلتقي الضيوف عند البوابة.';

function api() {
  return createFakeApi({
    'GET /api/Experiences/Submission/:id': ok(
      experienceServerSchema.parse({
        id: 12,
        type: { id: 1, name: 'atHost' },
        status: { id: 2, name: 'pending' },
        name: 'Masmak fortress walk',
        description: 'A walk through the fortress.',
        moderationNote: note,
        availability: { days: [1], timeSlots: [{ time: '09:00', customName: null }, { time: '17:00', customName: null }], holidays: [], advanceGuestBookTime: 30 },
        price: 120,
      }),
    ),
  });
}

describe('a submission page', () => {
  it.each([
    ['en', '9:00 AM, 5:00 PM'],
    ['ar', '٩:٠٠ ص، ٥:٠٠ م'],
  ] as const)('shows the earlier note and the slots on a 12-hour clock (%s)', async (locale, slot) => {
    const m = messages[locale] as Record<string, string>;
    renderRemote(<App />, { name: 'mf-host-wizard', messages: catalogues, route: '/experiences-review/12', locale, user: staff(), api: api() });
    await screen.findByRole('heading', { level: 1, name: 'Masmak fortress walk' });
    expect(screen.getByTestId('earlier-note')).toHaveTextContent(m['host-wizard.moderation.earlierNote']);
    // the note as written, each line in its own direction, from its own side, whatever the page's language
    const text = within(screen.getByTestId('earlier-note')).getByText((_, el) => el?.tagName === 'P' && el.textContent === note);
    expect(text).toHaveAttribute('dir', 'auto');
    expect(text).toHaveStyle({ unicodeBidi: 'plaintext', textAlign: 'start' });
    const slots = screen.getByText(m['host-wizard.moderation.field.slots']).nextElementSibling;
    expect(slots?.textContent?.replace(/\s/g, ' ')).toBe(slot);
  });
});
