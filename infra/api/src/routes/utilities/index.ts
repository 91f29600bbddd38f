import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countrySchema, currencySchema, genderSchema, identityTypeSchema, systemLanguageSchema, timeZoneSchema, userLanguageSchema, workTypeSchema } from '@tajriba/contracts';
import { requestLang } from '../../lib/i18n';
import { ok, okResponse } from '../../lib/reply';
import { localized } from '../../services/reference-data';
import { Access } from '../../lib/access';

/** `GET /api/Utilities/*` reference lists, named in the Accept-Language language; cacheable for a day. */
const utilities: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const lists = [
    ['SystemLanguages', systemLanguageSchema, localized.systemLanguages],
    ['UserLanguages', userLanguageSchema, localized.userLanguages],
    ['Currencies', currencySchema, localized.currencies],
    ['Genders', genderSchema, localized.genders],
    ['IdentityTypes', identityTypeSchema, localized.identityTypes],
    ['TimeZones', timeZoneSchema, localized.timeZones],
    ['WorkTypes', workTypeSchema, localized.workTypes],
    ['Countries', countrySchema, localized.countries],
  ] as const;
  for (const [name, schema, build] of lists) {
    const cache = new Map<string, unknown>();
    app.get(
      `/api/Utilities/${name}`,
      { config: { access: Access.public() }, schema: { tags: ['utilities'], summary: `${name} (localised by Accept-Language)`, response: okResponse(z.array(schema as z.core.$ZodType)) } },
      async (request, reply) => {
        const lang = requestLang(request);
        if (!cache.has(lang)) cache.set(lang, build(lang));
        // Add to Vary, never replace it: CORS already put Origin there for credentialed requests.
        const vary = reply.getHeader('vary');
        reply.header('cache-control', 'public, max-age=86400').header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language');
        return ok(cache.get(lang) as never);
      },
    );
  }
};
export default utilities;
