import { createECDH, hkdfSync } from 'node:crypto';

export interface OverrideKeyPair {
  privateJwk: JsonWebKey;
  publicJwk: JsonWebKey;
  /** short id of the public key, so the shell can tell keys apart after a rotation */
  kid: string;
}

const b64url = (b: Buffer) => b.toString('base64url');
// Order of the P-256 group: a private scalar must be in [1, n-1].
const P256_N = BigInt('0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551');

/**
 * Derive the ES256 key pair that signs production overrides from `REGISTRY_OVERRIDE_SECRET`,
 * so operators manage one secret and every registry replica signs with the same key.
 */
export function deriveOverrideKeys(secret: string): OverrideKeyPair {
  for (let counter = 0; counter < 16; counter++) {
    const d = Buffer.from(hkdfSync('sha256', secret, 'tajriba-registry', `override-es256-${counter}`, 32));
    const scalar = BigInt(`0x${d.toString('hex')}`);
    if (scalar === BigInt(0) || scalar >= P256_N) continue;
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(d);
    const pub = ecdh.getPublicKey(); // 0x04 || x || y
    const x = b64url(pub.subarray(1, 33));
    const y = b64url(pub.subarray(33, 65));
    const kid = b64url(Buffer.from(hkdfSync('sha256', pub, 'tajriba-registry', 'kid', 8)));
    return {
      privateJwk: { kty: 'EC', crv: 'P-256', x, y, d: b64url(d), ext: true },
      publicJwk: { kty: 'EC', crv: 'P-256', x, y, ext: true },
      kid,
    };
  }
  throw new Error('could not derive an override key from the secret');
}
