import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { ApiError } from '@tajriba/api-client';
import { Avatar, ErrorPanel, Skeleton, StatusPill } from '@tajriba/design-system';
import { useFormatters } from '@tajriba/i18n';
import { hostQueries } from '../../shared/api/host-api';
import { useApiContext } from '../../shared/api/use-api-context';
import { HostLayout } from '../../shared/layout/host-layout';
import { DetailsPanel as Panel } from '../../shared/layout/panel';
import { TicketCheck } from './components/ticket-check';
import { HostCancel, MessageGuest, RefundDecision } from './components/booking-actions';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[2]};
  align-items: center;
`;

/**
 * `/bookings/details/{id}`: the booking, the guest (GuestInfo), the host's decision on a refund
 * request (all or part of it), cancelling as the host, messaging the guest, and the ticket check.
 */
export default function BookingDetailsPage() {
  const intl = useIntl();
  const f = useFormatters();
  const { id = '' } = useParams();
  const { api, userId } = useApiContext();
  const booking = useQuery(hostQueries.booking(api, userId, id));
  const guest = useQuery(hostQueries.guest(api, userId, id));
  const b = booking.data;
  return (
    <HostLayout titleId="host.booking.title" testId="host-booking-details-page">
      <Link to="/bookings">{intl.formatMessage({ id: 'host.booking.back' })}</Link>
      {booking.isError ? (
        <ErrorPanel message={booking.error instanceof ApiError && booking.error.status === 404 ? intl.formatMessage({ id: 'host.booking.notFound' }) : undefined} onRetry={() => void booking.refetch()} />
      ) : (
        <Grid>
          <Panel aria-labelledby="booking-title">
            <h2 id="booking-title">{b ? b.experienceName : <Skeleton width="60%" />}</h2>
            {b ? (
              <>
                <Row>
                  <StatusPill family="order" status={b.reservationStatus.name}>{intl.formatMessage({ id: `host.orderStatus.${b.reservationStatus.name}` })}</StatusPill>
                  <StatusPill family="payment" status={b.status.name}>{intl.formatMessage({ id: `host.paymentStatus.${b.status.name}` })}</StatusPill>
                  <StatusPill family="payout" status={b.payoutStatus.name}>{intl.formatMessage({ id: `host.payoutStatus.${b.payoutStatus.name}` })}</StatusPill>
                </Row>
                <dl>
                  <dt>{intl.formatMessage({ id: 'host.bookings.col.date' })}</dt>
                  <dd>{`${f.weekdayDate(`${b.bookingDate}T12:00:00Z`)}${intl.formatMessage({ id: 'host.common.sep' })}${f.clockTime(b.startTime)}`}</dd>
                  <dt>{intl.formatMessage({ id: 'host.bookings.col.guests' })}</dt>
                  <dd>{intl.formatMessage({ id: 'host.bookings.guests' }, { adults: b.adultsQTY, children: b.childrenQTY, private: b.hasPrivateReservation })}</dd>
                  <dt>{intl.formatMessage({ id: 'host.booking.total' })}</dt>
                  <dd>{f.sar(b.totalAmount)}</dd>
                  <dt>{intl.formatMessage({ id: 'host.bookings.col.amount' })}</dt>
                  <dd>{f.sar(b.payoutAmount)}</dd>
                  <dt>{intl.formatMessage({ id: 'host.booking.reference' })}</dt>
                  <dd dir="ltr">{b.securityStamp.slice(0, 8).toUpperCase()}</dd>
                </dl>
                {b.status.name === 'askRefund' && <RefundDecision b={b} />}
                <Row>
                  <MessageGuest b={b} />
                  {/* a paid booking still to come (or one whose guest asked for a refund) can be cancelled by its host */}
                  {(b.status.name === 'paid' || b.status.name === 'askRefund') && b.reservationStatus.name === 'upcoming' && <HostCancel b={b} />}
                </Row>
              </>
            ) : (
              <Skeleton height={160} />
            )}
          </Panel>
          <Panel aria-labelledby="guest-title">
            <h2 id="guest-title">{intl.formatMessage({ id: 'host.guest.title' })}</h2>
            {guest.data ? (
              <>
                <Row>
                  <Avatar src={guest.data.avatarPath ?? undefined} name={guest.data.name} size={48} />
                  <strong dir="auto">{guest.data.name}</strong>
                </Row>
                <dl>
                  <dt>{intl.formatMessage({ id: 'host.guest.memberSince' })}</dt>
                  <dd>{f.monthYear(guest.data.memberSince)}</dd>
                  <dt>{intl.formatMessage({ id: 'host.guest.verified' })}</dt>
                  <dd>{intl.formatMessage({ id: guest.data.isIdentityVerified ? 'host.common.yes' : 'host.common.no' })}</dd>
                  <dt>{intl.formatMessage({ id: 'host.guest.bookingsWithYou' })}</dt>
                  <dd>{f.number(guest.data.bookingsWithHost)}</dd>
                  <dt>{intl.formatMessage({ id: 'host.guest.reviews' })}</dt>
                  <dd>{f.number(guest.data.reviewsCount)}</dd>
                </dl>
              </>
            ) : guest.isError ? (
              <ErrorPanel onRetry={() => void guest.refetch()} />
            ) : (
              <Skeleton height={160} />
            )}
          </Panel>
          {b ? <TicketCheck experienceId={b.experienceId} /> : <Skeleton height={220} />}
        </Grid>
      )}
    </HostLayout>
  );
}
