import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  analyticsQuerySchema,
  dashboardAnalyticsResponseSchema,
  earningAnalyticsResponseSchema,
  experiencesAnalyticsResponseSchema,
  hostedEventsResponseSchema,
  hostRatingResponseSchema,
  RoleId,
  transactionsQuerySchema,
  transactionsResponseSchema,
} from '@tajriba/contracts';
import { Access } from '../../lib/access';
import { requestLang } from '../../lib/i18n';
import { ok, paged } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { dashboardService } from '../../services/dashboard';

/**
 * The dashboard's analytics (the spec's web-tier calls: dashboard-analytics, earning-analytics,
 * experiences-analytics / analytics table, hosted events, rating, transactions), each over the
 * range chooser's period for the signed-in host. Read from daily rollups (README "Analytics").
 */
const dashboardRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const svc = dashboardService({ sql: fastify.sql, clock: fastify.clock });
  const tags = ['dashboard'];
  const config = { access: Access.roles(RoleId.Host) };
  const uid = (r: FastifyRequest) => currentUser(r).id;
  const querystring = analyticsQuerySchema;

  app.get('/api/Dashboard/Analytics', { config, schema: { tags, querystring, response: { 200: dashboardAnalyticsResponseSchema } } }, async (r) => ok(await svc.dashboard(uid(r), r.query)));
  app.get('/api/Dashboard/EarningAnalytics', { config, schema: { tags, querystring, response: { 200: earningAnalyticsResponseSchema } } }, async (r) =>
    ok(await svc.earningAnalytics(uid(r), r.query)),
  );
  app.get('/api/Dashboard/ExperiencesAnalytics', { config, schema: { tags, querystring, response: { 200: experiencesAnalyticsResponseSchema } } }, async (r) =>
    ok(await svc.experiencesAnalytics(uid(r), r.query, requestLang(r))),
  );
  app.get('/api/Dashboard/HostedEvents', { config, schema: { tags, querystring, response: { 200: hostedEventsResponseSchema } } }, async (r) => ok(await svc.hostedEvents(uid(r), r.query)));
  app.get('/api/Dashboard/Rating', { config, schema: { tags, response: { 200: hostRatingResponseSchema } } }, async (r) => ok(await svc.rating(uid(r), requestLang(r))));
  app.get('/api/Dashboard/Transactions', { config, schema: { tags, querystring: transactionsQuerySchema, response: { 200: transactionsResponseSchema } } }, async (r) => {
    const { items, total } = await svc.transactions(uid(r), r.query, requestLang(r));
    return paged(items, r.query.PageNumber, r.query.PageSize, total);
  });
};
export default dashboardRoutes;
