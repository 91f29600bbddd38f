import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { verifyJwt } from '../lib/jwt';
import { forbidden, notFound, unauthorized } from '../lib/errors';
import { THIRD_PARTY_PUBLIC_PREFIXES, describeAccess, requestedId, type AccessRule } from '../lib/access';
import { sessionsRepository } from '../repositories/sessions';

export interface AuthUser {
  id: number;
  /** The account's current role (read from the database on every request, not from the token). */
  role: number;
  /** The session (refresh-token family) the access token belongs to. */
  sessionId: string;
}

/** One registered route and its access rule (the matrix and fuzz tests walk this list). */
export interface RouteAccess {
  method: string;
  url: string;
  access: AccessRule;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (required on every route; see `src/lib/access.ts`). */
    access?: AccessRule;
  }
  interface FastifyRequest {
    /** The caller when a valid bearer token of a live session came with the request. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** Every route registered so far with its access rule. */
    routeAccess: RouteAccess[];
    /** Reads the bearer token (once per request) into `request.user`. */
    readUser(request: FastifyRequest): Promise<AuthUser | null>;
    /** @deprecated declare `config: { access: Access.signedIn() }` instead. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** @deprecated every route reads the token; declare `Access.public()`. */
    optionalAuth(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** @deprecated declare `config: { access: Access.roles(...) }` instead. */
    requireRole(...roles: number[]): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** Signed-in user of a route whose rule requires one. */
export const currentUser = (request: FastifyRequest): AuthUser => {
  if (!request.user) throw unauthorized();
  return request.user;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const resolved = Symbol('authResolved');
type Resolved = FastifyRequest & { [resolved]?: Promise<AuthUser | null> };

/**
 * Authentication and per-route authorization. Every route states its rule in `config.access`;
 * a route without one stops the app from starting. The rule is enforced in `onRequest` (before the
 * body is read) and, for owned resources, in `preValidation` (before the body is validated).
 */
export default fp(
  async (fastify) => {
    const sessions = sessionsRepository(fastify.sql);
    const routes: RouteAccess[] = [];
    fastify.decorate('routeAccess', routes);

    fastify.addHook('onRoute', (route: RouteOptions) => {
      const cfg = (route.config ?? {}) as { access?: AccessRule };
      if (!cfg.access && THIRD_PARTY_PUBLIC_PREFIXES.some((p) => route.url === p || route.url.startsWith(`${p}/`))) {
        route.config = { ...(route.config as object), access: { kind: 'public' } } as typeof route.config;
      } else if (!cfg.access) {
        throw new Error(`${[route.method].flat().join(',')} ${route.url}: no access rule. Declare config: { access: Access.public() | Access.signedIn() | Access.roles(...) | Access.owner(...) } (src/lib/access.ts).`);
      }
      const access = (route.config as { access: AccessRule }).access;
      // The OpenAPI document says which routes take a bearer token and who may call them.
      if (route.schema && access.kind !== 'public') {
        route.schema.security ??= [{ bearer: [] }];
        const who = `Access: ${describeAccess(access)}.`;
        route.schema.description = route.schema.description ? `${route.schema.description}\n\n${who}` : who;
      }
      for (const method of [route.method].flat()) routes.push({ method, url: route.url, access });
    });

    const read = async (request: FastifyRequest): Promise<AuthUser | null> => {
      const h = request.headers.authorization;
      if (!h || !/^Bearer\s+/i.test(h)) return null;
      const claims = verifyJwt(h.replace(/^Bearer\s+/i, '').trim(), fastify.config.tokens.accessSecret, Math.floor(fastify.clock.now().getTime() / 1000));
      if (!claims || typeof claims.sid !== 'string' || !UUID.test(claims.sid)) return null;
      const id = Number(claims.sub);
      if (!Number.isSafeInteger(id) || id <= 0) return null;
      const role = await sessions.liveRole(id, claims.sid, fastify.clock.now());
      return role === null ? null : { id, role, sessionId: claims.sid };
    };
    const readUser = (request: FastifyRequest): Promise<AuthUser | null> => {
      const r = request as Resolved;
      r[resolved] ??= read(request).then((u) => (request.user = u));
      return r[resolved];
    };
    fastify.decorateRequest('user', null);
    fastify.decorate('readUser', readUser);

    fastify.addHook('onRequest', async (request) => {
      if (request.is404) return;
      const rule = request.routeOptions.config?.access;
      // Unreachable for routes registered after this plugin (onRoute refuses them); refuse anyway.
      if (!rule) throw forbidden();
      const user = await readUser(request);
      if (rule.kind === 'public') return;
      if (!user) throw unauthorized();
      const roles = rule.kind === 'roles' ? rule.roles : rule.kind === 'owner' ? rule.roles : null;
      if (roles && !roles.includes(user.role) && !(rule.kind === 'owner' && rule.orRoles.includes(user.role))) throw forbidden();
    });

    // Before validation: someone else's resource is 404 whatever the body says.
    fastify.addHook('preValidation', async (request) => {
      const rule = request.routeOptions.config?.access;
      if (!rule || rule.kind !== 'owner') return;
      const user = currentUser(request);
      const id = requestedId(request, rule.from);
      if (id === undefined || !rule.resource.idPattern.test(id)) return;
      const owner = await rule.resource.ownerOf(fastify, id);
      if (owner === null) throw notFound();
      if (owner !== user.id && !rule.orRoles.includes(user.role)) throw notFound();
    });

    fastify.decorate('authenticate', async (request: FastifyRequest) => {
      if (!(await readUser(request))) throw unauthorized();
    });
    fastify.decorate('optionalAuth', async (request: FastifyRequest) => {
      await readUser(request);
    });
    fastify.decorate('requireRole', (...roles: number[]) => async (request: FastifyRequest) => {
      const user = await readUser(request);
      if (!user) throw unauthorized();
      if (!roles.includes(user.role)) throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['core', 'db'] },
);
