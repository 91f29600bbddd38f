import type { CouponRejection } from '@tajriba/contracts';
import type { AddOnRow, BookableExperience, CouponRow } from '../repositories/booking';
import { addOnTotalPrice, round2, type FeeConfig } from './pricing';

/**
 * What a booking costs (API README "Booking prices"). Guest-facing prices already include VAT
 * (Saudi consumer prices must), so VAT is shown as the part of the total it is:
 *   guests     = finalPrice × (adults + children)          public
 *              = privateFinalPrice (the group's price)     private
 *   transport  = transportationFees × guests when the host drives guests and it is not included
 *   add-ons    = addOn.price × (1 + VAT) × qty               (host §8: add-on tax at the same rate)
 *   reduction  = the better of the coupon and the host's group discount (public bookings only for
 *                group discounts); never more than guests + transport; a reward coupon's share is
 *                capped at its maxAmount (10 %, at most SAR 50)
 *   total      = guests + transport + add-ons − reduction
 *   VAT        = total × rate / (1 + rate)
 *   platform fee = the experience part without the service multiplier × PLATFORM_FEE_RATE
 *   payout     = total − VAT − platform fee − the service part
 */
export interface PriceInput {
  experience: BookableExperience;
  adults: number;
  children: number;
  isPrivate: boolean;
  addOns: { row: AddOnRow; qty: number }[];
  /** a host's coupon, or the guest's reward coupon (percentage with a `maxAmount` cap in SAR) */
  coupon: (Pick<CouponRow, 'typeId' | 'value'> & { maxAmount?: number | null }) | null;
}

export interface PriceResult {
  unitPrice: number;
  guestsAmount: number;
  transportationAmount: number;
  addOns: { row: AddOnRow; qty: number; unitPrice: number; amount: number }[];
  addOnsAmount: number;
  couponAmount: number;
  discount: { type: 'percentage' | 'fixed'; value: number; groupSizeMin: number; groupSizeMax: number } | null;
  discountAmount: number;
  totalAmount: number;
  vatAmount: number;
  platformFee: number;
  payoutAmount: number;
}

// a percentage in halalas first (base × percent is exact for SAR amounts): 10 % of 351.75 is 35.18,
// where (351.75 × 10) / 100 would land on 35.17499… and round down
const reductionOf = (type: 'percentage' | 'fixed', value: number, base: number) => round2(Math.min(base, type === 'percentage' ? Math.round(base * value) / 100 : value));

export function priceBooking(input: PriceInput, fees: FeeConfig): PriceResult {
  const e = input.experience;
  const guests = input.adults + input.children;
  const unitPrice = input.isPrivate ? (e.privateFinalPrice ?? 0) : e.finalPrice;
  const guestsAmount = input.isPrivate ? unitPrice : round2(unitPrice * guests);
  const transportationAmount = e.providesTransportation && !e.transportationIncluded ? round2(e.transportationFees * guests) : 0;
  const addOns = input.addOns.map(({ row, qty }) => {
    const unit = addOnTotalPrice(row.price, fees);
    return { row, qty, unitPrice: unit, amount: round2(unit * qty) };
  });
  const addOnsAmount = round2(addOns.reduce((s, a) => s + a.amount, 0));
  const base = round2(guestsAmount + transportationAmount);

  const c = input.coupon;
  const couponAmount = c ? Math.min(reductionOf(c.typeId === 1 ? 'percentage' : 'fixed', c.value, base), c.maxAmount ?? Infinity) : 0;
  const matching = input.isPrivate ? [] : e.discounts.filter((d) => guests >= d.groupSizeMin && guests <= d.groupSizeMax);
  let discount: PriceResult['discount'] = null;
  let discountAmount = 0;
  for (const d of matching) {
    const amount = reductionOf(d.type, d.value, base);
    if (amount > discountAmount) {
      discount = d;
      discountAmount = amount;
    }
  }
  // one reduction: the one worth more to the guest (a coupon never makes a booking dearer)
  const useCoupon = input.coupon !== null && couponAmount >= discountAmount;
  const reduction = useCoupon ? couponAmount : discountAmount;
  const totalAmount = round2(base + addOnsAmount - reduction);
  const vatAmount = round2((totalAmount * fees.taxRate) / (1 + fees.taxRate));
  const experiencePart = round2(base - reduction);
  const hostPart = round2(experiencePart / fees.serviceFeeMultiplier);
  const platformFee = round2(hostPart * fees.platformFeeRate);
  const servicePart = round2(experiencePart - hostPart);
  return {
    unitPrice,
    guestsAmount,
    transportationAmount,
    addOns,
    addOnsAmount,
    couponAmount: useCoupon ? couponAmount : 0,
    discount: useCoupon ? null : discount,
    discountAmount: useCoupon ? 0 : discountAmount,
    totalAmount,
    vatAmount,
    platformFee,
    payoutAmount: round2(totalAmount - vatAmount - platformFee - servicePart),
  };
}

/** Why a coupon cannot be used (null: it can). */
export function couponProblem(coupons: CouponRow[], experienceId: number, usesByUser: (c: CouponRow) => Promise<number>, now: Date): Promise<{ coupon: CouponRow | null; rejection: CouponRejection | null }> {
  return (async () => {
    if (!coupons.length) return { coupon: null, rejection: 'unknown' as const };
    const c = coupons.find((x) => x.experienceId === experienceId);
    if (!c) return { coupon: null, rejection: 'notForExperience' as const };
    if (c.validUntil && new Date(c.validUntil) <= now) return { coupon: null, rejection: 'expired' as const };
    if (c.maxUsagePerUser !== null && (await usesByUser(c)) >= c.maxUsagePerUser) return { coupon: null, rejection: 'usedUp' as const };
    return { coupon: c, rejection: null };
  })();
}
