import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiMsg, REFRESH_COOKIE, SESSION_MARKER_COOKIE } from '@tajriba/contracts';
import type { UserRow } from '../db/schema/core';
import { AppError } from '../lib/errors';
import { signJwt } from '../lib/jwt';
import { tokensRepository } from '../repositories/tokens';
import { usersRepository } from '../repositories/users';

export interface IssuedSession {
  accessToken: string;
  expiresIn: number;
  refreshToken: string;
  persistent: boolean;
  refreshExpiresAt: Date;
}

const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');
const sessionExpired = () => new AppError(ApiMsg.sessionExpired, 401);

/**
 * Access tokens (short-lived HS256 JWT: user id + current role) and rotating refresh tokens
 * (random, stored as SHA-256, grouped in families; a replayed token revokes its family).
 */
export function tokenService(fastify: FastifyInstance) {
  const { clock, config } = fastify;
  const repo = tokensRepository(fastify.db);
  const users = usersRepository(fastify.db);

  /** An access token bound to the session (refresh-token family) `sessionId`. */
  const accessFor = (user: Pick<UserRow, 'id' | 'currentRoleId'>, sessionId: string) => {
    const iat = Math.floor(clock.now().getTime() / 1000);
    const exp = iat + config.tokens.accessTtlSeconds;
    return {
      accessToken: signJwt({ sub: String(user.id), role: user.currentRoleId, sid: sessionId, iat, exp }, config.tokens.accessSecret),
      expiresIn: config.tokens.accessTtlSeconds,
    };
  };

  const newRefresh = async (userId: number, persistent: boolean, familyId: string) => {
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    const ttlMs = persistent ? config.tokens.refreshTtlDays * 86_400_000 : config.tokens.sessionRefreshTtlHours * 3_600_000;
    const expiresAt = new Date(now.getTime() + ttlMs);
    await repo.insert({ userId, familyId, tokenHash: sha256(token), persistent, expiresAt, createdAt: now });
    return { token, expiresAt };
  };

  return {
    accessFor,

    /** A new sign-in: a new refresh-token family. */
    async issue(user: UserRow, persistent: boolean): Promise<IssuedSession> {
      const familyId = randomUUID();
      const r = await newRefresh(user.id, persistent, familyId);
      return { ...accessFor(user, familyId), refreshToken: r.token, persistent, refreshExpiresAt: r.expiresAt };
    },

    /** Rotates a refresh token. Throws 401 for unknown, expired, revoked or replayed tokens. */
    async rotate(token: string | undefined): Promise<{ session: IssuedSession; user: UserRow }> {
      if (!token) throw sessionExpired();
      const row = await repo.findByHash(sha256(token));
      const now = clock.now();
      if (!row || row.revokedAt) throw sessionExpired();
      const reused = async () => {
        // Replay of a rotated token: someone else holds this family. End every session of it.
        fastify.log.warn({ userId: row.userId, familyId: row.familyId }, 'refresh token reuse detected: family revoked');
        await repo.revokeFamily(row.familyId, now);
        return sessionExpired();
      };
      if (row.expiresAt <= now) throw sessionExpired();
      const user = await users.findById(row.userId);
      if (!user || !user.isActive) {
        await repo.revokeFamily(row.familyId, now);
        throw sessionExpired();
      }
      // The first use replaces the token (atomically: of two concurrent uses only one wins). The
      // loser, or a later use inside the grace interval, gets one sibling (two tabs refreshing at
      // once); any further use, or one after the interval, is theft.
      const first = !row.replacedAt && (await repo.markReplaced(row.id, now));
      if (!first) {
        const replacedAt = row.replacedAt ?? now;
        const withinGrace = now.getTime() - replacedAt.getTime() <= config.tokens.reuseGraceSeconds * 1000;
        if (!withinGrace || !(await repo.claimGrace(row.id, now))) throw await reused();
      }
      const r = await newRefresh(user.id, row.persistent, row.familyId);
      return { session: { ...accessFor(user, row.familyId), refreshToken: r.token, persistent: row.persistent, refreshExpiresAt: r.expiresAt }, user };
    },

    /** Sign-out: revokes the family of the presented token (unknown tokens are ignored). */
    async revoke(token: string | undefined): Promise<void> {
      if (!token) return;
      const row = await repo.findByHash(sha256(token));
      if (row) await repo.revokeFamily(row.familyId, clock.now());
    },

    /** Ends every session of a user, except `keepFamilyId` when given (the session asking). */
    async revokeAll(userId: number, keepFamilyId?: string): Promise<void> {
      await repo.revokeAllForUser(userId, clock.now(), keepFamilyId);
    },

    setCookie(reply: FastifyReply, s: IssuedSession): void {
      const lifetime = s.persistent ? { maxAge: Math.floor((s.refreshExpiresAt.getTime() - clock.now().getTime()) / 1000) } : {};
      reply.setCookie(REFRESH_COOKIE, s.refreshToken, { httpOnly: true, sameSite: 'strict', secure: config.isProduction, path: '/Connect', ...lifetime });
      // Readable by the page (Path=/, not httpOnly) and carries no secret: it only tells the shell
      // a refresh is worth trying, so a visitor's page load makes no doomed refresh request.
      reply.setCookie(SESSION_MARKER_COOKIE, '1', { httpOnly: false, sameSite: 'strict', secure: config.isProduction, path: '/', ...lifetime });
    },

    clearCookie(reply: FastifyReply): void {
      reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', secure: config.isProduction, path: '/Connect' });
      reply.clearCookie(SESSION_MARKER_COOKIE, { httpOnly: false, sameSite: 'strict', secure: config.isProduction, path: '/' });
    },
  };
}
export type TokenService = ReturnType<typeof tokenService>;
