import { orderResponseSchema, verifyTicketResponseSchema } from '@tajriba/contracts';
import { insertRows } from '../src/repositories/catalogue-import';
import type { TestApp } from './helpers/app';
import { bookingWorld, caller, type BookingWorld } from './helpers/booking';
import { browserPays, challenge } from './helpers/payments';

/** QR tickets at the door and the invoice PDF (issue 12). */
let world: BookingWorld;
let t: TestApp;
let hostToken: string;
let otherHostToken: string;
let exp: number;
let secondExp: number;
let slot: number;
let secondSlot: number;
const DAY = '2026-06-15';

beforeAll(async () => {
  world = await bookingWorld();
  const { fx } = world;
  t = world.t;
  exp = await fx.experience({ price: 100, capacity_max: 10, generate_qr: true, name_en: 'Old town walk', name_ar: 'جولة في البلدة القديمة' });
  secondExp = await fx.experience({ price: 50, capacity_max: 10, generate_qr: true });
  [{ id: slot }, { id: secondSlot }] = (await insertRows(
    t.database.sql,
    'experience_time_slots',
    [
      { experience_id: exp, start_time: '10:00' },
      { experience_id: secondExp, start_time: '12:00' },
    ],
    { returning: 'id' },
  )) as { id: number }[];
}, 60_000);
beforeEach(async () => {
  [hostToken, otherHostToken] = await world.hostTokens();
});
afterAll(() => world.close());

const call = caller(() => t);

/** A guest's paid order of `experienceId`. */
async function paidOrder(token: string, experienceId = exp, slotId = slot) {
  const add = await call('POST', '/api/Carts/Add', token, { experienceId, bookingDate: DAY, bookingTimeSlot: slotId, adultsQTY: 2 });
  const orderId = (await call('POST', '/api/Carts/TurnToOrder', token, { cartId: add.body.data })).body.data as string;
  const session = (await call('POST', `/api/Orders/PaymentSession/${orderId}`, token, {})).body.data;
  const p = await browserPays(session, '4111111111111111');
  if (p.source.transaction_url) await challenge(p.source.transaction_url, 'approve');
  expect((await call('POST', '/api/Orders/UpdatePaymentStatus', token, { paymentId: session.paymentId })).body.data.paymentStatus).toBe('paid');
  return orderResponseSchema.parse((await call('GET', `/api/Orders/${orderId}`, token)).body).data;
}

describe('QR ticket', () => {
  test('the guest who paid gets the ticket (QR text = security stamp, a typed code); others and unpaid orders do not', async () => {
    const g = await t.signedInUser();
    const o = await paidOrder(g.accessToken);
    expect(o.ticket).toEqual({ code: expect.stringMatching(/^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/), qr: o.securityStamp, checkedInAt: null });
    // the host reading the same order sees no ticket of their own
    expect((await call('GET', `/api/Orders/${o.id}`, hostToken)).body.data.ticket).toBeNull();
    // the stamp resolves for the host (Orders/BySecurityStamp), localised
    const byStamp = await call('GET', `/api/Orders/BySecurityStamp/${o.securityStamp}`, hostToken, undefined, 'ar');
    expect(byStamp.body.data).toMatchObject({ orderId: o.id, experienceName: 'جولة في البلدة القديمة', ticketCode: o.ticket!.code, valid: true, checkedInAt: null });
    expect((await call('GET', `/api/Orders/BySecurityStamp/${o.securityStamp}`, otherHostToken)).status).toBe(404);
    expect((await call('GET', `/api/Orders/BySecurityStamp/${o.securityStamp}`, g.accessToken)).status).toBe(404);
  });

  test('verify: valid once, then already used; typed code with or without dashes; another experience; someone else\'s is missing', async () => {
    const g = await t.signedInUser();
    const o = await paidOrder(g.accessToken);
    const verify = async (body: Record<string, unknown>, token = hostToken) => {
      const r = await call('POST', '/api/Orders/VerifyTicket', token, body);
      return { status: r.status, data: r.status === 200 ? verifyTicketResponseSchema.parse(r.body).data : r.body };
    };
    // looking does not use the ticket
    expect((await verify({ code: o.securityStamp, checkIn: false })).data).toMatchObject({ verdict: 'valid', ticket: { checkedInAt: null } });
    // scanned at the door of another of the same host's experiences
    expect((await verify({ code: o.securityStamp, experienceId: secondExp })).data).toMatchObject({ verdict: 'notThisExperience', ticket: { experienceId: exp, checkedInAt: null } });
    const first = await verify({ code: o.ticket!.code.replace(/-/g, '').toLowerCase(), experienceId: exp });
    expect(first.data).toMatchObject({ verdict: 'valid', ticket: { orderId: o.id, adultsQTY: 2, checkedInAt: expect.stringMatching(/^2026-06-01T06:00:00/) } });
    t.clock.set(new Date('2026-06-01T06:05:00Z'));
    const again = await verify({ code: ` ${o.ticket!.code} ` });
    expect(again.data).toMatchObject({ verdict: 'alreadyUsed', ticket: { checkedInAt: expect.stringMatching(/^2026-06-01T06:00:00/) } });
    // the guest then sees it used
    expect((await call('GET', `/api/Orders/${o.id}`, g.accessToken)).body.data.ticket.checkedInAt).toMatch(/^2026-06-01T06:00:00/);
    // another host, an unknown code, a guest, a visitor, bad input
    expect((await verify({ code: o.securityStamp }, otherHostToken)).status).toBe(404);
    expect((await verify({ code: 'ABCD-ABCD-ABCD' })).status).toBe(404);
    expect((await verify({ code: o.securityStamp }, g.accessToken)).status).toBe(403);
    expect((await call('POST', '/api/Orders/VerifyTicket', null, { code: o.securityStamp })).status).toBe(401);
    const empty = await verify({ code: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.data.fieldsErrors.code).toBeDefined();
    expect((await verify({ code: 'x'.repeat(65) })).status).toBe(400);
  });

  test('two scanners at once: one admits, the other says already used', async () => {
    const g = await t.signedInUser();
    const o = await paidOrder(g.accessToken);
    const [a, b] = await Promise.all([0, 1].map(() => call('POST', '/api/Orders/VerifyTicket', hostToken, { code: o.securityStamp })));
    expect([a.body.data.verdict, b.body.data.verdict].sort()).toEqual(['alreadyUsed', 'valid']);
  });

  test('a cancelled order\'s ticket does not admit', async () => {
    const g = await t.signedInUser();
    const o = await paidOrder(g.accessToken, secondExp, secondSlot);
    expect((await call('POST', `/api/Orders/Cancel/${o.id}`, g.accessToken)).status).toBe(200);
    const r = await call('POST', '/api/Orders/VerifyTicket', hostToken, { code: o.securityStamp });
    expect(r.body.data).toMatchObject({ verdict: 'notPaid', ticket: { valid: false, status: 'refunded', checkedInAt: null } });
    expect((await call('GET', `/api/Orders/${o.id}`, g.accessToken)).body.data.ticket).toBeNull();
  });
});

describe('invoice PDF', () => {
  test('a signed link for the buyer only; the PDF in the asked language; a forged or expired link is refused', async () => {
    const g = await t.signedInUser();
    const o = await paidOrder(g.accessToken);
    const other = await t.signedInUser();
    expect((await call('GET', `/api/Orders/InvoicePdfLink/${o.id}`, other.accessToken)).status).toBe(404);
    expect((await call('GET', `/api/Orders/InvoicePdfLink/${o.id}`, null)).status).toBe(401);
    const link = (await call('GET', `/api/Orders/InvoicePdfLink/${o.id}?lang=ar`, g.accessToken)).body.data as string;
    expect(link).toMatch(new RegExp(`^/api/Orders/InvoicePdf/${o.id}\\?lang=ar&expires=\\d+&signature=[A-Za-z0-9_-]{43}$`));
    const pdf = await t.app.inject({ method: 'GET', url: link });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${o.invoiceNumber}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // the Arabic font is embedded for an Arabic invoice, not for an English one
    expect(pdf.rawPayload.toString('latin1')).toMatch(/NotoSansArabic/);
    const en = (await call('GET', `/api/Orders/InvoicePdfLink/${o.id}`, g.accessToken)).body.data as string;
    expect(en).toContain('lang=en');
    expect((await t.app.inject({ method: 'GET', url: en })).statusCode).toBe(200);
    // tampering: another language, another order, a changed expiry
    expect((await t.app.inject({ method: 'GET', url: link.replace('lang=ar', 'lang=en') })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: link.replace(`/InvoicePdf/${o.id}?`, `/InvoicePdf/${Number(o.id) + 1}?`) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: link.replace(/expires=(\d+)/, (_, n) => `expires=${Number(n) + 60}`) })).statusCode).toBe(404);
    // five minutes later the link is dead
    t.clock.set(new Date(t.clock.now().getTime() + 6 * 60_000));
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(404);
  });

  test('no invoice before payment', async () => {
    const g = await t.signedInUser();
    const add = await call('POST', '/api/Carts/Add', g.accessToken, { experienceId: secondExp, bookingDate: DAY, bookingTimeSlot: secondSlot, adultsQTY: 1 });
    const orderId = (await call('POST', '/api/Carts/TurnToOrder', g.accessToken, { cartId: add.body.data })).body.data as string;
    expect((await call('GET', `/api/Orders/InvoicePdfLink/${orderId}`, g.accessToken)).status).toBe(404);
  });
});
