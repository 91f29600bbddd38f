import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { ApiError } from '@tajriba/api-client';
import { Avatar, Button, EmptyState, ErrorPanel, FormErrorBox, Pagination, SkeletonText, StatusPill } from '@tajriba/design-system';
import { useFormatters } from '@tajriba/i18n';
import type { HostQuestion } from '@tajriba/contracts/host';
import { actions, hostQueries, useHostMutation } from '../../shared/api/host-api';
import { useApiContext } from '../../shared/api/use-api-context';
import { HostLayout } from '../../shared/layout/host-layout';
import { AnswerForm } from '../../shared/questions/answer-form';

const PAGE_SIZE = 10;

const Filter = styled.fieldset`
  display: inline-flex;
  gap: ${({ theme }) => theme.spacing[2]};
  margin: 0;
  padding: 0;
  border: 0;
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
`;
const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.spacing[2]};
  padding: ${({ theme }) => theme.spacing[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  min-block-size: 120px;
  header {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing[2]};
    align-items: center;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  blockquote {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.spacing[3]};
    border-inline-start: 3px solid ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.text};
  }
`;
const Question = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[2]};
  align-items: start;
`;

function QuestionCard({ q }: { q: HostQuestion }) {
  const intl = useIntl();
  const f = useFormatters();
  const sep = intl.formatMessage({ id: 'host.common.sep' });
  const status = useHostMutation(actions.questionStatus);
  const hidden = q.status === 'hidden';
  return (
    <Item data-testid={`question-${q.id}`}>
      <header>
        <Avatar src={q.avatarPath ?? undefined} name={q.userName} size={32} />
        <small>
          <bdi>{q.userName}</bdi>
          {sep}
          <bdi>{q.experienceName}</bdi>
          {sep}
          {f.relative(q.creationDate)}
        </small>
        {hidden && (
          <StatusPill family="listing" status="pause">
            {intl.formatMessage({ id: 'host.questionsPage.hidden' })}
          </StatusPill>
        )}
      </header>
      <Question dir="auto">{q.question}</Question>
      {q.answer ? (
        <blockquote>
          <span dir="auto">{q.answer}</span>
          {q.answeredAt && <small>{` ${sep}${intl.formatMessage({ id: 'host.questionsPage.answeredAt' }, { when: f.relative(q.answeredAt) })}`}</small>}
        </blockquote>
      ) : (
        <small>{intl.formatMessage({ id: 'host.questionsPage.noAnswer' })}</small>
      )}
      <Actions>
        <AnswerForm q={q} />
        <Button type="button" size="sm" variant="secondary" loading={status.isPending} onClick={() => status.mutate({ id: q.id, status: hidden ? 'visible' : 'hidden' })}>
          {intl.formatMessage({ id: hidden ? 'host.questionsPage.show' : 'host.questionsPage.hide' })}
        </Button>
      </Actions>
      {status.error && <FormErrorBox errors={status.error instanceof ApiError ? status.error.errors : [intl.formatMessage({ id: 'error.somethingWentWrong' })]} />}
    </Item>
  );
}

/**
 * `/questions` (issue 17 "Questions"): guests' questions on the host's listings, newest first;
 * the host answers (or changes an answer) and hides a question from the listing page or shows it
 * again (ChangeStatus). "Unanswered only" and the page live in the URL.
 */
export default function QuestionsPage() {
  const intl = useIntl();
  const { api, userId } = useApiContext();
  const [params, setParams] = useSearchParams();
  const unanswered = params.get('unanswered') === '1';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(hostQueries.questions(api, userId, unanswered, page, PAGE_SIZE));
  const set = (next: { unanswered?: boolean; page?: number }) => {
    const p = new URLSearchParams();
    if (next.unanswered ?? unanswered) p.set('unanswered', '1');
    if ((next.page ?? 1) > 1) p.set('page', String(next.page));
    setParams(p, { replace: true });
  };
  return (
    <HostLayout titleId="host.questionsPage.title" testId="host-questions-page">
      <Filter aria-label={intl.formatMessage({ id: 'host.questionsPage.filter' })}>
        <Button type="button" size="sm" variant={unanswered ? 'secondary' : 'primary'} aria-pressed={!unanswered} onClick={() => set({ unanswered: false })}>
          {intl.formatMessage({ id: 'host.questionsPage.all' })}
        </Button>
        <Button type="button" size="sm" variant={unanswered ? 'primary' : 'secondary'} aria-pressed={unanswered} onClick={() => set({ unanswered: true })}>
          {intl.formatMessage({ id: 'host.questionsPage.unanswered' })}
        </Button>
      </Filter>
      {list.isError ? (
        <ErrorPanel onRetry={() => void list.refetch()} />
      ) : list.data ? (
        list.data.data.length ? (
          <>
            <List aria-busy={list.isFetching} data-testid="questions-list">
              {list.data.data.map((q) => (
                <QuestionCard key={q.id} q={q} />
              ))}
            </List>
            {list.data.totalPages > 1 && <Pagination page={page} totalPages={list.data.totalPages} onPageChange={(p) => set({ page: p })} />}
          </>
        ) : (
          <EmptyState title={intl.formatMessage({ id: unanswered ? 'host.questions.none' : 'host.questionsPage.empty' })} />
        )
      ) : (
        <List aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Item key={i}>
              <SkeletonText lines={3} />
            </Item>
          ))}
        </List>
      )}
    </HostLayout>
  );
}
