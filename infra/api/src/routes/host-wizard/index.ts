import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  RoleId,
  changeStatusBodySchema,
  changeStatusResponseSchema,
  dashListQuerySchema,
  experienceServerResponseSchema,
  holidayListResponseSchema,
  holidaySearchQuerySchema,
  hostListResponseSchema,
  numericIdParamsSchema,
  regionListQuerySchema,
  regionListResponseSchema,
  stepKeys,
  stepOperationBodySchema,
  stepOperationPath,
  stepResponseSchema,
  wholeFormBodySchema,
} from '@tajriba/contracts';
import { Access, STAFF_ROLES } from '../../lib/access';
import { requestLang } from '../../lib/i18n';
import { RateKey } from '../../lib/rate-keys';
import { ok, paged } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { RateRules } from '../../plugins/rate-limit';
import { langSuffix } from '../../services/catalogue';
import { wizardExperienceResource, hostExperiencesService } from '../../services/host-experiences';

/**
 * The host wizard's operations (host spec §7 "Wizard step operations", AddDraft, Add, Draft,
 * EditDraft, GET Experiences/{id}) and staff moderation (ModerationQueue, Submission,
 * ChangeStatus). HostList, DashList, SubmitDraft (as the dashboard uses it), Pause and DELETE are
 * the host dashboard's (routes/host-experiences); questions are routes/host-questions.
 * Hosts (current role Host) build and edit only their own experiences; an experience named in the
 * path that is not theirs answers 404. Ids in a step body are checked by the service the same way.
 */
const hostWizardRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = hostExperiencesService({ sql: fastify.sql, clock: fastify.clock, fees: fastify.config.fees, notify: fastify.notify });
  const tags = ['host experiences'];
  const host = { access: Access.roles(RoleId.Host) };
  const ownExperience = { access: Access.owner(wizardExperienceResource, { roles: [RoleId.Host] }) };
  const base = '/api/Experiences';
  const limit = async (request: Parameters<typeof currentUser>[0]) => fastify.rateLimit(request, RateRules.wizardSavePerUser, RateKey.user(currentUser(request).id));

  // The 17 step operations: one path per step, the step's form part in `data`.
  for (const key of stepKeys) {
    app.post(
      stepOperationPath(key),
      { config: host, schema: { tags, summary: `Wizard step ${key}: validate and store it in the working copy`, body: stepOperationBodySchema, response: { 200: stepResponseSchema } } },
      async (request) => {
        await limit(request);
        return ok(await service.step(currentUser(request).id, key, request.body, langSuffix(requestLang(request))));
      },
    );
  }

  app.post(`${base}/AddDraft`, { config: host, schema: { tags, summary: 'A new draft from several steps', body: wholeFormBodySchema, response: { 200: stepResponseSchema } } }, async (request) => {
    await limit(request);
    return ok(await service.saveSteps(currentUser(request).id, null, request.body, langSuffix(requestLang(request)), false));
  });
  app.post(`${base}/Add`, { config: host, schema: { tags, summary: 'Create and submit a complete experience at once', body: wholeFormBodySchema, response: { 200: stepResponseSchema } } }, async (request) => {
    await limit(request);
    return ok(await service.saveSteps(currentUser(request).id, null, request.body, langSuffix(requestLang(request)), true));
  });
  app.put(
    `${base}/EditDraft/:id`,
    { config: ownExperience, schema: { tags, summary: 'Save draft: store the given steps', params: numericIdParamsSchema, body: wholeFormBodySchema, response: { 200: stepResponseSchema } } },
    async (request) => {
      await limit(request);
      return ok(await service.saveSteps(currentUser(request).id, request.params.id, request.body, langSuffix(requestLang(request)), false));
    },
  );
  app.post(
    `${base}/Submit/:id`,
    { config: ownExperience, schema: { tags, summary: 'Store the given steps and submit for review (every step must be complete)', params: numericIdParamsSchema, body: wholeFormBodySchema, response: { 200: stepResponseSchema } } },
    async (request) => {
      await limit(request);
      return ok(await service.saveSteps(currentUser(request).id, request.params.id, request.body, langSuffix(requestLang(request)), true));
    },
  );
  app.get(
    `${base}/Draft/:id`,
    { config: ownExperience, schema: { tags, summary: 'The working copy (server shape)', params: numericIdParamsSchema, response: { 200: experienceServerResponseSchema } } },
    async (request) => ok(await service.draft(currentUser(request).id, request.params.id, langSuffix(requestLang(request)))),
  );

  app.get(
    `${base}/ModerationQueue`,
    { config: { access: Access.staff() }, schema: { tags, summary: 'Staff: submissions waiting for a decision (new ones and revisions of live listings), oldest first; Queue=false lists every experience', querystring: dashListQuerySchema, response: { 200: hostListResponseSchema } } },
    async (request) => {
      const q = request.query;
      const { items, total } = await service.dashList({ queue: q.Queue !== 'false', status: q.Status, text: q.Text }, q.PageNumber, q.PageSize, langSuffix(requestLang(request)));
      return paged(items, q.PageNumber, q.PageSize, total);
    },
  );

  app.get(
    `${base}/Submission/:id`,
    { config: { access: Access.staff() }, schema: { tags, summary: 'Staff: the version waiting for a decision', params: numericIdParamsSchema, response: { 200: experienceServerResponseSchema } } },
    async (request) => ok(await service.submission(request.params.id, langSuffix(requestLang(request)))),
  );

  app.put(
    `${base}/ChangeStatus/:id`,
    { config: { access: Access.staff() }, schema: { tags, summary: 'Staff decision: approve, reject or send back with a note', params: numericIdParamsSchema, body: changeStatusBodySchema, response: { 200: changeStatusResponseSchema } } },
    async (request) => ok(await service.decide(currentUser(request).id, request.params.id, request.body.decision, request.body.note, langSuffix(requestLang(request)))),
  );

  app.get(
    `${base}/:id`,
    {
      config: { access: Access.owner(wizardExperienceResource, { roles: [RoleId.Host], orRoles: STAFF_ROLES }) },
      schema: { tags, summary: 'The stored experience (host: own; staff: any)', params: numericIdParamsSchema, response: { 200: experienceServerResponseSchema } },
    },
    async (request) => ok(await service.get(request.params.id, langSuffix(requestLang(request)))),
  );

  // Reference lists the wizard reads.
  app.get('/api/ExperiencesRegions', { config: { access: Access.public() }, schema: { tags: ['catalogue'], querystring: regionListQuerySchema, response: { 200: regionListResponseSchema } } }, async (request) =>
    ok(await service.regions(request.query.isActive !== 'false', langSuffix(requestLang(request)))),
  );
  app.get(
    '/api/Holidays',
    { config: { access: Access.public() }, schema: { tags: ['catalogue'], summary: 'Active catalogue holidays matching Text, plus the signed-in host’s own', querystring: holidaySearchQuerySchema, response: { 200: holidayListResponseSchema } } },
    async (request) => {
      const q = request.query;
      return ok(await service.holidays(request.user?.id ?? null, q.Text?.trim() || null, q.IsActive !== 'false', langSuffix(requestLang(request))));
    },
  );
};
export default hostWizardRoutes;
