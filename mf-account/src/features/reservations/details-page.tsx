import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { styled } from 'styled-components';
import { Button, Card, CardTitle, ChevronStartIcon, EmptyState, ErrorPanel, Skeleton, StatusPill, usePageMeta } from '@tajriba/design-system';
import { ParcelSlot, useRemote } from '@tajriba/federation';
import { useFormatters } from '@tajriba/i18n';
import { useReservation } from './api/orders';
import { CancelDialog } from './components/cancel-dialog';
import { EditDialog } from './components/edit-dialog';
import { Page } from './components/layout';

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[1]};
  min-block-size: 40px;
  color: ${({ theme }) => theme.colors.primary};
  margin-block-end: ${({ theme }) => theme.spacing[3]};
`;
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 340px;
  gap: ${({ theme }) => theme.spacing[6]};
  align-items: start;
  ${({ theme }) => theme.media.belowLg} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[5]};
`;
const Hero = styled.div`
  display: grid;
  grid-template-columns: 160px minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing[4]};
  align-items: center;
  img,
  .pic {
    inline-size: 160px;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  h1 {
    margin: ${({ theme }) => theme.spacing[2]} 0;
    font-size: ${({ theme }) => theme.typography.sizes.xl};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  @media (max-width: 560px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.spacing[3]} ${theme.spacing[5]}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.spacing[4]};
  }
`;
const Money = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.spacing[2]};
  margin: 0 0 ${({ theme }) => theme.spacing[4]};
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
  .total {
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
`;
const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0 0 ${({ theme }) => theme.spacing[3]};
`;
const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[2]};
  a {
    text-align: center;
  }
`;
const InvoiceLink = styled(Link)`
  display: inline-flex;
  justify-content: center;
  align-items: center;
  min-block-size: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The ticket parcel's height once loaded (mf-booking `./ticket`): reserved while it loads. */
const TICKET_HEIGHT = 372;

/**
 * A code inside a sentence (the ticket's `XXXX-XXXX-XXXX`, a coupon's `WELCOME10`): isolated and
 * left-to-right, so in Arabic the groups keep their order and the sentence's punctuation stays
 * where the sentence puts it.
 */
const IsolatedCode = styled.bdi.attrs({ dir: 'ltr' })`
  unicode-bidi: isolate;
  /* a code never breaks at its hyphen ("REF-" on one line, the rest on the next) */
  white-space: nowrap;
  font-family: ${({ theme }) => theme.typography.fontFamilyMono};
  letter-spacing: 0.04em;
`;

function DetailsSkeleton() {
  return (
    <Layout aria-busy="true" data-testid="reservation-loading">
      <Stack>
        <Skeleton height={120} radius="14px" />
        <Skeleton height={260} radius="14px" />
      </Stack>
      <Stack>
        <Skeleton height={240} radius="14px" />
        <Skeleton height={TICKET_HEIGHT} radius="14px" />
      </Stack>
    </Layout>
  );
}

/** `/reservations/details/{id}` (§2): what, when, where, guests, add-ons, payment, the QR ticket, the invoice, cancel. */
export function ReservationDetailsPage() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const fmt = useFormatters();
  const { bus } = useRemote();
  const { id = '' } = useParams();
  const order = useReservation(id);
  usePageMeta({ title: order.data?.experience.name ?? t('reservations.detailsTitle', { id }) });
  const [cancelling, setCancelling] = useState(false);
  const [editing, setEditing] = useState(false);
  const [ticketFailed, setTicketFailed] = useState(false);
  // Stable, so the parcel is not sent the same input again on every render.
  const ticketInput = useMemo(() => ({ orderId: id }), [id]);

  const notFound = !/^[1-9]\d{0,17}$/.test(id) || (order.isError && (order.error as { status?: number }).status === 404);

  return (
    <Page data-testid="reservation-page">
      <Back to="/reservations">
        <ChevronStartIcon size={18} aria-hidden />
        {t('reservations.back')}
      </Back>
      {notFound ? (
        <EmptyState title={t('reservations.notFoundTitle')} description={t('reservations.notFound')} />
      ) : order.isPending ? (
        <DetailsSkeleton />
      ) : order.isError ? (
        <ErrorPanel onRetry={() => void order.refetch()} retrying={order.isFetching} />
      ) : (
        (() => {
          const o = order.data;
          const paid = o.paidAt !== null;
          return (
            <Layout>
              <Stack>
                <Card $padding="lg">
                  <Hero>
                    {o.experience.imagePath ? <img src={o.experience.imagePath} alt="" /> : <div className="pic" aria-hidden />}
                    <div>
                      <StatusPill family="order" status={o.orderStatus} size="md">
                        <span data-testid="reservation-status">{t(`reservations.status.${o.orderStatus}`)}</span>
                      </StatusPill>
                      <h1>{o.experience.name}</h1>
                      <p>{t('reservations.host', { name: o.host.name })}</p>
                      <p>{t('reservations.number', { id: o.id })}</p>
                      {/* The messages area (another remote) opens the chat with the host, the booking as its context; the account only asks, on the bus. */}
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => bus.emit('chat:open-requested', { userId: o.host.id, experienceId: o.experience.id, orderId: Number(o.id) })}
                        data-testid="reservation-message-host"
                      >
                        {t('reservations.messageHost')}
                      </Button>
                    </div>
                  </Hero>
                </Card>
                <Card $padding="lg">
                  <Facts>
                    <dt>{t('reservations.when')}</dt>
                    <dd>
                      {fmt.weekdayDate(o.startsAt)} · {fmt.time(o.startsAt)}
                    </dd>
                    <dt>{t('reservations.where')}</dt>
                    <dd>{[o.experience.location, o.experience.cityName].filter(Boolean).join(' · ') || t('reservations.online')}</dd>
                    <dt>{t('reservations.guestsTitle')}</dt>
                    <dd>
                      {t('reservations.guests', { adults: o.adultsQTY, children: o.childrenQTY })}
                      {o.isPrivateReservation ? ` · ${t('reservations.private')}` : ''}
                    </dd>
                    <dt>{t('reservations.addOns')}</dt>
                    <dd>
                      {o.addOns.length === 0 ? (
                        t('reservations.noAddOns')
                      ) : (
                        <ul>
                          {o.addOns.map((a) => (
                            <li key={a.id}>
                              {t('reservations.addOnLine', { name: a.name, qty: fmt.number(a.qty, 0) })} — {fmt.sar(a.amount)}
                            </li>
                          ))}
                        </ul>
                      )}
                    </dd>
                  </Facts>
                </Card>
              </Stack>
              <Stack>
                <Card $padding="lg">
                  <CardTitle as="h2">{t('reservations.payment')}</CardTitle>
                  <Money>
                    <dt>{t('reservations.total')}</dt>
                    <dd className="total">{fmt.sar(o.totalAmount)}</dd>
                    {o.couponCode ? (
                      <>
                        {/* the guest's refer-a-friend reward is a platform coupon: named as such, its code kept */}
                        <dt data-testid="reservation-coupon">
                          {intl.formatMessage({ id: o.couponIsReward ? 'reservations.couponReward' : 'reservations.coupon' }, { code: <IsolatedCode key="code">{o.couponCode}</IsolatedCode> })}
                        </dt>
                        <dd>−{fmt.sar(o.couponAmount)}</dd>
                      </>
                    ) : null}
                    <dt>{t('reservations.paid')}</dt>
                    <dd data-testid="reservation-paid">{paid ? fmt.sar(o.totalAmount) : t('reservations.notPaid')}</dd>
                    {o.refundedAmount > 0 ? (
                      <>
                        <dt>{t('reservations.refunded')}</dt>
                        <dd data-testid="reservation-refunded">{fmt.sar(o.refundedAmount)}</dd>
                      </>
                    ) : null}
                  </Money>
                  <Muted>{t('reservations.vat', { amount: fmt.sar(o.taxValue) })}</Muted>
                  {o.paidAt ? <Muted>{t('reservations.paidOn', { date: fmt.date(o.paidAt) })}</Muted> : null}
                  {o.canceledAt ? <Muted>{t('reservations.canceledOn', { date: fmt.date(o.canceledAt) })}</Muted> : null}
                  {/* a paid booking past the experience's cut-off: say why there is no "Change" button */}
                  {o.edit && !o.edit.canEdit && o.orderStatus === 'upcoming' ? <Muted data-testid="reservation-edit-closed">{t('reservations.edit.closed', { date: fmt.dateTime(o.edit.until) })}</Muted> : null}
                  <Actions>
                    {o.invoiceNumber ? (
                      <InvoiceLink to={`/invoices/${o.id}`} data-testid="reservation-invoice">
                        {t('reservations.invoice')}
                      </InvoiceLink>
                    ) : null}
                    {o.edit?.canEdit ? (
                      <Button variant="secondary" onClick={() => setEditing(true)} data-testid="reservation-edit">
                        {t('reservations.edit.open')}
                      </Button>
                    ) : null}
                    {o.cancellation.canCancel ? (
                      <Button variant="danger" onClick={() => setCancelling(true)} data-testid="reservation-cancel">
                        {t('reservations.cancel')}
                      </Button>
                    ) : null}
                  </Actions>
                </Card>
                {o.ticket ? (
                  <Card $padding="md" data-testid="reservation-ticket-card">
                    <CardTitle as="h2">{t('reservations.ticket')}</CardTitle>
                    {/* mf-booking's ticket parcel (QR + code). If it cannot load, the slot offers Retry and the code is still here to read out. */}
                    <ParcelSlot
                      remote="mf-booking"
                      module="ticket"
                      input={ticketInput}
                      placeholder={<Skeleton height={TICKET_HEIGHT} radius="14px" />}
                      onFailed={() => setTicketFailed(true)}
                      data-testid="reservation-ticket"
                    />
                    {ticketFailed ? (
                      <p data-testid="reservation-ticket-fallback">
                        {intl.formatMessage({ id: 'reservations.ticketUnavailable' }, { code: <IsolatedCode key="code">{o.ticket.code}</IsolatedCode> })}
                      </p>
                    ) : null}
                  </Card>
                ) : paid && !o.canceledAt && !o.experience.generateGuestQRCode ? (
                  <Card $padding="md">
                    <Muted>{t('reservations.ticketNone', { id: o.id })}</Muted>
                  </Card>
                ) : null}
              </Stack>
              {cancelling ? <CancelDialog order={o} onClose={() => setCancelling(false)} /> : null}
              {editing ? <EditDialog order={o} onClose={() => setEditing(false)} /> : null}
            </Layout>
          );
        })()
      )}
    </Page>
  );
}
export default ReservationDetailsPage;
