import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { verifyJwt } from '../lib/jwt';
import { forbidden, unauthorized } from '../lib/errors';

export interface AuthUser {
  id: number;
  role: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate` (or `optionalAuth`) from the bearer access token. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 envelope unless a valid bearer token is present. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler: reads the token when present, never fails. */
    optionalAuth(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler factory: 401 without a token, 403 unless the current role is one of `roles`. */
    requireRole(...roles: number[]): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** Signed-in user of a route behind `authenticate`. */
export const currentUser = (request: FastifyRequest): AuthUser => {
  if (!request.user) throw unauthorized();
  return request.user;
};

export default fp(
  async (fastify) => {
    const read = (request: FastifyRequest): AuthUser | null => {
      const h = request.headers.authorization;
      if (!h || !/^Bearer\s+/i.test(h)) return null;
      const claims = verifyJwt(h.replace(/^Bearer\s+/i, '').trim(), fastify.config.tokens.accessSecret, Math.floor(fastify.clock.now().getTime() / 1000));
      if (!claims) return null;
      const id = Number(claims.sub);
      return Number.isInteger(id) ? { id, role: claims.role } : null;
    };
    fastify.decorateRequest('user', null);
    fastify.decorate('authenticate', async (request: FastifyRequest) => {
      request.user = read(request);
      if (!request.user) throw unauthorized();
    });
    fastify.decorate('optionalAuth', async (request: FastifyRequest) => {
      request.user = read(request);
    });
    fastify.decorate('requireRole', (...roles: number[]) => async (request: FastifyRequest) => {
      request.user = read(request);
      if (!request.user) throw unauthorized();
      if (!roles.includes(request.user.role)) throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['core'] },
);
