import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponse, ok } from '../../lib/reply';
import { outboxRepository } from '../../repositories/outbox';
import { Access } from '../../lib/access';

const outboxItem = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  meta: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});

/**
 * `GET /dev/outbox?to=<email or phone>`: messages the API sent, newest first, with the code in
 * `meta.code`. Developers and the Playwright journeys read sign-up codes here. Not registered in
 * production (404 like any unknown path).
 */
const dev: FastifyPluginAsync = async (fastify) => {
  if (fastify.config.isProduction) return;
  const repo = outboxRepository(fastify.db);
  fastify.withTypeProvider<ZodTypeProvider>().get(
    '/dev/outbox',
    {
      // Outside production only (the route does not exist there): the journeys read codes here.
      config: { access: Access.public() },
      schema: {
        tags: ['dev'],
        summary: 'Dev outbox (not in production)',
        querystring: z.object({ to: z.string().trim().min(1) }),
        response: okResponse(z.array(outboxItem)),
      },
    },
    async (request) => {
      const raw = request.query.to;
      // Accept e-mails in any case and phone numbers with spaces or dashes.
      const to = raw.includes('@') ? raw.toLowerCase() : raw.replace(/[\s\-().]/g, '');
      const rows = await repo.listFor(to);
      return ok(
        rows.map((r) => ({
          id: r.id,
          channel: r.channel,
          to: r.recipient,
          subject: r.subject,
          body: r.body,
          meta: r.meta,
          createdAt: r.createdAt.toISOString(),
        })),
      );
    },
  );
};
export default dev;
