import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApiMsg, savedCardsResponseSchema } from '@tajriba/contracts';
import { insertRows } from '../src/repositories/catalogue-import';
import type { TestApp } from './helpers/app';
import { bookingWorld, caller, groupExperience, type BookingWorld } from './helpers/booking';
import type { CatalogueFixture } from './helpers/catalogue';
import { browserSavesCard, challenge, gatewayPayment } from './helpers/payments';

/**
 * UpdateCardStatus (issue 13, mf-account README "Turning a saved card off") and the 3-D Secure refusal
 * of a reservation edit's difference.
 */
let world: BookingWorld;
let t: TestApp;
let fx: CatalogueFixture;
let exp: number;
let slot: number;

/**
 * A saved token of the sandbox's "3-D Secure always fails" card (4000 0000 0000 3063). No browser flow
 * can save one (its check fails), so the sandbox starts with it: a bank that let the card be saved
 * and later asks to authenticate a payment again.
 */
const AUTH_FAIL_TOKEN = 'token_testauthfails00003063';
function sandboxState() {
  const dir = mkdtempSync(path.join(tmpdir(), 'tj-sandbox-'));
  const file = path.join(dir, 'state.json');
  const year = new Date().getUTCFullYear() + 3;
  writeFileSync(
    file,
    JSON.stringify({
      payments: {},
      tokens: {
        [AUTH_FAIL_TOKEN]: {
          id: AUTH_FAIL_TOKEN,
          status: 'active',
          brand: 'visa',
          funding: 'credit',
          country: 'SA',
          name: 'Layla Harbi',
          last_four: '3063',
          month: '12',
          year: String(year),
          verification_url: null,
          callback_url: null,
          created_at: '2026-01-01T00:00:00.000Z',
          message: null,
          _card: { number: '4000000000003063', name: 'Layla Harbi', month: 12, year, brand: 'visa' },
        },
      },
    }),
  );
  return file;
}

beforeAll(async () => {
  world = await bookingWorld({}, { dataFile: sandboxState() });
  ({ t, fx } = world);
  exp = await groupExperience(fx);
  [{ id: slot }] = (await insertRows(t.database.sql, 'experience_time_slots', [{ experience_id: exp, start_time: '10:00' }], { returning: 'id' })) as { id: number }[];
}, 60_000);
afterAll(() => world.close());

const call = caller(() => t);

/** Saves a frictionless test card for the guest (verified at once); answers its id. */
async function saveCard(token: string, label: string) {
  const tk = await browserSavesCard(world.sandbox.url, '4000000000000002');
  const added = await call('POST', '/api/Manage/AddCard', token, { token: tk.id, cardId: label });
  if (added.body.data) await challenge(added.body.data, 'approve');
  await call('POST', '/api/Manage/AddCard', token, { token: tk.id, cardId: label });
  return (await cards(token)).find((c) => c.cardId === label)!.id;
}
const cards = async (token: string) => savedCardsResponseSchema.parse((await call('GET', '/api/Manage/SavedCards', token)).body).data;
const order = async (token: string, date: string, adults = 2) => {
  const cart = await call('POST', '/api/Carts/Add', token, { experienceId: exp, bookingTimeSlot: slot, adultsQTY: adults, childrenQTY: 0, bookingDate: date });
  return (await call('POST', '/api/Carts/TurnToOrder', token, { cartId: cart.body.data })).body.data as string;
};

describe('UpdateCardStatus', () => {
  test('turning the primary card off keeps it listed, inactive, and makes the next card primary; on again it comes back', async () => {
    const g = await t.signedInUser();
    const first = await saveCard(g.accessToken, 'first');
    const second = await saveCard(g.accessToken, 'second');
    expect((await cards(g.accessToken)).map((c) => [c.cardId, c.isPrimary, c.isActive])).toEqual([
      ['first', true, true],
      ['second', false, true],
    ]);
    const off = await call('PUT', `/api/Manage/UpdateCardStatus/${first}`, g.accessToken, { isActive: false });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ id: first, isActive: false, isPrimary: false });
    expect((await cards(g.accessToken)).map((c) => [c.cardId, c.isPrimary, c.isActive])).toEqual([
      ['second', true, true],
      ['first', false, false],
    ]);
    // never primary while off
    const primary = await call('PUT', `/api/Manage/UpdateCardPrimary/${first}`, g.accessToken);
    expect(primary.status).toBe(409);
    expect(primary.body.errors).toEqual(['This card is turned off. Turn it on in payment settings, or choose another card.']);

    const on = await call('POST', `/api/Manage/UpdateCardStatus/${first}`, g.accessToken, { isActive: true });
    expect(on.body.data).toMatchObject({ isActive: true, isPrimary: false });
    expect((await call('PUT', `/api/Manage/UpdateCardPrimary/${first}`, g.accessToken)).status).toBe(200);
    // the only card turned off and on again becomes primary again
    await call('PUT', `/api/Manage/UpdateCardStatus/${second}`, g.accessToken, { isActive: false });
    await call('PUT', `/api/Manage/UpdateCardStatus/${first}`, g.accessToken, { isActive: false });
    expect((await cards(g.accessToken)).every((c) => !c.isPrimary)).toBe(true);
    await call('PUT', `/api/Manage/UpdateCardStatus/${second}`, g.accessToken, { isActive: true });
    expect((await cards(g.accessToken)).find((c) => c.id === second)?.isPrimary).toBe(true);
  });

  test("someone else's card is 404 and stays as it was; visitors 401; a bad body says why under the field", async () => {
    const owner = await t.signedInUser();
    const card = await saveCard(owner.accessToken, 'mine');
    const other = await t.signedInUser();
    expect((await call('PUT', `/api/Manage/UpdateCardStatus/${card}`, other.accessToken, { isActive: false })).status).toBe(404);
    expect((await call('PUT', '/api/Manage/UpdateCardStatus/999999999', other.accessToken, { isActive: false })).status).toBe(404);
    expect((await call('PUT', `/api/Manage/UpdateCardStatus/${card}`, null, { isActive: false })).status).toBe(401);
    expect((await cards(owner.accessToken))[0]).toMatchObject({ isActive: true, isPrimary: true });
    const bad = await call('PUT', `/api/Manage/UpdateCardStatus/${card}`, owner.accessToken, { isActive: 'no' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldsErrors)).toEqual(['isActive']);
    expect((await call('PUT', `/api/Manage/UpdateCardStatus/abc`, owner.accessToken, { isActive: false })).status).toBe(400);
  });

  test('an expired card that is off cannot be turned on again (no new 3-D Secure check to lean on)', async () => {
    const g = await t.signedInUser();
    const card = await saveCard(g.accessToken, 'old');
    await call('PUT', `/api/Manage/UpdateCardStatus/${card}`, g.accessToken, { isActive: false });
    await t.database.sql.query('UPDATE saved_cards SET expiry_year = 2026, expiry_month = 5 WHERE id = $1::bigint', [card]);
    const res = await call('PUT', `/api/Manage/UpdateCardStatus/${card}`, g.accessToken, { isActive: true }, 'ar');
    expect(res.status).toBe(409);
    expect(res.body.fieldsErrors).toEqual({ isActive: [ApiMsg.cardExpiredCannotActivate] });
    expect(res.body.errors).toEqual(['انتهت صلاحية هذه البطاقة، فلا يمكن تفعيلها من جديد. أضف بطاقة جديدة بدلًا منها.']);
    expect((await cards(g.accessToken))[0].isActive).toBe(false);
  });

  test('a card that is off pays for nothing: not at checkout, not for an edit, and an edit never picks it', async () => {
    const g = await t.signedInUser();
    const card = await saveCard(g.accessToken, 'visa');
    const orderId = await order(g.accessToken, '2026-06-20');
    await call('PUT', `/api/Manage/UpdateCardStatus/${card}`, g.accessToken, { isActive: false });
    const pay = await call('POST', `/api/Orders/Pay/${orderId}`, g.accessToken, { cardId: card });
    expect(pay.status).toBe(400);
    expect(pay.body.fieldsErrors).toEqual({ cardId: [ApiMsg.cardInactive] });

    await call('PUT', `/api/Manage/UpdateCardStatus/${card}`, g.accessToken, { isActive: true });
    expect((await call('POST', `/api/Orders/Pay/${orderId}`, g.accessToken, { cardId: card })).body.data.paymentStatus).toBe('paid');
    await call('PUT', `/api/Manage/UpdateCardStatus/${card}`, g.accessToken, { isActive: false });
    const more = { bookingDate: '2026-06-20', bookingTimeSlot: slot, adultsQTY: 3 };
    const quote = await call('POST', `/api/Orders/EditQuote/${orderId}`, g.accessToken, more);
    expect(quote.body.data).toMatchObject({ difference: 105, card: null });
    expect((await call('POST', `/api/Orders/Edit/${orderId}`, g.accessToken, more)).body.fieldsErrors).toEqual({ cardId: [ApiMsg.editNeedsCard] });
    expect((await call('POST', `/api/Orders/Edit/${orderId}`, g.accessToken, { ...more, cardId: card })).body.fieldsErrors).toEqual({ cardId: [ApiMsg.cardInactive] });
  });
});

describe('reservation edit: the bank asks for 3-D Secure again', () => {
  test('nothing is taken, the booking is as it was, and the guest is told why in their language', async () => {
    const g = await t.signedInUser();
    const paying = await saveCard(g.accessToken, 'paying');
    const orderId = await order(g.accessToken, '2026-06-21');
    expect((await call('POST', `/api/Orders/Pay/${orderId}`, g.accessToken, { cardId: paying })).body.data.paymentStatus).toBe('paid');
    expect((await call('POST', '/api/Manage/AddCard', g.accessToken, { token: AUTH_FAIL_TOKEN, cardId: 'strict' })).body.data).toBeNull();
    const strict = (await cards(g.accessToken)).find((c) => c.cardId === 'strict')!.id;
    const before = (await call('GET', `/api/Orders/Guest/${orderId}`, g.accessToken)).body.data;
    const seats = async (day: string) => (await t.database.sql.query<{ n: number }>('SELECT guests_booked AS n FROM experience_seats WHERE experience_id = $1 AND day = $2', [exp, day]))[0]?.n ?? 0;
    const change = { bookingDate: '2026-06-22', bookingTimeSlot: slot, adultsQTY: 3, cardId: strict };

    for (const [lang, text] of [
      ['en-US', 'Your bank asked to confirm this payment again. Pay the difference with another saved card, or add this card again.'],
      ['ar', 'طلب مصرفك تأكيد هذه الدفعة مرة أخرى. ادفع الفرق ببطاقة محفوظة أخرى، أو أضف هذه البطاقة من جديد.'],
    ] as const) {
      const res = await call('POST', `/api/Orders/Edit/${orderId}`, g.accessToken, change, lang);
      expect(res.status).toBe(402);
      expect(res.body.errors).toEqual([text]);
      expect(res.body.fieldsErrors).toEqual({ cardId: [ApiMsg.cardNeedsAuthentication] });
    }
    const after = (await call('GET', `/api/Orders/Guest/${orderId}`, g.accessToken)).body.data;
    expect(after).toEqual(before);
    expect([await seats('2026-06-21'), await seats('2026-06-22')]).toEqual([2, 0]);
    const rows = await t.database.sql.query<{ id: string; status: string; amount: number }>(
      'SELECT id::text AS id, status, amount_halalas AS amount FROM payment_attempts WHERE order_id = $1 ORDER BY created_at',
      [orderId],
    );
    expect(rows[0].status).toBe('paid');
    // the two refused differences are closed, nothing was captured at the gateway
    expect(rows.slice(1).map((r) => [r.amount, r.status])).toEqual([
      [10500, 'failed'],
      [10500, 'failed'],
    ]);
    for (const r of rows.slice(1)) expect((await gatewayPayment(world.sandbox.url, r.id)).status).not.toBe('paid');
    expect((await t.outbox(g.email)).filter((m) => m.meta.purpose === 'booking-changed')).toHaveLength(0);
    // with the other card the same change goes through
    expect((await call('POST', `/api/Orders/Edit/${orderId}`, g.accessToken, { ...change, cardId: paying })).status).toBe(200);
  });
});
