import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { DataTable, EmptyState, ErrorPanel, Skeleton, StatusPill, type DataTableColumn } from '@tajriba/design-system';
import { useFormatters } from '@tajriba/i18n';
import type { ExperienceAnalyticsRow, Transaction } from '@tajriba/contracts/host';
import { hostQueries } from '../../shared/api/host-api';
import { useApiContext } from '../../shared/api/use-api-context';
import { RangeChooser } from '../../shared/analytics/range-chooser';
import { useRange } from '../../shared/analytics/use-range';
import { bucketLabels } from '../../shared/charts/bucket-labels';
import { Chart, type ChartSeries } from '../../shared/charts/chart';
import { HostLayout } from '../../shared/layout/host-layout';
import { Panel } from '../../shared/layout/panel';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
`;
const Wide = styled(Panel)`
  grid-column: 1 / -1;
`;
const Totals = styled.dl`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[5]}`};
  min-block-size: 48px;
  div {
    display: grid;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.lg};
    font-weight: 700;
  }
`;

/** Label and figure pairs above a chart; the figures keep their place (skeletons) while loading. */
function Figures({ items }: { items: { id: string; value: string | undefined }[] }) {
  const intl = useIntl();
  return (
    <Totals>
      {items.map((i) => (
        <div key={i.id}>
          <dt>{intl.formatMessage({ id: i.id })}</dt>
          <dd>{i.value ?? <Skeleton width={80} />}</dd>
        </div>
      ))}
    </Totals>
  );
}

function EarningsPanel() {
  const intl = useIntl();
  const f = useFormatters();
  const { api, userId } = useApiContext();
  const [range] = useRange();
  const q = useQuery(hostQueries.earning(api, userId, range));
  const d = q.data?.data;
  const chart = useMemo(() => {
    if (!d) return null;
    const series: ChartSeries[] = [
      { label: intl.formatMessage({ id: 'host.analytics.earnings' }), values: d.points.map((p) => p.earnings), kind: 'line', tone: 'primary', format: f.sarCompact },
      { label: intl.formatMessage({ id: 'host.analytics.bookings' }), values: d.points.map((p) => p.bookings), kind: 'bar', tone: 'accent', axis: 'end', format: (n) => f.number(n) },
    ];
    return { labels: bucketLabels(d.points, d.bucket, f.locale), series };
  }, [d, f, intl]);
  return (
    <Wide aria-labelledby="earnings-title" data-testid="analytics-earnings">
      <h2 id="earnings-title">{intl.formatMessage({ id: 'host.analytics.earningsTitle' })}</h2>
      {q.isError ? (
        <ErrorPanel onRetry={() => void q.refetch()} />
      ) : (
        <>
          <Figures
            items={[
              { id: 'host.analytics.earnings', value: d && f.sar(d.totals.earnings) },
              { id: 'host.analytics.gross', value: d && f.sar(d.totals.gross) },
              { id: 'host.analytics.refunded', value: d && f.sar(d.totals.refunded) },
              { id: 'host.analytics.bookings', value: d && f.number(d.totals.bookings) },
              { id: 'host.analytics.guests', value: d && f.number(d.totals.guests) },
            ]}
          />
          {chart ? <Chart labels={chart.labels} series={chart.series} height={280} title={intl.formatMessage({ id: 'host.analytics.earningsTitle' })} testId="earnings-chart" /> : <Skeleton height={280} />}
        </>
      )}
    </Wide>
  );
}

function HostedEventsPanel() {
  const intl = useIntl();
  const f = useFormatters();
  const { api, userId } = useApiContext();
  const [range] = useRange();
  const q = useQuery(hostQueries.hostedEvents(api, userId, range));
  const d = q.data?.data;
  const chart = useMemo(() => {
    if (!d) return null;
    const series: ChartSeries[] = [{ label: intl.formatMessage({ id: 'host.analytics.sessions' }), values: d.points.map((p) => p.value), kind: 'bar', tone: 'primary', format: (n) => f.number(n) }];
    return { labels: bucketLabels(d.points, d.bucket, f.locale), series };
  }, [d, f, intl]);
  return (
    <Panel aria-labelledby="events-title" data-testid="analytics-hosted-events">
      <h2 id="events-title">{intl.formatMessage({ id: 'host.analytics.eventsTitle' })}</h2>
      {q.isError ? (
        <ErrorPanel onRetry={() => void q.refetch()} />
      ) : (
        <>
          <Figures items={[{ id: 'host.analytics.sessions', value: d && f.number(d.total) }]} />
          {chart ? <Chart labels={chart.labels} series={chart.series} height={220} title={intl.formatMessage({ id: 'host.analytics.eventsTitle' })} /> : <Skeleton height={220} />}
        </>
      )}
    </Panel>
  );
}

function RatingPanel() {
  const intl = useIntl();
  const f = useFormatters();
  const { api, userId } = useApiContext();
  const q = useQuery(hostQueries.rating(api, userId));
  const d = q.data;
  const chart = useMemo(() => {
    if (!d) return null;
    // five stars first, as review sites list them
    const rows = [5, 4, 3, 2, 1].map((stars) => ({ stars, count: d.distribution.find((x) => x.stars === stars)?.count ?? 0 }));
    const series: ChartSeries[] = [{ label: intl.formatMessage({ id: 'host.analytics.reviews' }), values: rows.map((r) => r.count), kind: 'bar', tone: 'warning', format: (n) => f.number(n) }];
    return { labels: rows.map((r) => intl.formatMessage({ id: 'host.analytics.stars' }, { n: r.stars })), series };
  }, [d, f, intl]);
  return (
    <Panel aria-labelledby="rating-title" data-testid="analytics-rating">
      <h2 id="rating-title">{intl.formatMessage({ id: 'host.analytics.ratingTitle' })}</h2>
      {q.isError ? (
        <ErrorPanel onRetry={() => void q.refetch()} />
      ) : (
        <>
          <Figures
            items={[
              { id: 'host.analytics.average', value: d && (d.average === null ? intl.formatMessage({ id: 'host.analytics.noRating' }) : f.number(d.average, 2)) },
              { id: 'host.analytics.reviews', value: d && f.number(d.count) },
            ]}
          />
          {chart ? <Chart labels={chart.labels} series={chart.series} height={220} horizontal title={intl.formatMessage({ id: 'host.analytics.ratingTitle' })} /> : <Skeleton height={220} />}
        </>
      )}
    </Panel>
  );
}

function PerExperiencePanel() {
  const intl = useIntl();
  const f = useFormatters();
  const { api, userId } = useApiContext();
  const [range] = useRange();
  const [params] = useSearchParams();
  const q = useQuery(hostQueries.perExperience(api, userId, range));
  // the insights page opens on the same period
  const keep = params.toString() ? `?${params.toString()}` : '';
  const columns: DataTableColumn<ExperienceAnalyticsRow>[] = [
    { key: 'name', header: intl.formatMessage({ id: 'host.analytics.col.experience' }), rowHeader: true, width: 220, sticky: 'start', cell: (r) => <Link to={`/my-experiences/details/${r.experienceId}/insights${keep}`}>{r.name}</Link> },
    { key: 'status', header: intl.formatMessage({ id: 'host.analytics.col.status' }), cell: (r) => <StatusPill family="listing" status={r.status.name}>{intl.formatMessage({ id: `host.listingStatus.${r.status.name}` })}</StatusPill> },
    { key: 'views', header: intl.formatMessage({ id: 'host.analytics.col.views' }), align: 'end', cell: (r) => f.number(r.views) },
    { key: 'bookings', header: intl.formatMessage({ id: 'host.analytics.col.bookings' }), align: 'end', cell: (r) => f.number(r.bookings) },
    { key: 'guests', header: intl.formatMessage({ id: 'host.analytics.col.guests' }), align: 'end', cell: (r) => f.number(r.guests) },
    { key: 'conversion', header: intl.formatMessage({ id: 'host.analytics.col.conversion' }), align: 'end', cell: (r) => f.percent(r.conversion / 100) },
    { key: 'rating', header: intl.formatMessage({ id: 'host.analytics.col.rating' }), align: 'end', cell: (r) => (r.ratingsAverage === null ? '—' : `${f.number(r.ratingsAverage, 2)} (${f.number(r.ratingsCount)})`) },
    { key: 'earnings', header: intl.formatMessage({ id: 'host.analytics.col.earnings' }), align: 'end', cell: (r) => f.sar(r.earnings) },
  ];
  return (
    <Wide aria-labelledby="per-experience-title">
      <h2 id="per-experience-title">{intl.formatMessage({ id: 'host.analytics.tableTitle' })}</h2>
      {q.isError ? (
        <ErrorPanel onRetry={() => void q.refetch()} />
      ) : (
        <DataTable
          caption={intl.formatMessage({ id: 'host.analytics.tableTitle' })}
          columns={columns}
          rows={q.data?.data ?? []}
          getRowKey={(r) => r.experienceId}
          loading={q.isPending}
          refreshing={q.isFetching && !q.isPending}
          skeletonRows={5}
          empty={<EmptyState title={intl.formatMessage({ id: 'host.analytics.tableEmpty' })} />}
        />
      )}
    </Wide>
  );
}

function TransactionsPanel() {
  const intl = useIntl();
  const f = useFormatters();
  const { api, userId } = useApiContext();
  const [range] = useRange();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = useQuery(hostQueries.transactions(api, userId, range, page));
  const columns: DataTableColumn<Transaction>[] = [
    { key: 'at', header: intl.formatMessage({ id: 'host.analytics.col.date' }), rowHeader: true, cell: (t) => f.dateTime(t.at) },
    { key: 'kind', header: intl.formatMessage({ id: 'host.analytics.col.kind' }), cell: (t) => intl.formatMessage({ id: `host.analytics.kind.${t.kind}` }) },
    {
      key: 'label',
      header: intl.formatMessage({ id: 'host.analytics.col.detail' }),
      cell: (t) => (t.kind === 'payout' ? (t.label ? <bdi dir="ltr">•••• {t.label}</bdi> : '—') : <bdi>{t.label}</bdi>),
    },
    { key: 'amount', header: intl.formatMessage({ id: 'host.analytics.col.amount' }), align: 'end', cell: (t) => <bdi dir="ltr">{f.sar(t.amount)}</bdi> },
  ];
  return (
    <Wide aria-labelledby="transactions-title" data-testid="analytics-transactions">
      <h2 id="transactions-title">{intl.formatMessage({ id: 'host.analytics.transactionsTitle' })}</h2>
      {q.isError ? (
        <ErrorPanel onRetry={() => void q.refetch()} />
      ) : (
        <DataTable
          caption={intl.formatMessage({ id: 'host.analytics.transactionsTitle' })}
          columns={columns}
          rows={q.data?.data ?? []}
          getRowKey={(t) => t.id}
          loading={q.isPending}
          refreshing={q.isFetching && !q.isPending}
          skeletonRows={10}
          empty={<EmptyState title={intl.formatMessage({ id: 'host.analytics.transactionsEmpty' })} />}
          pagination={
            q.data && q.data.totalPages > 1
              ? {
                  page,
                  totalPages: q.data.totalPages,
                  onPageChange: (p) =>
                    setParams(
                      (prev) => {
                        const next = new URLSearchParams(prev);
                        next.set('page', String(p));
                        return next;
                      },
                      { replace: true },
                    ),
                }
              : undefined
          }
        />
      )}
    </Wide>
  );
}

/**
 * `/analytics` (host §2, issue 17): earnings and bookings over the chosen period, sessions held,
 * the rating, the per-experience table (each row opens that listing's insights) and the
 * transactions of the period. Charts load chart.js on first use; their space is reserved.
 */
export default function AnalyticsPage() {
  const [range, setRange] = useRange();
  return (
    <HostLayout titleId="host.analytics.title" testId="host-analytics-page" actions={<RangeChooser value={range} onChange={setRange} />}>
      <Grid>
        <EarningsPanel />
        <HostedEventsPanel />
        <RatingPanel />
        <PerExperiencePanel />
        <TransactionsPanel />
      </Grid>
    </HostLayout>
  );
}
