import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { Msg } from '@tajriba/contracts';
import { AppError } from '../lib/errors';

/** A named budget: `max` hits per `windowSeconds` for one key. */
export interface RateRule {
  name: string;
  max: number;
  windowSeconds: number;
}

/** Limits of the auth and contact endpoints (per client address and per target). */
export const RateRules = {
  loginPerIp: { name: 'login-ip', max: 60, windowSeconds: 900 },
  loginPerAccount: { name: 'login-account', max: 10, windowSeconds: 900 },
  codeSendPerIp: { name: 'code-send-ip', max: 40, windowSeconds: 3600 },
  codeSendPerTarget: { name: 'code-send-target', max: 6, windowSeconds: 3600 },
  codeCheckPerIp: { name: 'code-check-ip', max: 60, windowSeconds: 900 },
  codeCheckPerTarget: { name: 'code-check-target', max: 15, windowSeconds: 900 },
  refreshPerIp: { name: 'refresh-ip', max: 120, windowSeconds: 60 },
  contactPerIp: { name: 'contact-ip', max: 5, windowSeconds: 3600 },
  proxyPerIp: { name: 'proxy-ip', max: 300, windowSeconds: 60 },
  uploadPerIp: { name: 'upload-ip', max: 60, windowSeconds: 60 },
  /** Chat messages per account: a fast typist stays far below; a script flooding a host does not. */
  chatSend: { name: 'chat-send', max: 60, windowSeconds: 60 },
  // booking: a person places a few orders and payments a minute, never hundreds
  orderPerUser: { name: 'order-user', max: 30, windowSeconds: 60 },
  paymentPerUser: { name: 'payment-user', max: 30, windowSeconds: 60 },
} satisfies Record<string, RateRule>;

interface Store {
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetInMs: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts a hit; throws the 429 envelope error once the budget is spent. */
    rateLimit(request: FastifyRequest, rule: RateRule, key?: string): Promise<void>;
  }
}

/**
 * Fixed-window counters: in Redis when REDIS_URL is set (shared by every API instance), in
 * memory otherwise (the single-process embedded default).
 */
export default fp(
  async (fastify) => {
    const { clock } = fastify;
    let store: Store;
    if (fastify.redis) {
      const redis = fastify.redis;
      store = {
        async hit(key, windowSeconds) {
          const k = `rl:${key}`;
          const res = await redis.multi().incr(k).pttl(k).exec();
          const count = Number(res?.[0]?.[1] ?? 1);
          let ttl = Number(res?.[1]?.[1] ?? -1);
          if (ttl < 0) {
            await redis.pexpire(k, windowSeconds * 1000);
            ttl = windowSeconds * 1000;
          }
          return { count, resetInMs: ttl };
        },
      };
    } else {
      const buckets = new Map<string, { count: number; resetAt: number }>();
      store = {
        async hit(key, windowSeconds) {
          const now = clock.now().getTime();
          if (buckets.size > 50_000) for (const [k, b] of buckets) if (b.resetAt <= now) buckets.delete(k);
          let b = buckets.get(key);
          if (!b || b.resetAt <= now) {
            b = { count: 0, resetAt: now + windowSeconds * 1000 };
            buckets.set(key, b);
          }
          b.count++;
          return { count: b.count, resetInMs: b.resetAt - now };
        },
      };
    }
    fastify.decorate('rateLimit', async (request: FastifyRequest, rule: RateRule, key?: string) => {
      if (!fastify.config.rateLimits) return;
      const id = `${rule.name}:${key ?? request.ip}`;
      let r: { count: number; resetInMs: number };
      try {
        r = await store.hit(id, rule.windowSeconds);
      } catch (err) {
        // Fail open: a Redis outage must not lock every user out of signing in.
        request.log.warn({ err }, 'rate limit store unavailable');
        return;
      }
      if (r.count > rule.max) {
        throw new AppError(Msg.tooManyRequests, 429, {}, null, { 'retry-after': String(Math.max(1, Math.ceil(r.resetInMs / 1000))) });
      }
    });
  },
  { name: 'rate-limit', dependencies: ['core', 'redis'] },
);
