import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  availableDaysQuerySchema,
  availableDaysResponseSchema,
  categoriesResponseSchema,
  citiesResponseSchema,
  citySearchQuerySchema,
  experienceDetailSchema,
  experiencesListQuerySchema,
  experiencesListResponseSchema,
  experiencesMapQuerySchema,
  experiencesMapResponseSchema,
  homePageQuerySchema,
  homePageResponseSchema,
  hostInfoResponseSchema,
  hostReviewsResponseSchema,
  isAvailableQuerySchema,
  isAvailableResponseSchema,
  numericIdParamsSchema,
  questionsQuerySchema,
  questionsResponseSchema,
  ratingsResponseSchema,
  regionSearchQuerySchema,
  regionsResponseSchema,
  reviewsQuerySchema,
  topHostsQuerySchema,
  topHostsResponseSchema,
  envelope,
} from '@tajriba/contracts';
import { requestLang } from '../../lib/i18n';
import { ok, paged } from '../../lib/reply';
import { catalogueService, langSuffix } from '../../services/catalogue';
import { catalogueUpkeep } from '../../services/catalogue-maintenance';
import { questionsService } from '../../services/questions';
import { Access } from '../../lib/access';

/**
 * `/api/Home/*`: what guests browse (spec guest §7 "Home and search"). Public; when a bearer token
 * is present, cards and the detail carry the user's favourite id.
 */
const home: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const catalogue = catalogueService({ sql: fastify.sql, clock: fastify.clock, fees: fastify.config.fees, listCacheTtlMs: fastify.config.listCacheTtlMs });
  const questions = questionsService({ sql: fastify.sql, clock: fastify.clock });
  const lang = (request: FastifyRequest) => langSuffix(requestLang(request));
  const userId = (request: FastifyRequest) => request.user?.id ?? null;
  const tags = ['home'];
  // Public; a bearer token, when present, adds the user's favourite ids to cards and the detail.
  const pre = { config: { access: Access.public() } };

  fastify.addHook('onReady', async () => {
    await catalogueUpkeep(fastify.sql, fastify.clock, fastify.config.fees);
  });

  app.get('/api/Home/ExperiencesCategories', { ...pre, schema: { tags, response: { 200: categoriesResponseSchema } } }, async (request) =>
    ok(await catalogue.categories(lang(request))),
  );

  app.get('/api/Home/CitiesSearch', { ...pre, schema: { tags, querystring: citySearchQuerySchema, response: { 200: citiesResponseSchema } } }, async (request) =>
    ok(await catalogue.cities(request.query.Text, request.query.Limit, lang(request))),
  );

  app.get('/api/Home/RegionsSearch', { ...pre, schema: { tags, querystring: regionSearchQuerySchema, response: { 200: regionsResponseSchema } } }, async (request) =>
    ok(await catalogue.regions(request.query.Text, request.query.Limit, lang(request), request.query.isActive ?? true)),
  );

  app.get(
    '/api/Home/ExperiencesList',
    { ...pre, schema: { tags, querystring: experiencesListQuerySchema, response: { 200: experiencesListResponseSchema } } },
    async (request) => ({ ...ok(null), ...(await catalogue.list(request.query, lang(request), userId(request))) }),
  );

  app.get(
    '/api/Home/ExperiencesMap',
    { ...pre, schema: { tags, querystring: experiencesMapQuerySchema, response: { 200: experiencesMapResponseSchema } } },
    async (request) => ({ ...ok(null), ...(await catalogue.map(request.query, lang(request))) }),
  );

  app.get(
    '/api/Home/Page',
    { ...pre, schema: { tags, querystring: homePageQuerySchema, response: { 200: homePageResponseSchema } } },
    async (request) => {
      const q = request.query;
      const { items, total } = await catalogue.homeSection(q.Section, q.CateId, q.PageNumber, q.PageSize, lang(request), userId(request));
      return paged(items, q.PageNumber, q.PageSize, total);
    },
  );

  app.get(
    '/api/Home/Experience/:id',
    { ...pre, schema: { tags, params: numericIdParamsSchema, response: { 200: envelope(experienceDetailSchema) } } },
    async (request) => ok(await catalogue.detail(request.params.id, lang(request), userId(request))),
  );

  app.get(
    '/api/Home/ExperienceRatings/:id',
    { ...pre, schema: { tags, params: numericIdParamsSchema, querystring: reviewsQuerySchema, response: { 200: ratingsResponseSchema } } },
    async (request) => {
      const { PageNumber, PageSize } = request.query;
      const { items, total, ...rest } = await catalogue.ratings(request.params.id, PageNumber, PageSize, lang(request));
      return { ...paged(items, PageNumber, PageSize, total), ...rest };
    },
  );

  app.get(
    '/api/Home/ExperienceQuestions/:id',
    { ...pre, schema: { tags, params: numericIdParamsSchema, querystring: questionsQuerySchema, response: { 200: questionsResponseSchema } } },
    async (request) => {
      const { PageNumber, PageSize } = request.query;
      const { items, total } = await questions.visible(request.params.id, PageNumber, PageSize, userId(request));
      return paged(items, PageNumber, PageSize, total);
    },
  );

  app.get(
    '/api/Home/IsExperienceAvailable/:id',
    { ...pre, schema: { tags, params: numericIdParamsSchema, querystring: isAvailableQuerySchema, response: { 200: isAvailableResponseSchema } } },
    async (request) => {
      const q = request.query;
      return ok(await catalogue.isAvailable(request.params.id, q.Date, q.AdultsQTY, q.ChildrenQTY, q.IsPrivate, lang(request)));
    },
  );

  app.get(
    '/api/Home/ExperienceAvailableDays/:id',
    { ...pre, schema: { tags, params: numericIdParamsSchema, querystring: availableDaysQuerySchema, response: { 200: availableDaysResponseSchema } } },
    async (request) => ok(await catalogue.availableDays(request.params.id, request.query.From, request.query.To, lang(request))),
  );

  app.get('/api/Home/HostInfo/:id', { ...pre, schema: { tags, params: numericIdParamsSchema, response: { 200: hostInfoResponseSchema } } }, async (request) =>
    ok(await catalogue.hostInfo(request.params.id, lang(request))),
  );

  app.get(
    '/api/Home/HostReviews/:id',
    { ...pre, schema: { tags, params: numericIdParamsSchema, querystring: reviewsQuerySchema, response: { 200: hostReviewsResponseSchema } } },
    async (request) => {
      const { PageNumber, PageSize } = request.query;
      const { items, total, summary } = await catalogue.hostReviews(request.params.id, PageNumber, PageSize, lang(request));
      return { ...paged(items, PageNumber, PageSize, total), summary };
    },
  );

  app.get('/api/Home/TopHosts', { ...pre, schema: { tags, querystring: topHostsQuerySchema, response: { 200: topHostsResponseSchema } } }, async (request) =>
    ok(await catalogue.topHosts(request.query.Limit, lang(request))),
  );
};
export default home;
