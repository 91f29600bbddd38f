import { lazyPage } from '@tajriba/design-system';
import { createRemoteParcel, type RemoteMountProps } from '@tajriba/federation';
import { catalogues } from '../i18n/catalogues';
import { paymentMethodsCatalogue } from '../features/payment-methods/i18n/catalogue';
import type { AddPaymentMethodResult } from '../features/payment-methods/add-payment-method-dialog';

/**
 * `mf-booking/add-payment-method`: the add-payment-method dialog as a single-spa parcel, for the
 * account's payments settings (and any area that offers "add a card"). Props: the opener's own
 * remote props (api, queryClient, session, …: the dialog calls the API as the signed-in user),
 * `domElement`, `onClose(result)` and `input` — see mf-booking/README.md "Parcels".
 */
export interface AddPaymentMethodParcelProps extends RemoteMountProps {
  onClose: (result: AddPaymentMethodResult) => void;
  input?: {
    /** tick "make this my primary card" at the start */
    isPrimary?: boolean;
    /** the opener's confirm-card page (same origin path); default /profile/account-settings/payments/confirm-card */
    returnPath?: string;
  };
}

const Dialog = lazyPage(() => import('../features/payment-methods/add-payment-method-dialog'), { messages: paymentMethodsCatalogue, fallback: null, name: 'AddPaymentMethodDialog' });
const SAFE_PATH = /^\/[A-Za-z0-9/_-]{0,200}$/;

export function AddPaymentMethodParcel({ onClose, input }: AddPaymentMethodParcelProps) {
  const returnPath = input?.returnPath && SAFE_PATH.test(input.returnPath) ? input.returnPath : undefined;
  return <Dialog onClose={onClose} isPrimary={input?.isPrimary === true} returnPath={returnPath} />;
}

const parcel = createRemoteParcel<AddPaymentMethodParcelProps>({ App: AddPaymentMethodParcel, messages: catalogues, name: 'mf-booking/add-payment-method' });
export const { bootstrap, mount, unmount } = parcel;
export default parcel;
