import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  askRefundBodySchema,
  approveRefundBodySchema,
  creditNotePdfLinkQuerySchema,
  creditNotePdfQuerySchema,
  creditNotesResponseSchema,
  editQuoteResponseSchema,
  editReservationBodySchema,
  editReservationResponseSchema,
  hostOrderResponseSchema,
  hostOrdersResponseSchema,
  invoicePdfLinkQuerySchema,
  invoicePdfLinkResponseSchema,
  invoicePdfQuerySchema,
  invoiceResponseSchema,
  orderHostInfoResponseSchema,
  orderIdParamsSchema,
  orderResponseSchema,
  ordersQuerySchema,
  ordersResponseSchema,
  payBodySchema,
  paymentResultResponseSchema,
  paymentSessionBodySchema,
  paymentSessionResponseSchema,
  RoleId,
  securityStampParamsSchema,
  ticketResponseSchema,
  updatePaymentStatusBodySchema,
  verifyTicketBodySchema,
  verifyTicketResponseSchema,
} from '@tajriba/contracts';
import { requestLang } from '../../lib/i18n';
import { ok, paged } from '../../lib/reply';
import { Access } from '../../lib/access';
import { currentUser } from '../../plugins/auth';
import { hostOrderResource, orderResource } from '../../services/booking-access';
import { RateKey } from '../../lib/rate-keys';
import { RateRules } from '../../plugins/rate-limit';
import { bookingService } from '../../services/booking';

/** Staff who may read every order (host §6: finance and account management). */
const ORDER_STAFF: number[] = [RoleId.SuperAdmin, RoleId.Admin, RoleId.AccountManager, RoleId.Financial];

/**
 * Orders (spec §7). Every call is signed in. A guest reaches only their own orders, a host only
 * orders of their own experiences (anything else answers 404, as if it did not exist), staff
 * (SuperAdmin, Admin, AccountManager, Financial) read all through DashList and {id}.
 */
const ordersRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const booking = bookingService({ sql: fastify.sql, clock: fastify.clock, config: fastify.config, gateway: fastify.payments, outbox: fastify.outbox, notify: fastify.notify });
  const tags = ['orders'];
  const uid = (r: FastifyRequest) => currentUser(r).id;
  const isStaff = (r: FastifyRequest) => ORDER_STAFF.includes(currentUser(r).role);
  const signedIn = { access: Access.signedIn() };
  const guestOwns = { access: Access.owner(orderResource) };
  const hostOwns = { access: Access.owner(hostOrderResource) };

  // Expired holds return their seats even when nobody books that day again (each instance sweeps;
  // the sweep is a row-locked UPDATE, so two instances never release the same hold twice).
  if (fastify.config.env !== 'test') {
    const timer = setInterval(() => void booking.sweepHolds().catch((err) => fastify.log.error({ err }, 'seat hold sweep failed')), 60_000);
    timer.unref();
    fastify.addHook('onClose', async () => clearInterval(timer));
  }

  app.get('/api/Orders/CurrentUserList', { config: signedIn, schema: { tags, querystring: ordersQuerySchema, response: { 200: ordersResponseSchema } } }, async (r) => {
    const { items, total } = await booking.guestList(uid(r), r.query, requestLang(r));
    return paged(items, r.query.PageNumber, r.query.PageSize, total);
  });
  app.get('/api/Orders/CurrentHostList', { config: signedIn, schema: { tags, querystring: ordersQuerySchema, response: { 200: hostOrdersResponseSchema } } }, async (r) => {
    const { items, total } = await booking.hostList(uid(r), r.query, requestLang(r));
    return paged(items, r.query.PageNumber, r.query.PageSize, total);
  });
  app.get(
    '/api/Orders/DashList',
    { config: { access: Access.roles(...ORDER_STAFF) }, schema: { tags, querystring: ordersQuerySchema, response: { 200: hostOrdersResponseSchema } } },
    async (r) => {
      const { items, total } = await booking.hostList(null, r.query, requestLang(r));
      return paged(items, r.query.PageNumber, r.query.PageSize, total);
    },
  );
  app.get('/api/Orders/:id', { config: signedIn, schema: { tags, params: orderIdParamsSchema, response: { 200: orderResponseSchema } } }, async (r) =>
    ok(await booking.order(uid(r), r.params.id, requestLang(r), isStaff(r))),
  );
  app.get('/api/Orders/Guest/:id', { config: guestOwns, schema: { tags, params: orderIdParamsSchema, response: { 200: orderResponseSchema } } }, async (r) =>
    ok(await booking.guestOrder(uid(r), r.params.id, requestLang(r))),
  );
  app.get('/api/Orders/Host/:id', { config: hostOwns, schema: { tags, params: orderIdParamsSchema, response: { 200: hostOrderResponseSchema } } }, async (r) =>
    ok(await booking.hostOrder(uid(r), r.params.id, requestLang(r))),
  );
  app.get('/api/Orders/HostInfo/:id', { config: guestOwns, schema: { tags, params: orderIdParamsSchema, response: { 200: orderHostInfoResponseSchema } } }, async (r) =>
    ok(await booking.hostInfo(uid(r), r.params.id, requestLang(r))),
  );
  app.get('/api/Orders/BySecurityStamp/:id', { config: signedIn, schema: { tags, params: securityStampParamsSchema, response: { 200: ticketResponseSchema } } }, async (r) =>
    ok(await booking.ticket(uid(r), r.params.id, requestLang(r), isStaff(r))),
  );
  app.post(
    '/api/Orders/VerifyTicket',
    {
      config: { access: Access.roles(RoleId.Host, ...ORDER_STAFF) },
      schema: { tags, summary: "The host checks a guest's ticket at the door (scanned QR or typed code); a valid ticket is checked in once", body: verifyTicketBodySchema, response: { 200: verifyTicketResponseSchema } },
    },
    async (r) => {
      await fastify.rateLimit(r, RateRules.ticketCheckPerUser, RateKey.user(uid(r)));
      return ok(await booking.verifyTicket(uid(r), r.body, requestLang(r)));
    },
  );
  app.get('/api/Orders/Invoice/:id', { config: { access: Access.owner(orderResource, { orRoles: ORDER_STAFF }) }, schema: { tags, params: orderIdParamsSchema, response: { 200: invoiceResponseSchema } } }, async (r) =>
    ok(await booking.invoice(uid(r), r.params.id, requestLang(r), isStaff(r))),
  );
  app.get(
    '/api/Orders/InvoicePdfLink/:id',
    { config: { access: Access.owner(orderResource, { orRoles: ORDER_STAFF }) }, schema: { tags, summary: 'A signed download address of the invoice PDF, valid 5 minutes', params: orderIdParamsSchema, querystring: invoicePdfLinkQuerySchema, response: { 200: invoicePdfLinkResponseSchema } } },
    async (r) => ok(await booking.invoicePdfLink(uid(r), r.params.id, r.query.lang === 'ar' || (!r.query.lang && requestLang(r) === 'ar') ? 'ar' : 'en-US', isStaff(r))),
  );
  // Public, but only through a signed address from InvoicePdfLink (expires, bound to order and language).
  app.get(
    '/api/Orders/InvoicePdf/:id',
    { config: { access: Access.public() }, schema: { tags, summary: 'The invoice PDF (signed address)', params: orderIdParamsSchema, querystring: invoicePdfQuerySchema, produces: ['application/pdf'] } },
    async (r, reply) => {
      const { file, name } = await booking.invoicePdfFile(r.params.id, r.query);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );

  // ---- credit notes (a refund of an invoiced order) ----
  app.get(
    '/api/Orders/CreditNotes/:id',
    { config: { access: Access.owner(orderResource, { orRoles: ORDER_STAFF }) }, schema: { tags, summary: 'The VAT credit notes of an order (one per refund; empty while nothing was refunded)', params: orderIdParamsSchema, response: { 200: creditNotesResponseSchema } } },
    async (r) => ok(await booking.creditNotes(uid(r), r.params.id, requestLang(r), isStaff(r))),
  );
  app.get(
    '/api/Orders/CreditNotePdfLink/:id',
    {
      config: { access: Access.owner(orderResource, { orRoles: ORDER_STAFF }) },
      schema: { tags, summary: 'A signed download address of one credit note PDF, valid 5 minutes', params: orderIdParamsSchema, querystring: creditNotePdfLinkQuerySchema, response: { 200: invoicePdfLinkResponseSchema } },
    },
    async (r) => ok(await booking.creditNotePdfLink(uid(r), r.params.id, r.query.number, r.query.lang === 'ar' || (!r.query.lang && requestLang(r) === 'ar') ? 'ar' : 'en-US', isStaff(r))),
  );
  // Public, but only through a signed address from CreditNotePdfLink (expires, bound to order, note and language).
  app.get(
    '/api/Orders/CreditNotePdf/:id',
    { config: { access: Access.public() }, schema: { tags, summary: 'A credit note PDF (signed address)', params: orderIdParamsSchema, querystring: creditNotePdfQuerySchema, produces: ['application/pdf'] } },
    async (r, reply) => {
      const { file, name } = await booking.creditNotePdfFile(r.params.id, r.query);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );

  // ---- payment ----
  app.post(
    '/api/Orders/PaymentSession/:id',
    { config: guestOwns, schema: { tags, summary: 'Pay with a new card: what the browser sends to the gateway with the card', params: orderIdParamsSchema, body: paymentSessionBodySchema, response: { 200: paymentSessionResponseSchema } } },
    async (r) => {
      await fastify.rateLimit(r, RateRules.paymentPerUser, RateKey.user(uid(r)));
      return ok(await booking.paymentSession(uid(r), r.params.id, r.body.saveCard));
    },
  );
  app.post(
    '/api/Orders/Pay/:id',
    { config: guestOwns, schema: { tags, summary: 'Pay with a saved card', params: orderIdParamsSchema, body: payBodySchema, response: { 200: paymentResultResponseSchema } } },
    async (r) => {
      await fastify.rateLimit(r, RateRules.paymentPerUser, RateKey.user(uid(r)));
      return ok(await booking.payWithSavedCard(uid(r), r.params.id, r.body.cardId, requestLang(r)));
    },
  );
  app.post(
    '/api/Orders/UpdatePaymentStatus',
    { config: signedIn, schema: { tags, summary: 'The 3-D Secure return page confirms the payment (idempotent)', body: updatePaymentStatusBodySchema, response: { 200: paymentResultResponseSchema } } },
    async (r) => ok(await booking.confirm(r.body.paymentId, uid(r), requestLang(r))),
  );

  // ---- cancel and refund ----
  app.post('/api/Orders/Cancel/:id', { config: signedIn, schema: { tags, params: orderIdParamsSchema, response: { 200: orderResponseSchema } } }, async (r) =>
    ok(await booking.cancel(uid(r), r.params.id, requestLang(r))),
  );

  // ---- reservation edit (issue 13): only the guest who booked; anyone else's order answers 404 ----
  app.post(
    '/api/Orders/EditQuote/:id',
    { config: guestOwns, schema: { tags, summary: "What changing a paid booking's day, time or guests would cost (nothing changes)", params: orderIdParamsSchema, body: editReservationBodySchema, response: { 200: editQuoteResponseSchema } } },
    async (r) => ok(await booking.editQuote(uid(r), r.params.id, r.body, requestLang(r))),
  );
  app.post(
    '/api/Orders/Edit/:id',
    {
      config: guestOwns,
      schema: { tags, summary: 'Change a paid booking: day, time slot, guests; a higher total is charged on a saved card, a lower one refunded', params: orderIdParamsSchema, body: editReservationBodySchema, response: { 200: editReservationResponseSchema } },
    },
    async (r) => {
      await fastify.rateLimit(r, RateRules.paymentPerUser, RateKey.user(uid(r)));
      return ok(await booking.editReservation(uid(r), r.params.id, r.body, requestLang(r)));
    },
  );
  app.post('/api/Orders/AskRefund/:id', { config: guestOwns, schema: { tags, params: orderIdParamsSchema, body: askRefundBodySchema, response: { 200: orderResponseSchema } } }, async (r) =>
    ok(await booking.askRefund(uid(r), r.params.id, r.body.reason, requestLang(r))),
  );
  app.post(
    '/api/Orders/ApproveRefund/:id',
    {
      config: hostOwns,
      schema: { tags, params: orderIdParamsSchema, body: approveRefundBodySchema, response: { 200: hostOrderResponseSchema } },
      // callers from before partial refunds post no body at all: that is "approve everything"
      preValidation: async (r) => {
        r.body ??= {};
      },
    },
    async (r) => ok(await booking.approveRefund(uid(r), r.params.id, requestLang(r), r.body.amount)),
  );
  app.post('/api/Orders/RejectRefund/:id', { config: hostOwns, schema: { tags, params: orderIdParamsSchema, response: { 200: hostOrderResponseSchema } } }, async (r) =>
    ok(await booking.rejectRefund(uid(r), r.params.id, requestLang(r))),
  );
};
export default ordersRoutes;
