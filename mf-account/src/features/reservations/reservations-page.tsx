import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonStyles, VisuallyHidden, CalendarIcon, EmptyState, ErrorPanel, Pagination, Skeleton, StatusPill, usePageMeta } from '@tajriba/design-system';
import { useFormatters } from '@tajriba/i18n';
import { styled } from 'styled-components';
import { useReservations } from './api/orders';
import { Chip, Filters, Page, Row, Rows } from './components/layout';
import { FILTERS, isFilter } from './lib/status';

const ExploreLink = styled(Link)<{ $variant?: 'primary' | 'secondary' }>`
  ${buttonStyles}
`;

/** `/reservations` (§2, §4): the guest's orders, 10 a page, filtered by status, each opening its details. */
export function ReservationsPage() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const fmt = useFormatters();
  usePageMeta({ title: t('reservations.title') });
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isFilter(raw) ? raw : null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useReservations(page, status);
  const go = (next: { status?: string | null; page?: number }) => {
    const s = next.status === undefined ? status : next.status;
    const p = next.page ?? 1;
    setParams({ ...(s ? { status: s } : {}), ...(p > 1 ? { page: String(p) } : {}) });
  };

  return (
    <Page data-testid="reservations-page">
      <h1>{t('reservations.title')}</h1>
      <Filters>
        <VisuallyHidden as="legend">{t('reservations.filters')}</VisuallyHidden>
        <Chip aria-pressed={status === null} onClick={() => go({ status: null })} data-testid="reservations-filter-all">
          {t('reservations.filter.all')}
        </Chip>
        {FILTERS.map((f) => (
          <Chip key={f} aria-pressed={status === f} onClick={() => go({ status: f })} data-testid={`reservations-filter-${f}`}>
            {t(`reservations.filter.${f}`)}
          </Chip>
        ))}
      </Filters>
      {list.isPending ? (
        <Rows aria-busy="true" data-testid="reservations-loading">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i}>
              <Skeleton height={120} radius="14px" />
            </li>
          ))}
        </Rows>
      ) : list.isError ? (
        <ErrorPanel onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : list.data.data.length === 0 ? (
        status ? (
          <EmptyState
            icon={<CalendarIcon size={28} />}
            title={t('reservations.emptyFilteredTitle')}
            description={t('reservations.emptyFiltered')}
            action={<Button variant="secondary" onClick={() => go({ status: null })}>{t('reservations.showAll')}</Button>}
          />
        ) : (
          <EmptyState
            icon={<CalendarIcon size={28} />}
            title={t('reservations.emptyTitle')}
            description={t('reservations.empty')}
            action={<ExploreLink to="/search">{t('reservations.explore')}</ExploreLink>}
          />
        )
      ) : (
        <>
          <Rows data-testid="reservations" aria-busy={list.isPlaceholderData}>
            {list.data.data.map((o) => (
              <li key={o.id}>
                <Row to={`/reservations/details/${o.id}`} aria-label={t('reservations.open', { name: o.experience.name })} data-testid="reservation-row">
                  {o.experience.imagePath ? <img src={o.experience.imagePath} alt="" loading="lazy" /> : <div className="pic" aria-hidden />}
                  <div>
                    <strong>{o.experience.name}</strong>
                    <span>
                      {fmt.weekdayDate(o.startsAt)} · {fmt.time(o.startsAt)}
                    </span>
                    <span>{t('reservations.guests', { adults: o.adultsQTY, children: o.childrenQTY })}</span>
                  </div>
                  <div className="end">
                    <StatusPill family="order" status={o.orderStatus}>
                      {t(`reservations.status.${o.orderStatus}`)}
                    </StatusPill>
                    <strong>{fmt.sar(o.totalAmount)}</strong>
                  </div>
                </Row>
              </li>
            ))}
          </Rows>
          <Pagination page={page} totalPages={list.data.totalPages} onPageChange={(p) => go({ page: p })} disabled={list.isFetching} />
        </>
      )}
    </Page>
  );
}
export default ReservationsPage;
