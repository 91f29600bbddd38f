import type { FastifyPluginAsync } from 'fastify';
import { Access } from '../../lib/access';
import { HUBS } from '../../plugins/realtime';

/**
 * SignalR negotiate (`POST {hub}/negotiate?negotiateVersion=1`, bearer token). The answer is the
 * protocol's own shape, not the API envelope: `@microsoft/signalr` reads it as is.
 */
const realtimeRoutes: FastifyPluginAsync = async (fastify) => {
  for (const path of Object.values(HUBS)) {
    fastify.post(
      `${path}/negotiate`,
      { config: { access: Access.signedIn() }, schema: { tags: ['realtime'], hide: true } },
      async () => fastify.hubs.negotiate(),
    );
  }
};
export default realtimeRoutes;
