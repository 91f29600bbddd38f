import { useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { ApiError } from '@tajriba/api-client';
import { Button, TextArea } from '@tajriba/design-system';
import type { HostQuestion } from '@tajriba/contracts/host';
import { actions, useHostMutation } from '../api/host-api';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing[2]};
  justify-items: start;
  > :first-child {
    inline-size: 100%;
  }
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[2]};
`;

/**
 * The host's answer to a guest's question (HostAnswer/{id}): closed, it is one button; open, a text
 * area (2–500, the API's rule) that keeps what was typed when the API refuses it and shows why
 * under the field. Used by the dashboard's unanswered list and the questions page.
 */
export function AnswerForm({ q, onDone }: { q: HostQuestion; onDone?: () => void }) {
  const intl = useIntl();
  const [answer, setAnswer] = useState(q.answer ?? '');
  const [open, setOpen] = useState(false);
  const save = useHostMutation(actions.answer);
  const fieldError = save.error instanceof ApiError ? save.error.fieldsErrors.answer?.[0] : undefined;
  // Ids as they are: the field translates them (and never shows one before its strings are here).
  const error = fieldError ?? (save.error instanceof ApiError ? save.error.errors[0] : save.error ? 'error.somethingWentWrong' : undefined);
  if (!open)
    return (
      <Row>
        <Button type="button" size="sm" variant="secondary" onClick={() => setOpen(true)}>
          {intl.formatMessage({ id: q.answer ? 'host.questions.edit' : 'host.questions.reply' })}
        </Button>
      </Row>
    );
  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { id: q.id, answer },
          {
            onSuccess: () => {
              setOpen(false);
              onDone?.();
            },
          },
        );
      }}
    >
      <TextArea label={intl.formatMessage({ id: 'host.questions.answer' })} value={answer} maxLength={500} onChange={(e) => setAnswer(e.target.value)} error={error} />
      <Row>
        <Button type="submit" size="sm" loading={save.isPending}>
          {intl.formatMessage({ id: 'host.questions.send' })}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={() => setOpen(false)}>
          {intl.formatMessage({ id: 'host.common.cancel' })}
        </Button>
      </Row>
    </Form>
  );
}
