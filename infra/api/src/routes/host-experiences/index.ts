import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dashExperiencesQuerySchema,
  experienceInsightsResponseSchema,
  hostExperienceResponseSchema,
  hostExperiencesQuerySchema,
  hostExperiencesResponseSchema,
  hostIdParamsSchema,
  insightsQuerySchema,
  pauseFormSchema,
  RoleId,
} from '@tajriba/contracts';
import { Access, STAFF_ROLES } from '../../lib/access';
import { requestLang } from '../../lib/i18n';
import { RateKey } from '../../lib/rate-keys';
import { emptyResponse, ok, paged } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import type { RateRule } from '../../plugins/rate-limit';
import { dashboardService } from '../../services/dashboard';
import { langSuffix } from '../../services/catalogue';
import { hostExperiencesService } from '../../services/host-experiences';
import { hostExperienceResource, hostListingsService } from '../../services/host-listings';

/** One browser counts a page at most this often (reloads and scripts do not inflate views). */
const viewPerAddress: RateRule = { name: 'experience-view-ip', max: 120, windowSeconds: 60 };

/**
 * The host's listings and their lifecycle (host §7 Experiences): HostList, Pause, Unpause,
 * ReverseInstantBooking, SubmitDraft, DELETE (drafts only), insights; staff DashList. Every
 * listing route names one of the caller's own experiences (someone else's answers 404).
 */
const hostExperiencesRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const listings = hostListingsService({ sql: fastify.sql, clock: fastify.clock });
  const dashboard = dashboardService({ sql: fastify.sql, clock: fastify.clock });
  const wizard = hostExperiencesService({ sql: fastify.sql, clock: fastify.clock, fees: fastify.config.fees, notify: fastify.notify });
  const tags = ['host experiences'];
  const host = { access: Access.roles(RoleId.Host) };
  const owns = { access: Access.owner(hostExperienceResource, { roles: [RoleId.Host] }) };
  const uid = (r: FastifyRequest) => currentUser(r).id;
  const params = hostIdParamsSchema;

  // Pause windows start and end by date; every instance sweeps (the UPDATEs are idempotent).
  if (fastify.config.env !== 'test') {
    const sweep = () =>
      void Promise.all([listings.applyPauseWindows(), dashboard.pruneHourlyViews()]).catch((err) => fastify.log.error({ err }, 'pause/views sweep failed'));
    fastify.addHook('onReady', async () => sweep());
    const timer = setInterval(sweep, 5 * 60_000);
    timer.unref();
    fastify.addHook('onClose', async () => clearInterval(timer));
  }

  app.get('/api/Experiences/HostList', { config: host, schema: { tags, querystring: hostExperiencesQuerySchema, response: { 200: hostExperiencesResponseSchema } } }, async (r) => {
    const { items, total } = await listings.list(uid(r), r.query, requestLang(r));
    return paged(items, r.query.PageNumber, r.query.PageSize, total);
  });
  app.get('/api/Experiences/DashList', { config: { access: Access.roles(...STAFF_ROLES, RoleId.Marketer) }, schema: { tags, querystring: dashExperiencesQuerySchema, response: { 200: hostExperiencesResponseSchema } } }, async (r) => {
    const { items, total } = await listings.list(null, r.query, requestLang(r));
    return paged(items, r.query.PageNumber, r.query.PageSize, total);
  });
  app.get('/api/Experiences/HostDetails/:id', { config: owns, schema: { tags, params, response: { 200: hostExperienceResponseSchema } } }, async (r) =>
    ok(await listings.one(r.params.id, requestLang(r))),
  );
  app.get('/api/Experiences/Insights/:id', { config: owns, schema: { tags, params, querystring: insightsQuerySchema, response: { 200: experienceInsightsResponseSchema } } }, async (r) =>
    ok(await dashboard.insights(uid(r), r.params.id, r.query, requestLang(r))),
  );
  app.post('/api/Experiences/Pause/:id', { config: owns, schema: { tags, params, body: pauseFormSchema, response: { 200: hostExperienceResponseSchema } } }, async (r) =>
    ok(await listings.pause(r.params.id, r.body, requestLang(r))),
  );
  app.post('/api/Experiences/Unpause/:id', { config: owns, schema: { tags, params, response: { 200: hostExperienceResponseSchema } } }, async (r) =>
    ok(await listings.unpause(r.params.id, requestLang(r))),
  );
  app.post('/api/Experiences/ReverseInstantBooking/:id', { config: owns, schema: { tags, params, response: { 200: hostExperienceResponseSchema } } }, async (r) =>
    ok(await listings.reverseInstantBooking(r.params.id, requestLang(r))),
  );
  // One submit path: an experience built in the wizard is submitted the wizard's way (its working
  // copy checked step by step, the same as the wizard's Submit); otherwise the listing's own check.
  app.post('/api/Experiences/SubmitDraft/:id', { config: owns, schema: { tags, params, response: { 200: hostExperienceResponseSchema } } }, async (r) => {
    if (await wizard.submitWorkingCopy(uid(r), r.params.id, langSuffix(requestLang(r)))) return ok(await listings.one(r.params.id, requestLang(r)));
    return ok(await listings.submitDraft(r.params.id, requestLang(r)));
  });
  app.delete('/api/Experiences/:id', { config: owns, schema: { tags, params, response: emptyResponse() } }, async (r) => {
    await listings.remove(r.params.id);
    return ok(null);
  });
  // A guest opened a listing's page: counted for the host's insights (published listings only).
  app.post('/api/Experiences/View/:id', { config: { access: Access.public() }, schema: { tags, params, response: emptyResponse() } }, async (r) => {
    await fastify.rateLimit(r, viewPerAddress, RateKey.address(r));
    await dashboard.recordView(r.params.id);
    return ok(null);
  });
};
export default hostExperiencesRoutes;
