import { lazyPage, Skeleton } from '@tajriba/design-system';
import { createRemoteParcel, type RemoteMountProps } from '@tajriba/federation';
import { catalogues } from '../i18n/catalogues';
import { ticketCatalogue } from '../shared/ticket/i18n/catalogue';

/**
 * `mf-booking/ticket`: the guest's QR ticket of one order, for the account's reservations. Renders
 * nothing to click; `onClose` is not called. See mf-booking/README.md "Parcels".
 */
export interface TicketParcelProps extends RemoteMountProps {
  onClose?: () => void;
  input: { orderId: string };
}

const OrderTicket = lazyPage(() => import('../shared/ticket/order-ticket'), { messages: ticketCatalogue, fallback: <Skeleton height={372} />, name: 'OrderTicket' });

function TicketParcel({ input }: TicketParcelProps) {
  return <OrderTicket orderId={String(input?.orderId ?? '')} />;
}

const parcel = createRemoteParcel<TicketParcelProps>({ App: TicketParcel, messages: catalogues, name: 'mf-booking/ticket' });
export const { bootstrap, mount, unmount } = parcel;
export default parcel;
