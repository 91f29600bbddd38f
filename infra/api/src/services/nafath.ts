import { createPublicKey, randomUUID, verify as cryptoVerify, type JsonWebKey } from 'node:crypto';
import type { Clock } from '../lib/clock';
import type { NationalIdentityProvider, NationalPerson, NationalStatus } from './national-identity';

/**
 * The real national identity service (Nafath MFA, reference/outside-services.md), chosen with
 * IDENTITY_PROVIDER=nafath:
 *
 * - `start`: `POST {base}/api/v1/mfa/request?local=ar&requestId=<uuid>` with the APP-ID / APP-KEY
 *   headers and `{ nationalId, service }` → `{ transId, random }` (the number the person picks).
 * - The outcome arrives as a **callback** the service posts to us: `{ token, transId, requestId }`,
 *   where `token` is a JWT the service signs with RS256; its public keys are at
 *   `{base}/api/v1/mfa/jwk`. Only a token whose signature checks against those keys counts; its
 *   claims carry the status (COMPLETED / REJECTED / EXPIRED), the transaction and the person.
 * - Nafath's status call needs the full national ID, which we never keep (only its last four
 *   digits): `status` therefore answers "waiting" and the callback decides. The wizard's polls read
 *   the stored request, which the callback moves; a request nobody answers expires at its time.
 */
export interface NafathConfig {
  baseUrl: string;
  appId: string;
  appKey: string;
  /** The Nafath service name agreed with the provider (e.g. DigitalServiceEnrollmentWithoutBio). */
  service: string;
  timeoutMs: number;
  /** How long the person has to answer in the app (Nafath: about three minutes). */
  requestSeconds: number;
}

/** A callback whose token is not signed by the service (or is malformed, expired, or for another transaction). */
export class NafathCallbackRejected extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'NafathCallbackRejected';
  }
}

export interface NafathOutcome {
  transactionId: string;
  status: Exclude<NationalStatus, 'waiting'>;
  person: NationalPerson | null;
}

type Claims = Record<string, unknown> & { exp?: number; nbf?: number; status?: string; transId?: string };

const STATUSES: Record<string, NafathOutcome['status']> = { COMPLETED: 'completed', REJECTED: 'rejected', EXPIRED: 'expired' };
const JWKS_MAX_AGE_MS = 3_600_000;

const joinName = (c: Claims, keys: string[]) =>
  keys
    .map((k) => (typeof c[k] === 'string' ? (c[k] as string).trim() : ''))
    .filter(Boolean)
    .join(' ');

export function nafathNationalIdentity(cfg: NafathConfig, clock: Clock, doFetch: typeof fetch = fetch): NationalIdentityProvider & { verifyCallback(body: { token: string; transId: string }): Promise<NafathOutcome> } {
  const base = cfg.baseUrl.replace(/\/+$/, '');
  const headers = { 'APP-ID': cfg.appId, 'APP-KEY': cfg.appKey, 'Content-Type': 'application/json', Accept: 'application/json' };
  let jwks: { keys: (JsonWebKey & { kid?: string })[]; fetchedAt: number } | null = null;

  async function call(path: string, init: RequestInit): Promise<unknown> {
    const res = await doFetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(cfg.timeoutMs) });
    if (!res.ok) throw new Error(`nafath ${path} answered ${res.status}`);
    return res.json();
  }

  /** The service's signing key `kid`: the cached set, fetched again when old or when the key is new to us (rotation). */
  async function keyFor(kid: string | undefined): Promise<JsonWebKey> {
    const now = clock.now().getTime();
    const has = (k: JsonWebKey & { kid?: string }) => kid === undefined || k.kid === kid;
    if (!jwks || now - jwks.fetchedAt > JWKS_MAX_AGE_MS || !jwks.keys.some(has)) {
      const body = (await call('/api/v1/mfa/jwk', { method: 'GET', headers })) as { keys?: (JsonWebKey & { kid?: string })[] };
      jwks = { keys: Array.isArray(body.keys) ? body.keys : [], fetchedAt: now };
    }
    const key = jwks.keys.find(has);
    if (!key) throw new NafathCallbackRejected('unknown signing key');
    return key;
  }

  /** The token's claims, once its RS256 signature checks against the service's key and it is in date. */
  async function verified(token: string): Promise<Claims> {
    const [h, p, s, extra] = token.split('.');
    if (!h || !p || !s || extra !== undefined) throw new NafathCallbackRejected('malformed token');
    let header: { alg?: string; kid?: string };
    let claims: Claims;
    try {
      header = JSON.parse(Buffer.from(h, 'base64url').toString('utf8'));
      claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8'));
    } catch {
      throw new NafathCallbackRejected('malformed token');
    }
    // Only RS256: "none" or an HMAC keyed with the public key must never pass.
    if (header.alg !== 'RS256' || !claims || typeof claims !== 'object') throw new NafathCallbackRejected('unexpected algorithm');
    const jwk = await keyFor(header.kid);
    let ok = false;
    try {
      ok = cryptoVerify('RSA-SHA256', Buffer.from(`${h}.${p}`), createPublicKey({ key: jwk, format: 'jwk' }), Buffer.from(s, 'base64url'));
    } catch {
      ok = false;
    }
    if (!ok) throw new NafathCallbackRejected('bad signature');
    const nowSec = clock.now().getTime() / 1000;
    if (typeof claims.exp === 'number' && claims.exp <= nowSec) throw new NafathCallbackRejected('expired token');
    if (typeof claims.nbf === 'number' && claims.nbf > nowSec + 60) throw new NafathCallbackRejected('token not yet valid');
    return claims;
  }

  return {
    name: 'nafath',
    async start(nationalId) {
      const requestId = randomUUID();
      const body = (await call(`/api/v1/mfa/request?local=ar&requestId=${requestId}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ nationalId, service: cfg.service }),
      })) as { transId?: unknown; random?: unknown };
      const randomNumber = Number(body.random);
      if (typeof body.transId !== 'string' || !body.transId || !Number.isInteger(randomNumber) || randomNumber < 10 || randomNumber > 99) {
        throw new Error('nafath answered without a transaction or a two-digit number');
      }
      return { transactionId: body.transId, randomNumber, expiresAt: new Date(clock.now().getTime() + cfg.requestSeconds * 1000) };
    },
    // The callback decides (see above); until it comes, and until the request's time is up, it waits.
    async status() {
      return { status: 'waiting', person: null };
    },
    async verifyCallback({ token, transId }) {
      const claims = await verified(token);
      // The signed transaction is the one named in the body: a token cannot be replayed for another request.
      if (typeof claims.transId === 'string' && claims.transId !== transId) throw new NafathCallbackRejected('transaction mismatch');
      const status = STATUSES[String(claims.status ?? '').toUpperCase()];
      if (!status) throw new NafathCallbackRejected('unknown status');
      const nameAr = joinName(claims, ['firstName', 'secondName', 'thirdName', 'lastName']);
      const nameEn = joinName(claims, ['englishFirstName', 'englishSecondName', 'englishThirdName', 'englishLastName']);
      return { transactionId: transId, status, person: status === 'completed' ? { nameAr: nameAr || nameEn, nameEn: nameEn || nameAr } : null };
    },
  };
}
