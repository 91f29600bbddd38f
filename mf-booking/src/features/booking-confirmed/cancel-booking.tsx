import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@tajriba/api-client';
import type { Order } from '@tajriba/contracts/booking';
import { Button, FormErrorBox, Modal, TextArea } from '@tajriba/design-system';
import { useFormatters } from '@tajriba/i18n';
import { orderApi } from '../../shared/api/order-api';
import { useApiContext } from '../../shared/api/use-api-context';
import { Box } from './box';

// The experience's clock: the policy's deadline is counted in the platform's time zone.
const PLATFORM_ZONE = 'Asia/Riyadh';

/**
 * Cancel or ask for a refund (spec §4, §9): the order's cancellation policy (24 hours, 3 or 5 days
 * before) decides what is shown before the guest confirms. Inside the free window "Cancel booking"
 * refunds everything through the provider; after it the guest can ask the host, who decides. The
 * amounts and the deadline come from the server (`order.cancellation`), never from a client rule.
 */
export function CancelBooking({ order: o }: { order: Order }) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const f = useFormatters();
  const { api: client } = useApiContext();
  const qc = useQueryClient();
  const [dialog, setDialog] = useState<'cancel' | 'ask' | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const done = () => {
    setDialog(null);
    return qc.invalidateQueries({ queryKey: ['booking', 'order'] });
  };
  const cancel = useMutation({ mutationFn: () => orderApi.cancel(client, o.id), onSuccess: done });
  const ask = useMutation({ mutationFn: (r: string) => orderApi.askRefund(client, o.id, r), onSuccess: done });
  const serverError = (err: unknown) => (err && isApiError(err) ? (err.errors[0] ?? t('booking.error.generic')) : err ? t('booking.error.generic') : null);
  const c = o.cancellation;
  const deadline = f.dateTime(c.freeUntil, { timeZone: PLATFORM_ZONE });
  const status = o.paymentStatus.name;

  let body: React.ReactNode = null;
  if (status === 'refunded' || status === 'partiallyRefunded') body = <p data-testid="refund-state">{t('booking.cancel.refunded', { amount: f.sar(o.refundedAmount) })}</p>;
  else if (status === 'askRefund') body = <p data-testid="refund-state">{t('booking.cancel.asked')}</p>;
  else if (c.canCancel && status === 'paid')
    body = (
      <>
        <p>{t('booking.cancel.freeUntil', { date: deadline, amount: f.sar(c.refundIfCanceledNow) })}</p>
        <div className="actions">
          <Button variant="secondary" onClick={() => setDialog('cancel')} data-testid="cancel-booking">
            {t('booking.cancel.action')}
          </Button>
        </div>
      </>
    );
  else if (c.canAskRefund)
    body = (
      <>
        <p>{t('booking.cancel.windowPassed', { date: deadline })}</p>
        <div className="actions">
          <Button variant="secondary" onClick={() => setDialog('ask')} data-testid="ask-refund">
            {t('booking.cancel.askAction')}
          </Button>
        </div>
      </>
    );
  if (!body) return null;

  const submitAsk = () => {
    const r = reason.trim();
    if (r.length < 3 || r.length > 500) {
      setReasonError(t(r.length < 3 ? 'booking.cancel.reasonShort' : 'booking.cancel.reasonLong'));
      return;
    }
    setReasonError(null);
    ask.mutate(r);
  };

  return (
    <Box aria-labelledby="bc-cancel" data-testid="cancellation">
      <h2 id="bc-cancel">{t('booking.cancel.title')}</h2>
      <p>{t(`booking.cancel.policy.${c.policy}`)}</p>
      {body}
      <Modal
        open={dialog === 'cancel'}
        onClose={() => setDialog(null)}
        dismissible={!cancel.isPending}
        title={t('booking.cancel.confirmTitle')}
        description={t('booking.cancel.confirmText', { amount: f.sar(c.refundIfCanceledNow) })}
        footer={
          <>
            <Button variant="ghost" onClick={() => setDialog(null)} disabled={cancel.isPending}>
              {t('booking.cancel.keep')}
            </Button>
            <Button variant="danger" onClick={() => cancel.mutate()} loading={cancel.isPending} data-testid="confirm-cancel">
              {t('booking.cancel.confirm')}
            </Button>
          </>
        }
      >
        {cancel.error ? <FormErrorBox errors={[serverError(cancel.error)!]} /> : null}
      </Modal>
      <Modal
        open={dialog === 'ask'}
        onClose={() => setDialog(null)}
        dismissible={!ask.isPending}
        title={t('booking.cancel.askTitle')}
        description={t('booking.cancel.askText')}
        footer={
          <>
            <Button variant="ghost" onClick={() => setDialog(null)} disabled={ask.isPending}>
              {t('booking.cancel.keep')}
            </Button>
            <Button onClick={submitAsk} loading={ask.isPending} data-testid="confirm-ask-refund">
              {t('booking.cancel.askSend')}
            </Button>
          </>
        }
      >
        {ask.error ? <FormErrorBox errors={[serverError(ask.error)!]} /> : null}
        <TextArea label={t('booking.cancel.reason')} value={reason} onChange={(e) => setReason(e.target.value)} maxCount={500} required error={reasonError ?? undefined} />
      </Modal>
    </Box>
  );
}
