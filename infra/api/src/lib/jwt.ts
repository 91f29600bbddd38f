import { createHmac, timingSafeEqual } from 'node:crypto';

/** Claims of an access token: user id (`sub`) and the current role. */
export interface AccessClaims {
  sub: string;
  role: number;
  /** Session id: the refresh-token family the token was issued with (checked on every request). */
  sid: string;
  iat: number;
  exp: number;
}

const b64url = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');
const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

export function signJwt(claims: AccessClaims, secret: string): string {
  const body = `${HEADER}.${b64url(JSON.stringify(claims))}`;
  const sig = createHmac('sha256', secret).update(body).digest('base64url');
  return `${body}.${sig}`;
}

/** Returns the claims of a valid, unexpired HS256 token, otherwise null. */
export function verifyJwt(token: string, secret: string, nowSeconds: number): AccessClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [h, p, s] = parts;
  try {
    const header = JSON.parse(Buffer.from(h, 'base64url').toString('utf8')) as { alg?: string };
    // Only our algorithm: refusing "none" and asymmetric algs closes the classic confusion attacks.
    if (header.alg !== 'HS256') return null;
    const expected = createHmac('sha256', secret).update(`${h}.${p}`).digest();
    const given = Buffer.from(s, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as AccessClaims;
    if (typeof claims.sub !== 'string' || typeof claims.role !== 'number' || typeof claims.exp !== 'number') return null;
    if (claims.exp <= nowSeconds) return null;
    return claims;
  } catch {
    return null;
  }
}
