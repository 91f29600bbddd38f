import * as z from 'zod/mini';
import { environmentNameSchema, remoteNameSchema, remoteVersionSchema } from '../registry';

/**
 * Signed per-browser overrides for production, browser-safe (Web Crypto only).
 *
 * Why ECDSA P-256 (ES256) and not an HMAC: the shell verifies the token in the browser, and an
 * HMAC key shipped to browsers would let anyone mint tokens. The registry derives a P-256 key
 * pair from `REGISTRY_OVERRIDE_SECRET`, signs with the private half and serves the public half
 * at `/registry/override-key.json`; the shell and the edge verify with that public key.
 *
 * Format: `mfo1.<base64url(JSON payload)>.<base64url(signature, IEEE P1363 r||s)>`; the signed
 * bytes are the ASCII text `mfo1.<payload part>`.
 */
export const OVERRIDE_TOKEN_PREFIX = 'mfo1';

export const overrideTargetSchema = z.union([
  z.strictObject({ version: remoteVersionSchema }),
  /** a manifest URL: another origin's build or a developer's local dev server */
  z.strictObject({ manifest: z.url() }),
]);
export type OverrideTarget = z.infer<typeof overrideTargetSchema>;

export const overrideMapSchema = z.record(remoteNameSchema, overrideTargetSchema);
export type OverrideMap = z.infer<typeof overrideMapSchema>;

export const overrideTokenPayloadSchema = z.object({
  env: environmentNameSchema,
  overrides: overrideMapSchema,
  /** issued at / expires at, seconds since the epoch */
  iat: z.int(),
  exp: z.int(),
  /** who asked for it (shown in the overrides badge, recorded in the registry log) */
  sub: z.optional(z.string().check(z.maxLength(200))),
});
export type OverrideTokenPayload = z.infer<typeof overrideTokenPayloadSchema>;

export type OverrideTokenFailure = 'malformed' | 'signature' | 'expired' | 'not-yet-valid' | 'wrong-env';
export type OverrideTokenResult = { ok: true; payload: OverrideTokenPayload } | { ok: false; reason: OverrideTokenFailure };

const ALG = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGN = { name: 'ECDSA', hash: 'SHA-256' } as const;

function subtle(): SubtleCrypto {
  const c = globalThis.crypto;
  if (!c?.subtle) throw new Error('Web Crypto is not available (needs a secure context)');
  return c.subtle;
}

function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  try {
    const bin = atob(b64);
    const out = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
    return out;
  } catch {
    return null;
  }
}

/** The body of `/registry/override-key.json`; accepted wherever a public key is. */
export interface OverrideKeyDocument {
  kid: string;
  alg: 'ES256';
  key: JsonWebKey;
}
export type OverrideKeyInput = JsonWebKey | CryptoKey | OverrideKeyDocument;

async function asKey(key: OverrideKeyInput, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  if (typeof (key as CryptoKey).algorithm === 'object' && 'type' in key) return key as CryptoKey;
  const doc = key as Partial<OverrideKeyDocument>;
  const jwk = doc.key && typeof doc.key === 'object' ? doc.key : (key as JsonWebKey);
  return subtle().importKey('jwk', jwk, ALG, false, [usage]);
}

/** Sign a payload with the registry's private key (JWK with `d`, or a CryptoKey). */
export async function signOverrideToken(payload: OverrideTokenPayload, privateKey: JsonWebKey | CryptoKey): Promise<string> {
  const body = overrideTokenPayloadSchema.parse(payload);
  const head = `${OVERRIDE_TOKEN_PREFIX}.${toBase64Url(new TextEncoder().encode(JSON.stringify(body)))}`;
  const sig = await subtle().sign(SIGN, await asKey(privateKey, 'sign'), new TextEncoder().encode(head));
  return `${head}.${toBase64Url(new Uint8Array(sig))}`;
}

/**
 * Verify a token against the registry's public key. `env` is the environment the page runs in:
 * a token minted for staging does not unlock production. `now` is in milliseconds.
 */
export async function verifyOverrideToken(
  token: string,
  publicKey: OverrideKeyInput,
  opts: { env: z.infer<typeof environmentNameSchema>; now?: number; clockSkewSeconds?: number },
): Promise<OverrideTokenResult> {
  const parts = token.trim().split('.');
  if (parts.length !== 3 || parts[0] !== OVERRIDE_TOKEN_PREFIX) return { ok: false, reason: 'malformed' };
  const payloadBytes = fromBase64Url(parts[1]);
  const sigBytes = fromBase64Url(parts[2]);
  if (!payloadBytes || !sigBytes || sigBytes.length !== 64) return { ok: false, reason: 'malformed' };
  let valid = false;
  try {
    valid = await subtle().verify(
      SIGN,
      await asKey(publicKey, 'verify'),
      sigBytes as Uint8Array<ArrayBuffer>,
      new TextEncoder().encode(`${parts[0]}.${parts[1]}`),
    );
  } catch {
    return { ok: false, reason: 'signature' };
  }
  if (!valid) return { ok: false, reason: 'signature' };
  let parsed: OverrideTokenPayload;
  try {
    const r = overrideTokenPayloadSchema.safeParse(JSON.parse(new TextDecoder().decode(payloadBytes)));
    if (!r.success) return { ok: false, reason: 'malformed' };
    parsed = r.data;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const now = Math.floor((opts.now ?? Date.now()) / 1000);
  const skew = opts.clockSkewSeconds ?? 60;
  if (parsed.iat > now + skew) return { ok: false, reason: 'not-yet-valid' };
  if (parsed.exp <= now) return { ok: false, reason: 'expired' };
  if (parsed.env !== opts.env) return { ok: false, reason: 'wrong-env' };
  return { ok: true, payload: parsed };
}
