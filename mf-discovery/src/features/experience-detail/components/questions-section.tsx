import { useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { isApiError } from '@tajriba/api-client';
import { askQuestionBodySchema, type Question } from '@tajriba/contracts/discovery';
import { Msg } from '@tajriba/contracts/constants';
import { Avatar, Badge, Button, FormErrorBox, Pagination, Skeleton, TextArea } from '@tajriba/design-system';
import { useFormatters } from '@tajriba/i18n';
import { useSession } from '@tajriba/session';
import { mediaUrl } from '../../../shared/lib/media';
import { useLoginRequest } from '../../../shared/lib/use-login-request';
import { useMyQuestions, useQuestions } from '../api/get-questions';
import { useAskQuestion } from '../api/ask-question';
import { useEditQuestion } from '../api/edit-question';
import { useDeleteQuestion } from '../api/delete-question';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing[5]};
`;
const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.spacing[2]};
  padding-block-end: ${({ theme }) => theme.spacing[5]};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  .who {
    display: flex;
    gap: ${({ theme }) => theme.spacing[3]};
    align-items: center;
    small {
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }
  .q {
    margin: 0;
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
  .a {
    margin: 0;
    padding: ${({ theme }) => theme.spacing[3]};
    border-inline-start: 3px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceSunken};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  .pending {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
  .actions {
    display: flex;
    gap: ${({ theme }) => theme.spacing[2]};
  }
`;
const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
  justify-items: start;
  > :first-child {
    inline-size: 100%;
  }
`;

function QuestionForm({ initial = '', submitLabel, onSubmit, onCancel, busy }: { initial?: string; submitLabel: string; onSubmit: (q: string) => Promise<void>; onCancel?: () => void; busy: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [text, setText] = useState(initial);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = askQuestionBodySchema.safeParse({ question: text });
        if (!parsed.success) {
          setFieldError(parsed.error.issues[0]?.message ?? Msg.invalidValue);
          return;
        }
        setFieldError(null);
        setErrors([]);
        onSubmit(parsed.data.question)
          .then(() => setText(''))
          .catch((err: unknown) => {
            // The guest's text stays in the box; the reason shows under it or above the form.
            if (isApiError(err) && err.fieldsErrors.question?.length) setFieldError(err.fieldsErrors.question[0]);
            else setErrors(isApiError(err) ? err.errors : [Msg.somethingWentWrong]);
          });
      }}
    >
      <TextArea label={t('discovery.questions.label')} value={text} maxLength={500} rows={3} onChange={(e) => setText(e.target.value)} error={fieldError ?? undefined} hint={t('discovery.questions.hint')} />
      <FormErrorBox errors={errors} />
      <div style={{ display: 'flex', gap: 8 }}>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {t('discovery.questions.cancel')}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

/** Questions: the list, ask (signed in; a visitor gets the login flow), edit and delete own. */
export function QuestionsSection({ experienceId }: { experienceId: number }) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const f = useFormatters();
  const session = useSession();
  const requestLogin = useLoginRequest();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<number | null>(null);
  const [asking, setAsking] = useState(false);
  const [deleteError, setDeleteError] = useState<string[]>([]);
  const visible = useQuestions(experienceId, page);
  const mine = useMyQuestions(experienceId);
  const ask = useAskQuestion(experienceId);
  const edit = useEditQuestion(experienceId);
  const remove = useDeleteQuestion(experienceId);

  // Own questions first (including ones not public yet), then the public list without duplicates.
  const own = mine.data?.data ?? [];
  const ownIds = new Set(own.map((q) => q.id));
  const items: Question[] = [...(page === 1 ? own : []), ...(visible.data?.data ?? []).filter((q) => !ownIds.has(q.id))];
  const totalPages = visible.data?.totalPages ?? 1;

  const onAskClick = () => {
    if (!session.isSignedIn) requestLogin('action');
    else setAsking(true);
  };

  return (
    <section aria-labelledby="questions-title" data-testid="questions">
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12, flexWrap: 'wrap', marginBlockEnd: 16 }}>
        <h2 id="questions-title" style={{ margin: 0 }}>
          {t('discovery.questions.title')}
        </h2>
        {!asking ? (
          <Button variant="secondary" onClick={onAskClick}>
            {t('discovery.questions.ask')}
          </Button>
        ) : null}
      </div>
      {asking && session.isSignedIn ? (
        <div style={{ marginBlockEnd: 24 }}>
          <QuestionForm
            submitLabel={t('discovery.questions.send')}
            busy={ask.isPending}
            onSubmit={async (q) => {
              await ask.mutateAsync(q);
              setAsking(false);
            }}
            onCancel={() => setAsking(false)}
          />
        </div>
      ) : null}
      <FormErrorBox errors={deleteError} />
      {visible.isError ? (
        <p role="alert">{t('discovery.error.generic')}</p>
      ) : visible.isPending ? (
        <Skeleton height={120} />
      ) : items.length === 0 ? (
        <p style={{ color: 'inherit', opacity: 0.75 }}>{t('discovery.questions.none')}</p>
      ) : (
        <List>
          {items.map((q) => (
            <Item key={q.id}>
              <div className="who">
                <Avatar name={q.user.name} src={mediaUrl(q.user.avatarPath)} size={36} />
                <div>
                  <strong>{q.user.name}</strong> <small>{f.date(q.creationDate, 'medium')}</small>
                </div>
                {q.isOwn ? <Badge tone="info">{t('discovery.questions.yours')}</Badge> : null}
                {q.isOwn && q.status === 'hidden' ? <Badge tone="warning">{t('discovery.questions.hidden')}</Badge> : null}
              </div>
              {editing === q.id ? (
                <QuestionForm
                  initial={q.question}
                  submitLabel={t('discovery.questions.save')}
                  busy={edit.isPending}
                  onSubmit={async (text) => {
                    await edit.mutateAsync({ id: q.id, question: text });
                    setEditing(null);
                  }}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <p className="q" dir="auto">{q.question}</p>
              )}
              {q.answer ? (
                <p className="a">
                  <strong>{t('discovery.questions.hostAnswer')}</strong> <span dir="auto">{q.answer}</span>
                </p>
              ) : (
                <span className="pending">{t('discovery.questions.awaiting')}</span>
              )}
              {q.isOwn && editing !== q.id ? (
                <div className="actions">
                  <Button variant="ghost" size="sm" onClick={() => setEditing(q.id)}>
                    {t('discovery.questions.edit')}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    loading={remove.isPending && remove.variables === q.id}
                    onClick={() => {
                      if (!window.confirm(t('discovery.questions.confirmDelete'))) return;
                      setDeleteError([]);
                      remove.mutate(q.id, { onError: (err) => setDeleteError(isApiError(err) ? err.errors : [Msg.somethingWentWrong]) });
                    }}
                  >
                    {t('discovery.questions.delete')}
                  </Button>
                </div>
              ) : null}
            </Item>
          ))}
        </List>
      )}
      {totalPages > 1 ? <Pagination page={page} totalPages={totalPages} onPageChange={setPage} /> : null}
    </section>
  );
}
