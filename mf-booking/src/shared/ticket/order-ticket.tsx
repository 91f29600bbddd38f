import { useIntl } from 'react-intl';
import { ErrorPanel, Skeleton } from '@tajriba/design-system';
import { useOrder } from '../api/order-api';
import { TicketCard } from './ticket-card';

/** The ticket of one order, loaded by id (the ticket parcel other areas open, e.g. the account's reservations). */
export default function OrderTicket({ orderId }: { orderId: string }) {
  const intl = useIntl();
  const order = useOrder(orderId);
  if (order.isError) return <ErrorPanel message={intl.formatMessage({ id: 'booking.ticket.loadFailed' })} onRetry={() => void order.refetch()} />;
  if (!order.data) return <Skeleton height={372} />;
  if (!order.data.ticket) return <p data-testid="ticket-none">{intl.formatMessage({ id: 'booking.ticket.none' })}</p>;
  return <TicketCard order={order.data} />;
}
