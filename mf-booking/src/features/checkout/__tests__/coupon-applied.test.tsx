import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@tajriba/i18n';
import type { Quote } from '@tajriba/contracts/booking';
import { CouponApplied } from '../components/coupon-applied';
import { messages } from '../../../i18n/messages';

type Coupon = NonNullable<Quote['coupon']>;
const hostCoupon: Coupon = { id: 1, code: 'WELCOME10', name: 'Welcome', type: 'percentage', value: 10 };
const reward = (name: string): Coupon => ({ id: 9, code: 'REF-7K2M9Q', name, type: 'percentage', value: 10, reward: true, maxAmount: 50 });

function renderHint(locale: 'en' | 'ar', coupon: Coupon) {
  return render(
    <I18nProvider locale={locale} messages={messages[locale]}>
      <p data-testid="hint">
        <CouponApplied coupon={coupon} />
      </p>
    </I18nProvider>,
  );
}

describe('the coupon field confirms the coupon', () => {
  it('a host coupon by the code the guest typed', () => {
    renderHint('en', hostCoupon);
    expect(screen.getByTestId('hint')).toHaveTextContent('Coupon WELCOME10 applied.');
  });

  it('the refer-a-friend reward by its name, as the breakdown names it, never its REF- code (English)', () => {
    renderHint('en', reward('Refer-a-friend reward'));
    expect(screen.getByTestId('hint')).toHaveTextContent(/^Refer-a-friend reward applied\.$/);
    expect(screen.getByTestId('hint')).not.toHaveTextContent('REF-');
  });

  it('and in Arabic', () => {
    renderHint('ar', reward('مكافأة دعوة صديق'));
    expect(screen.getByTestId('hint')).toHaveTextContent(/^تم تطبيق مكافأة دعوة صديق\.$/);
    expect(screen.getByTestId('hint')).not.toHaveTextContent('REF-');
  });
});
