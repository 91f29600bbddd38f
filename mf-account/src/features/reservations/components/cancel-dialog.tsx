import { useIntl } from 'react-intl';
import type { Order } from '@tajriba/contracts/booking';
import { FormErrorBox, showToast } from '@tajriba/design-system';
import { useFormatters } from '@tajriba/i18n';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { useCancelReservation } from '../api/orders';

/**
 * The cancel dialog (§2): the refund the cancellation policy gives now (from the order the API
 * priced, `cancellation.refundIfCanceledNow`), then the cancellation; the refund goes back through
 * the provider on the API side.
 */
export function CancelDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const fmt = useFormatters();
  const cancel = useCancelReservation();
  const refund = order.cancellation.refundIfCanceledNow;

  return (
    <ConfirmDialog
      title={t('reservations.cancelTitle')}
      cancelLabel={t('reservations.cancelKeep')}
      confirmLabel={t('reservations.cancelConfirm')}
      pending={cancel.isPending}
      confirmTestId="reservation-cancel-confirm"
      onClose={onClose}
      onConfirm={() =>
        cancel.mutate(order.id, {
          onSuccess: (o) => {
            showToast({ kind: 'success', message: o.refundedAmount > 0 ? t('reservations.cancelled', { amount: fmt.sar(o.refundedAmount) }) : t('reservations.cancelledNoRefund') });
            onClose();
          },
        })
      }
    >
      <p data-testid="reservation-cancel-refund">
        <strong>{refund > 0 ? t('reservations.cancelRefund', { amount: fmt.sar(refund) }) : t('reservations.cancelNoRefund')}</strong>
      </p>
      <p>{t(`reservations.cancelPolicy.${order.cancellation.policy}`)}</p>
      {/* The dialog opens only while the guest may cancel, i.e. before the free-cancellation instant. */}
      <p>{t('reservations.cancelFreeUntilFuture', { date: fmt.dateTime(order.cancellation.freeUntil) })}</p>
      {cancel.isError ? <FormErrorBox errors={[t('reservations.cancelFailed')]} /> : null}
    </ConfirmDialog>
  );
}
