// Its own file: the platform's form strings (validation messages) are replaced by a catalogue whose
// arrival the test controls, for every module of the file (module state).
import { act, screen } from '@testing-library/react';
import { commonMessage } from '@tajriba/i18n';
import { Field, FormErrorBox } from '../index';
import { renderWithDesignSystem } from '../testing';

interface FormsControl {
  requested: () => number;
  arrive: (messages: Record<string, string>) => void;
}

jest.mock('../../../i18n/src/messages', () => {
  const actual = jest.requireActual<Record<string, unknown>>('../../../i18n/src/messages');
  let arrive: ((m: { default: Record<string, string> }) => void) | undefined;
  let requested = 0;
  const formCatalogues = {
    en: () =>
      new Promise((resolve) => {
        requested += 1;
        arrive = resolve;
      }),
    ar: () => new Promise(() => undefined),
  };
  const control: FormsControl = { requested: () => requested, arrive: (m) => arrive?.({ default: m }) };
  return { ...actual, formCatalogues, mockFormsControl: control };
});

const control = (jest.requireMock('../../../i18n/src/messages') as { mockFormsControl: FormsControl }).mockFormsControl;

/** Every text on the page, to look for ids anywhere (labels, errors, boxes). */
const pageText = () => document.body.textContent ?? '';

it('shows no validation id before the form strings arrive, asks for them, and shows the message once they are here', async () => {
  // The real English texts (the jest setup loaded the real form catalogue; commonMessage reads it).
  const formsEn = Object.fromEntries(['validation.required', 'validation.max50'].map((id) => [id, commonMessage('en', id)]));
  expect(formsEn['validation.required']).toBe('This field is required.');
  renderWithDesignSystem(
    <>
      <Field label="Name" error="validation.required">
        {(p) => <input {...p} />}
      </Field>
      <FormErrorBox errors={['validation.max50', 'Your card was declined.']} />
    </>,
  );
  // The first frame: the field is invalid, but no id is on screen (the ready text is).
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  expect(pageText()).not.toMatch(/validation\./);
  expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
  expect(control.requested()).toBe(1);

  await act(async () => control.arrive(formsEn));
  expect(screen.getByText(formsEn['validation.required'])).toBeInTheDocument();
  expect(screen.getByText(formsEn['validation.max50'])).toBeInTheDocument();
  expect(pageText()).not.toMatch(/validation\./);
});
