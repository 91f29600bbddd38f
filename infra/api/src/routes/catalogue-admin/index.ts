import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  catalogueBodySchema,
  catalogueItemResponseSchema,
  catalogueListQuerySchema,
  catalogueListResponseSchema,
  hostIdParamsSchema,
  type CatalogueKind,
} from '@tajriba/contracts';
import { Access } from '../../lib/access';
import { requestLang } from '../../lib/i18n';
import { readFileField } from '../../lib/multipart';
import { RateRules } from '../../plugins/rate-limit';
import { ok, paged } from '../../lib/reply';
import { CATALOGUE_EDITORS, CATALOGUE_READERS, catalogueAdminService } from '../../services/catalogue-admin';

/** The four catalogue families (host §7 Catalogue) and their base paths. */
const FAMILIES: [CatalogueKind, string][] = [
  ['activities', '/api/Activities'],
  ['categories', '/api/ExperiencesCategories'],
  ['regions', '/api/ExperiencesRegions'],
  ['holidays', '/api/Holidays'],
];

/**
 * Catalogue administration: `All`, `{id}`, `Search`, `Add`, `Edit/{id}`, `ReverseActive/{id}`
 * and, for categories, `UpdateIcon/{id}`. Reads: staff see every entry; hosts (the wizard's
 * holiday search, region and activity choices) and anyone else see active entries only. Writes:
 * the role matrix in services/catalogue-admin.ts (README "Catalogue administration").
 */
const catalogueAdminRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const svc = catalogueAdminService({ sql: fastify.sql });
  const params = hostIdParamsSchema;
  const body = catalogueBodySchema;

  for (const [kind, base] of FAMILIES) {
    const tags = [`catalogue ${kind}`];
    const editors = { access: Access.roles(...CATALOGUE_EDITORS[kind]) };
    const readers = { access: Access.public() };
    const list = (r: { query: { Text?: string; IsActive?: boolean; PageNumber: number; PageSize: number }; user?: { role: number } | null; headers: Record<string, unknown> }) => {
      const staff = !!r.user && CATALOGUE_READERS.includes(r.user.role);
      // only staff see inactive entries
      return svc.list(kind, { ...r.query, IsActive: staff ? r.query.IsActive : true }, requestLang(r as never));
    };
    const handler = async (r: Parameters<typeof list>[0]) => {
      const { items, total } = await list(r);
      return paged(items, r.query.PageNumber, r.query.PageSize, total);
    };

    app.get(`${base}/All`, { config: readers, schema: { tags, querystring: catalogueListQuerySchema, response: { 200: catalogueListResponseSchema } } }, async (r) => handler(r as never));
    app.get(`${base}/Search`, { config: readers, schema: { tags, querystring: catalogueListQuerySchema, response: { 200: catalogueListResponseSchema } } }, async (r) => handler(r as never));
    app.get(`${base}/:id`, { config: { access: Access.roles(...CATALOGUE_READERS) }, schema: { tags, params, response: { 200: catalogueItemResponseSchema } } }, async (r) =>
      ok(await svc.get(kind, r.params.id, requestLang(r))),
    );
    app.post(`${base}/Add`, { config: editors, schema: { tags, body, response: { 200: catalogueItemResponseSchema } } }, async (r) => ok(await svc.add(kind, r.body, requestLang(r))));
    app.put(`${base}/Edit/:id`, { config: editors, schema: { tags, params, body, response: { 200: catalogueItemResponseSchema } } }, async (r) =>
      ok(await svc.edit(kind, r.params.id, r.body, requestLang(r))),
    );
    app.post(`${base}/ReverseActive/:id`, { config: editors, schema: { tags, params, response: { 200: catalogueItemResponseSchema } } }, async (r) =>
      ok(await svc.reverseActive(kind, r.params.id, requestLang(r))),
    );
    if (kind === 'categories') {
      app.post(
        `${base}/UpdateIcon/:id`,
        { config: editors, schema: { tags, params, consumes: ['multipart/form-data'], summary: 'Multipart field `file`: an SVG drawn with paths (its path data is kept)', response: { 200: catalogueItemResponseSchema } } },
        async (r) => {
          await fastify.rateLimit(r, RateRules.uploadPerIp);
          const { body: file } = await readFileField(r);
          return ok(await svc.updateIcon(r.params.id, file, requestLang(r)));
        },
      );
    }
  }
};
export default catalogueAdminRoutes;
