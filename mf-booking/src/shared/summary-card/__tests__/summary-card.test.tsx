import { render, screen, within } from '@testing-library/react';
import { DesignSystemRoot } from '@tajriba/design-system';
import { I18nProvider } from '@tajriba/i18n';
import type { Quote } from '@tajriba/contracts/booking';
import { SummaryCard } from '../summary-card';
import { messages } from '../../../i18n/messages';

const quote: Quote = {
  experience: { id: 12, name: 'Desert camp night', imagePath: '/files/camp.jpg', finalPrice: 230, privateFinalPrice: 1500, typeId: 1 },
  bookingDate: '2026-12-05',
  timeSlot: { id: 3, time: '18:00:00', customName: null },
  adultsQTY: 2,
  childrenQTY: 1,
  isPrivateReservation: false,
  isGift: false,
  unitPrice: 230,
  guestsAmount: 690,
  transportationAmount: 0,
  addOns: [{ id: 5, qty: 2, experienceAddOn: { name: 'Dinner', totalPrice: 57.5 }, amount: 115 }],
  addOnsAmount: 115,
  coupon: { id: 1, code: 'WELCOME10', name: 'Welcome', type: 'percentage', value: 10 },
  couponAmount: 80.5,
  couponRejection: null,
  discount: { type: 'percentage', value: 5, groupSizeMin: 3, groupSizeMax: 6 },
  discountAmount: 34.5,
  totalAmount: 690,
  taxValue: 90,
  taxRate: 0.15,
  currency: 'SAR',
};

function renderCard(locale: 'en' | 'ar', q: Quote | null) {
  return render(
    <I18nProvider locale={locale} messages={messages[locale]}>
      <DesignSystemRoot mode="light" dir={locale === 'ar' ? 'rtl' : 'ltr'} toasts={false}>
        <SummaryCard quote={q} />
      </DesignSystemRoot>
    </I18nProvider>,
  );
}

const norm = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').replace(/[\u200f\u200e\u061c]/g, '').trim();

describe('SummaryCard (spec §2 booking summary card)', () => {
  it('shows every line of the server quote as it is, in English', () => {
    renderCard('en', quote);
    const card = screen.getByRole('complementary', { name: 'Booking summary' });
    expect(within(card).getByRole('heading', { name: 'Desert camp night' })).toBeInTheDocument();
    expect(norm(screen.getByTestId('summary-guests').textContent)).toMatch(/× 3 guests/);
    expect(screen.getByTestId('summary-addon')).toHaveTextContent('Dinner × 2');
    expect(screen.getByTestId('summary-coupon')).toHaveTextContent('WELCOME10');
    expect(screen.getByTestId('summary-discount')).toHaveTextContent('5%');
    expect(screen.getByTestId('summary-tax')).toHaveTextContent('15%');
    expect(screen.queryByTestId('summary-private')).toBeNull();
  });

  it('never computes: the total is the quote total even when lines would add up differently', () => {
    renderCard('en', { ...quote, totalAmount: 1234.5 });
    expect(norm(screen.getByTestId('summary-total').textContent)).toContain('1,234.50');
  });

  it('shows the private line instead of unit × guests for a private reservation, in Arabic', () => {
    renderCard('ar', { ...quote, isPrivateReservation: true, guestsAmount: 1500, unitPrice: 1500, coupon: null, couponAmount: 0, discount: null, discountAmount: 0 });
    expect(screen.getByRole('complementary', { name: messages.ar['booking.summary.title'] })).toBeInTheDocument();
    expect(screen.getByTestId('summary-private')).toHaveTextContent('حجز خاص');
    expect(screen.queryByTestId('summary-guests')).toBeNull();
    expect(screen.queryByTestId('summary-coupon')).toBeNull();
    expect(screen.getByTestId('summary-total').textContent).toMatch(/[٠-٩]/);
  });

  const reward = { ...quote, coupon: { id: 9, code: 'REF-7K2M9Q', type: 'percentage' as const, value: 10, reward: true, maxAmount: 50 } };

  it('names the refer-a-friend reward as the API does (not "Coupon …") and keeps its code, in English', () => {
    renderCard('en', { ...reward, coupon: { ...reward.coupon, name: 'Refer-a-friend reward' } });
    const line = norm(screen.getByTestId('summary-coupon').querySelector('dt')!.textContent);
    expect(line).toBe('Refer-a-friend reward (REF-7K2M9Q)');
    expect(line).not.toMatch(/Coupon/);
  });

  it('names the refer-a-friend reward in Arabic, the code kept left to right', () => {
    renderCard('ar', { ...reward, coupon: { ...reward.coupon, name: 'مكافأة دعوة صديق' } });
    const dt = screen.getByTestId('summary-coupon').querySelector('dt')!;
    expect(norm(dt.textContent)).toBe('مكافأة دعوة صديق (REF-7K2M9Q)');
    expect(dt.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    expect(norm(dt.textContent)).not.toContain(messages.ar['booking.summary.coupon'].replace(' {code}', ''));
  });

  it('reserves its place while the quote loads', () => {
    renderCard('en', null);
    expect(screen.getByTestId('summary-card')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('summary-total')).toBeNull();
  });
});
