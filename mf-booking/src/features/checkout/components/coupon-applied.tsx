import { useIntl } from 'react-intl';
import type { Quote } from '@tajriba/contracts/booking';

/**
 * The coupon field's confirmation. The guest's refer-a-friend reward is a platform coupon whose
 * code (REF-…) the guest never typed: it is named as the breakdown names it, by the API's
 * localised `coupon.name` ("Refer-a-friend reward"); a host's coupon by the code the guest typed.
 */
export function CouponApplied({ coupon }: { coupon: NonNullable<Quote['coupon']> }) {
  const intl = useIntl();
  return coupon.reward
    ? intl.formatMessage({ id: 'booking.coupon.rewardApplied' }, { name: coupon.name })
    : intl.formatMessage({ id: 'booking.coupon.applied' }, { code: coupon.code });
}
