import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ApiMsg, MAX_UPLOAD_BYTES, Msg } from '@tajriba/contracts';
import type { Config } from './config';
import { systemClock, type Clock } from './lib/clock';
import { AppError, installErrorHandling, sendError } from './lib/errors';
import { unstorableErrors } from './lib/storable';
import type { FileStorage } from './lib/storage';
import type { Database } from './db/client';
import corePlugin from './plugins/core';
import dbPlugin from './plugins/db';
import redisPlugin from './plugins/redis';
import rateLimitPlugin from './plugins/rate-limit';
import authPlugin from './plugins/auth';
import outboxPlugin from './plugins/outbox';
import storagePlugin from './plugins/storage';
import swaggerPlugin from './plugins/swagger';
import paymentsPlugin from './plugins/payments';
import realtimePlugin from './plugins/realtime';
import notificationsPlugin from './plugins/notifications';
import type { PaymentGateway } from './lib/payment-gateway';

export interface AppOptions {
  config: Config;
  clock?: Clock;
  /** An already-open database (tests); otherwise opened from the configuration. */
  database?: Database;
  storage?: FileStorage;
  /** The card gateway (tests may pass one); otherwise built from the configuration. */
  paymentGateway?: PaymentGateway;
  /** Only these route areas (folder names); all when unset. Lets one area's tests run while another area is mid-change. */
  areas?: string[];
}

const ROUTES_DIR = path.join(__dirname, 'routes');
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Every `src/routes/<area>/index.ts` default-exports a Fastify plugin; each is registered here
 * without a prefix (spec paths mix `/Connect`, `/Register`, `/api/...`), so an area is added by
 * creating its folder, never by editing this file.
 */
export function routeAreas(dir = ROUTES_DIR, only?: string[]): { name: string; plugin: FastifyPluginAsync }[] {
  const areas: { name: string; plugin: FastifyPluginAsync }[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (!entry.isDirectory() || (only && !only.includes(entry.name))) continue;
    const file = ['index.ts', 'index.js'].map((f) => path.join(dir, entry.name, f)).find((f) => existsSync(f));
    if (!file) continue;
    let mod: { default?: FastifyPluginAsync };
    try {
      mod = require(file);
    } catch (err) {
      throw new Error(`route area "${entry.name}" failed to load: ${(err as Error).message}`, { cause: err });
    }
    if (typeof mod.default !== 'function') throw new Error(`${file} must default-export a Fastify plugin`);
    areas.push({ name: entry.name, plugin: mod.default });
  }
  return areas;
}

/** The application as a plugin (fastify/demo): infrastructure plugins, then every route area. */
export const app = fp<AppOptions>(
  async (fastify, opts) => {
    installErrorHandling(fastify);
    fastify.addHook('onSend', async (request, reply) => {
      reply.header('x-request-id', request.id);
      reply.header('x-content-type-options', 'nosniff');
      // HTTPS responses (directly or behind the edge/TLS terminator) tell browsers to never use plain HTTP.
      if (request.protocol === 'https' || opts.config.isProduction) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    });
    // What PostgreSQL cannot store (NUL, lone surrogates) is refused for every route at once, with
    // the field named, before any schema or handler sees it (new routes included).
    fastify.addHook('preValidation', async (request) => {
      const fieldsErrors = unstorableErrors([request.params, request.query, request.body]);
      if (fieldsErrors) throw new AppError(ApiMsg.validationFailed, 400, fieldsErrors);
    });
    await fastify.register(corePlugin, { config: opts.config, clock: opts.clock ?? systemClock });
    await fastify.register(cors, {
      credentials: true,
      origin: (origin, cb) => {
        const allowed = opts.config.corsOrigins;
        if (!origin) return cb(null, true);
        if (allowed.includes('*') || allowed.includes(origin)) return cb(null, true);
        // Development default: any localhost port (shell, remotes and harnesses run on several).
        if (!opts.config.isProduction && allowed.length === 0 && /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin)) return cb(null, true);
        cb(null, false);
      },
    });
    await fastify.register(cookie);
    await fastify.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
    await fastify.register(dbPlugin, { database: opts.database });
    await fastify.register(redisPlugin);
    await fastify.register(rateLimitPlugin);
    await fastify.register(authPlugin);
    await fastify.register(outboxPlugin);
    await fastify.register(storagePlugin, { storage: opts.storage });
    await fastify.register(swaggerPlugin);
    await fastify.register(paymentsPlugin, { gateway: opts.paymentGateway });
    await fastify.register(realtimePlugin);
    await fastify.register(notificationsPlugin);
    for (const area of routeAreas(ROUTES_DIR, opts.areas)) await fastify.register(area.plugin);
  },
  { name: 'tajriba-app' },
);
export default app;

/** Creates the Fastify server with the zod compilers and the app registered. */
export async function buildApp(opts: AppOptions, server: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const fastify = Fastify({
    logger: { level: opts.config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'] },
    trustProxy: opts.config.trustProxy,
    bodyLimit: 4 * 1024 * 1024,
    // Let in-flight requests finish on close, but do not wait on idle keep-alive sockets.
    forceCloseConnections: 'idle',
    // A request id the client sees (x-request-id) and every log line of the request carries: the
    // edge's id when it sent a plausible one, so one request can be followed through edge, API and logs.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // Malformed percent-encoding in the path: the envelope with the path as the field, like any 400.
    frameworkErrors: (_err, request, reply) => sendError(request, reply, 400, ApiMsg.validationFailed, { path: [Msg.invalidValue] }),
    // A client must send its whole request within this time (slow bodies held sockets for minutes).
    requestTimeout: opts.config.requestTimeoutMs,
    // The first start of the embedded database migrates and seeds the catalogue (rendering its
    // images): far longer than avvio's 10 s default on a small machine. /ready tells when it is up.
    pluginTimeout: 0,
    ...server,
  });
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  await fastify.register(app, opts);
  return fastify;
}
