import { PaymentStatusId } from '@tajriba/contracts';
import { cancellationTerms, refundable } from '../src/services/booking-policy';

// 10:00 in Riyadh on Friday 12 June 2026 = 07:00 UTC
const order = (over: Partial<Parameters<typeof cancellationTerms>[0]> = {}) => ({
  bookingDate: '2026-06-12',
  startTime: '10:00:00',
  cancellationPolicy: 1,
  paymentStatus: PaymentStatusId.paid,
  totalAmount: 315,
  refundedAmount: 0,
  refundReason: null,
  ...over,
});
const at = (iso: string) => new Date(iso);

describe('cancellation policy: 24 hours, 3 days, 5 days before (spec §9)', () => {
  test.each([
    [1, 'oneDay', '2026-06-11T07:00:00.000Z'],
    [2, 'threeDays', '2026-06-09T07:00:00.000Z'],
    [3, 'fiveDays', '2026-06-07T07:00:00.000Z'],
  ])('policy %i (%s): everything back until %s, then only a request to the host', (policy, name, deadline) => {
    const o = order({ cancellationPolicy: policy });
    const before = cancellationTerms(o, new Date(Date.parse(deadline) - 1000));
    expect(before).toEqual({ policy: name, freeUntil: deadline, canCancel: true, refundIfCanceledNow: 315, canAskRefund: false });
    const after = cancellationTerms(o, at(deadline));
    expect(after).toEqual({ policy: name, freeUntil: deadline, canCancel: false, refundIfCanceledNow: 0, canAskRefund: true });
  });

  test('an unknown policy is read as the strictest, five days', () => {
    expect(cancellationTerms(order({ cancellationPolicy: 9 }), at('2026-06-01T00:00:00Z'))).toMatchObject({ policy: 'fiveDays', freeUntil: '2026-06-07T07:00:00.000Z' });
  });

  test('an unpaid order can be dropped until it starts and refunds nothing; a started one cannot', () => {
    const pending = order({ paymentStatus: PaymentStatusId.pending });
    expect(cancellationTerms(pending, at('2026-06-12T06:59:59Z'))).toMatchObject({ canCancel: true, refundIfCanceledNow: 0, canAskRefund: false });
    expect(cancellationTerms(pending, at('2026-06-12T07:00:00Z')).canCancel).toBe(false);
  });

  test('one request only; refunded, partly refunded and asked orders are not cancelled by the guest', () => {
    expect(cancellationTerms(order({ refundReason: 'ill' }), at('2026-06-12T00:00:00Z')).canAskRefund).toBe(false);
    for (const s of [PaymentStatusId.askRefund, PaymentStatusId.refunded, PaymentStatusId.partiallyRefunded]) {
      expect(cancellationTerms(order({ paymentStatus: s }), at('2026-06-01T00:00:00Z'))).toMatchObject({ canCancel: false, refundIfCanceledNow: 0, canAskRefund: false });
    }
  });

  test('what is left to refund, to the halala', () => {
    expect(refundable({ totalAmount: 315, refundedAmount: 0 })).toBe(315);
    expect(refundable({ totalAmount: 100.1, refundedAmount: 33.37 })).toBe(66.73);
  });
});
