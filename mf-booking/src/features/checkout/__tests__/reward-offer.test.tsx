import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createFakeApi, ok } from '@tajriba/api-client/testing';
import type { RewardCoupon } from '@tajriba/contracts/booking';
import { renderRemote } from '@tajriba/testing';
import { messages as base } from '../../../i18n/messages';
import RewardOffer from '../reward-offer/reward-offer';

// the offer brings its own strings: the remote's catalogue alone, as the checkout has it
const messages = base;
const coupon = (over: Partial<RewardCoupon> = {}): RewardCoupon => ({
  id: 1,
  code: 'REF-7K2Q9MXA',
  percent: 10,
  maxAmount: 50,
  currency: 'SAR',
  validUntil: '2026-08-30T06:00:00Z',
  createdAt: '2026-06-01T06:00:00Z',
  reason: 'friend',
  otherName: 'Majed',
  status: 'available',
  orderId: null,
  ...over,
});

const show = (items: RewardCoupon[], applied = '', locale: 'en' | 'ar' = 'en') => {
  const applies: string[] = [];
  const api = createFakeApi({ 'GET /api/Manage/RewardCoupons': ok({ items }) });
  const view = renderRemote(<RewardOffer applied={applied} onApply={(c) => applies.push(c)} />, { name: 'mf-booking', messages, locale, api, user: true });
  return { applies, api, view };
};

describe('RewardOffer', () => {
  it('offers the guest’s usable reward with its terms and applies its code', async () => {
    const { applies } = show([coupon({ id: 2, code: 'REF-USEDUSED', status: 'used' }), coupon()]);
    const offer = await screen.findByTestId('reward-offer');
    expect(offer).toHaveTextContent('You have a refer-a-friend reward: 10% off this booking, up to SAR 50.00 (use it by Aug 30, 2026).');
    fireEvent.click(screen.getByTestId('reward-apply'));
    expect(applies).toEqual(['REF-7K2Q9MXA']);
  });

  it('Arabic: Arabic-Indic digits and the riyal amount in Arabic', async () => {
    show([coupon()], '', 'ar');
    const offer = await screen.findByTestId('reward-offer');
    expect(offer).toHaveTextContent('لديك مكافأة دعوة صديق');
    expect(offer.textContent).toMatch(/[٠-٩]/);
    expect(offer.textContent).not.toMatch(/[0-9]/);
  });

  it('shows nothing while the reward is applied, or without a usable reward', async () => {
    const applied = show([coupon()], 'ref-7k2q9mxa');
    await waitFor(() => expect(applied.api.calls).toHaveLength(1));
    expect(screen.queryByTestId('reward-offer')).not.toBeInTheDocument();
    applied.view.unmount();
    const none = show([coupon({ status: 'expired' })]);
    await waitFor(() => expect(none.api.calls).toHaveLength(1));
    expect(screen.queryByTestId('reward-offer')).not.toBeInTheDocument();
  });
});
