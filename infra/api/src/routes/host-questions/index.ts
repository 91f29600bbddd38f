import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  hostAnswerBodySchema,
  hostIdParamsSchema,
  hostQuestionResponseSchema,
  hostQuestionsQuerySchema,
  hostQuestionsResponseSchema,
  questionStatusBodySchema,
  RoleId,
} from '@tajriba/contracts';
import { Access } from '../../lib/access';
import { requestLang } from '../../lib/i18n';
import { ok, paged } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { hostListingsService, hostQuestionResource } from '../../services/host-listings';

/**
 * The host side of `/api/ExperiencesUsersQuestions` (host §7 Questions): the questions asked on
 * the host's listings, HostAnswer and ChangeStatus (hide or show). Another host's question is 404.
 */
const hostQuestionsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const svc = hostListingsService({ sql: fastify.sql, clock: fastify.clock, notify: fastify.notify });
  const tags = ['host questions'];
  const base = '/api/ExperiencesUsersQuestions';
  const owns = { access: Access.owner(hostQuestionResource, { roles: [RoleId.Host] }) };
  const uid = (r: FastifyRequest) => currentUser(r).id;

  app.get(`${base}/HostList`, { config: { access: Access.roles(RoleId.Host) }, schema: { tags, querystring: hostQuestionsQuerySchema, response: { 200: hostQuestionsResponseSchema } } }, async (r) => {
    const { items, total } = await svc.questions(uid(r), r.query, requestLang(r));
    return paged(items, r.query.PageNumber, r.query.PageSize, total);
  });
  app.post(`${base}/HostAnswer/:id`, { config: owns, schema: { tags, params: hostIdParamsSchema, body: hostAnswerBodySchema, response: { 200: hostQuestionResponseSchema } } }, async (r) =>
    ok(await svc.answer(r.params.id, r.body.answer, requestLang(r))),
  );
  app.post(`${base}/ChangeStatus/:id`, { config: owns, schema: { tags, params: hostIdParamsSchema, body: questionStatusBodySchema, response: { 200: hostQuestionResponseSchema } } }, async (r) =>
    ok(await svc.questionStatus(r.params.id, r.body.status, requestLang(r))),
  );
};
export default hostQuestionsRoutes;
