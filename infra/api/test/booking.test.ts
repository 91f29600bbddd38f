import { orderResponseSchema, quoteResponseSchema, RoleId } from '@tajriba/contracts';
import { insertRows } from '../src/repositories/catalogue-import';
import { decodeZatcaQr } from '../src/services/zatca';
import type { TestApp } from './helpers/app';
import { bookingWorld, caller, groupExperience, type BookingWorld } from './helpers/booking';
import type { CatalogueFixture } from './helpers/catalogue';
import { browserPays, browserSavesCard, challenge, gatewayPayment, SANDBOX_WEBHOOK_SECRET } from './helpers/payments';

let world: BookingWorld;
let t: TestApp;
let fx: CatalogueFixture;
let hostToken: string;
let otherHostToken: string;
let exp: number;
let slot: number;
let privateExp: number;
let privateSlot: number;
let addOn: number;

// Monday 1 June 2026, 09:00 in Riyadh; bookings on Monday 15 June (outside every cancellation window's end)
const DAY = '2026-06-15';

beforeAll(async () => {
  world = await bookingWorld();
  ({ t, fx } = world);
  // 100 SAR host price → 105 SAR per guest; 10 seats; 10 % off for groups of 4 to 8
  exp = await groupExperience(fx);
  privateExp = await fx.experience({ price: 80, capacity_max: 6, private_enabled: true, private_price: 400, private_capacity_min: 2, private_capacity_max: 6 });
  [{ id: slot }] = (await insertRows(t.database.sql, 'experience_time_slots', [{ experience_id: exp, start_time: '10:00' }], { returning: 'id' })) as { id: number }[];
  [{ id: privateSlot }] = (await insertRows(t.database.sql, 'experience_time_slots', [{ experience_id: privateExp, start_time: '16:00' }], { returning: 'id' })) as { id: number }[];
  [{ id: addOn }] = (await insertRows(
    t.database.sql,
    'experience_add_ons',
    [{ experience_id: privateExp, name_en: 'Photos', name_ar: 'صور', description_en: 'Prints', description_ar: 'مطبوعة', qty: 5, price: 20 }],
    { returning: 'id' },
  )) as { id: number }[];
  await insertRows(t.database.sql, 'experience_coupons', [
    { experience_id: privateExp, code: 'WELCOME10', name: 'Welcome', type_id: 1, value: 10, max_usage_per_user: 1, valid_until: null },
    { experience_id: privateExp, code: 'OLD', name: 'Old', type_id: 2, value: 50, max_usage_per_user: null, valid_until: '2026-05-01T00:00:00Z' },
    { experience_id: exp, code: 'ELSEWHERE', name: 'Elsewhere', type_id: 2, value: 5, max_usage_per_user: null, valid_until: null },
  ]);
}, 60_000);
// a test may move the clock past the 15-minute access tokens
beforeEach(async () => {
  [hostToken, otherHostToken] = await world.hostTokens();
});
afterAll(() => world.close());

const call = caller(() => t);
const booking = (over: Record<string, unknown> = {}) => ({ experienceId: exp, bookingDate: DAY, bookingTimeSlot: slot, adultsQTY: 2, childrenQTY: 0, ...over });
const privateBooking = (over: Record<string, unknown> = {}) =>
  booking({ experienceId: privateExp, bookingTimeSlot: privateSlot, isPrivateReservation: true, adultsQTY: 3, addOns: [{ addonId: addOn, qty: 2 }], ...over });

/** Cart → order (seats held). */
async function order(token: string, b: Record<string, unknown>) {
  const add = await call('POST', '/api/Carts/Add', token, b);
  expect(add.status).toBe(200);
  return call('POST', '/api/Carts/TurnToOrder', token, { cartId: add.body.data });
}
/** Pays an order with a new card through the sandbox, as the browser would, then the return page confirms. */
async function payWithNewCard(token: string, orderId: string, number: string, decision: 'approve' | 'fail' = 'approve', saveCard = false) {
  const session = (await call('POST', `/api/Orders/PaymentSession/${orderId}`, token, { saveCard })).body.data;
  const p = await browserPays(session, number);
  if (p.source.transaction_url) await challenge(p.source.transaction_url, decision);
  return call('POST', '/api/Orders/UpdatePaymentStatus', token, { paymentId: session.paymentId });
}

describe('quote: prices always computed by the server', () => {
  test('public: unit × guests, group discount, VAT included', async () => {
    const g = await t.signedInUser();
    const two = quoteResponseSchema.parse((await call('POST', '/api/Carts/Quote', g.accessToken, booking())).body).data;
    expect(two).toMatchObject({ unitPrice: 105, guestsAmount: 210, discountAmount: 0, totalAmount: 210, taxValue: 27.39, currency: 'SAR' });
    const five = (await call('POST', '/api/Carts/Quote', g.accessToken, booking({ adultsQTY: 3, childrenQTY: 2 }))).body.data;
    expect(five).toMatchObject({ guestsAmount: 525, discount: { type: 'percentage', value: 10 }, discountAmount: 52.5, totalAmount: 472.5 });
  });

  test('private: the group price, add-ons with quantities, a coupon; refused coupons say why', async () => {
    const g = await t.signedInUser();
    const q = (await call('POST', '/api/Carts/Quote', g.accessToken, privateBooking({ couponCode: 'welcome10' }))).body.data;
    // 400 × 1.05 = 420; add-on 20 × 1.15 = 23 × 2 = 46; coupon 10 % of 420 = 42
    expect(q).toMatchObject({ unitPrice: 420, guestsAmount: 420, addOnsAmount: 46, couponAmount: 42, totalAmount: 424, coupon: { code: 'WELCOME10' }, couponRejection: null });
    const reason = async (code: string) => (await call('POST', '/api/Carts/Quote', g.accessToken, privateBooking({ couponCode: code }))).body.data.couponRejection;
    expect(await reason('NOPE')).toBe('unknown');
    expect(await reason('OLD')).toBe('expired');
    expect(await reason('ELSEWHERE')).toBe('notForExperience');
  });

  test('bad input: over capacity, private not offered, unknown slot, add-on over stock, gift without recipient e-mail', async () => {
    const g = await t.signedInUser();
    const q = (b: Record<string, unknown>) => call('POST', '/api/Carts/Quote', g.accessToken, b, 'ar');
    const over = await q(booking({ adultsQTY: 11 }));
    expect(over.status).toBe(400);
    expect(over.body.fieldsErrors.adultsQTY).toEqual(['error.guestsOutsideCapacity']);
    expect((await q(booking({ isPrivateReservation: true }))).body.fieldsErrors.isPrivateReservation).toEqual(['error.privateNotOffered']);
    expect((await q(booking({ bookingTimeSlot: privateSlot }))).body.fieldsErrors.bookingTimeSlot).toEqual(['error.timeSlotUnavailable']);
    expect((await q(privateBooking({ addOns: [{ addonId: addOn, qty: 6 }] }))).body.fieldsErrors['addOns.0.qty']).toEqual(['error.addOnUnavailable']);
    // the gift page is priced before the recipient is typed; the order needs the name and the e-mail together
    expect((await q(booking({ isGift: true }))).status).toBe(200);
    expect((await q(booking({ isGift: true, recipientName: 'Noura' }))).status).toBe(200);
    const cart = (await call('POST', '/api/Carts/Add', g.accessToken, booking({ isGift: true, recipientName: 'Noura' }))).body.data;
    const gift = await call('POST', '/api/Carts/TurnToOrder', g.accessToken, { cartId: cart }, 'ar');
    expect(gift.body.fieldsErrors.recipientEmail).toEqual(['error.giftRecipientIncomplete']);
    expect(gift.body.errors[0]).toMatch(/[\u0600-\u06ff]/);
    expect((await call('POST', '/api/Carts/Quote', null, booking())).status).toBe(401);
  });
});

describe('carts', () => {
  test('add, count, list with the price, edit, delete; only one\'s own', async () => {
    const g = await t.signedInUser();
    const other = await t.signedInUser();
    const id = (await call('POST', '/api/Carts/Add', g.accessToken, booking())).body.data;
    expect((await call('GET', '/api/Carts/CurrentUserCount', g.accessToken)).body.data).toBe(1);
    const list = (await call('GET', '/api/Carts/CurrentUserList', g.accessToken)).body.data;
    expect(list[0]).toMatchObject({ id, quote: { totalAmount: 210 } });
    expect((await call('PUT', `/api/Carts/Edit/${id}`, other.accessToken, booking())).status).toBe(404);
    expect((await call('PUT', `/api/Carts/Edit/${id}`, g.accessToken, booking({ adultsQTY: 1 }))).status).toBe(200);
    expect((await call('DELETE', `/api/Carts/${id}`, other.accessToken)).status).toBe(404);
    expect((await call('DELETE', `/api/Carts/${id}`, g.accessToken)).status).toBe(200);
    expect((await call('GET', '/api/Carts/CurrentUserCount', g.accessToken)).body.data).toBe(0);
  });
});

describe('paying', () => {
  test('new card with 3-D Secure: paid once, one e-mail, one invoice, whatever arrives how often; the invoice QR decodes', async () => {
    const g = await t.signedInUser();
    const made = await order(g.accessToken, booking());
    expect(made.status).toBe(200);
    const orderId = made.body.data as string;
    const pending = orderResponseSchema.parse((await call('GET', `/api/Orders/${orderId}`, g.accessToken)).body).data;
    expect(pending).toMatchObject({ paymentStatus: { name: 'pending' }, orderStatus: 'pending', totalAmount: 210 });
    expect(pending.holdExpiresAt).not.toBeNull();

    const session = (await call('POST', `/api/Orders/PaymentSession/${orderId}`, g.accessToken, {})).body.data;
    expect(session).toMatchObject({ amount: 21000, currency: 'SAR', metadata: { orderId } });
    const p = await browserPays(session, '4111111111111111');
    expect(p.status).toBe('initiated');
    const back = await challenge(p.source.transaction_url as string, 'approve');
    expect(back.searchParams.get('id')).toBe(session.paymentId);
    // the webhook five times and the return page, in any order
    const event = { id: 'evt', type: 'payment_paid', secret_token: SANDBOX_WEBHOOK_SECRET, data: { id: session.paymentId } };
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => call('POST', '/api/Payments/Webhook', null, event)),
      call('POST', '/api/Orders/UpdatePaymentStatus', g.accessToken, { paymentId: session.paymentId }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(results[5].body.data).toMatchObject({ orderId, paymentStatus: 'paid' });
    const mails = (await t.outbox(g.email)).filter((m: { meta: { purpose?: string } }) => m.meta.purpose === 'booking-confirmed');
    expect(mails).toHaveLength(1);
    const paid = (await call('GET', `/api/Orders/${orderId}`, g.accessToken)).body.data;
    expect(paid).toMatchObject({ paymentStatus: { name: 'paid' }, orderStatus: 'upcoming', holdExpiresAt: null });
    expect(paid.invoiceNumber).toMatch(/^INV-\d+$/);

    const inv = (await call('GET', `/api/Orders/Invoice/${orderId}`, g.accessToken, undefined, 'ar')).body.data;
    expect(inv).toMatchObject({ invoiceNumber: paid.invoiceNumber, vatRate: 0.15, vatAmount: 27.39, totalWithVat: 210, totalExcludingVat: 182.61 });
    expect(inv.seller.name).toMatch(/[\u0600-\u06ff]/);
    const tlv = decodeZatcaQr(inv.qr);
    expect(tlv).toEqual({ 1: t.config.seller.nameAr, 2: t.config.seller.vatNumber, 3: paid.paidAt ? expect.any(String) : '', 4: '210.00', 5: '27.39' });
    expect(tlv[2]).toMatch(/^3\d{13}3$/);
    // a forged webhook changes nothing
    expect((await call('POST', '/api/Payments/Webhook', null, { ...event, secret_token: 'guess' })).status).toBe(401);
  });

  test('a declined card keeps the order pending with the reason; another card then pays it', async () => {
    const g = await t.signedInUser();
    const orderId = (await order(g.accessToken, booking({ adultsQTY: 1 }))).body.data;
    const declined = await payWithNewCard(g.accessToken, orderId, '4000000000009953');
    expect(declined.body.data).toMatchObject({ paymentStatus: 'failedPayment', message: 'The card was declined: insufficient funds.' });
    const failed3ds = await payWithNewCard(g.accessToken, orderId, '4111111111111111', 'fail');
    expect(failed3ds.body.data.paymentStatus).toBe('failedPayment');
    const ok = await payWithNewCard(g.accessToken, orderId, '5421080000000002');
    expect(ok.body.data.paymentStatus).toBe('paid');
    // paying a paid order is refused: nothing is charged twice
    expect((await call('POST', `/api/Orders/PaymentSession/${orderId}`, g.accessToken, {})).status).toBe(409);
  });

  test('saved card: AddCard returns the verification address, then saves; a private booking with add-ons and a coupon is paid with it', async () => {
    const g = await t.signedInUser();
    const tk = await browserSavesCard(world.sandbox.url, '4464040000000007');
    const first = await call('POST', '/api/Manage/AddCard', g.accessToken, { token: tk.id, cardId: 'mada', isPrimary: true });
    expect(first.body.data).toBe(tk.verification_url);
    await challenge(tk.verification_url, 'approve');
    expect((await call('POST', '/api/Manage/AddCard', g.accessToken, { token: tk.id })).body.data).toBeNull();
    const cards = (await call('GET', '/api/Manage/SavedCards', g.accessToken)).body.data;
    expect(cards).toEqual([expect.objectContaining({ cardNumber: 'XXXX-XXXX-XXXX-0007', brand: 'mada', isPrimary: true, cardId: 'mada' })]);
    expect(JSON.stringify(cards)).not.toContain('4464040000000007');
    expect((await call('PUT', `/api/Manage/UpdateCardPrimary/${cards[0].id}`, g.accessToken)).status).toBe(409);

    const orderId = (await order(g.accessToken, privateBooking({ couponCode: 'WELCOME10' }))).body.data;
    const paid = await call('POST', `/api/Orders/Pay/${orderId}`, g.accessToken, { cardId: cards[0].id });
    expect(paid.body.data).toMatchObject({ paymentStatus: 'paid', transactionUrl: null });
    const o = (await call('GET', `/api/Orders/${orderId}`, g.accessToken)).body.data;
    expect(o).toMatchObject({ totalAmount: 424, couponCode: 'WELCOME10', isPrivateReservation: true, addOns: [{ id: addOn, qty: 2, amount: 46 }] });
    // the coupon allows one use per guest
    const again = await call('POST', '/api/Carts/Quote', g.accessToken, privateBooking({ bookingDate: '2026-06-16', couponCode: 'WELCOME10' }));
    expect(again.body.data.couponRejection).toBe('usedUp');
    // someone else's card cannot be used
    const other = await t.signedInUser();
    const otherOrder = (await order(other.accessToken, booking({ adultsQTY: 1 }))).body.data;
    expect((await call('POST', `/api/Orders/Pay/${otherOrder}`, other.accessToken, { cardId: cards[0].id })).status).toBe(400);
    expect((await call('DELETE', `/api/Manage/RemoveCard/${cards[0].id}`, other.accessToken)).status).toBe(404);
    expect((await call('DELETE', `/api/Manage/RemoveCard/${cards[0].id}`, g.accessToken)).status).toBe(200);
  });

  test('a gift: the recipient gets an e-mail with the experience, the date and the message', async () => {
    const g = await t.signedInUser();
    const orderId = (
      await order(
        g.accessToken,
        booking({ adultsQTY: 1, isGift: true, recipientName: 'Noura', recipientEmail: 'noura.gift@example.com', senderName: 'Layla', senderEmail: g.email, personalMessage: 'Happy birthday!' }),
      )
    ).body.data;
    expect((await payWithNewCard(g.accessToken, orderId, '4000000000000002')).body.data.paymentStatus).toBe('paid');
    const [mail] = await t.outbox('noura.gift@example.com');
    expect(mail.subject).toContain('Layla');
    expect(mail.body).toContain(DAY);
    expect(mail.body).toContain('Happy birthday!');
  });
});

describe('seats never oversell', () => {
  test('parallel orders for the last 3 seats: exactly 3 succeed, the rest are sold out with nearby dates', async () => {
    const day = '2026-06-22';
    await insertRows(t.database.sql, 'experience_seats', [{ experience_id: exp, day, guests_booked: 7, private_booked: false }]);
    const guests = await Promise.all(Array.from({ length: 12 }, () => t.signedInUser()));
    const results = await Promise.all(guests.map((g) => order(g.accessToken, booking({ bookingDate: day, adultsQTY: 1 }))));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.every((r) => r.status === 409 && r.body.fieldsErrors.bookingDate[0] === 'error.soldOut')).toBe(true);
    expect(refused[0].body.data.alternatives.length).toBeGreaterThan(0);
    const [row] = await t.database.sql.query<{ n: number }>('SELECT guests_booked AS n FROM experience_seats WHERE experience_id = $1 AND day = $2', [exp, day]);
    expect(row.n).toBe(10);
  });

  test('private: one group per day', async () => {
    const day = '2026-06-23';
    const guests = await Promise.all(Array.from({ length: 6 }, () => t.signedInUser()));
    const results = await Promise.all(guests.map((g) => order(g.accessToken, privateBooking({ bookingDate: day, addOns: [] }))));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  });

  test('an unpaid hold expires and the seats return to sale; paying it later finds them gone', async () => {
    const day = '2026-06-24';
    await insertRows(t.database.sql, 'experience_seats', [{ experience_id: exp, day, guests_booked: 8, private_booked: false }]);
    const a = await t.signedInUser();
    const b = await t.signedInUser();
    const slow = (await order(a.accessToken, booking({ bookingDate: day }))).body.data;
    const full = await call('POST', '/api/Carts/Quote', b.accessToken, booking({ bookingDate: day, adultsQTY: 1 }));
    expect(full.status).toBe(409);
    expect(full.body.data.alternatives.length).toBeGreaterThan(0);
    t.clock.advance(16 * 60_000);
    // access tokens live 15 minutes: both sign in again
    const [aToken, bToken] = [(await t.signIn(a.email, a.password)).accessToken, (await t.signIn(b.email, b.password)).accessToken];
    expect((await order(bToken, booking({ bookingDate: day }))).status).toBe(200);
    expect((await call('GET', `/api/Orders/${slow}`, aToken)).body.data.paymentStatus.name).toBe('canceled');
    expect((await call('POST', `/api/Orders/PaymentSession/${slow}`, aToken, {})).status).toBe(409);
  });
});

describe('cancel and refund', () => {
  test('cancel inside the free window refunds through the provider and returns the seats', async () => {
    const g = await t.signedInUser();
    const day = '2026-06-25';
    const orderId = (await order(g.accessToken, booking({ bookingDate: day, adultsQTY: 4 }))).body.data;
    const paid = await payWithNewCard(g.accessToken, orderId, '4000000000000002');
    expect(paid.body.data.paymentStatus).toBe('paid');
    const before = (await call('GET', `/api/Orders/${orderId}`, g.accessToken)).body.data;
    expect(before.cancellation).toMatchObject({ canCancel: true, refundIfCanceledNow: 378, policy: 'oneDay' });
    const canceled = await call('POST', `/api/Orders/Cancel/${orderId}`, g.accessToken);
    expect(canceled.body.data).toMatchObject({ paymentStatus: { name: 'refunded' }, orderStatus: 'refunded', refundedAmount: 378 });
    const attempt = await t.database.sql.query<{ id: string }>(`SELECT id::text AS id FROM payment_attempts WHERE order_id = $1 AND status = 'refunded'`, [orderId]);
    expect((await gatewayPayment(world.sandbox.url, attempt[0].id)).status).toBe('refunded');
    const [seat] = await t.database.sql.query<{ n: number }>('SELECT guests_booked AS n FROM experience_seats WHERE experience_id = $1 AND day = $2', [exp, day]);
    expect(seat.n).toBe(0);
    // a second cancel changes nothing and refunds nothing more
    expect((await call('POST', `/api/Orders/Cancel/${orderId}`, g.accessToken)).status).toBe(409);
  });

  test('outside the window: cancel is refused, the guest asks, the host approves (or rejects)', async () => {
    const g = await t.signedInUser();
    const orderId = (await order(g.accessToken, booking({ bookingDate: '2026-06-01', adultsQTY: 1 }))).body.data;
    expect((await payWithNewCard(g.accessToken, orderId, '4000000000000002')).body.data.paymentStatus).toBe('paid');
    const refused = await call('POST', `/api/Orders/Cancel/${orderId}`, g.accessToken);
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0]).toContain('free cancellation');
    expect((await call('POST', `/api/Orders/AskRefund/${orderId}`, g.accessToken, { reason: 'I am ill' })).body.data.paymentStatus.name).toBe('askRefund');
    expect((await call('POST', `/api/Orders/ApproveRefund/${orderId}`, otherHostToken)).status).toBe(404);
    expect((await call('POST', `/api/Orders/ApproveRefund/${orderId}`, g.accessToken)).status).toBe(404);
    const approved = await call('POST', `/api/Orders/ApproveRefund/${orderId}`, hostToken);
    expect(approved.body).toMatchObject({ data: { status: { name: 'refunded' } } });
  });

  test('a partial refund: the host gives back part of a late request once; the booking ends and its seats return', async () => {
    const g = await t.signedInUser();
    const orderId = (await order(g.accessToken, booking({ bookingDate: '2026-06-01', adultsQTY: 2 }))).body.data;
    expect((await payWithNewCard(g.accessToken, orderId, '4000000000000002')).body.data.paymentStatus).toBe('paid');
    expect((await call('POST', `/api/Orders/AskRefund/${orderId}`, g.accessToken, { reason: 'Flight moved' })).status).toBe(200);
    const [{ payout }] = await t.database.sql.query<{ payout: number }>('SELECT payout_amount::float8 AS payout FROM orders WHERE id = $1', [orderId]);
    // bounds: more than the 210 SAR paid, nothing, a fraction of a halala
    const over = await call('POST', `/api/Orders/ApproveRefund/${orderId}`, hostToken, { amount: 210.01 });
    expect(over.status).toBe(400);
    expect(over.body.fieldsErrors.amount).toEqual(['error.refundAboveRemaining']);
    expect(over.body.errors[0]).toContain('left to refund');
    for (const amount of [0, -5, 10.001]) expect((await call('POST', `/api/Orders/ApproveRefund/${orderId}`, hostToken, { amount })).status).toBe(400);
    expect((await call('POST', `/api/Orders/ApproveRefund/${orderId}`, otherHostToken, { amount: 100 })).status).toBe(404);

    const seats = async () => (await t.database.sql.query<{ n: number }>('SELECT guests_booked AS n FROM experience_seats WHERE experience_id = $1 AND day = $2', [exp, '2026-06-01']))[0].n;
    const held = await seats();
    const approved = await call('POST', `/api/Orders/ApproveRefund/${orderId}`, hostToken, { amount: 105 });
    expect(approved.status).toBe(200);
    expect(await seats()).toBe(held - 2);
    expect(approved.body.data.status.name).toBe('partiallyRefunded');
    const guestView = (await call('GET', `/api/Orders/${orderId}`, g.accessToken)).body.data;
    expect(guestView).toMatchObject({ paymentStatus: { name: 'partiallyRefunded' }, orderStatus: 'refunded', refundedAmount: 105, ticket: null });
    expect(guestView.cancellation).toMatchObject({ canCancel: false, canAskRefund: false, refundIfCanceledNow: 0 });
    // at the gateway: 105 of 210 SAR back, the payment still "paid" for the rest
    const [attempt] = await t.database.sql.query<{ id: string }>(`SELECT id::text AS id FROM payment_attempts WHERE order_id = $1 AND status = 'paid'`, [orderId]);
    expect(await gatewayPayment(world.sandbox.url, attempt.id)).toMatchObject({ status: 'paid', refunded: 10500 });
    const [row] = await t.database.sql.query<{ payout: number; refunds: number }>(
      'SELECT payout_amount::float8 AS payout, (SELECT count(*)::int FROM refunds WHERE order_id = o.id) AS refunds FROM orders o WHERE id = $1',
      [orderId],
    );
    expect(row).toEqual({ payout: Math.round(payout * 0.5 * 100) / 100, refunds: 1 });
    // a second decision refunds nothing more
    expect((await call('POST', `/api/Orders/ApproveRefund/${orderId}`, hostToken, { amount: 105 })).status).toBe(409);
    expect((await gatewayPayment(world.sandbox.url, attempt.id)).refunded).toBe(10500);
  });
});

describe('notifications: booked, cancelled, refunded reach the guest and the host', () => {
  /** The caller's notifications about one booking, oldest first, as `kind:content`. */
  async function about(token: string, orderId: string, lang = 'en-US') {
    const list = (await call('GET', '/api/Notifications/CurrentUserList?PageNumber=1&PageSize=50', token, undefined, lang)).body;
    return (list.data as Array<{ kind: string; content: string; payload: { bookingId?: number } }>)
      .filter((n) => n.payload.bookingId === Number(orderId))
      .reverse()
      .map((n) => `${n.kind}:${n.content}`);
  }

  test('paid once (whatever confirms it how often), then cancelled inside the window and refunded; in the reader\'s language', async () => {
    const g = await t.signedInUser();
    const orderId = (await order(g.accessToken, booking({ bookingDate: '2026-06-26', adultsQTY: 1 }))).body.data;
    const session = (await call('POST', `/api/Orders/PaymentSession/${orderId}`, g.accessToken, { saveCard: false })).body.data;
    const p = await browserPays(session, '4000000000000002');
    if (p.source.transaction_url) await challenge(p.source.transaction_url, 'approve');
    // the return page twice: still one "booked" for each side
    for (let i = 0; i < 2; i++) expect((await call('POST', '/api/Orders/UpdatePaymentStatus', g.accessToken, { paymentId: session.paymentId })).body.data.paymentStatus).toBe('paid');
    const [{ name }] = await t.database.sql.query<{ name: string }>('SELECT name_en AS name FROM experiences WHERE id = $1', [exp]);
    expect(await about(g.accessToken, orderId)).toEqual([`bookingPaid:Your booking for “${name}” is confirmed.`]);
    expect(await about(hostToken, orderId)).toEqual([`bookingPaid:New booking for “${name}”.`]);

    expect((await call('POST', `/api/Orders/Cancel/${orderId}`, g.accessToken)).status).toBe(200);
    expect(await about(g.accessToken, orderId)).toEqual([
      `bookingPaid:Your booking for “${name}” is confirmed.`,
      `bookingCancelled:Your booking for “${name}” was cancelled.`,
      `refundApproved:Your refund for “${name}” was approved.`,
    ]);
    expect((await about(hostToken, orderId)).map((x) => x.split(':')[0])).toEqual(['bookingPaid', 'bookingCancelled', 'refundApproved']);
    expect((await about(hostToken, orderId, 'ar'))[2]).toMatch(/^refundApproved:أُعيد المبلغ لضيف في «.+»\.$/);
    // the other host hears nothing about a booking that is not theirs
    expect(await about(otherHostToken, orderId)).toEqual([]);
  });

  test('a refund asked outside the window: both hear of the request, the guest of the decision', async () => {
    const g = await t.signedInUser();
    const ids: string[] = [];
    for (const adultsQTY of [1, 1]) {
      const orderId = (await order(g.accessToken, booking({ bookingDate: '2026-06-01', adultsQTY }))).body.data;
      expect((await payWithNewCard(g.accessToken, orderId, '4000000000000002')).body.data.paymentStatus).toBe('paid');
      expect((await call('POST', `/api/Orders/AskRefund/${orderId}`, g.accessToken, { reason: 'Travel' })).status).toBe(200);
      ids.push(orderId);
    }
    const [rejected, approved] = ids as [string, string];
    expect((await call('POST', `/api/Orders/RejectRefund/${rejected}`, hostToken)).status).toBe(200);
    expect((await call('POST', `/api/Orders/ApproveRefund/${approved}`, hostToken)).status).toBe(200);
    expect((await about(g.accessToken, rejected)).map((x) => x.split(':')[0])).toEqual(['bookingPaid', 'refundRequested', 'refundRejected']);
    expect((await about(g.accessToken, approved)).map((x) => x.split(':')[0])).toEqual(['bookingPaid', 'refundRequested', 'refundApproved']);
    expect((await about(hostToken, rejected)).map((x) => x.split(':')[0])).toEqual(['bookingPaid', 'refundRequested']);
    expect((await about(hostToken, approved)).map((x) => x.split(':')[0])).toEqual(['bookingPaid', 'refundRequested', 'refundApproved']);
  });
});

describe('authorization', () => {
  test('a guest sees only their orders; a host only their experiences\' bookings; staff see all', async () => {
    const g = await t.signedInUser();
    const other = await t.signedInUser();
    const orderId = (await order(g.accessToken, booking({ adultsQTY: 1 }))).body.data;
    expect((await call('GET', `/api/Orders/${orderId}`, other.accessToken)).status).toBe(404);
    expect((await call('GET', `/api/Orders/Guest/${orderId}`, other.accessToken)).status).toBe(404);
    expect((await call('POST', `/api/Orders/PaymentSession/${orderId}`, other.accessToken, {})).status).toBe(404);
    expect((await call('POST', `/api/Orders/Cancel/${orderId}`, other.accessToken)).status).toBe(404);
    expect((await call('GET', `/api/Orders/Invoice/${orderId}`, other.accessToken)).status).toBe(404);
    const mine = (await call('GET', '/api/Orders/CurrentUserList', g.accessToken)).body;
    expect(mine.data.map((o: { id: string }) => o.id)).toEqual([orderId]);
    expect((await call('GET', '/api/Orders/CurrentUserList', other.accessToken)).body.data).toEqual([]);

    expect((await call('GET', `/api/Orders/Host/${orderId}`, hostToken)).body.data).toMatchObject({ id: orderId, buyerName: 'Test User' });
    expect((await call('GET', `/api/Orders/Host/${orderId}`, otherHostToken)).status).toBe(404);
    expect((await call('GET', `/api/Orders/Host/${orderId}`, g.accessToken)).status).toBe(404);
    const hostList = (await call('GET', '/api/Orders/CurrentHostList?PageSize=50', hostToken)).body;
    expect(hostList.data.some((o: { id: string }) => o.id === orderId)).toBe(true);
    expect((await call('GET', '/api/Orders/CurrentHostList', otherHostToken)).body.data).toEqual([]);
    const stamp = (await call('GET', `/api/Orders/${orderId}`, g.accessToken)).body.data.securityStamp;
    expect((await call('GET', `/api/Orders/BySecurityStamp/${stamp}`, hostToken)).body.data).toMatchObject({ orderId, valid: false });
    expect((await call('GET', `/api/Orders/BySecurityStamp/${stamp}`, otherHostToken)).status).toBe(404);

    expect((await call('GET', '/api/Orders/DashList', g.accessToken)).status).toBe(403);
    const admin = await t.signedInUser({ roles: [RoleId.Admin], currentRole: RoleId.Admin });
    expect((await call('GET', '/api/Orders/DashList?PageSize=50', admin.accessToken)).status).toBe(200);
    expect((await call('GET', `/api/Orders/${orderId}`, admin.accessToken)).status).toBe(200);
    expect((await call('GET', '/api/Orders/CurrentUserList', null)).status).toBe(401);
  });
});
