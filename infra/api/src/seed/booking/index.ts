import { PaymentStatusId, type Booking } from '@tajriba/contracts';
import type { SeedContext, SeedHook } from '../index';
import type { PaymentGateway } from '../../lib/payment-gateway';
import type { Outbox } from '../../plugins/outbox';
import { bookingRepository } from '../../repositories/booking';
import { bookingService } from '../../services/booking';
import { catalogueService } from '../../services/catalogue';
import { addDays, platformNow } from '../../services/catalogue-dates';

/**
 * Booking demo data (issue 12), so the account, reservations and host dashboard have something to
 * show: coupons on the demo host's experiences, the demo guest's saved card (the sandbox always
 * knows its token, `DEMO_CARD_TOKEN` in infra/payments-sandbox), and orders in every state for the
 * demo guest (upcoming paid with a ticket, a gift, completed, refunded) and for the demo host's
 * experiences from other guests (upcoming, refund asked, completed). Orders are placed through the
 * booking service (server prices, seat holds), then moved to their state; seeded payments have no
 * gateway payment behind them, so refunding one changes only our records. Idempotent: nothing is
 * added once the demo guest has an order.
 */
export const DEMO_CARD_TOKEN = 'token_demoguestmada00000007';

const unused = () => {
  throw new Error('the booking seed makes no gateway or e-mail calls');
};

async function seedBooking(ctx: SeedContext): Promise<void> {
  const { sql, clock, config } = ctx;
  const idOf = async (email: string) => (await sql.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]))[0]?.id ?? null;
  const guest = await idOf('guest@tajriba.sa');
  const host = await idOf('host@tajriba.sa');
  if (!guest || !host) return;
  if ((await sql.query('SELECT 1 FROM orders WHERE user_id = $1 LIMIT 1', [guest])).length) return;

  const repo = bookingRepository(sql);
  const booking = bookingService({ sql, clock, config, gateway: unused as unknown as PaymentGateway, outbox: unused as unknown as Outbox });
  const catalogue = catalogueService({ sql, clock, fees: config.fees });
  const now = clock.now();
  const today = platformNow(now).today;

  // the demo host's published experiences with a time slot, tickets first
  const exps = await sql.query<{ id: number; generateQr: boolean; slotId: number }>(
    `SELECT e.id, e.generate_qr AS "generateQr", min(s.id) AS "slotId" FROM experiences e JOIN experience_time_slots s ON s.experience_id = e.id
     WHERE e.host_id = $1 AND e.status_id = 5 AND e.capacity_max IS NOT NULL GROUP BY e.id ORDER BY e.generate_qr DESC, e.id LIMIT 4`,
    [host],
  );
  if (!exps.length) return;

  // coupons (host §3 discounts step): one use per guest, a fixed amount for a season, one expired
  const validUntil = new Date(now.getTime() + 60 * 86_400_000).toISOString();
  for (const e of exps) {
    await sql.query(
      `INSERT INTO experience_coupons (experience_id, code, name, type_id, value, max_usage_per_user, valid_until) VALUES
         ($1, 'WELCOME10', 'Welcome 10 %', 1, 10, 1, NULL),
         ($1, 'SEASON25', 'Season: 25 SAR off', 2, 25, NULL, $2),
         ($1, 'LASTYEAR', 'Last year''s offer', 1, 15, NULL, $3)
       ON CONFLICT (experience_id, code) DO NOTHING`,
      [e.id, validUntil, new Date(now.getTime() - 30 * 86_400_000).toISOString()],
    );
  }

  // the demo guest's saved card (mada, primary)
  await sql.query(
    `INSERT INTO saved_cards (user_id, gateway_token, status, brand, last_four, expiry_month, expiry_year, holder_name, label, is_primary)
     VALUES ($1, $2, 'active', 'mada', '0007', 12, 2030, 'Layla Al-Harbi', 'Personal', true) ON CONFLICT (gateway_token) DO NOTHING`,
    [guest, DEMO_CARD_TOKEN],
  );

  /** A bookable day with room for `guests`, `from` days ahead or later. */
  const dayFor = async (experienceId: number, from: number, guests: number) => {
    const days = await catalogue.availableDays(experienceId, addDays(today, from), addDays(today, from + 40), 'en');
    return days.seats.find((s) => s.guestAvailableQTY >= guests)?.date ?? null;
  };
  const paid = async (id: string, at: Date) => {
    await repo.update(id, { payment_status: PaymentStatusId.paid, paid_at: at.toISOString(), hold_expires_at: null }, at);
    await repo.issueInvoiceNumber(id, at);
  };
  /** Moves an order to a past day (its seats on the booked day go back on sale). */
  const toPast = async (id: string, daysAgo: number) => {
    const o = await repo.order(id);
    if (!o) return;
    await sql.transaction(async (tx) => {
      const r = bookingRepository(tx);
      await r.lockSeats(o.experienceId, o.bookingDate);
      await r.returnSeats(o.experienceId, o.bookingDate, o.adults + o.children, o.isPrivate);
      await r.update(id, { booking_date: addDays(today, -daysAgo), seats_held: false }, now);
    });
  };
  const place = async (userId: number, experienceId: number, slotId: number, from: number, b: Partial<Booking> = {}) => {
    const guests = (b.adultsQTY ?? 2) + (b.childrenQTY ?? 0);
    const day = await dayFor(experienceId, from, guests);
    if (!day) return null;
    return booking.createOrder(userId, { experienceId, bookingDate: day, bookingTimeSlot: slotId, adultsQTY: 2, ...b }, 'en-US').catch((err: unknown) => {
      ctx.log.warn({ err, experienceId }, 'booking seed: an order could not be placed');
      return null;
    });
  };
  const [a, b = a, c = a] = exps;
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

  // the demo guest: upcoming (with a coupon and a ticket), a gift, completed (ticket used), refunded
  const upcoming = await place(guest, a.id, a.slotId, 12, { adultsQTY: 2, childrenQTY: 1, couponCode: 'WELCOME10' });
  if (upcoming) await paid(upcoming, minutesAgo(3 * 24 * 60));
  const gift = await place(guest, b.id, b.slotId, 20, {
    adultsQTY: 1,
    isGift: true,
    recipientName: 'Noura Al-Otaibi',
    recipientEmail: 'noura.gift@example.com',
    senderName: 'Layla',
    senderEmail: 'guest@tajriba.sa',
    personalMessage: 'Happy birthday, Noura! Enjoy the day.',
  });
  if (gift) {
    await paid(gift, minutesAgo(2 * 24 * 60));
    await repo.update(gift, { gift_sent_at: minutesAgo(2 * 24 * 60).toISOString() }, now);
  }
  const completed = await place(guest, c.id, c.slotId, 3, { adultsQTY: 2 });
  if (completed) {
    await paid(completed, minutesAgo(40 * 24 * 60));
    await toPast(completed, 18);
    await repo.update(completed, { checked_in_at: minutesAgo(18 * 24 * 60).toISOString(), checked_in_by: host }, now);
  }
  const refunded = await place(guest, a.id, a.slotId, 30, { adultsQTY: 1 });
  if (refunded) {
    await paid(refunded, minutesAgo(10 * 24 * 60));
    const o = await repo.order(refunded);
    await sql.transaction(async (tx) => {
      const r = bookingRepository(tx);
      await r.lockSeats(o!.experienceId, o!.bookingDate);
      await r.returnSeats(o!.experienceId, o!.bookingDate, 1, false);
    });
    const at = minutesAgo(8 * 24 * 60).toISOString();
    await repo.update(refunded, { payment_status: PaymentStatusId.refunded, refunded_amount: o!.totalAmount, refunded_at: at, canceled_at: at, canceled_by: guest, seats_held: false, payout_status: 3 }, now);
  }

  // the demo host's bookings from other guests: upcoming, a refund asked, completed
  const others = await sql.query<{ id: number }>(
    `SELECT u.id FROM users u WHERE u.id NOT IN ($1, $2) AND NOT EXISTS (SELECT 1 FROM experiences e WHERE e.host_id = u.id) ORDER BY u.id LIMIT 3`,
    [guest, host],
  );
  const [g1, g2 = g1, g3 = g1] = others.map((o) => o.id);
  if (!g1) return;
  const hostUpcoming = await place(g1, a.id, a.slotId, 5, { adultsQTY: 3 });
  if (hostUpcoming) await paid(hostUpcoming, minutesAgo(26 * 60));
  const asked = await place(g2, b.id, b.slotId, 2, { adultsQTY: 2 });
  if (asked) {
    await paid(asked, minutesAgo(6 * 24 * 60));
    await repo.update(asked, { payment_status: PaymentStatusId.askRefund, refund_requested_at: minutesAgo(5 * 60).toISOString(), refund_reason: 'My flight was moved; I cannot come that day.' }, now);
  }
  const hostCompleted = await place(g3, c.id, c.slotId, 4, { adultsQTY: 4 });
  if (hostCompleted) {
    await paid(hostCompleted, minutesAgo(30 * 24 * 60));
    await toPast(hostCompleted, 9);
  }
}

const hook: SeedHook = { name: 'booking', order: 300, run: seedBooking };
export default hook;
