import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Access } from '../../lib/access';

/** Liveness (`/health`: the process answers) and readiness (`/ready`: the database answers). */
const health: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const status = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['ok', 'unavailable']).optional() });
  app.get('/health', { config: { access: Access.public() }, schema: { tags: ['health'], response: { 200: status } } }, async () => ({ status: 'ok' as const }));
  app.get('/ready', { config: { access: Access.public() }, schema: { tags: ['health'], response: { 200: status, 503: status } } }, async (request, reply) => {
    try {
      await fastify.sql.query('SELECT 1');
      return { status: 'ok' as const, database: 'ok' as const };
    } catch (err) {
      request.log.warn({ err }, 'readiness check failed');
      return reply.code(503).send({ status: 'unavailable' as const, database: 'unavailable' as const });
    }
  });
};
export default health;
