import { PaymentStatusId } from '@tajriba/contracts';
import { PLATFORM_UTC_OFFSET_MINUTES } from './catalogue-dates';

/**
 * The cancellation policy of an order (spec: 24 hours, 3 days or 5 days before; policy ids 1, 2, 3).
 * Cancelling before the policy's deadline refunds everything through the provider; after it, and
 * until the experience starts, the guest can only ask the host, who approves all of it, part of it
 * (`ApproveRefund` with an amount: partiallyRefunded) or nothing. The spec gives no sliding scale
 * between "everything" and "the host decides", so there is none here.
 */
export const POLICY_DAYS: Record<number, number> = { 1: 1, 2: 3, 3: 5 };
const POLICY_NAMES = { 1: 'oneDay', 2: 'threeDays', 3: 'fiveDays' } as const;
const UNPAID = [PaymentStatusId.pending, PaymentStatusId.payInitiated, PaymentStatusId.failedPayment] as number[];

/** The instant an order's experience starts (calendar day + slot time in Riyadh). */
export function startsAt(day: string, time: string): Date {
  return new Date(Date.parse(`${day}T${time.slice(0, 8)}Z`) - PLATFORM_UTC_OFFSET_MINUTES * 60_000);
}

export interface PolicyOrder {
  bookingDate: string;
  startTime: string;
  cancellationPolicy: number;
  paymentStatus: number;
  totalAmount: number;
  refundedAmount: number;
  refundReason: string | null;
}

export function cancellationTerms(o: PolicyOrder, now: Date) {
  const start = startsAt(o.bookingDate, o.startTime);
  // an unknown policy id falls back to the strictest (five days), never to a laxer one
  const freeUntil = new Date(start.getTime() - (POLICY_DAYS[o.cancellationPolicy] ?? 5) * 86_400_000);
  const paid = o.paymentStatus === PaymentStatusId.paid;
  const unpaid = UNPAID.includes(o.paymentStatus);
  const beforeStart = now < start;
  const free = paid && now < freeUntil;
  return {
    policy: POLICY_NAMES[o.cancellationPolicy as 1] ?? 'fiveDays',
    freeUntil: freeUntil.toISOString(),
    canCancel: beforeStart && (unpaid || free),
    refundIfCanceledNow: free ? refundable(o) : 0,
    // after the experience too: a host who did not show up is asked the same way
    canAskRefund: paid && now >= freeUntil && !o.refundReason,
  };
}

/** What can still go back to the guest (in SAR, to the halala). */
export const refundable = (o: Pick<PolicyOrder, 'totalAmount' | 'refundedAmount'>) => Math.round((o.totalAmount - o.refundedAmount) * 100) / 100;
