import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { useScrollToTop } from '../../shared/ui/use-scroll-to-top';
import { Link, useParams } from 'react-router';
import { styled } from 'styled-components';
import { Button, ErrorPanel, Skeleton, StatusPill, lazyPage, media } from '@tajriba/design-system';
import { RouteButton } from '../../shared/ui/route-link-button';
import { useFormatters } from '@tajriba/i18n';
import { useRemote } from '@tajriba/federation';
import { useOrder, useOrderHost } from '../../shared/api/order-api';
import { icsOf } from './lib/ics';
import { CancelBooking } from './cancel-booking';
import { Box } from './box';
import { ticketCatalogue } from '../../shared/ticket/i18n/catalogue';

// The meeting point's map (MapLibre and the country shapes) loads after the page into a box of its
// final size; a failed download (or a browser without WebGL) says so in that box, with Retry.
const MeetingPointMap = lazyPage(() => import('./map/meeting-point-map'), {
  name: 'MeetingPointMap',
  fallback: null,
  renderError: (message) => <MapFailed>{message}</MapFailed>,
});
const MapFailed = styled.div`
  display: grid;
  place-items: center;
  block-size: 100%;
`;
const MapFrame = styled.section`
  block-size: 260px;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceSunken};
`;

// The ticket (QR) loads after the page with its strings, in a box of its final size.
const TicketCard = lazyPage(() => import('../../shared/ticket/ticket-card').then((m) => ({ default: m.TicketCard })), {
  messages: ticketCatalogue,
  fallback: <Skeleton height={372} />,
  name: 'TicketCard',
});

const Page = styled.main`
  max-inline-size: 960px;
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.spacing[6]};
  padding-inline: ${({ theme }) => theme.spacing[4]};
  display: grid;
  gap: ${({ theme }) => theme.spacing[5]};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes['2xl']};
  }
  .lead {
    margin: 0;
    color: ${({ theme }) => theme.colors.success};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
`;
const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[5]};
  grid-template-columns: minmax(0, 1fr);
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) 300px;
    align-items: start;
  }
`;
const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[5]};
  align-content: start;
`;

/** experience type ids (discovery contracts): 1 atHost, 2 atGuest, 3 online */
const TYPE_ONLINE = 3;

/**
 * Booking confirmed (spec §2 `/booking-confirmed/{id}`): what was booked, when and where, add to
 * calendar, the VAT invoice and the host. Only the guest who paid can read the order (the API
 * answers 403/404 to anyone else).
 */
export function BookingConfirmedPage() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const f = useFormatters();
  const { id = '' } = useParams();
  useScrollToTop(id);
  const order = useOrder(id);
  const host = useOrderHost(id);
  const { bus } = useRemote();
  const o = order.data;
  if (order.isError) {
    return (
      <Page>
        <ErrorPanel message={t('booking.confirmed.loadFailed')} onRetry={() => void order.refetch()} />
      </Page>
    );
  }
  if (!o) {
    return (
      <Page aria-busy="true" data-testid="booking-confirmed">
        <Skeleton height={40} width="60%" />
        <Grid>
          <Skeleton height={420} />
          <Skeleton height={220} />
        </Grid>
      </Page>
    );
  }
  const start = new Date(o.startsAt);
  const { location, cityName } = o.experience;
  // A host's address often names its city already ("Red sand dunes, Dammam"): never "Dammam · Dammam".
  const place = [location, cityName && location?.includes(cityName) ? null : cityName].filter(Boolean).join(' · ');
  const where = o.experience.typeId === TYPE_ONLINE ? (o.experience.onlineLink ?? t('booking.confirmed.online')) : place;
  const downloadIcs = () => {
    const ics = icsOf({
      uid: `order-${o.id}@tajriba`,
      start,
      // the order carries no end; two hours is what calendars show until the guest edits it
      end: new Date(start.getTime() + 2 * 3600_000),
      title: o.experience.name,
      location: where,
      url: `${window.location.origin}/booking-confirmed/${o.id}`,
    });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
    a.download = `tajriba-${o.id}.ics`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  };
  const paid = o.paymentStatus.name === 'paid';
  const mp = o.experience.meetingPoint ?? null;
  return (
    <Page data-testid="booking-confirmed">
      <div>
        <h1>{paid ? t('booking.confirmed.title') : t(`booking.status.${o.paymentStatus.name}`)}</h1>
        {paid ? <p className="lead">{o.isGift ? t('booking.confirmed.giftLead', { name: o.gift?.recipientName ?? '' }) : t('booking.confirmed.lead')}</p> : null}
      </div>
      <Grid>
        <Box aria-labelledby="bc-what">
          {o.experience.imagePath ? <img src={o.experience.imagePath} alt="" width={640} height={360} /> : null}
          <h2 id="bc-what">{o.experience.name}</h2>
          <dl>
            <dt>{t('booking.confirmed.when')}</dt>
            {/* the experience's own wall clock (platform time zone), as the checkout showed it */}
            <dd>
              {f.weekdayDate(`${o.bookingDate}T00:00:00`)} · {f.clockTime(o.startTime)}
            </dd>
            <dt>{t('booking.confirmed.where')}</dt>
            <dd>{where || '—'}</dd>
            <dt>{t('booking.confirmed.guests')}</dt>
            <dd>
              {t('booking.confirmed.guestsValue', { adults: o.adultsQTY, children: o.childrenQTY })}
              {o.isPrivateReservation ? ` · ${t('booking.confirmed.private')}` : ''}
            </dd>
            <dt>{t('booking.confirmed.total')}</dt>
            <dd>{f.sar(o.totalAmount)}</dd>
            {/* the payment's state in the spec's colours (paid success, refunds warning, failed danger…) */}
            <dt>{t('booking.confirmed.payment')}</dt>
            <dd>
              <StatusPill family="payment" status={o.paymentStatus.name} size="md">
                <span data-testid="payment-status">{t(`booking.status.${o.paymentStatus.name}`)}</span>
              </StatusPill>
            </dd>
            {o.invoiceNumber ? (
              <>
                <dt>{t('booking.confirmed.invoice')}</dt>
                {/* INV-n, as on the invoice itself; isolated so Arabic does not reorder it */}
                <dd data-testid="invoice-number">
                  <bdi>{o.invoiceNumber}</bdi>
                </dd>
              </>
            ) : null}
            {o.creditNotes?.map((n) => (
              <Fragment key={n.number}>
                <dt>{t('booking.confirmed.creditNote')}</dt>
                <dd>
                  <bdi>{n.number}</bdi> · {f.sar(n.totalWithVat)}
                </dd>
              </Fragment>
            ))}
          </dl>
          {mp ? (
            <>
              {/* a named region (not an image): it holds the zoom buttons */}
              <MapFrame aria-label={t('booking.confirmed.mapOf', { place: mp.name ?? where })} data-testid="meeting-point-map">
                <MeetingPointMap latitude={mp.latitude} longitude={mp.longitude} />
              </MapFrame>
              {mp.separate && mp.name ? <p>{t('booking.confirmed.meetingPoint', { place: mp.name })}</p> : null}
            </>
          ) : null}
          <div className="actions">
            <Button variant="secondary" onClick={downloadIcs} data-testid="add-to-calendar">
              {t('booking.confirmed.addToCalendar')}
            </Button>
            {o.invoiceNumber ? (
              <RouteButton $variant="secondary" to={`/invoices/${o.id}`} data-testid="invoice-link">
                {t('booking.confirmed.viewInvoice')}
              </RouteButton>
            ) : null}
            {/* each refund's credit note sits under the invoice on the invoice page */}
            {o.creditNotes?.map((n) => (
              <RouteButton key={n.number} $variant="secondary" to={`/invoices/${o.id}#credit-note-${n.number}`} data-testid="credit-note-link">
                {t('booking.confirmed.viewCreditNote', { number: n.number })}
              </RouteButton>
            ))}
          </div>
        </Box>
        <Side>
          {o.ticket ? <TicketCard order={o} /> : null}
          <CancelBooking order={o} />
          <Box aria-labelledby="bc-host">
            <h2 id="bc-host">{t('booking.confirmed.host')}</h2>
            {host.data ? (
              <>
                <strong>{host.data.name}</strong>
                <span>{t('booking.confirmed.hostExperiences', { count: host.data.experiencesCount })}</span>
                <Link to={`/host/${host.data.id}`}>{t('booking.confirmed.hostProfile')}</Link>
                {/* the messages area (another remote) opens the chat, this booking as its context; booking only asks, on the bus */}
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => bus.emit('chat:open-requested', { userId: o.host.id, experienceId: o.experience.id, orderId: Number(o.id) })}
                  data-testid="message-host"
                >
                  {t('booking.confirmed.messageHost')}
                </Button>
              </>
            ) : (
              <Skeleton height={80} />
            )}
          </Box>
        </Side>
      </Grid>
    </Page>
  );
}
