import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { ErrorPanel, Skeleton, VisuallyHidden } from '@tajriba/design-system';
import { useFormatters, useLocale } from '@tajriba/i18n';
import type { HostQuestion } from '@tajriba/contracts/host';
import { hostQueries } from '../../shared/api/host-api';
import { AnswerForm } from '../../shared/questions/answer-form';
import { useApiContext } from '../../shared/api/use-api-context';
import { HostLayout } from '../../shared/layout/host-layout';
import { Panel as BasePanel } from '../../shared/layout/panel';
import { RangeChooser } from '../../shared/analytics/range-chooser';
import { useRange } from '../../shared/analytics/use-range';
import { StatCard } from './components/stat-card';

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
`;
const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
`;
const Panel = styled(BasePanel)`
  min-block-size: 240px;
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
  li {
    display: grid;
    gap: ${({ theme }) => theme.spacing[1]};
    color: ${({ theme }) => theme.colors.text};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function QuestionItem({ q }: { q: HostQuestion }) {
  const intl = useIntl();
  const f = useFormatters();
  const sep = intl.formatMessage({ id: 'host.common.sep' });
  return (
    <li>
      <span dir="auto">{q.question}</span>
      <small>
        <bdi>{q.userName}</bdi>
        {sep}
        <bdi>{q.experienceName}</bdi>
        {sep}
        {f.relative(q.creationDate)}
      </small>
      <AnswerForm q={q} />
    </li>
  );
}

/** `/dashboard` (host §2): stat cards over the chosen range, upcoming bookings, recent reviews, unanswered questions. */
export function DashboardPage() {
  const intl = useIntl();
  const sep = intl.formatMessage({ id: 'host.common.sep' });
  const f = useFormatters();
  const { dir } = useLocale();
  const { api, userId } = useApiContext();
  const [range, setRange] = useRange();
  const analytics = useQuery(hostQueries.analytics(api, userId, range));
  const upcomings = useQuery(hostQueries.upcomings(api, userId));
  const rating = useQuery(hostQueries.rating(api, userId));
  const questions = useQuery(hostQueries.questions(api, userId, true));

  return (
    <HostLayout titleId="host.dashboard.title" testId="host-dashboard-page" actions={<RangeChooser value={range} onChange={setRange} />}>
      {analytics.isError ? (
        <ErrorPanel onRetry={() => void analytics.refetch()} />
      ) : (
        <Cards aria-busy={analytics.isPending}>
          {analytics.data
            ? analytics.data.cards.map((c) => <StatCard key={c.key} card={c} rtl={dir === 'rtl'} />)
            : Array.from({ length: 5 }, (_, i) => <Skeleton key={i} height={150} />)}
        </Cards>
      )}
      <Columns>
        <Panel aria-labelledby="upcoming-title">
          <h2 id="upcoming-title">{intl.formatMessage({ id: 'host.upcoming.title' })}</h2>
          {upcomings.data ? (
            upcomings.data.length ? (
              <List data-testid="upcoming-list">
                {upcomings.data.map((u) => (
                  <li key={u.orderId}>
                    <Link to={`/bookings/details/${u.orderId}`}>{u.experienceName}</Link>
                    <small>
                      {[f.dayLabel(u.startsAt), f.clockTime(u.startTime), intl.formatMessage({ id: 'host.upcoming.guests' }, { n: u.guests })].join(sep)}
                      {sep}
                      <bdi>{u.buyerName}</bdi>
                    </small>
                  </li>
                ))}
              </List>
            ) : (
              <Muted>{intl.formatMessage({ id: 'host.upcoming.none' })}</Muted>
            )
          ) : (
            <Skeleton height={160} />
          )}
        </Panel>
        <Panel aria-labelledby="reviews-title">
          <h2 id="reviews-title">{intl.formatMessage({ id: 'host.reviews.title' })}</h2>
          {rating.data ? (
            rating.data.recent.length ? (
              <List>
                {rating.data.recent.map((r) => (
                  <li key={r.id}>
                    <span>
                      <span aria-hidden="true">{'★'.repeat(r.rate) + '☆'.repeat(5 - r.rate)}</span>
                      <VisuallyHidden>{intl.formatMessage({ id: 'host.reviews.stars' }, { n: r.rate })}</VisuallyHidden>{' '}
                      <bdi>{r.comment}</bdi>
                    </span>
                    <small>
                      <bdi>{r.userName}</bdi>
                      {sep}
                      <bdi>{r.experienceName}</bdi>
                      {sep}
                      {f.relative(r.creationDate)}
                    </small>
                  </li>
                ))}
              </List>
            ) : (
              <Muted>{intl.formatMessage({ id: 'host.reviews.none' })}</Muted>
            )
          ) : (
            <Skeleton height={160} />
          )}
        </Panel>
        <Panel aria-labelledby="questions-title">
          <h2 id="questions-title">{intl.formatMessage({ id: 'host.questions.title' })}</h2>
          {questions.data ? (
            questions.data.data.length ? (
              <List data-testid="unanswered-questions">
                {questions.data.data.map((q) => (
                  <QuestionItem key={q.id} q={q} />
                ))}
              </List>
            ) : (
              <Muted>{intl.formatMessage({ id: 'host.questions.none' })}</Muted>
            )
          ) : (
            <Skeleton height={160} />
          )}
        </Panel>
      </Columns>
    </HostLayout>
  );
}
