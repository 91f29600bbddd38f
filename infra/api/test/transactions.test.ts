import { guestTransactionsResponseSchema } from '@tajriba/contracts';
import { insertRows } from '../src/repositories/catalogue-import';
import { bearer, createTestApp, type Session, type TestApp, type TestUser } from './helpers/app';
import { catalogueFixture, type CatalogueFixture } from './helpers/catalogue';

/** `/api/Orders/CurrentUserTransactions` (issue 13): the guest's payments and refunds, own orders only. */
let t: TestApp;
let fx: CatalogueFixture;
let exp: number;

beforeAll(async () => {
  t = await createTestApp();
  fx = await catalogueFixture(t);
  exp = await fx.experience({ name_en: 'Old town walk', name_ar: 'جولة في البلدة القديمة' });
}, 60_000);
afterAll(async () => t.close());

const get = (url: string, s: Session | null, lang?: string) =>
  t.app.inject({ method: 'GET', url, headers: { ...(s ? bearer(s.accessToken) : {}), ...(lang ? { 'accept-language': lang } : {}) } });

/** An order of `user` straight in the table (payments are the booking area's tests). */
async function order(user: TestUser, over: Record<string, unknown>): Promise<string> {
  const [row] = (await insertRows(
    t.database.sql,
    'orders',
    [
      {
        user_id: user.row.id,
        experience_id: exp,
        host_id: fx.hostId,
        booking_date: '2026-06-15',
        start_time: '10:00',
        adults: 2,
        unit_price: 100,
        guests_amount: 200,
        total_amount: 230,
        vat_amount: 30,
        platform_fee: 20,
        payout_amount: 180,
        cancellation_policy: 1,
        ...over,
      },
    ],
    { returning: 'id' },
  )) as { id: string | number }[];
  return String(row!.id);
}

describe('guest transactions', () => {
  test('visitors are refused', async () => {
    const res = await get('/api/Orders/CurrentUserTransactions', null);
    expect(res.statusCode).toBe(401);
    expect(res.json().succeeded).toBe(false);
  });

  test('payments, failed payments and refunds of the caller’s orders, newest first, localised, paged; never another guest’s', async () => {
    const me = await t.signedInUser();
    const other = await t.signedInUser();
    const day = (n: number) => new Date(Date.UTC(2026, 4, n, 9)).toISOString();
    const paid = await order(me, { payment_status: 3, paid_at: day(1), invoice_number: 900001 });
    const refundedOld = await order(me, { payment_status: 6, paid_at: day(2), refunded_amount: 230, refunded_at: day(4), invoice_number: 900002 });
    const failed = await order(me, { payment_status: 4, updated_at: day(3) });
    const partly = await order(me, { payment_status: 7, paid_at: day(5), refunded_amount: 115, invoice_number: 900003 });
    const [attempt] = (await insertRows(t.database.sql, 'payment_attempts', [{ id: '00000000-0000-4000-8000-00000000a001', order_id: partly, amount_halalas: 23000, source: 'card', status: 'paid' }], {
      returning: 'id',
    })) as { id: string }[];
    await insertRows(t.database.sql, 'refunds', [
      { order_id: partly, attempt_id: attempt!.id, amount: 115, status: 'requested', reason: 'cancelled', idempotency_key: 'tx-test-1', created_at: day(6) },
    ]);
    await order(me, { payment_status: 1 }); // never paid: nothing moved
    await order(other, { payment_status: 3, paid_at: day(7), invoice_number: 900004 });

    const res = await get('/api/Orders/CurrentUserTransactions?PageNumber=1&PageSize=10', me);
    expect(res.statusCode).toBe(200);
    const body = guestTransactionsResponseSchema.parse(res.json());
    expect(body.totalRecords).toBe(6);
    expect(body.data.map((x) => [x.kind, x.status, x.orderId, x.amount])).toEqual([
      ['refund', 'askRefund', partly, 115],
      ['payment', 'paid', partly, 230],
      ['refund', 'refunded', refundedOld, 230],
      ['payment', 'failedPayment', failed, 230],
      ['payment', 'paid', refundedOld, 230],
      ['payment', 'paid', paid, 230],
    ]);
    expect(body.data[1]).toMatchObject({ currency: 'SAR', experienceName: 'Old town walk', hasInvoice: true });
    expect(Date.parse(body.data[1]!.date)).toBe(Date.parse(day(5)));
    expect(body.data.find((x) => x.status === 'failedPayment')!.hasInvoice).toBe(false);
    expect(new Set(body.data.map((x) => x.id)).size).toBe(6);

    const ar = guestTransactionsResponseSchema.parse((await get('/api/Orders/CurrentUserTransactions', me, 'ar')).json());
    expect(ar.data[0]!.experienceName).toBe('جولة في البلدة القديمة');

    const page2 = guestTransactionsResponseSchema.parse((await get('/api/Orders/CurrentUserTransactions?PageNumber=2&PageSize=4', me)).json());
    expect(page2).toMatchObject({ pageNumber: 2, totalPages: 2, totalRecords: 6 });
    expect(page2.data.map((x) => x.orderId)).toEqual([refundedOld, paid]);

    const theirs = guestTransactionsResponseSchema.parse((await get('/api/Orders/CurrentUserTransactions', other)).json());
    expect(theirs.data).toHaveLength(1);
    expect(theirs.data.every((x) => ![paid, failed, partly, refundedOld].includes(x.orderId))).toBe(true);
  });

  test('page bounds are checked', async () => {
    const me = await t.signedInUser();
    for (const q of ['PageNumber=0', 'PageSize=51', 'PageSize=abc']) {
      const res = await get(`/api/Orders/CurrentUserTransactions?${q}`, me);
      expect(res.statusCode).toBe(400);
    }
    const empty = guestTransactionsResponseSchema.parse((await get('/api/Orders/CurrentUserTransactions', me)).json());
    expect(empty).toMatchObject({ data: [], pageNumber: 1, totalPages: 1, totalRecords: 0 });
  });
});
