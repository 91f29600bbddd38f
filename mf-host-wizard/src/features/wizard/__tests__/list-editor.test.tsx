import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi } from '@tajriba/api-client/testing';
import { experienceServerSchema } from '@tajriba/contracts/host-wizard';
import { commonMessage } from '@tajriba/i18n';
import { makeUser, renderRemote } from '@tajriba/testing';
import { App } from '../../../app/app';
import { catalogues } from '../../../i18n/catalogues';
import { messages } from '../../../i18n/messages';

/**
 * The add-ons and co-hosts steps share one list editor (components/list-editor.tsx): the first item
 * has no Remove, a new one has; a new item's empty required fields stay quiet until touched; the
 * legends number the items in the page's digits.
 */
jest.setTimeout(90_000);

const ok = <T,>(data: T) => ({ data, succeeded: true, errors: [], fieldsErrors: {} });
const host = () => makeUser({ workPapersStatus: { id: 2, name: 'approved' } } as never);

function api() {
  return createFakeApi({
    'GET /api/Home/ExperiencesCategories': ok([{ id: 7, name: 'Arts & Crafts', icon: 'palette' }]),
    'GET /api/Experiences/Draft/:id': ok(
      experienceServerSchema.parse({
        id: 64,
        type: { id: 2, name: 'atGuest' },
        status: { id: 1, name: 'draft' },
        name: 'Pottery Wheel Class',
        description: 'Clay and a wheel.',
        experienceCategory: { id: 7, name: 'Arts & Crafts' },
        languages: ['en'],
        addOns: [{ id: 5, name: 'Apron', qty: 1, totalPrice: 20, imageMeta: null, deliveryInstructions: 'At the door', description: 'A linen apron' }],
        coHosts: [{ id: 6, name: 'Sara', role: 'Potter', email: 'sara@example.com', imageMeta: null }],
      }),
    ),
  });
}

const cases = [
  { step: 'host-wizard.step.8', item: 'host-wizard.addOns.item', add: 'host-wizard.addOns.add', name: 'host-wizard.addOns.name' },
  { step: 'host-wizard.step.9', item: 'host-wizard.coHosts.item', add: 'host-wizard.coHosts.add', name: 'host-wizard.coHosts.name' },
] as const;

describe.each(cases)('the list editor on $step', ({ step, item, add, name }) => {
  it.each(['en', 'ar'] as const)('keeps the first item, removes a new one, and a new one is quiet until touched (%s)', async (locale) => {
    const m = messages[locale] as Record<string, string>;
    const legend = (n: number) => m[item].replace('{n, number}', new Intl.NumberFormat(locale === 'ar' ? 'ar-SA-u-nu-arab' : 'en').format(n));
    renderRemote(<App />, { name: 'mf-host-wizard', messages: catalogues, route: '/my-experiences/add?draft=64', locale, user: host(), api: api() });
    await screen.findByRole('heading', { level: 1, name: m['host-wizard.step.3'] });
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(m[step]) }));
    await screen.findByRole('heading', { level: 1, name: m[step] });

    const first = await screen.findByRole('group', { name: legend(1) });
    expect(within(first).queryByRole('button', { name: m['host-wizard.common.remove'] })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: m[add] }));
    const second = await screen.findByRole('group', { name: legend(2) });
    await new Promise((r) => setTimeout(r, 50));
    expect(within(second).queryByText(commonMessage(locale, 'validation.required'))).toBeNull();
    // touched and left empty: now it says so
    await userEvent.click(within(second).getByRole('textbox', { name: new RegExp(`^${m[name]}`) }));
    await userEvent.tab();
    expect(await within(second).findByText(commonMessage(locale, 'validation.required'))).toBeInTheDocument();

    await userEvent.click(within(second).getByRole('button', { name: m['host-wizard.common.remove'] }));
    expect(screen.queryByRole('group', { name: legend(2) })).toBeNull();
    expect(screen.getByRole('group', { name: legend(1) })).toBeInTheDocument();
  });
});
