import { useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { ApiError } from '@tajriba/api-client';
import { Button, FormErrorBox, Modal, TextField } from '@tajriba/design-system';
import { useRemote } from '@tajriba/federation';
import { useFormatters } from '@tajriba/i18n';
import type { HostBookingRow } from '@tajriba/contracts/host';
import { actions, useHostMutation } from '../../../shared/api/host-api';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[2]};
  align-items: end;
`;

const failureText = (error: unknown, fallback: string) => (error instanceof ApiError ? error.errors : error ? [fallback] : []);

/** SAR typed by the host, with a dot or an Arabic decimal comma and Arabic-Indic digits accepted. */
function parseSar(text: string): number | null {
  const ascii = text.trim().replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[٫,]/g, '.');
  if (!/^\d+(\.\d{1,2})?$/.test(ascii)) return null;
  return Number(ascii);
}

/**
 * A guest's refund request (host §7 ApproveRefund / RejectRefund): the host gives back all of what
 * is left to refund, or part of it (the amount field; the booking ends either way and the host's
 * payout shrinks in proportion, infra/api "partial refunds"), or refuses.
 */
export function RefundDecision({ b }: { b: HostBookingRow }) {
  const intl = useIntl();
  const f = useFormatters();
  const approve = useHostMutation(actions.approveRefund);
  const reject = useHostMutation(actions.rejectRefund);
  const [amount, setAmount] = useState(String(b.totalAmount));
  const [problem, setProblem] = useState<string | null>(null);
  const server = approve.error instanceof ApiError ? approve.error : null;
  const fieldId = problem ?? server?.fieldsErrors.amount?.[0];
  const fallback = intl.formatMessage({ id: 'error.somethingWentWrong' });
  // what is not about the amount field goes in the box under the buttons
  const errors = [...(server?.fieldsErrors.amount ? [] : failureText(approve.error, fallback)), ...failureText(reject.error, fallback)];
  return (
    <>
      <p>{intl.formatMessage({ id: 'host.booking.refundAsked' }, { reason: b.refundReason ?? '' })}</p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const n = parseSar(amount);
          const p = n === null || n <= 0 ? 'validation.invalidPrice' : n > b.totalAmount ? 'error.refundAboveRemaining' : null;
          setProblem(p);
          // the whole amount is sent as no amount: "approve everything" (the API's default)
          if (!p && n !== null) approve.mutate({ id: b.id, amount: n < b.totalAmount ? n : undefined });
        }}
      >
        <Row>
          <TextField
            label={intl.formatMessage({ id: 'host.booking.refundAmount' })}
            hint={intl.formatMessage({ id: 'host.booking.refundAmountHint' }, { max: f.sar(b.totalAmount) })}
            inputMode="decimal"
            dir="ltr"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={fieldId}
            data-testid="refund-amount"
          />
          <Button type="submit" loading={approve.isPending}>
            {intl.formatMessage({ id: 'host.booking.approveRefund' })}
          </Button>
          <Button type="button" variant="secondary" loading={reject.isPending} onClick={() => reject.mutate(b.id)}>
            {intl.formatMessage({ id: 'host.booking.rejectRefund' })}
          </Button>
        </Row>
      </form>
      {errors.length > 0 && <FormErrorBox errors={errors} />}
    </>
  );
}

/**
 * Cancel a paid booking as the host: the guest always gets everything back (the host, not the
 * guest, breaks the booking — a partial refund is only the answer to a guest's own request), is
 * told by the API, and the seats go back on sale.
 */
export function HostCancel({ b }: { b: HostBookingRow }) {
  const intl = useIntl();
  const f = useFormatters();
  const [open, setOpen] = useState(false);
  const cancel = useHostMutation(actions.cancel);
  return (
    <>
      <Button type="button" variant="danger" onClick={() => setOpen(true)} data-testid="host-cancel">
        {intl.formatMessage({ id: 'host.booking.cancel' })}
      </Button>
      {open && (
        <Modal
          open
          onClose={() => setOpen(false)}
          title={intl.formatMessage({ id: 'host.booking.cancelTitle' })}
          description={intl.formatMessage({ id: 'host.booking.cancelBody' }, { amount: f.sar(b.totalAmount), name: b.buyerName })}
          footer={
            <>
              <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
                {intl.formatMessage({ id: 'host.booking.keep' })}
              </Button>
              <Button type="button" variant="danger" loading={cancel.isPending} onClick={() => cancel.mutate(b.id, { onSuccess: () => setOpen(false) })}>
                {intl.formatMessage({ id: 'host.booking.cancelConfirm' })}
              </Button>
            </>
          }
        >
          {cancel.error && <FormErrorBox errors={failureText(cancel.error, intl.formatMessage({ id: 'error.somethingWentWrong' }))} />}
        </Modal>
      )}
    </>
  );
}

/** "Message the guest": the messages area opens the chat with the guest, this booking as its context (bus `chat:open-requested`). */
export function MessageGuest({ b }: { b: HostBookingRow }) {
  const intl = useIntl();
  const { bus } = useRemote();
  const orderId = Number(b.id);
  return (
    <Button
      type="button"
      variant="secondary"
      data-testid="message-guest"
      onClick={() => bus.emit('chat:open-requested', { userId: b.userId, experienceId: b.experienceId, ...(Number.isSafeInteger(orderId) && orderId > 0 ? { orderId } : {}) })}
    >
      {intl.formatMessage({ id: 'host.booking.messageGuest' }, { name: b.buyerName })}
    </Button>
  );
}
