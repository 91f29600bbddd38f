import { useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { ApiError } from '@tajriba/api-client';
import { Button, Checkbox, FormErrorBox, Modal, TextField } from '@tajriba/design-system';
import type { HostExperience, PauseForm } from '@tajriba/contracts/host';
import { actions, useHostMutation } from '../../shared/api/host-api';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
`;

/** Client rules of the pause form (host §5): start required; end required unless open; end after start. */
/** Today on the platform's calendar (Asia/Riyadh): the API refuses a pause that starts before it. */
export const platformToday = (now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

export function pauseProblems(form: { pauseFrom: string; pauseTo: string; tillIReactivate: boolean }): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!form.pauseFrom) problems.pauseFrom = 'validation.required';
  if (!form.tillIReactivate) {
    if (!form.pauseTo) problems.pauseTo = 'validation.required';
    else if (form.pauseFrom && form.pauseTo <= form.pauseFrom) problems.pauseTo = 'validation.toAfterFrom';
  }
  return problems;
}

/** The pause form (host §3): from, to or "until I reactivate". Server field errors show under the fields. */
export function PauseDialog({ experience, onClose }: { experience: HostExperience; onClose: () => void }) {
  const intl = useIntl();
  const [form, setForm] = useState({ pauseFrom: experience.pauseFrom ?? platformToday(), pauseTo: experience.pauseTo ?? '', tillIReactivate: !!experience.pauseFrom && !experience.pauseTo });
  const [shown, setShown] = useState<Record<string, string>>({});
  const pause = useHostMutation(actions.pause);
  const server = pause.error instanceof ApiError ? pause.error : null;
  const fieldError = (k: string) => {
    const id = shown[k] ?? server?.fieldsErrors[k]?.[0];
    return id ? intl.formatMessage({ id }) : undefined;
  };
  const submit = () => {
    const problems = pauseProblems(form);
    setShown(problems);
    if (Object.keys(problems).length) return;
    const body: PauseForm = { pauseFrom: form.pauseFrom, pauseTo: form.tillIReactivate ? null : form.pauseTo, tillIReactivate: form.tillIReactivate };
    pause.mutate({ id: experience.id, form: body }, { onSuccess: onClose });
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={intl.formatMessage({ id: 'host.pause.title' }, { name: experience.name })}
      description={intl.formatMessage({ id: 'host.pause.body' })}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'host.common.cancel' })}
          </Button>
          <Button type="submit" form="pause-form" loading={pause.isPending}>
            {intl.formatMessage({ id: 'host.pause.submit' })}
          </Button>
        </>
      }
    >
      <form
        id="pause-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Fields>
          <TextField type="date" required label={intl.formatMessage({ id: 'host.pause.from' })} value={form.pauseFrom} min={platformToday()} max="2999-12-31" onChange={(e) => setForm({ ...form, pauseFrom: e.target.value })} error={fieldError('pauseFrom')} />
          <TextField
            type="date"
            label={intl.formatMessage({ id: 'host.pause.to' })}
            value={form.tillIReactivate ? '' : form.pauseTo}
            disabled={form.tillIReactivate}
            max="2999-12-31"
            onChange={(e) => setForm({ ...form, pauseTo: e.target.value })}
            error={fieldError('pauseTo')}
          />
          <Checkbox label={intl.formatMessage({ id: 'host.pause.till' })} checked={form.tillIReactivate} onChange={(e) => setForm({ ...form, tillIReactivate: e.target.checked })} />
          {server && !Object.keys(server.fieldsErrors).length && <FormErrorBox errors={server.errors} />}
        </Fields>
      </form>
    </Modal>
  );
}
