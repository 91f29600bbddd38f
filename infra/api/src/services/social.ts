import { createPublicKey, verify as cryptoVerify, type JsonWebKey } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ApiMsg, Msg, RoleId } from '@tajriba/contracts';
import { AppError } from '../lib/errors';
import type { Lang } from '../lib/i18n';
import { usersRepository } from '../repositories/users';
import { authService, type SignedIn } from './auth-service';
import { referralRewards } from './referral-rewards';

export type SocialProvider = 'google' | 'facebook';
interface Profile {
  email: string;
  name: string | null;
}

const failed = () => new AppError(ApiMsg.providerFailed, 401);

/**
 * Social sign-in adapters. Each is off (404 error.providerDisabled) unless configured: Google
 * with GOOGLE_CLIENT_ID (verifies the browser's ID token against Google's published keys),
 * Facebook with FACEBOOK_APP_ID + FACEBOOK_APP_SECRET (checks the access token with the Graph API).
 * A verified e-mail signs in its account, or creates one (no password; AddPassword sets one).
 * A new account from a refer-a-friend link (`referrerId`) is attached to the invitation like an
 * e-mail sign-up: only if that inviter invited this (provider-verified) e-mail.
 */
export function socialSignIn(fastify: FastifyInstance) {
  const { config, clock } = fastify;
  const users = usersRepository(fastify.db);
  const auth = authService(fastify);
  let jwks: { keys: (JsonWebKey & { kid?: string })[]; fetchedAt: number } | null = null;

  const getJson = async (url: string): Promise<unknown> => {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (!res.ok) throw failed();
    return res.json();
  };

  const google = async (idToken: string): Promise<Profile> => {
    const [h, p, s] = idToken.split('.');
    if (!h || !p || !s) throw failed();
    let header: { alg?: string; kid?: string };
    let claims: { iss?: string; aud?: string; exp?: number; email?: string; email_verified?: boolean | string; name?: string };
    try {
      header = JSON.parse(Buffer.from(h, 'base64url').toString('utf8'));
      claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8'));
    } catch {
      throw failed();
    }
    if (header.alg !== 'RS256') throw failed();
    if (!jwks || clock.now().getTime() - jwks.fetchedAt > 3_600_000 || !jwks.keys.some((k) => k.kid === header.kid)) {
      jwks = { keys: ((await getJson(config.adapters.googleJwksUrl)) as { keys: JsonWebKey[] }).keys ?? [], fetchedAt: clock.now().getTime() };
    }
    const jwk = jwks.keys.find((k) => k.kid === header.kid);
    if (!jwk) throw failed();
    const okSig = cryptoVerify('RSA-SHA256', Buffer.from(`${h}.${p}`), createPublicKey({ key: jwk, format: 'jwk' }), Buffer.from(s, 'base64url'));
    if (!okSig) throw failed();
    if (claims.iss !== 'accounts.google.com' && claims.iss !== 'https://accounts.google.com') throw failed();
    if (claims.aud !== config.adapters.googleClientId) throw failed();
    if (!claims.exp || claims.exp * 1000 <= clock.now().getTime()) throw failed();
    if (!claims.email || !(claims.email_verified === true || claims.email_verified === 'true')) throw failed();
    return { email: claims.email.toLowerCase(), name: claims.name ?? null };
  };

  const facebook = async (accessToken: string): Promise<Profile> => {
    const base = config.adapters.facebookGraphUrl;
    const appToken = `${config.adapters.facebookAppId}|${config.adapters.facebookAppSecret}`;
    const debug = (await getJson(`${base}/debug_token?input_token=${encodeURIComponent(accessToken)}&access_token=${encodeURIComponent(appToken)}`)) as {
      data?: { is_valid?: boolean; app_id?: string };
    };
    if (!debug.data?.is_valid || debug.data.app_id !== config.adapters.facebookAppId) throw failed();
    const me = (await getJson(`${base}/me?fields=id,name,email&access_token=${encodeURIComponent(accessToken)}`)) as { email?: string; name?: string };
    if (!me.email) throw failed();
    return { email: me.email.toLowerCase(), name: me.name ?? null };
  };

  const enabled = (p: SocialProvider) => (p === 'google' ? !!config.adapters.googleClientId : !!(config.adapters.facebookAppId && config.adapters.facebookAppSecret));

  return {
    enabled,
    async signIn(provider: SocialProvider, token: string, o: { isHost: boolean; persistent: boolean; lang: Lang; referrerId?: number | null }): Promise<SignedIn> {
      if (!enabled(provider)) throw new AppError(ApiMsg.providerDisabled, 404);
      let profile: Profile;
      try {
        profile = provider === 'google' ? await google(token) : await facebook(token);
      } catch (err) {
        if (err instanceof AppError) throw err;
        fastify.log.warn({ err, provider }, 'social sign-in failed');
        throw failed();
      }
      let u = await users.findByEmail(profile.email);
      if (u && !u.isActive) throw new AppError(Msg.accountDeactivated, 403);
      if (!u) {
        const now = clock.now();
        const fallback = profile.email.split('@')[0];
        const name = (profile.name ?? '').trim();
        u = await users.create(
          {
            email: profile.email,
            fullName: (name.length >= 3 ? name : fallback.padEnd(3, '_')).slice(0, 50),
            emailConfirmed: true,
            currentRoleId: o.isHost ? RoleId.Host : RoleId.Guest,
            language: o.lang,
            createdAt: now,
            updatedAt: now,
          },
          o.isHost ? [RoleId.Guest, RoleId.Host] : [RoleId.Guest],
        );
        if (o.referrerId) {
          // never stops the sign-up; a link naming someone who did not invite this e-mail credits nobody
          await referralRewards(fastify.sql)
            .attachFriend(o.referrerId, profile.email, u.id, now)
            .catch((err: unknown) => fastify.log.warn({ err }, 'referral not attached'));
        }
      }
      await users.touch(u.id, clock.now());
      return { session: await auth.tokens.issue(u, o.persistent), user: await auth.info(u) };
    },
  };
}
