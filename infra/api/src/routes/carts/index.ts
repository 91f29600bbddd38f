import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingSchema, cartAddResponseSchema, cartCountResponseSchema, cartIdParamsSchema, cartListResponseSchema, quoteResponseSchema, turnToOrderBodySchema } from '@tajriba/contracts';
import { requestLang } from '../../lib/i18n';
import { emptyResponse, ok, okResponse } from '../../lib/reply';
import { Access } from '../../lib/access';
import { currentUser } from '../../plugins/auth';
import { cartItemResource } from '../../services/booking-access';
import { RateKey } from '../../lib/rate-keys';
import { RateRules } from '../../plugins/rate-limit';
import { bookingService } from '../../services/booking';
import { cartsService } from '../../services/carts';

/** Carts (spec §7): signed-in guests, own items only. Prices are computed here, never sent. */
const cartsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const booking = bookingService({ sql: fastify.sql, clock: fastify.clock, config: fastify.config, gateway: fastify.payments, outbox: fastify.outbox, notify: fastify.notify });
  const carts = cartsService({ sql: fastify.sql, clock: fastify.clock, booking });
  const tags = ['carts'];
  const uid = (r: Parameters<typeof currentUser>[0]) => currentUser(r).id;
  const signedIn = { access: Access.signedIn() };
  const ownItem = { access: Access.owner(cartItemResource) };

  app.post('/api/Carts/Quote', { config: signedIn, schema: { tags, summary: 'Price a booking (the summary card) without saving it', body: bookingSchema, response: { 200: quoteResponseSchema } } }, async (r) =>
    ok(await booking.quote(uid(r), r.body, requestLang(r))),
  );
  app.get('/api/Carts/CurrentUserList', { config: signedIn, schema: { tags, response: { 200: cartListResponseSchema } } }, async (r) => ok(await carts.list(uid(r), requestLang(r))));
  app.get('/api/Carts/CurrentUserCount', { config: signedIn, schema: { tags, response: { 200: cartCountResponseSchema } } }, async (r) => ok(await carts.count(uid(r))));
  app.post('/api/Carts/Add', { config: signedIn, schema: { tags, body: bookingSchema, response: { 200: cartAddResponseSchema } } }, async (r) => ok(await carts.add(uid(r), r.body, requestLang(r))));
  app.route({
    method: ['PUT', 'POST'],
    url: '/api/Carts/Edit/:id',
    config: ownItem,
    schema: { tags, params: cartIdParamsSchema, body: bookingSchema, response: emptyResponse() },
    handler: async (r) => {
      await carts.edit(uid(r), r.params.id, r.body, requestLang(r));
      return ok(null);
    },
  });
  app.delete('/api/Carts/:id', { config: ownItem, schema: { tags, params: cartIdParamsSchema, response: emptyResponse() } }, async (r) => {
    await carts.remove(uid(r), r.params.id);
    return ok(null);
  });
  app.post(
    '/api/Carts/TurnToOrder',
    {
      config: signedIn,
      schema: { tags, summary: 'The cart item becomes an order holding its seats (409 error.soldOut with data.alternatives)', body: turnToOrderBodySchema, response: okResponse(z.string()) },
    },
    async (r) => {
      await fastify.rateLimit(r, RateRules.orderPerUser, RateKey.user(uid(r)));
      return ok(await carts.turnToOrder(uid(r), r.body.cartId, requestLang(r)));
    },
  );
};
export default cartsRoutes;
