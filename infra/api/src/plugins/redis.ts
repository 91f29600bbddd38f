import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when REDIS_URL is set (rate limits now, hub backplane later). */
    redis: Redis | null;
  }
}

export default fp(
  async (fastify) => {
    const url = fastify.config.redis.url;
    if (!url) {
      fastify.decorate('redis', null);
      return;
    }
    const { Redis: RedisClient } = await import('ioredis');
    const redis = new RedisClient(url, { lazyConnect: true, maxRetriesPerRequest: 2, keyPrefix: fastify.config.redis.prefix });
    redis.on('error', (err) => fastify.log.warn({ err }, 'redis error'));
    await redis.connect();
    fastify.decorate('redis', redis);
    fastify.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'redis', dependencies: ['core'] },
);
