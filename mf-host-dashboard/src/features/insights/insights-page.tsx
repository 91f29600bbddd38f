import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { ApiError } from '@tajriba/api-client';
import { ErrorPanel, Skeleton, StatusPill } from '@tajriba/design-system';
import { useFormatters } from '@tajriba/i18n';
import type { ChartPoint, ExperienceInsights } from '@tajriba/contracts/host';
import { hostQueries } from '../../shared/api/host-api';
import { useApiContext } from '../../shared/api/use-api-context';
import { RangeChooser } from '../../shared/analytics/range-chooser';
import { useRange } from '../../shared/analytics/use-range';
import { bucketLabels } from '../../shared/charts/bucket-labels';
import { Chart, type ChartSeries, type ChartTone } from '../../shared/charts/chart';
import { HostLayout } from '../../shared/layout/host-layout';
import { Panel, StatTiles } from '../../shared/layout/panel';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 380px), 1fr));
`;
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[3]};
  align-items: center;
  min-block-size: 32px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.xl};
  }
`;

type SeriesKey = 'views' | 'favourites' | 'bookings' | 'earnings';
const CHARTS: { key: SeriesKey; tone: ChartTone; kind: 'line' | 'bar' }[] = [
  { key: 'views', tone: 'primary', kind: 'line' },
  { key: 'favourites', tone: 'accent', kind: 'bar' },
  { key: 'bookings', tone: 'info', kind: 'bar' },
  { key: 'earnings', tone: 'primary', kind: 'line' },
];

function SeriesPanel({ k, tone, kind, data }: { k: SeriesKey; tone: ChartTone; kind: 'line' | 'bar'; data: ExperienceInsights | undefined }) {
  const intl = useIntl();
  const f = useFormatters();
  const title = intl.formatMessage({ id: `host.insights.${k}` });
  const chart = useMemo(() => {
    if (!data) return null;
    const points: ChartPoint[] = data[k];
    const series: ChartSeries[] = [{ label: title, values: points.map((p) => p.value), kind, tone, format: k === 'earnings' ? f.sarCompact : (n) => f.number(n) }];
    return { labels: bucketLabels(points, data.bucket, f.locale), series };
  }, [data, k, kind, tone, title, f]);
  return (
    <Panel aria-labelledby={`insights-${k}`} data-testid={`insights-${k}`}>
      <h2 id={`insights-${k}`}>{title}</h2>
      {chart ? <Chart labels={chart.labels} series={chart.series} height={200} title={title} /> : <Skeleton height={200} />}
    </Panel>
  );
}

/**
 * `/my-experiences/details/{id}/insights` (host §2): one listing's views, favourites, bookings,
 * conversion, earnings and ratings over the chosen period, with charts. Someone else's listing
 * answers 404 (the API scopes it to its owner).
 */
export default function InsightsPage() {
  const intl = useIntl();
  const f = useFormatters();
  const { id = '' } = useParams();
  const experienceId = Number(id);
  const valid = Number.isInteger(experienceId) && experienceId > 0;
  const { api, userId } = useApiContext();
  const [range, setRange] = useRange();
  const [params] = useSearchParams();
  const q = useQuery({ ...hostQueries.insights(api, userId, experienceId, range), enabled: valid });
  const listing = useQuery({ ...hostQueries.hostDetails(api, userId, experienceId), enabled: valid });
  const d = q.data?.data;
  const t = d?.totals;
  const ratings = useMemo(() => {
    if (!d) return null;
    const rows = [5, 4, 3, 2, 1].map((stars) => ({ stars, count: d.ratings.find((x) => x.stars === stars)?.count ?? 0 }));
    const series: ChartSeries[] = [{ label: intl.formatMessage({ id: 'host.insights.reviews' }), values: rows.map((r) => r.count), kind: 'bar', tone: 'warning', format: (n) => f.number(n) }];
    return { labels: rows.map((r) => intl.formatMessage({ id: 'host.insights.stars' }, { n: r.stars })), series };
  }, [d, f, intl]);
  const notFound = !valid || (q.error instanceof ApiError && q.error.status === 404);
  const back = params.toString() ? `/analytics?${params.toString()}` : '/analytics';
  return (
    <HostLayout titleId="host.insights.title" testId="host-insights-page" actions={notFound ? undefined : <RangeChooser value={range} onChange={setRange} />}>
      <Link to={back}>{intl.formatMessage({ id: 'host.insights.back' })}</Link>
      {notFound ? (
        <ErrorPanel message={intl.formatMessage({ id: 'host.insights.notFound' })} />
      ) : q.isError ? (
        <ErrorPanel onRetry={() => void q.refetch()} />
      ) : (
        <>
          <Head>
            <h2>{d?.name ?? listing.data?.name ?? <Skeleton width={240} />}</h2>
            {listing.data && (
              <StatusPill family="listing" status={listing.data.status.name}>
                {intl.formatMessage({ id: `host.listingStatus.${listing.data.status.name}` })}
              </StatusPill>
            )}
            <Link to={`/my-experiences/details/${experienceId}`}>{intl.formatMessage({ id: 'host.insights.details' })}</Link>
          </Head>
          <StatTiles $min={150} data-testid="insights-totals">
            {(
              [
                ['views', t && f.number(t.views)],
                ['favourites', t && f.number(t.favourites)],
                ['bookings', t && f.number(t.bookings)],
                ['guests', t && f.number(t.guests)],
                ['conversion', t && f.percent(t.conversion / 100)],
                ['earnings', t && f.sar(t.earnings)],
                ['rating', t && (t.ratingsAverage === null ? '—' : `${f.number(t.ratingsAverage, 2)} (${f.number(t.ratingsCount)})`)],
              ] as const
            ).map(([k, v]) => (
              <div key={k}>
                <dt>{intl.formatMessage({ id: `host.insights.${k}` })}</dt>
                <dd>{v ?? <Skeleton width={70} />}</dd>
              </div>
            ))}
          </StatTiles>
          <Grid>
            {CHARTS.map((c) => (
              <SeriesPanel key={c.key} k={c.key} tone={c.tone} kind={c.kind} data={d} />
            ))}
            <Panel aria-labelledby="insights-ratings">
              <h2 id="insights-ratings">{intl.formatMessage({ id: 'host.insights.rating' })}</h2>
              {ratings ? <Chart labels={ratings.labels} series={ratings.series} height={200} horizontal title={intl.formatMessage({ id: 'host.insights.rating' })} /> : <Skeleton height={200} />}
            </Panel>
          </Grid>
        </>
      )}
    </HostLayout>
  );
}
