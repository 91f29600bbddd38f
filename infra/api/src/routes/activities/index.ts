import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activitiesQuerySchema, activitiesResponseSchema } from '@tajriba/contracts';
import { requestLang } from '../../lib/i18n';
import { ok } from '../../lib/reply';
import { catalogueService, langSuffix } from '../../services/catalogue';
import { Access } from '../../lib/access';

/** `GET /api/Activities?IsActive=true` → `data.data: [{ id, name }]` (the spec's double data). */
const activitiesRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const catalogue = catalogueService({ sql: fastify.sql, clock: fastify.clock, fees: fastify.config.fees });
  app.get('/api/Activities', { config: { access: Access.public() }, schema: { tags: ['catalogue'], querystring: activitiesQuerySchema, response: { 200: activitiesResponseSchema } } }, async (request) =>
    ok({ data: await catalogue.activities(langSuffix(requestLang(request)), request.query.IsActive ?? false) }),
  );
};
export default activitiesRoutes;
