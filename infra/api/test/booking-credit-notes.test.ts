import { creditNotesResponseSchema, orderResponseSchema } from '@tajriba/contracts';
import { insertRows } from '../src/repositories/catalogue-import';
import { decodeZatcaQr } from '../src/services/zatca';
import type { TestApp } from './helpers/app';
import { bookingWorld, caller, type BookingWorld } from './helpers/booking';
import { browserPays, challenge } from './helpers/payments';

/**
 * VAT credit notes (issue 12): every refund of an invoiced order, whole or in part, is documented by
 * a credit note that references the invoice, with its own number, negative amounts and VAT, a ZATCA
 * QR of those amounts, and a PDF in either language behind the invoice's signed-link mechanism.
 */
let world: BookingWorld;
let t: TestApp;
let hostToken: string;
let exp: number;
let slot: number;
// the clock stands at 09:00 Riyadh on 1 June 2026: the 15th is inside the one-day policy's free window,
// the 1st (10:00) is past it, so the guest can only ask and the host decides
const FREE_DAY = '2026-06-15';
const LATE_DAY = '2026-06-01';

beforeAll(async () => {
  world = await bookingWorld();
  t = world.t;
  // 100 SAR host price → 105 SAR per guest, VAT included
  exp = await world.fx.experience({ price: 100, capacity_max: 10, cancellation_policy: 1, name_en: 'Old town walk', name_ar: 'جولة في البلدة القديمة' });
  [{ id: slot }] = (await insertRows(t.database.sql, 'experience_time_slots', [{ experience_id: exp, start_time: '10:00' }], { returning: 'id' })) as { id: number }[];
}, 60_000);
beforeEach(async () => {
  [hostToken] = await world.hostTokens();
});
afterAll(() => world.close());

const call = caller(() => t);
const sum = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) * 100) / 100;

async function paidOrder(token: string, day: string, adultsQTY = 2) {
  const add = await call('POST', '/api/Carts/Add', token, { experienceId: exp, bookingDate: day, bookingTimeSlot: slot, adultsQTY });
  const orderId = (await call('POST', '/api/Carts/TurnToOrder', token, { cartId: add.body.data })).body.data as string;
  const session = (await call('POST', `/api/Orders/PaymentSession/${orderId}`, token, {})).body.data;
  const p = await browserPays(session, '4111111111111111');
  if (p.source.transaction_url) await challenge(p.source.transaction_url, 'approve');
  expect((await call('POST', '/api/Orders/UpdatePaymentStatus', token, { paymentId: session.paymentId })).body.data.paymentStatus).toBe('paid');
  return orderResponseSchema.parse((await call('GET', `/api/Orders/${orderId}`, token)).body).data;
}

const notesOf = async (token: string, orderId: string, lang = 'en-US') => creditNotesResponseSchema.parse((await call('GET', `/api/Orders/CreditNotes/${orderId}`, token, undefined, lang)).body).data;

describe('credit notes', () => {
  test('a cancellation inside the free window: one credit note reversing the whole invoice, once', async () => {
    const g = await t.signedInUser();
    const o = await paidOrder(g.accessToken, FREE_DAY);
    // nothing refunded yet: no credit note
    expect(o.creditNotes).toEqual([]);
    expect(await notesOf(g.accessToken, o.id)).toEqual([]);
    const invoice = (await call('GET', `/api/Orders/Invoice/${o.id}`, g.accessToken)).body.data;

    // the refund comes a minute after the payment: the note carries its own instant
    t.clock.set(new Date(t.clock.now().getTime() + 60_000));
    expect((await call('POST', `/api/Orders/Cancel/${o.id}`, g.accessToken)).status).toBe(200);
    const [note] = await notesOf(g.accessToken, o.id);
    expect(note).toMatchObject({
      kind: 'full',
      creditNoteNumber: expect.stringMatching(/^CN-\d+$/),
      originalInvoiceNumber: invoice.invoiceNumber,
      originalIssueDate: invoice.issueDate,
      totalWithVat: -210,
      vatAmount: -o.taxValue,
      totalExcludingVat: -(210 - o.taxValue),
      reason: 'Booking cancelled by the guest within the free cancellation period',
      seller: invoice.seller,
      buyer: invoice.buyer,
    });
    expect(note.invoiceNumber).toBe(note.creditNoteNumber);
    // every invoice line, reversed
    expect(note.lines).toEqual(invoice.lines.map((l: { unitPrice: number; amount: number }) => ({ ...l, unitPrice: -l.unitPrice, amount: -l.amount })));
    expect(sum(note.lines.map((l) => l.amount)) - note.discount).toBeCloseTo(note.totalExcludingVat, 1);
    // its own QR: the seller, the VAT number, its own timestamp, the negative total and VAT
    expect(decodeZatcaQr(note.qr)).toEqual({ 1: 'شركة تجربة للتسويق الإلكتروني', 2: '310122393500003', 3: note.issueDate, 4: '-210.00', 5: (-o.taxValue).toFixed(2) });
    expect(note.issueDate).not.toBe(invoice.issueDate);

    // the order says so (for the confirmation page and the account's reservation details)
    const after = orderResponseSchema.parse((await call('GET', `/api/Orders/${o.id}`, g.accessToken)).body).data;
    expect(after.creditNotes).toEqual([{ number: note.creditNoteNumber, issueDate: note.issueDate, totalWithVat: -210 }]);
    const listed = (await call('GET', '/api/Orders/CurrentUserList', g.accessToken)).body.data.find((x: { id: string }) => x.id === o.id);
    expect(listed.creditNotes).toHaveLength(1);

    // a second cancel (refused) and the host cancelling too issue nothing more
    expect((await call('POST', `/api/Orders/Cancel/${o.id}`, g.accessToken)).status).toBe(409);
    await call('POST', `/api/Orders/Cancel/${o.id}`, hostToken);
    expect(await notesOf(g.accessToken, o.id)).toHaveLength(1);

    // in Arabic: the reason and the lines in Arabic, the same numbers
    const [ar] = await notesOf(g.accessToken, o.id, 'ar');
    expect(ar).toMatchObject({ creditNoteNumber: note.creditNoteNumber, reason: 'ألغى الضيف الحجز ضمن مدة الإلغاء المجاني', totalWithVat: -210 });
    expect(ar.lines[0].description).toContain('جولة في البلدة القديمة');
  });

  test('a partial refund approved by the host: one line for the part given back, with its share of the VAT', async () => {
    const g = await t.signedInUser();
    const o = await paidOrder(g.accessToken, LATE_DAY);
    expect((await call('POST', `/api/Orders/AskRefund/${o.id}`, g.accessToken, { reason: 'Flight moved' })).status).toBe(200);
    // asking is not refunding
    expect(await notesOf(g.accessToken, o.id)).toEqual([]);
    expect((await call('POST', `/api/Orders/ApproveRefund/${o.id}`, hostToken, { amount: 84 })).status).toBe(200);
    const notes = await notesOf(g.accessToken, o.id);
    expect(notes).toHaveLength(1);
    const vat = Math.round(((84 * o.taxValue) / o.totalAmount) * 100) / 100;
    expect(notes[0]).toMatchObject({ kind: 'partial', totalWithVat: -84, vatAmount: -vat, totalExcludingVat: -(Math.round((84 - vat) * 100) / 100), discount: 0, reason: 'Partial refund approved by the host' });
    expect(notes[0].lines).toEqual([{ description: `Partial refund of invoice ${notes[0].originalInvoiceNumber}`, qty: 1, unitPrice: notes[0].totalExcludingVat, amount: notes[0].totalExcludingVat }]);
    expect(decodeZatcaQr(notes[0].qr)[4]).toBe('-84.00');
    expect(decodeZatcaQr(notes[0].qr)[5]).toBe((-vat).toFixed(2));
    // a second decision is refused and issues nothing
    expect((await call('POST', `/api/Orders/ApproveRefund/${o.id}`, hostToken, { amount: 84 })).status).toBe(409);
    expect(await notesOf(g.accessToken, o.id)).toHaveLength(1);
  });

  test('a refund rejected issues no credit note; a refund approved in full issues a full one', async () => {
    const g = await t.signedInUser();
    const rejected = await paidOrder(g.accessToken, LATE_DAY, 1);
    await call('POST', `/api/Orders/AskRefund/${rejected.id}`, g.accessToken, { reason: 'Changed plans' });
    expect((await call('POST', `/api/Orders/RejectRefund/${rejected.id}`, hostToken)).status).toBe(200);
    expect(await notesOf(g.accessToken, rejected.id)).toEqual([]);

    const approved = await paidOrder(g.accessToken, LATE_DAY, 1);
    await call('POST', `/api/Orders/AskRefund/${approved.id}`, g.accessToken, { reason: 'Changed plans' });
    expect((await call('POST', `/api/Orders/ApproveRefund/${approved.id}`, hostToken)).status).toBe(200);
    expect(await notesOf(g.accessToken, approved.id)).toMatchObject([{ kind: 'full', totalWithVat: -105, reason: 'Refund approved by the host' }]);
  });

  test('only the buyer (and order staff) read them; the PDF through a signed link, in the asked language', async () => {
    const g = await t.signedInUser();
    const o = await paidOrder(g.accessToken, FREE_DAY, 1);
    await call('POST', `/api/Orders/Cancel/${o.id}`, g.accessToken);
    const [note] = await notesOf(g.accessToken, o.id);
    const other = await t.signedInUser();
    expect((await call('GET', `/api/Orders/CreditNotes/${o.id}`, other.accessToken)).status).toBe(404);
    expect((await call('GET', `/api/Orders/CreditNotes/${o.id}`, hostToken)).status).toBe(404);
    expect((await call('GET', `/api/Orders/CreditNotes/${o.id}`, null)).status).toBe(401);
    expect((await call('GET', `/api/Orders/CreditNotePdfLink/${o.id}?number=${note.creditNoteNumber}`, other.accessToken)).status).toBe(404);
    // a number that is not this order's
    expect((await call('GET', `/api/Orders/CreditNotePdfLink/${o.id}?number=CN-999999`, g.accessToken)).status).toBe(404);
    expect((await call('GET', `/api/Orders/CreditNotePdfLink/${o.id}?number=INV-1`, g.accessToken)).status).toBe(400);

    const link = (await call('GET', `/api/Orders/CreditNotePdfLink/${o.id}?number=${note.creditNoteNumber}&lang=ar`, g.accessToken)).body.data as string;
    expect(link).toMatch(new RegExp(`^/api/Orders/CreditNotePdf/${o.id}\\?number=${note.creditNoteNumber}&lang=ar&expires=\\d+&signature=[A-Za-z0-9_-]{43}$`));
    const pdf = await t.app.inject({ method: 'GET', url: link });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${note.creditNoteNumber}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toMatch(/NotoSansArabic/);
    const en = (await call('GET', `/api/Orders/CreditNotePdfLink/${o.id}?number=${note.creditNoteNumber}`, g.accessToken)).body.data as string;
    expect(en).toContain('lang=en');
    const enPdf = await t.app.inject({ method: 'GET', url: en });
    expect(enPdf.statusCode).toBe(200);
    expect(enPdf.rawPayload.toString('latin1')).not.toMatch(/NotoSansArabic/);

    // a credit-note link never opens the invoice, nor another language or note, nor after 5 minutes
    expect((await t.app.inject({ method: 'GET', url: link.replace('/CreditNotePdf/', '/InvoicePdf/') })).statusCode).toBe(404);
    const invoiceLink = (await call('GET', `/api/Orders/InvoicePdfLink/${o.id}`, g.accessToken)).body.data as string;
    expect((await t.app.inject({ method: 'GET', url: `${invoiceLink.replace('/InvoicePdf/', '/CreditNotePdf/')}&number=${note.creditNoteNumber}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: link.replace('lang=ar', 'lang=en') })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: link.replace(note.creditNoteNumber, `CN-${Number(note.creditNoteNumber.slice(3)) + 1}`) })).statusCode).toBe(404);
    t.clock.set(new Date(t.clock.now().getTime() + 6 * 60_000));
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(404);
  });
});
