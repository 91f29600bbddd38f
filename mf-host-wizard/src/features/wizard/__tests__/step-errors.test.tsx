import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi } from '@tajriba/api-client/testing';
import { emptyForm, type ExperienceForm } from '@tajriba/contracts/host-wizard';
import { commonMessage } from '@tajriba/i18n';
import { makeUser, renderRemote } from '@tajriba/testing';
import { messages } from '../../../i18n/messages';
import { WizardFrame } from '../components/wizard-frame';
import { WizardStoreProvider } from '../stores/wizard-store';

/**
 * A step that does not validate never leaves Continue silent: errors no field displays (an
 * object-level rule, a list item's hidden part, a server error at such a path) go to the step's
 * error box; when every error sits under its field, the box says to check the fields.
 */
// Walks several steps whose code loads on demand: generous on a busy machine.
jest.setTimeout(90_000);

const user = () => makeUser({ workPapersStatus: { id: 2, name: 'approved' } } as never);
const en = messages.en as Record<string, string>;
// The platform's validation messages (loaded for the page before the first render).
const common = (id: string) => commonMessage('en', id);

function highlights(patch: Partial<ExperienceForm['eventHighlightsStep']>): ExperienceForm {
  const form = emptyForm('atHost');
  return { ...form, id: 41, eventHighlightsStep: { ...form.eventHighlightsStep, name: 'Desert sunrise walk', eventType: { id: 1, name: 'Tours' }, ...patch } };
}

function renderAt(form: ExperienceForm, api = createFakeApi()) {
  return renderRemote(
    <WizardStoreProvider init={() => ({ kind: 'edit', form })}>
      <WizardFrame onExit={() => undefined} />
    </WizardStoreProvider>,
    { name: 'mf-host-wizard', messages, route: '/my-experiences/add', locale: 'en', user: user(), api },
  );
}

/** Continue, once the step's code has loaded and registered (until then the button waits, disabled). */
async function clickContinue() {
  await screen.findByRole('heading', { level: 1, name: en['host-wizard.step.3'] });
  const button = screen.getByRole('button', { name: en['host-wizard.frame.continue'] });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
}
const errorBox = () => within(screen.getByTestId('step-errors'));

describe('the step error box', () => {
  it('lists an error that no field of the step shows, and sends nothing', async () => {
    const api = createFakeApi();
    renderAt(highlights({ keyWords: ['x'.repeat(60)] }), api);
    await clickContinue();
    expect(await errorBox().findByText(common('validation.max50'))).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('points to the fields when every error is shown under its field', async () => {
    const api = createFakeApi();
    renderAt(highlights({ name: '' }), api);
    await clickContinue();
    expect(await screen.findByText(common('validation.required'))).toBeInTheDocument();
    expect(errorBox().getByText(en['validation.pleaseValidateAllFields'])).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('puts a server error at a path the step does not display into the box, and one it displays under its field', async () => {
    const api = createFakeApi({
      'POST /api/Experiences/Steps/EventHighlights': { status: 400, body: { data: null, succeeded: false, errors: ['error.validationFailed'], fieldsErrors: { 'keyWords.0': ['validation.max50'], name: ['validation.min2'] } } },
    });
    renderAt(highlights({ keyWords: ['sunrise'] }), api);
    await clickContinue();
    expect(await errorBox().findByText(common('validation.max50'))).toBeInTheDocument();
    expect(errorBox().queryByText(common('validation.min2'))).toBeNull();
    expect(screen.getByText(common('validation.min2'))).toBeInTheDocument();
  });
});
