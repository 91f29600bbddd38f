import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  askQuestionBodySchema,
  askQuestionResponseSchema,
  numericIdParamsSchema,
  questionResponseSchema,
  questionsQuerySchema,
  questionsResponseSchema,
} from '@tajriba/contracts';
import { Access } from '../../lib/access';
import { RateKey } from '../../lib/rate-keys';
import { currentUser } from '../../plugins/auth';
import { RateRules } from '../../plugins/rate-limit';
import { emptyResponse, ok, paged } from '../../lib/reply';
import { questionResource, questionsService } from '../../services/questions';

/**
 * `/api/ExperiencesUsersQuestions` guest operations. `{id}` is the experience for List,
 * CurrentGuestQuestions and AskQuestion, and the question for Edit and DELETE.
 * (HostAnswer and ChangeStatus belong to the host area.)
 */
const questionsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const questions = questionsService({ sql: fastify.sql, clock: fastify.clock, notify: fastify.notify });
  const tags = ['questions'];
  const base = '/api/ExperiencesUsersQuestions';

  app.get(
    `${base}/List/:id`,
    { config: { access: Access.public() }, schema: { tags, params: numericIdParamsSchema, querystring: questionsQuerySchema, response: { 200: questionsResponseSchema } } },
    async (request) => {
      const { PageNumber, PageSize } = request.query;
      const { items, total } = await questions.visible(request.params.id, PageNumber, PageSize, request.user?.id ?? null);
      return paged(items, PageNumber, PageSize, total);
    },
  );

  app.get(
    `${base}/CurrentGuestQuestions/:id`,
    { config: { access: Access.signedIn() }, schema: { tags, params: numericIdParamsSchema, querystring: questionsQuerySchema, response: { 200: questionsResponseSchema } } },
    async (request) => {
      const { PageNumber, PageSize } = request.query;
      const { items, total } = await questions.mine(request.params.id, currentUser(request).id, PageNumber, PageSize);
      return paged(items, PageNumber, PageSize, total);
    },
  );

  app.post(
    `${base}/AskQuestion/:id`,
    { config: { access: Access.signedIn() }, schema: { tags, params: numericIdParamsSchema, body: askQuestionBodySchema, response: { 200: askQuestionResponseSchema } } },
    async (request) => {
      await fastify.rateLimit(request, RateRules.questionPerUser, RateKey.user(currentUser(request).id));
      return ok(await questions.ask(request.params.id, currentUser(request).id, request.body.question));
    },
  );

  app.put(
    `${base}/Edit/:id`,
    { config: { access: Access.owner(questionResource) }, schema: { tags, params: numericIdParamsSchema, body: askQuestionBodySchema, response: { 200: questionResponseSchema } } },
    async (request) => {
      await fastify.rateLimit(request, RateRules.questionPerUser, RateKey.user(currentUser(request).id));
      return ok(await questions.edit(request.params.id, currentUser(request).id, request.body.question));
    },
  );

  app.delete(
    `${base}/:id`,
    { config: { access: Access.owner(questionResource) }, schema: { tags, params: numericIdParamsSchema, response: emptyResponse() } },
    async (request) => {
      await questions.remove(request.params.id, currentUser(request).id);
      return ok(null);
    },
  );
};
export default questionsRoutes;
