import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { DataTable, EmptyState, ErrorPanel, StatusPill, type DataTableColumn } from '@tajriba/design-system';
import { useFormatters } from '@tajriba/i18n';
import type { HostBookingRow } from '@tajriba/contracts/host';
import { hostQueries } from '../../shared/api/host-api';
import { useApiContext } from '../../shared/api/use-api-context';
import { HostLayout } from '../../shared/layout/host-layout';
import { BookingsFilters, type BookingsFilterValue } from './components/bookings-filters';

/** The sticky experience column has a fixed width: a long name ends in an ellipsis (full name in the title). */
const Clip = styled(Link)`
  display: block;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const PAGE_SIZE = 10;
const intParam = (v: string | null, max: number) => {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : undefined;
};

/** `/bookings` (host §2 Host bookings table): filters and page in the URL, page size 10, sticky columns. */
export default function BookingsPage() {
  const intl = useIntl();
  const f = useFormatters();
  const navigate = useNavigate();
  const { api, userId } = useApiContext();
  const [params, setParams] = useSearchParams();
  const value: BookingsFilterValue = {
    orderStatus: intParam(params.get('order'), 4),
    payoutStatus: intParam(params.get('payout'), 5),
    page: intParam(params.get('page'), 100000) ?? 1,
  };
  const setValue = (v: BookingsFilterValue) => {
    const next = new URLSearchParams();
    if (v.orderStatus) next.set('order', String(v.orderStatus));
    if (v.payoutStatus) next.set('payout', String(v.payoutStatus));
    if (v.page > 1) next.set('page', String(v.page));
    setParams(next, { replace: true });
  };
  const list = useQuery(hostQueries.bookings(api, userId, { PageNumber: value.page, PageSize: PAGE_SIZE, OrderStatus: value.orderStatus, PayoutStatus: value.payoutStatus }));

  const columns: DataTableColumn<HostBookingRow>[] = [
    { key: 'experience', header: intl.formatMessage({ id: 'host.bookings.col.experience' }), width: 240, sticky: 'start', rowHeader: true, cell: (r) => <Clip to={`/bookings/details/${r.id}`} title={r.experienceName}>{r.experienceName}</Clip> },
    { key: 'guest', header: intl.formatMessage({ id: 'host.bookings.col.guest' }), cell: (r) => <bdi>{r.buyerName}</bdi> },
    { key: 'date', header: intl.formatMessage({ id: 'host.bookings.col.date' }), cell: (r) => `${f.date(`${r.bookingDate}T12:00:00Z`, 'medium')}${intl.formatMessage({ id: 'host.common.sep' })}${f.clockTime(r.startTime)}` },
    {
      key: 'guests',
      header: intl.formatMessage({ id: 'host.bookings.col.guests' }),
      cell: (r) => intl.formatMessage({ id: 'host.bookings.guests' }, { adults: r.adultsQTY, children: r.childrenQTY, private: r.hasPrivateReservation }),
    },
    { key: 'status', header: intl.formatMessage({ id: 'host.bookings.col.status' }), cell: (r) => <StatusPill family="order" status={r.reservationStatus.name}>{intl.formatMessage({ id: `host.orderStatus.${r.reservationStatus.name}` })}</StatusPill> },
    { key: 'payment', header: intl.formatMessage({ id: 'host.bookings.col.payment' }), cell: (r) => <StatusPill family="payment" status={r.status.name}>{intl.formatMessage({ id: `host.paymentStatus.${r.status.name}` })}</StatusPill> },
    { key: 'payout', header: intl.formatMessage({ id: 'host.bookings.col.payout' }), cell: (r) => <StatusPill family="payout" status={r.payoutStatus.name}>{intl.formatMessage({ id: `host.payoutStatus.${r.payoutStatus.name}` })}</StatusPill> },
    { key: 'amount', header: intl.formatMessage({ id: 'host.bookings.col.amount' }), align: 'end', width: 120, sticky: 'end', cell: (r) => f.sar(r.payoutAmount) },
  ];

  return (
    <HostLayout titleId="host.bookings.title" testId="host-bookings-page">
      <BookingsFilters value={value} onChange={setValue} />
      {list.isError ? (
        <ErrorPanel onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          caption={intl.formatMessage({ id: 'host.bookings.title' })}
          columns={columns}
          rows={list.data?.data ?? []}
          getRowKey={(r) => r.id}
          loading={list.isPending}
          refreshing={list.isFetching && !list.isPending}
          skeletonRows={PAGE_SIZE}
          onRowClick={(r) => navigate(`/bookings/details/${r.id}`)}
          empty={<EmptyState title={intl.formatMessage({ id: 'host.bookings.empty' })} />}
          pagination={list.data && list.data.totalPages > 1 ? { page: value.page, totalPages: list.data.totalPages, onPageChange: (page) => setValue({ ...value, page }) } : undefined}
        />
      )}
    </HostLayout>
  );
}
