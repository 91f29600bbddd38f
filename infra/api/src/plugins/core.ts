import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Clock } from '../lib/clock';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: Clock;
  }
}

/** Configuration and the clock, available to every plugin and route. */
export default fp<{ config: Config; clock: Clock }>(
  async (fastify, opts) => {
    fastify.decorate('config', opts.config);
    fastify.decorate('clock', opts.clock);
  },
  { name: 'core' },
);
