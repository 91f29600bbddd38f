import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { blankAgendaItem, stepSchemas, type AgendaStep } from '@tajriba/contracts/host-wizard';
import { commonMessage } from '@tajriba/i18n';
import { makeUser, renderRemote } from '@tajriba/testing';
import { messages } from '../../../i18n/messages';
import { useFieldError } from '../components/step-form';

/**
 * A list item just added is checked with its list: its empty title must not say "required"
 * before the host typed in it (and keep saying so while they type); after Continue it must.
 */
// Read when asserting: the form strings arrive with the first render.
const required = () => commonMessage('en', 'validation.required');

function Agenda({ onValid }: { onValid: (v: AgendaStep) => void }) {
  // The step forms' own settings (useStepForm): the agenda schema, checked once a field is left.
  const form = useForm<AgendaStep>({ resolver: zodResolver(stepSchemas.agendaStep as never) as never, defaultValues: { items: [] } as never, mode: 'onTouched' });
  const err = useFieldError(form);
  const items = useFieldArray({ control: form.control, name: 'items', keyName: 'key' });
  return (
    <form onSubmit={form.handleSubmit(onValid)}>
      {items.fields.map((f, i) => (
        <label key={f.key}>
          Title {i + 1}
          <input {...form.register(`items.${i}.title`)} />
          {err(`items.${i}.title`) && <span role="alert">{err(`items.${i}.title`)}</span>}
        </label>
      ))}
      <button type="button" onClick={() => items.append(blankAgendaItem())}>Add</button>
      <button type="submit">Continue</button>
    </form>
  );
}

function renderAgenda(onValid = jest.fn()) {
  renderRemote(<Agenda onValid={onValid} />, { name: 'mf-host-wizard', messages, route: '/my-experiences/add', locale: 'en', user: makeUser() });
  return onValid;
}

describe('a field error in a wizard step', () => {
  it('is not shown on a list item just added, nor while the host types in it', async () => {
    renderAgenda();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const title = await screen.findByRole('textbox', { name: /^Title 1/ });
    // react-hook-form has checked the list by now (the append's validation runs after a render).
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.type(title, 'Walk to the crest');
    expect(screen.queryByText(required())).toBeNull();
  });

  it('is shown after Continue, and goes when the field is filled', async () => {
    const onValid = renderAgenda();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(required())).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: /^Title 1/ }), 'Walk to the crest');
    await waitFor(() => expect(screen.queryByText(required())).toBeNull());
  });

  it('is shown once a touched field is left empty', async () => {
    renderAgenda();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await userEvent.click(await screen.findByRole('textbox', { name: /^Title 1/ }));
    await userEvent.tab();
    expect(await screen.findByText(required())).toBeInTheDocument();
  });
});
