import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  earningsResponseSchema,
  earningsStatisticsResponseSchema,
  hostBigIdParamsSchema,
  hostIbanResponseSchema,
  ibanBodySchema,
  payoutChangeStatusBodySchema,
  payoutOrdersResponseSchema,
  payoutRunResponseSchema,
  payoutsQuerySchema,
  payoutsResponseSchema,
  RoleId,
} from '@tajriba/contracts';
import { Access } from '../../lib/access';
import { requestLang } from '../../lib/i18n';
import { emptyResponse, ok, paged } from '../../lib/reply';
import { RateKey } from '../../lib/rate-keys';
import { currentUser } from '../../plugins/auth';
import type { RateRule } from '../../plugins/rate-limit';
import { dashboardService } from '../../services/dashboard';
import { payoutResource, payoutsService } from '../../services/payouts';

/** Finance staff who run payouts and record what the bank did. */
const PAYOUT_STAFF = [RoleId.SuperAdmin, RoleId.Financial];
/** Changing the payout account is rare; a script trying IBANs is not. */
const ibanPerUser: RateRule = { name: 'iban-user', max: 10, windowSeconds: 3600 };

/**
 * `/api/Payouts` (host §7 Payouts) and the host's bank account (`/api/Manage/UpdateHostIban`).
 * A host reads only their own payouts; finance staff run payouts and change their status.
 */
const payoutsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const svc = payoutsService({ sql: fastify.sql, clock: fastify.clock });
  const orders = dashboardService({ sql: fastify.sql, clock: fastify.clock });
  const tags = ['payouts'];
  const host = { access: Access.roles(RoleId.Host) };
  const uid = (r: FastifyRequest) => currentUser(r).id;

  app.get('/api/Payouts/HostsPayouts', { config: host, schema: { tags, querystring: payoutsQuerySchema, response: { 200: payoutsResponseSchema } } }, async (r) => {
    const { items, total } = await svc.list(uid(r), r.query.PageNumber, r.query.PageSize);
    return paged(items, r.query.PageNumber, r.query.PageSize, total);
  });
  app.get(
    '/api/Payouts/HostPayoutOrders/:id',
    { config: { access: Access.owner(payoutResource, { roles: [RoleId.Host], orRoles: PAYOUT_STAFF }) }, schema: { tags, params: hostBigIdParamsSchema, response: { 200: payoutOrdersResponseSchema } } },
    async (r) => ok(await orders.payoutOrders(r.params.id, requestLang(r))),
  );
  app.get('/api/Payouts/EarningsStatistics', { config: host, schema: { tags, response: { 200: earningsStatisticsResponseSchema } } }, async (r) => ok(await svc.statistics(uid(r))));
  app.get('/api/Payouts/Earnings', { config: host, schema: { tags, response: { 200: earningsResponseSchema } } }, async (r) => ok(await svc.earnings(uid(r))));
  app.post('/api/Payouts/Run', { config: { access: Access.roles(...PAYOUT_STAFF) }, schema: { tags, summary: 'Run payouts now (the weekly schedule does the same)', response: { 200: payoutRunResponseSchema } } }, async () => {
    const { created, amount, ibanIssues } = await svc.run();
    return ok({ created, amount, ibanIssues });
  });
  app.post(
    '/api/Payouts/ChangeStatus/:id',
    { config: { access: Access.roles(...PAYOUT_STAFF) }, schema: { tags, params: hostBigIdParamsSchema, body: payoutChangeStatusBodySchema, response: emptyResponse() } },
    async (r) => {
      await svc.changeStatus(r.params.id, r.body.status);
      return ok(null);
    },
  );

  app.get('/api/Manage/HostIban', { config: host, schema: { tags, response: { 200: hostIbanResponseSchema } } }, async (r) => ok(await svc.iban(uid(r))));
  app.post('/api/Manage/UpdateHostIban', { config: host, schema: { tags, body: ibanBodySchema, response: { 200: hostIbanResponseSchema } } }, async (r) => {
    await fastify.rateLimit(r, ibanPerUser, RateKey.user(uid(r)));
    await svc.setIban(uid(r), r.body.iban);
    return ok(await svc.iban(uid(r)));
  });
};
export default payoutsRoutes;
