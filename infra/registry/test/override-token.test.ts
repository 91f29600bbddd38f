import {
  applyOverrides,
  formatOverrideSpec,
  parseOverrideSpec,
  type RegistryDocument,
  resolveOverrides,
  signOverrideToken,
  verifyOverrideToken,
} from '@tajriba/contracts';
import { deriveOverrideKeys } from '../src/override-keys';
import { startRegistry, type TestRegistry, uploadFake } from './helpers';

let t: TestRegistry;
beforeEach(async () => {
  t = await startRegistry();
});
afterEach(() => t.close());

async function publicKey(): Promise<JsonWebKey> {
  const res = await fetch(`${t.url}/registry/override-key.json`);
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  const body = await res.json();
  expect(body.alg).toBe('ES256');
  expect(body.key.d).toBeUndefined();
  return body.key;
}

describe('signed overrides', () => {
  it('signs an override that verifies with the published public key', async () => {
    await uploadFake(t, 'mf-r0', '1.1.0-abc1234');
    const { token } = await t.client.signOverride('production', { 'mf-r0': { version: '1.1.0-abc1234' } }, 600, 'qa-sara');
    const r = await verifyOverrideToken(token, await publicKey(), { env: 'production' });
    expect(r).toEqual({ ok: true, payload: expect.objectContaining({ env: 'production', sub: 'qa-sara', overrides: { 'mf-r0': { version: '1.1.0-abc1234' } } }) });
  });

  it('accepts the key document exactly as the endpoint serves it (what the shell fetches)', async () => {
    await uploadFake(t, 'mf-r0', '1.1.0-abc1234');
    const { token } = await t.client.signOverride('production', { 'mf-r0': { version: '1.1.0-abc1234' } }, 600);
    const body = await (await fetch(`${t.url}/registry/override-key.json`)).json();
    const r = await resolveOverrides({ env: 'production', token, publicKey: body });
    expect(r).toMatchObject({ overrides: { 'mf-r0': { version: '1.1.0-abc1234' } }, refused: null });
  });

  it('refuses to sign versions the registry does not hold', async () => {
    await expect(t.client.signOverride('production', { 'mf-r0': { version: '1.1.0-nothere' } }, 600)).rejects.toMatchObject({ status: 404 });
  });

  it('rejects tampered, foreign, expired and other-environment tokens', async () => {
    await uploadFake(t, 'mf-r0', '1.1.0-abc1234');
    const key = await publicKey();
    const { token } = await t.client.signOverride('production', { 'mf-r0': { version: '1.1.0-abc1234' } }, 600);
    const [prefix, payload, sig] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), overrides: { 'mf-r0': { manifest: 'https://evil.example/mf-manifest.json' } } })).toString('base64url');
    expect(await verifyOverrideToken(`${prefix}.${forged}.${sig}`, key, { env: 'production' })).toEqual({ ok: false, reason: 'signature' });
    expect(await verifyOverrideToken(`${prefix}.${payload}.${sig.slice(0, -2)}AA`, key, { env: 'production' })).toMatchObject({ ok: false });
    expect(await verifyOverrideToken('not-a-token', key, { env: 'production' })).toEqual({ ok: false, reason: 'malformed' });

    const foreign = deriveOverrideKeys('someone-elses-secret');
    const now = Math.floor(Date.now() / 1000);
    const foreignToken = await signOverrideToken({ env: 'production', overrides: {}, iat: now, exp: now + 60 }, foreign.privateJwk);
    expect(await verifyOverrideToken(foreignToken, key, { env: 'production' })).toEqual({ ok: false, reason: 'signature' });

    expect(await verifyOverrideToken(token, key, { env: 'production', now: Date.now() + 601_000 })).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyOverrideToken(token, key, { env: 'staging' })).toEqual({ ok: false, reason: 'wrong-env' });
  });

  it('derives the same key from the same secret (every replica signs alike)', () => {
    expect(deriveOverrideKeys('s3cret').publicJwk).toEqual(deriveOverrideKeys('s3cret').publicJwk);
    expect(deriveOverrideKeys('s3cret').publicJwk).not.toEqual(deriveOverrideKeys('other').publicJwk);
  });
});

describe('override resolution (what the shell does)', () => {
  const doc: RegistryDocument = {
    env: 'production',
    revision: 3,
    updatedAt: '2026-11-21T10:00:00.000Z',
    remotes: {
      'mf-discovery': { version: '1.0.0-aaa0001', manifest: '/remotes/mf-discovery/1.0.0-aaa0001/mf-manifest.json', entry: '/remotes/mf-discovery/1.0.0-aaa0001/remoteEntry.js', contractVersion: '1.0.0', routes: [{ path: '/', access: 'public' }], menu: [] },
    },
  };

  it('parses and formats the query-parameter form, reporting bad items', () => {
    const { overrides, errors } = parseOverrideSpec('mf-discovery@1.2.0-bbb0002, mf-account=http://localhost:4301/mf-manifest.json,shell@1.0.0,mf-x@latest,mf-y=javascript:alert(1)');
    expect(overrides).toEqual({ 'mf-discovery': { version: '1.2.0-bbb0002' }, 'mf-account': { manifest: 'http://localhost:4301/mf-manifest.json' } });
    expect(errors.map((e) => e.reason)).toEqual(['remote', 'version', 'url']);
    expect(formatOverrideSpec(overrides)).toBe('mf-discovery@1.2.0-bbb0002,mf-account=http://localhost:4301/mf-manifest.json');
  });

  it('accepts unsigned overrides outside production and applies them to the document', async () => {
    const spec = parseOverrideSpec('mf-discovery@1.2.0-bbb0002,mf-account=http://localhost:4301/mf-manifest.json').overrides;
    const r = await resolveOverrides({ env: 'staging', spec });
    expect(r.refused).toBeNull();
    const applied = applyOverrides({ ...doc, env: 'staging' }, r.overrides);
    expect(applied.remotes['mf-discovery']).toEqual({
      version: '1.2.0-bbb0002',
      manifest: '/remotes/mf-discovery/1.2.0-bbb0002/mf-manifest.json',
      entry: '/remotes/mf-discovery/1.2.0-bbb0002/remoteEntry.js',
      contractVersion: '1.0.0',
      // the published entry's routes until the shell reads the overriding build's own
      routes: [{ path: '/', access: 'public' }],
      menu: [],
    });
    expect(applied.remotes['mf-account']).toMatchObject({ manifest: 'http://localhost:4301/mf-manifest.json', entry: 'http://localhost:4301/remoteEntry.js' });
  });

  it('refuses unsigned overrides in production and accepts only what a valid token names', async () => {
    const spec = { 'mf-discovery': { version: '9.9.9-evil000' } };
    expect(await resolveOverrides({ env: 'production', spec })).toEqual({ overrides: {}, refused: 'unsigned-in-production' });
    const keys = deriveOverrideKeys('prod-secret');
    const now = Math.floor(Date.now() / 1000);
    const token = await signOverrideToken({ env: 'production', overrides: { 'mf-discovery': { version: '1.2.0-bbb0002' } }, iat: now, exp: now + 300, sub: 'qa' }, keys.privateJwk);
    const ok = await resolveOverrides({ env: 'production', spec, token, publicKey: keys.publicJwk });
    expect(ok).toEqual({ overrides: { 'mf-discovery': { version: '1.2.0-bbb0002' } }, refused: null, subject: 'qa' });
    const wrongKey = await resolveOverrides({ env: 'production', spec, token, publicKey: deriveOverrideKeys('x').publicJwk });
    expect(wrongKey).toEqual({ overrides: {}, refused: 'signature' });
  });
});
