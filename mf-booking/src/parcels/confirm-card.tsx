import { lazyPage, Skeleton } from '@tajriba/design-system';
import { createRemoteParcel, type RemoteMountProps } from '@tajriba/federation';
import { catalogues } from '../i18n/catalogues';
import { paymentMethodsCatalogue } from '../features/payment-methods/i18n/catalogue';
import type { ConfirmCardResult } from '../features/payment-methods/confirm-card';

/**
 * `mf-booking/confirm-card`: finishes saving a card when the gateway returns from the issuer's check
 * (`/profile/account-settings/payments/confirm-card?id=&status=&cardId=&isPrimary=`). The account area
 * owns that route and mounts this parcel in it; see mf-booking/README.md "Parcels".
 */
export interface ConfirmCardParcelProps extends RemoteMountProps {
  onClose: (result: ConfirmCardResult) => void;
  input?: { /** the page's query string; default window.location.search */ search?: string };
}

const ConfirmCard = lazyPage(() => import('../features/payment-methods/confirm-card'), { messages: paymentMethodsCatalogue, fallback: <Skeleton height={160} />, name: 'ConfirmCard' });

export function ConfirmCardParcel({ onClose, input }: ConfirmCardParcelProps) {
  return <ConfirmCard search={input?.search ?? window.location.search} onDone={onClose} />;
}

const parcel = createRemoteParcel<ConfirmCardParcelProps>({ App: ConfirmCardParcel, messages: catalogues, name: 'mf-booking/confirm-card' });
export const { bootstrap, mount, unmount } = parcel;
export default parcel;
