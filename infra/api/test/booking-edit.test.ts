import { editQuoteResponseSchema, editReservationResponseSchema, guestTransactionsResponseSchema, orderResponseSchema } from '@tajriba/contracts';
import { insertRows } from '../src/repositories/catalogue-import';
import type { TestApp } from './helpers/app';
import { bookingWorld, caller, groupExperience, type BookingWorld } from './helpers/booking';
import type { CatalogueFixture } from './helpers/catalogue';
import { browserSavesCard, challenge, gatewayPayment } from './helpers/payments';

/**
 * Orders/EditQuote and Orders/Edit (issue 13, mf-account README "Reservation edit"): the guest who
 * booked changes day, time slot or guests of a paid booking; the difference is charged on a saved
 * card or refunded through the provider; seats move; cut-off and capacity hold; nobody else may.
 */
let world: BookingWorld;
let t: TestApp;
let fx: CatalogueFixture;
let exp: number;
let morning: number;
let afternoon: number;
let closedEarly: number;
let closedEarlySlot: number;
let strict: number;
let strictSlot: number;

// Monday 1 June 2026, 09:00 in Riyadh
beforeAll(async () => {
  world = await bookingWorld();
  ({ t, fx } = world);
  // 105 SAR a guest, 10 seats, 10 % off for 4 to 8 guests, free cancellation until a day before
  exp = await groupExperience(fx);
  [{ id: morning }, { id: afternoon }] = (await insertRows(
    t.database.sql,
    'experience_time_slots',
    [
      { experience_id: exp, start_time: '10:00' },
      { experience_id: exp, start_time: '15:00' },
    ],
    { returning: 'id' },
  )) as { id: number }[];
  // takes no changes in the 14 days before it starts
  closedEarly = await fx.experience({ price: 100, capacity_max: 10, cancellation_policy: 1, guest_cutoff_minutes: 14 * 24 * 60 });
  [{ id: closedEarlySlot }] = (await insertRows(t.database.sql, 'experience_time_slots', [{ experience_id: closedEarly, start_time: '10:00' }], { returning: 'id' })) as { id: number }[];
  // free cancellation only until five days before
  strict = await fx.experience({ price: 100, capacity_max: 10, cancellation_policy: 3 });
  [{ id: strictSlot }] = (await insertRows(t.database.sql, 'experience_time_slots', [{ experience_id: strict, start_time: '10:00' }], { returning: 'id' })) as { id: number }[];
}, 60_000);
afterAll(() => world.close());

const call = caller(() => t);

/** A signed-in guest with a verified saved card (primary), and a paid booking of theirs. */
async function guestWithBooking(b: Record<string, unknown>) {
  const g = await t.signedInUser();
  const tk = await browserSavesCard(world.sandbox.url, '4000000000000002');
  const added = await call('POST', '/api/Manage/AddCard', g.accessToken, { token: tk.id, cardId: 'visa', isPrimary: true });
  if (added.body.data) await challenge(added.body.data, 'approve');
  await call('POST', '/api/Manage/AddCard', g.accessToken, { token: tk.id });
  const cardId: string = (await call('GET', '/api/Manage/SavedCards', g.accessToken)).body.data[0].id;
  const cart = await call('POST', '/api/Carts/Add', g.accessToken, { experienceId: exp, bookingTimeSlot: morning, adultsQTY: 2, childrenQTY: 0, ...b });
  const orderId: string = (await call('POST', '/api/Carts/TurnToOrder', g.accessToken, { cartId: cart.body.data })).body.data;
  expect((await call('POST', `/api/Orders/Pay/${orderId}`, g.accessToken, { cardId })).body.data.paymentStatus).toBe('paid');
  return { g, orderId, cardId };
}

const seats = async (experienceId: number, day: string) =>
  (await t.database.sql.query<{ n: number }>('SELECT guests_booked AS n FROM experience_seats WHERE experience_id = $1 AND day = $2', [experienceId, day]))[0]?.n ?? 0;
const attempts = (orderId: string) =>
  t.database.sql.query<{ id: string; amount: number; status: string }>(`SELECT id::text AS id, amount_halalas AS amount, status FROM payment_attempts WHERE order_id = $1 ORDER BY created_at`, [orderId]);

describe('reservation edit', () => {
  test('only the guest who booked: a visitor gets 401, another guest and the host 404, and nothing changes', async () => {
    const { orderId } = await guestWithBooking({ bookingDate: '2026-06-20' });
    const body = { bookingDate: '2026-06-21', bookingTimeSlot: morning, adultsQTY: 2 };
    expect((await call('POST', `/api/Orders/Edit/${orderId}`, null, body)).status).toBe(401);
    const other = await t.signedInUser();
    expect((await call('POST', `/api/Orders/EditQuote/${orderId}`, other.accessToken, body)).status).toBe(404);
    expect((await call('POST', `/api/Orders/Edit/${orderId}`, other.accessToken, body)).status).toBe(404);
    const [hostToken] = await world.hostTokens();
    expect((await call('POST', `/api/Orders/Edit/${orderId}`, hostToken, body)).status).toBe(404);
    expect(await seats(exp, '2026-06-20')).toBe(2);
    expect(await seats(exp, '2026-06-21')).toBe(0);
  });

  test('more guests on another day and time: the quote says what it costs, the difference is charged on the saved card, the seats move, both are told', async () => {
    const { g, orderId } = await guestWithBooking({ bookingDate: '2026-06-15' });
    const before = orderResponseSchema.parse((await call('GET', `/api/Orders/Guest/${orderId}`, g.accessToken)).body).data;
    expect(before.edit).toEqual({ canEdit: true, until: '2026-06-15T07:00:00.000Z' });
    const change = { bookingDate: '2026-06-16', bookingTimeSlot: afternoon, adultsQTY: 2, childrenQTY: 1 };

    const quote = editQuoteResponseSchema.parse((await call('POST', `/api/Orders/EditQuote/${orderId}`, g.accessToken, change)).body).data;
    expect(quote).toMatchObject({ currentTotal: 210, totalAmount: 315, difference: 105, taxValue: 41.09, timeSlot: { time: '15:00:00' }, card: { brand: 'visa', lastFour: '0002' } });
    // a quote changes nothing
    expect(await seats(exp, '2026-06-16')).toBe(0);

    // a minute after paying, so the transactions list has an order to show
    t.clock.set(new Date(t.clock.now().getTime() + 60_000));
    const res = await call('POST', `/api/Orders/Edit/${orderId}`, g.accessToken, change);
    expect(res.status).toBe(200);
    const done = editReservationResponseSchema.parse(res.body).data;
    expect(done).toMatchObject({ charged: 105, refunded: 0, order: { bookingDate: '2026-06-16', startTime: '15:00:00', adultsQTY: 2, childrenQTY: 1, totalAmount: 315, taxValue: 41.09 } });
    expect(await seats(exp, '2026-06-15')).toBe(0);
    expect(await seats(exp, '2026-06-16')).toBe(3);
    const [first, diff] = await attempts(orderId);
    expect([first.amount, first.status, diff.amount, diff.status]).toEqual([21000, 'paid', 10500, 'paid']);
    expect((await gatewayPayment(world.sandbox.url, diff.id)).status).toBe('paid');

    // the transactions list: what was paid first, then the difference
    const tx = guestTransactionsResponseSchema.parse((await call('GET', '/api/Orders/CurrentUserTransactions?PageNumber=1&PageSize=10', g.accessToken)).body).data;
    expect(tx.map((x) => [x.kind, x.amount])).toEqual([
      ['payment', 105],
      ['payment', 210],
    ]);
    const mails = (await t.outbox(g.email)).filter((m) => m.meta.purpose === 'booking-changed');
    expect(mails).toHaveLength(1);
    expect(mails[0].body).toContain('2026-06-16 at 15:00 for 3 guests');
    expect(mails[0].body).toContain('Difference paid: SAR 105.00');
    const bell = (await call('GET', '/api/Notifications/CurrentUserList?PageNumber=1&PageSize=50', g.accessToken, undefined, 'ar')).body.data as Array<{ kind: string; content: string }>;
    expect(bell.find((n) => n.kind === 'bookingChanged')?.content).toContain('تم تعديل حجزك');
    const [hostToken] = await world.hostTokens();
    const hostBell = (await call('GET', '/api/Notifications/CurrentUserList?PageNumber=1&PageSize=50', hostToken)).body.data as Array<{ kind: string; content: string }>;
    expect(hostBell.some((n) => n.kind === 'bookingChanged' && n.content.startsWith('A guest changed'))).toBe(true);
  });

  test('fewer guests gives the difference back from the newest payments first; cancelling later refunds only what is left', async () => {
    const { g, orderId } = await guestWithBooking({ bookingDate: '2026-06-22' });
    await call('POST', `/api/Orders/Edit/${orderId}`, g.accessToken, { bookingDate: '2026-06-22', bookingTimeSlot: morning, adultsQTY: 3 });
    const down = await call('POST', `/api/Orders/Edit/${orderId}`, g.accessToken, { bookingDate: '2026-06-22', bookingTimeSlot: morning, adultsQTY: 1 });
    expect(down.status).toBe(200);
    expect(down.body.data).toMatchObject({ charged: 0, refunded: 210, order: { adultsQTY: 1, totalAmount: 105, refundedAmount: 0 } });
    expect(await seats(exp, '2026-06-22')).toBe(1);
    const [first, diff] = await attempts(orderId);
    expect((await gatewayPayment(world.sandbox.url, diff.id)).refunded).toBe(10500);
    expect((await gatewayPayment(world.sandbox.url, first.id)).refunded).toBe(10500);

    const canceled = await call('POST', `/api/Orders/Cancel/${orderId}`, g.accessToken);
    expect(canceled.body.data).toMatchObject({ orderStatus: 'refunded', refundedAmount: 105 });
    expect((await gatewayPayment(world.sandbox.url, first.id)).status).toBe('refunded');
    expect(await seats(exp, '2026-06-22')).toBe(0);
  });

  test('nothing changed, over capacity, a closed day, a full day: refused with the field, the booking as it was', async () => {
    const { g, orderId } = await guestWithBooking({ bookingDate: '2026-06-23' });
    const edit = (b: Record<string, unknown>, lang = 'en-US') => call('POST', `/api/Orders/Edit/${orderId}`, g.accessToken, { bookingDate: '2026-06-23', bookingTimeSlot: morning, adultsQTY: 2, ...b }, lang);
    expect((await edit({})).status).toBe(400);
    const over = await edit({ adultsQTY: 11 });
    expect([over.status, over.body.fieldsErrors]).toEqual([400, { adultsQTY: ['error.guestsOutsideCapacity'] }]);
    const past = await edit({ bookingDate: '2026-05-30' });
    expect(past.body.fieldsErrors).toEqual({ bookingDate: ['error.dateUnavailable'] });
    const slotElsewhere = await edit({ bookingTimeSlot: closedEarlySlot });
    expect(slotElsewhere.body.fieldsErrors).toEqual({ bookingTimeSlot: ['error.timeSlotUnavailable'] });
    // another guest takes 9 of the 10 seats on the 24th: 2 do not fit, and the 23rd keeps its seats
    const other = await guestWithBooking({ bookingDate: '2026-06-24', adultsQTY: 8, childrenQTY: 1 });
    expect(other.orderId).toBeTruthy();
    const full = await edit({ bookingDate: '2026-06-24' }, 'ar');
    expect(full.status).toBe(409);
    expect(full.body.fieldsErrors).toEqual({ bookingDate: ['error.soldOut'] });
    expect(await seats(exp, '2026-06-23')).toBe(2);
    expect(await seats(exp, '2026-06-24')).toBe(9);
    // the guest's own seats count as free for them: 2 more on a day where only theirs are taken
    expect((await edit({ adultsQTY: 4 })).body.data.order).toMatchObject({ adultsQTY: 4, totalAmount: 378 });
    expect(await seats(exp, '2026-06-23')).toBe(4);
  });

  test("inside the experience's cut-off: refused in the reader's language, and the booking says it cannot be changed", async () => {
    const { g, orderId } = await guestWithBooking({ experienceId: closedEarly, bookingDate: '2026-06-10', bookingTimeSlot: closedEarlySlot, adultsQTY: 1 });
    expect((await call('GET', `/api/Orders/Guest/${orderId}`, g.accessToken)).body.data.edit.canEdit).toBe(false);
    const res = await call('POST', `/api/Orders/Edit/${orderId}`, g.accessToken, { bookingDate: '2026-06-10', bookingTimeSlot: closedEarlySlot, adultsQTY: 2 }, 'ar');
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual(['انتهت مهلة التعديل: لا تقبل هذه التجربة تعديلات في هذا الوقت القريب من موعدها.']);
  });

  test('after the free cancellation period a booking may grow but not shrink; a cancelled one is not edited', async () => {
    const { g, orderId } = await guestWithBooking({ experienceId: strict, bookingTimeSlot: strictSlot, bookingDate: '2026-06-04', adultsQTY: 2 });
    const edit = (adultsQTY: number) => call('POST', `/api/Orders/Edit/${orderId}`, g.accessToken, { bookingDate: '2026-06-04', bookingTimeSlot: strictSlot, adultsQTY });
    const fewer = await edit(1);
    expect([fewer.status, fewer.body.fieldsErrors]).toEqual([409, { adultsQTY: ['error.editRefundWindowPassed'] }]);
    expect((await edit(3)).body.data).toMatchObject({ charged: 105, order: { adultsQTY: 3 } });

    const { g: g2, orderId: gone } = await guestWithBooking({ bookingDate: '2026-06-26' });
    await call('POST', `/api/Orders/Cancel/${gone}`, g2.accessToken);
    const res = await call('POST', `/api/Orders/Edit/${gone}`, g2.accessToken, { bookingDate: '2026-06-27', bookingTimeSlot: morning, adultsQTY: 2 });
    expect(res.status).toBe(409);
    expect((await call('GET', `/api/Orders/Guest/${gone}`, g2.accessToken)).body.data.edit.canEdit).toBe(false);
  });
});
