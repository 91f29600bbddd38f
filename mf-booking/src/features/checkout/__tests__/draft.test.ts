import { bookingOf, draftFromUrl, validateGift } from '../lib/draft';

describe('checkout draft', () => {
  it('reads the Book button query and builds the Booking payload (no prices)', () => {
    const d = draftFromUrl(new URLSearchParams('experienceId=12&date=2026-12-05&slot=3&adults=2&children=1&private=true'), 12, false);
    expect(bookingOf({ ...d, addOns: { '5': 2 }, coupon: ' WELCOME10 ' })).toEqual({
      experienceId: 12,
      bookingDate: '2026-12-05',
      bookingTimeSlot: 3,
      adultsQTY: 2,
      childrenQTY: 1,
      isPrivateReservation: true,
      addOns: [{ addonId: 5, qty: 2 }],
      couponCode: 'WELCOME10',
      isGift: false,
    });
  });

  it('keeps adults ≥ 1 and children ≥ 0 whatever the URL says, and waits for a date and a slot', () => {
    const d = draftFromUrl(new URLSearchParams('adults=0&children=-3&date=tomorrow'), 12, false);
    expect([d.adults, d.children, d.date]).toEqual([1, 0, '']);
    expect(bookingOf(d)).toBeNull();
  });

  it('checks gift fields as spec §5 says: recipient name and e-mail together, names ≤ 50, message ≤ 500', () => {
    const g = { recipientName: '', recipientEmail: '', senderName: '', senderEmail: '', personalMessage: '' };
    expect(validateGift(g)).toEqual({ recipientName: 'booking.gift.error.recipientRequired', recipientEmail: 'booking.gift.error.recipientRequired' });
    expect(validateGift({ ...g, recipientName: 'Sara', recipientEmail: 'sara@example' })).toEqual({ recipientEmail: 'booking.gift.error.email' });
    expect(
      validateGift({ recipientName: 'x'.repeat(51), recipientEmail: 'sara@example.com', senderName: 'y'.repeat(51), senderEmail: 'bad', personalMessage: 'z'.repeat(501) }),
    ).toEqual({
      recipientName: 'booking.gift.error.max50',
      senderName: 'booking.gift.error.max50',
      senderEmail: 'booking.gift.error.email',
      personalMessage: 'booking.gift.error.max500',
    });
    expect(validateGift({ ...g, recipientName: 'Sara', recipientEmail: 'sara@example.com', personalMessage: 'z'.repeat(500) })).toEqual({});
  });
});
