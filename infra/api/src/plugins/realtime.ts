import fp from 'fastify-plugin';
import { HubPaths } from '@tajriba/contracts';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { verifyJwt } from '../lib/jwt';
import { sessionsRepository } from '../repositories/sessions';
import { messagingRepository } from '../repositories/messaging';
import { HubServer, memoryBackplane, redisBackplane, type Backplane } from '../realtime';

/** The hubs and their paths are shared with the browser (`HubPaths` in libs/contracts). */
export const HUBS = HubPaths;

declare module 'fastify' {
  interface FastifyInstance {
    /** The SignalR hub server: `hubs.sendToUsers('chat', [id], 'ReceiveMessage', [message])`. */
    hubs: HubServer;
  }
}

/**
 * Serves the SignalR hubs on the API's own HTTP server (WebSocket upgrades of the hub paths).
 * With REDIS_URL hub messages go through Redis pub/sub so every instance delivers them;
 * without it, in process.
 */
export default fp(
  async (fastify) => {
    const backplane: Backplane = fastify.redis
      ? await redisBackplane(fastify.redis, fastify.config.redis.prefix, (err) => fastify.log.warn({ err }, 'realtime backplane error'))
      : memoryBackplane();
    const sessions = sessionsRepository(fastify.sql);
    const presence = messagingRepository(fastify.sql);
    // "Last active" (online status, spec §4): stamped when a user connects or leaves, and every
    // minute while connected, so any instance answers FromUserActiveStatus from the database.
    const touch = (ids: number[]) => void presence.touchActive(ids, fastify.clock.now()).catch((err) => fastify.log.warn({ err }, 'last-active update failed'));
    const hubs = new HubServer({
      onUserConnected: (id) => touch([id]),
      onUserDisconnected: (id) => touch([id]),
      hubs: HUBS,
      backplane,
      now: () => fastify.clock.now().getTime(),
      log: fastify.log,
      keepAliveMs: fastify.config.hubs.keepAliveMs,
      clientTimeoutMs: fastify.config.hubs.clientTimeoutMs,
      // The same check as a bearer request (src/plugins/auth.ts): a valid token of a live session.
      authenticate: async (token) => {
        const now = fastify.clock.now();
        const claims = verifyJwt(token, fastify.config.tokens.accessSecret, Math.floor(now.getTime() / 1000));
        const id = Number(claims?.sub);
        if (!claims || typeof claims.sid !== 'string' || !Number.isSafeInteger(id) || id <= 0) return null;
        const role = await sessions.liveRole(id, claims.sid, now).catch(() => null);
        return role === null ? null : { id, expiresAt: claims.exp };
      },
    });
    fastify.decorate('hubs', hubs);
    const presenceTimer = setInterval(() => {
      const ids = hubs.connectedUserIds();
      if (ids.length) touch(ids);
    }, 60_000);
    presenceTimer.unref();
    const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      if (!hubs.handleUpgrade(req, socket, head)) socket.destroy();
    };
    fastify.server.on('upgrade', onUpgrade);
    // Before the HTTP server stops: clients are told to reconnect (allowReconnect), so during a
    // rolling restart they move to another instance and catch up by their last message id.
    fastify.addHook('preClose', async () => {
      fastify.server.off('upgrade', onUpgrade);
      clearInterval(presenceTimer);
      await hubs.close();
    });
  },
  { name: 'realtime', dependencies: ['core', 'db', 'redis'] },
);
