import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addCardBodySchema, addCardResponseSchema, cardIdParamsSchema, paymentsConfigResponseSchema, savedCardSchema, savedCardsResponseSchema, updateCardStatusBodySchema } from '@tajriba/contracts';
import { requestLang } from '../../lib/i18n';
import { emptyResponse, ok, okResponse } from '../../lib/reply';
import { Access } from '../../lib/access';
import { currentUser } from '../../plugins/auth';
import { savedCardResource } from '../../services/booking-access';
import { bookingService } from '../../services/booking';
import { savedCardsService } from '../../services/saved-cards';

/** The gateway's public settings, its webhook, and the signed-in user's saved cards. */
const paymentsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const booking = bookingService({ sql: fastify.sql, clock: fastify.clock, config: fastify.config, gateway: fastify.payments, outbox: fastify.outbox, notify: fastify.notify });
  const cards = savedCardsService({ sql: fastify.sql, clock: fastify.clock, gateway: fastify.payments });
  const tags = ['payments'];

  // Public: what the browser needs to send a card to the gateway itself (publishable key only).
  app.get('/api/Payments/Config', { config: { access: Access.public() }, schema: { tags, response: { 200: paymentsConfigResponseSchema } } }, async () =>
    ok({ provider: fastify.payments.provider, apiUrl: fastify.payments.browser.apiUrl, publishableKey: fastify.payments.browser.publishableKey, currency: 'SAR' as const }),
  );

  // Public, authenticated by the shared secret inside the event (403 without it). The event only
  // says "look at payment X": the payment is fetched from the gateway before anything changes.
  app.post('/api/Payments/Webhook', { config: { access: Access.public() }, schema: { tags, body: z.record(z.string(), z.unknown()), response: emptyResponse() } }, async (r) => ok(await booking.webhook(r.body, requestLang(r))));

  // ---- saved cards (spec §7 Account) ----
  const uid = (r: Parameters<typeof currentUser>[0]) => currentUser(r).id;
  const signedIn = { config: { access: Access.signedIn() } };
  const ownCard = { config: { access: Access.owner(savedCardResource) } };
  app.get('/api/Manage/SavedCards', { ...signedIn, schema: { tags, response: { 200: savedCardsResponseSchema } } }, async (r) => ok(await cards.list(uid(r))));
  app.post(
    '/api/Manage/AddCard',
    { ...signedIn, schema: { tags, summary: 'Save a card tokenised by the browser; data: the 3-D Secure verification address, or null once saved', body: addCardBodySchema, response: { 200: addCardResponseSchema } } },
    async (r) => ok(await cards.add(uid(r), r.body.token, r.body.cardId ?? null, r.body.isPrimary)),
  );
  app.route({
    method: ['PUT', 'POST'],
    url: '/api/Manage/UpdateCardPrimary/:id',
    ...ownCard,
    schema: { tags, params: cardIdParamsSchema, response: emptyResponse() },
    handler: async (r) => {
      await cards.setPrimary(uid(r), r.params.id);
      return ok(null);
    },
  });
  app.route({
    method: ['PUT', 'POST'],
    url: '/api/Manage/UpdateCardStatus/:id',
    ...ownCard,
    schema: {
      tags,
      summary: 'Turn a saved card off (never offered for a payment, never primary; kept for refunds) or on again; answers the card',
      params: cardIdParamsSchema,
      body: updateCardStatusBodySchema,
      response: okResponse(savedCardSchema),
    },
    handler: async (r) => ok(await cards.setActive(uid(r), r.params.id, r.body.isActive)),
  });
  app.delete('/api/Manage/RemoveCard/:id', { ...ownCard, schema: { tags, params: cardIdParamsSchema, response: emptyResponse() } }, async (r) => {
    await cards.remove(uid(r), r.params.id);
    return ok(null);
  });
};
export default paymentsRoutes;
