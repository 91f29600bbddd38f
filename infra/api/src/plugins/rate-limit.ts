import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { Msg } from '@tajriba/contracts';
import { AppError } from '../lib/errors';
import { RateKey } from '../lib/rate-keys';

/** A named budget: `max` hits per `windowSeconds` for one key. */
export interface RateRule {
  name: string;
  max: number;
  windowSeconds: number;
}

/**
 * Every limit, with what it is keyed on (README "Rate limits"). Keys are built by `RateKey` only,
 * in canonical form (trimmed lower-case e-mail, E.164 phone, IPv6 /64).
 */
export const RateRules = {
  /** address */
  loginPerIp: { name: 'login-ip', max: 60, windowSeconds: 900 },
  /** account × address: an attacker elsewhere cannot lock the owner out. */
  loginPerAccountIp: { name: 'login-account-ip', max: 10, windowSeconds: 900 },
  /** account, failures only, from addresses that never signed in to it: the slow global backstop. */
  loginFailuresPerAccount: { name: 'login-account-fail', max: 100, windowSeconds: 3600 },
  /** user: re-entering the current password (ChangePassword). */
  passwordCheckPerUser: { name: 'password-check-user', max: 10, windowSeconds: 900 },
  codeSendPerIp: { name: 'code-send-ip', max: 40, windowSeconds: 3600 },
  codeSendPerTarget: { name: 'code-send-target', max: 6, windowSeconds: 3600 },
  codeCheckPerIp: { name: 'code-check-ip', max: 60, windowSeconds: 900 },
  codeCheckPerTarget: { name: 'code-check-target', max: 15, windowSeconds: 900 },
  refreshPerIp: { name: 'refresh-ip', max: 120, windowSeconds: 60 },
  contactPerIp: { name: 'contact-ip', max: 5, windowSeconds: 3600 },
  /** recipient e-mail: acknowledgements the contact form sends to one address. */
  contactReceiptPerRecipient: { name: 'contact-receipt', max: 3, windowSeconds: 86_400 },
  referPerUser: { name: 'refer-user', max: 20, windowSeconds: 3600 },
  questionPerUser: { name: 'question-user', max: 20, windowSeconds: 3600 },
  // the wizard saves on every Continue and on Save draft: generous, but a script cannot hammer the writes
  wizardSavePerUser: { name: 'wizard-save-user', max: 600, windowSeconds: 3600 },
  proxyPerIp: { name: 'proxy-ip', max: 300, windowSeconds: 60 },
  uploadPerIp: { name: 'upload-ip', max: 60, windowSeconds: 60 },
  /** Chat messages per account: a fast typist stays far below; a script flooding a host does not. */
  chatSend: { name: 'chat-send', max: 60, windowSeconds: 60 },
  // booking: a person places a few orders and payments a minute, never hundreds
  orderPerUser: { name: 'order-user', max: 30, windowSeconds: 60 },
  paymentPerUser: { name: 'payment-user', max: 30, windowSeconds: 60 },
  /** user: requests to the national identity service (each one pushes to the person's phone). */
  nationalIdentityPerUser: { name: 'national-identity-user', max: 10, windowSeconds: 3600 },
  /** user: status polls of one national identity request (the wizard polls every 2 s for 3 minutes). */
  nationalPollPerUser: { name: 'national-poll-user', max: 240, windowSeconds: 600 },
  /** ip: the national identity service's callbacks (one per request it answers). */
  nationalCallbackPerIp: { name: 'national-callback-ip', max: 600, windowSeconds: 60 },
  /** A host checking tickets at the door: a busy start is a few a minute; guessing 48-bit codes is not. */
  ticketCheckPerUser: { name: 'ticket-check-user', max: 120, windowSeconds: 600 },
} satisfies Record<string, RateRule>;

interface Store {
  /** Adds `by` (0 only reads) and answers the window's count. */
  hit(key: string, windowSeconds: number, by: number): Promise<{ count: number; resetInMs: number }>;
  remember(key: string, seconds: number): Promise<void>;
  has(key: string): Promise<boolean>;
}

export interface RateLimiter {
  /** Counts a hit; throws the 429 envelope error once the budget is spent. */
  (request: FastifyRequest, rule: RateRule, key?: RateKey): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts a hit on `key` (the client address when omitted); 429 once the budget is spent. */
    rateLimit: RateLimiter;
    rateLimits: {
      /** 429 when the budget is already spent, without counting this request. */
      check(rule: RateRule, key: RateKey): Promise<void>;
      /** Counts one event (e.g. a failure) without refusing anything. */
      count(rule: RateRule, key: RateKey): Promise<void>;
      /** Remembers a fact (a known sign-in address) for `seconds`. */
      remember(key: RateKey, seconds: number): Promise<void>;
      known(key: RateKey): Promise<boolean>;
    };
  }
}

/**
 * Fixed-window counters: in Redis when REDIS_URL is set (shared by every API instance), in
 * memory otherwise (the single-process embedded default). The store failing opens the limits
 * (logged): a Redis outage must not lock every user out of signing in.
 */
export default fp(
  async (fastify) => {
    const { clock } = fastify;
    let store: Store;
    if (fastify.redis) {
      const redis = fastify.redis;
      store = {
        async hit(key, windowSeconds, by) {
          const k = `rl:${key}`;
          const res = await redis.multi().incrby(k, by).pttl(k).exec();
          const count = Number(res?.[0]?.[1] ?? by);
          let ttl = Number(res?.[1]?.[1] ?? -1);
          if (ttl < 0) {
            if (by > 0) await redis.pexpire(k, windowSeconds * 1000);
            ttl = windowSeconds * 1000;
          }
          return { count, resetInMs: ttl };
        },
        async remember(key, seconds) {
          await redis.set(`rk:${key}`, '1', 'EX', seconds);
        },
        async has(key) {
          return (await redis.exists(`rk:${key}`)) === 1;
        },
      };
    } else {
      const buckets = new Map<string, { count: number; resetAt: number }>();
      const facts = new Map<string, number>();
      const sweep = (now: number) => {
        if (buckets.size > 50_000) for (const [k, b] of buckets) if (b.resetAt <= now) buckets.delete(k);
        if (facts.size > 50_000) for (const [k, until] of facts) if (until <= now) facts.delete(k);
      };
      store = {
        async hit(key, windowSeconds, by) {
          const now = clock.now().getTime();
          sweep(now);
          let b = buckets.get(key);
          if (!b || b.resetAt <= now) {
            b = { count: 0, resetAt: now + windowSeconds * 1000 };
            if (by > 0) buckets.set(key, b);
          }
          b.count += by;
          return { count: b.count, resetInMs: b.resetAt - now };
        },
        async remember(key, seconds) {
          facts.set(key, clock.now().getTime() + seconds * 1000);
        },
        async has(key) {
          return (facts.get(key) ?? 0) > clock.now().getTime();
        },
      };
    }
    const safely = async <T>(request: FastifyRequest | null, fn: () => Promise<T>, fallback: T): Promise<T> => {
      try {
        return await fn();
      } catch (err) {
        (request?.log ?? fastify.log).warn({ err }, 'rate limit store unavailable');
        return fallback;
      }
    };
    const refuse = (resetInMs: number) =>
      new AppError(Msg.tooManyRequests, 429, {}, null, { 'retry-after': String(Math.max(1, Math.ceil(resetInMs / 1000))) });
    const id = (rule: RateRule, key: RateKey) => `${rule.name}:${key}`;
    const max = (rule: RateRule) => rule.max * fastify.config.rateLimitScale;

    const rateLimit: RateLimiter = async (request, rule, key) => {
      if (!fastify.config.rateLimits) return;
      const r = await safely(request, () => store.hit(id(rule, key ?? RateKey.address(request)), rule.windowSeconds, 1), null);
      if (r && r.count > max(rule)) throw refuse(r.resetInMs);
    };
    fastify.decorate('rateLimit', rateLimit);
    fastify.decorate('rateLimits', {
      async check(rule: RateRule, key: RateKey) {
        if (!fastify.config.rateLimits) return;
        const r = await safely(null, () => store.hit(id(rule, key), rule.windowSeconds, 0), null);
        if (r && r.count >= max(rule)) throw refuse(r.resetInMs);
      },
      async count(rule: RateRule, key: RateKey) {
        if (!fastify.config.rateLimits) return;
        await safely(null, () => store.hit(id(rule, key), rule.windowSeconds, 1), null);
      },
      remember: (key: RateKey, seconds: number) => safely(null, () => store.remember(key, seconds), undefined),
      known: (key: RateKey) => safely(null, () => store.has(key), false),
    });
  },
  { name: 'rate-limit', dependencies: ['core', 'redis'] },
);
