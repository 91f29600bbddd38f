import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  guestInfoResponseSchema,
  hostBigIdParamsSchema,
  hostBookingResponseSchema,
  hostBookingsQuerySchema,
  hostBookingsResponseSchema,
  hostCalendarQuerySchema,
  hostCalendarResponseSchema,
  hostUpcomingsQuerySchema,
  hostUpcomingsResponseSchema,
  RoleId,
} from '@tajriba/contracts';
import { Access } from '../../lib/access';
import { requestLang } from '../../lib/i18n';
import { ok, paged } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { hostOrderResource } from '../../services/booking-access';
import { dashboardService } from '../../services/dashboard';

/**
 * `/api/Bookings` (host §7 Bookings): the signed-in host's bookings only. The host role is
 * required; a booking of someone else's experience answers 404.
 */
const hostBookingsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const svc = dashboardService({ sql: fastify.sql, clock: fastify.clock });
  const tags = ['host bookings'];
  const host = { access: Access.roles(RoleId.Host) };
  const hostOwns = { access: Access.owner(hostOrderResource, { roles: [RoleId.Host] }) };
  const uid = (r: FastifyRequest) => currentUser(r).id;

  app.get('/api/Bookings/CurrentHostUpcomings', { config: host, schema: { tags, querystring: hostUpcomingsQuerySchema, response: { 200: hostUpcomingsResponseSchema } } }, async (r) =>
    ok(await svc.upcomings(uid(r), r.query.Take, requestLang(r))),
  );
  app.get('/api/Bookings/CurrentHostUpcomingsCalendar', { config: host, schema: { tags, querystring: hostCalendarQuerySchema, response: { 200: hostCalendarResponseSchema } } }, async (r) =>
    ok(await svc.calendar(uid(r), r.query.From, r.query.To, requestLang(r))),
  );
  app.get('/api/Bookings/CurrentHostBookings', { config: host, schema: { tags, querystring: hostBookingsQuerySchema, response: { 200: hostBookingsResponseSchema } } }, async (r) => {
    const { items, total } = await svc.bookings(uid(r), r.query, requestLang(r));
    return paged(items, r.query.PageNumber, r.query.PageSize, total);
  });
  app.get('/api/Bookings/CurrentHostBooking/:id', { config: hostOwns, schema: { tags, params: hostBigIdParamsSchema, response: { 200: hostBookingResponseSchema } } }, async (r) =>
    ok(await svc.booking(r.params.id, requestLang(r))),
  );
  app.get('/api/Bookings/GuestInfo/:id', { config: hostOwns, schema: { tags, params: hostBigIdParamsSchema, response: { 200: guestInfoResponseSchema } } }, async (r) =>
    ok(await svc.guestInfo(r.params.id)),
  );
};
export default hostBookingsRoutes;
