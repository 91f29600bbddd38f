import { promises as fs } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { publishContract } from '@tajriba/contracts';
import { RegistryRequestError } from '../src/client';
import { fakeBuild, fakeContract, startRegistry, type TestRegistry, TOKEN, uploadFake } from './helpers';

let t: TestRegistry;
beforeEach(async () => {
  t = await startRegistry();
});
afterEach(() => t.close());

describe('immutable versioned builds', () => {
  it('serves uploaded files with their content type and a year-long immutable cache', async () => {
    await uploadFake(t, 'mf-r0', '0.1.0-abc1234');
    const res = await fetch(`${t.url}/remotes/mf-r0/0.1.0-abc1234/remoteEntry.js`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.text()).toContain('var mf_r0 =');

    const manifest = await fetch(`${t.url}/remotes/mf-r0/0.1.0-abc1234/mf-manifest.json`);
    expect(manifest.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const contract = await (await fetch(`${t.url}/remotes/mf-r0/0.1.0-abc1234/contract.json`)).json();
    expect(contract).toMatchObject({ name: 'mf-r0', contractVersion: '1.0.0', format: 2, routes: [{ path: '/mf-r0', access: 'public' }] });
  });

  it('serves pre-compressed variants to clients that accept them', async () => {
    await uploadFake(t, 'mf-r0', '0.1.0-abc1234');
    const raw = await new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      // fetch() decompresses transparently; read the bytes on the wire with node:http.
      require('node:http')
        .get(`${t.url}/remotes/mf-r0/0.1.0-abc1234/remoteEntry.js`, { headers: { 'Accept-Encoding': 'br, gzip' } }, (res: import('node:http').IncomingMessage) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
    expect(raw.headers['content-encoding']).toBe('br');
    expect(raw.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(raw.body).toString()).toContain('var mf_r0 =');
  });

  it('refuses to overwrite a published version and keeps the original files', async () => {
    await uploadFake(t, 'mf-r0', '0.1.0-abc1234', fakeContract('mf-r0'), 'first');
    const again = uploadFake(t, 'mf-r0', '0.1.0-abc1234', fakeContract('mf-r0'), 'second');
    await expect(again).rejects.toMatchObject({ status: 409, code: 'version-exists' });
    const entry = await (await fetch(`${t.url}/remotes/mf-r0/0.1.0-abc1234/remoteEntry.js`)).text();
    expect(entry).toContain('/* first */');
    expect((await fetch(`${t.url}/remotes/mf-r0/0.1.0-abc1234/static/chunk.first.js`)).status).toBe(200);
    expect((await fetch(`${t.url}/remotes/mf-r0/0.1.0-abc1234/static/chunk.second.js`)).status).toBe(404);
  });

  it('lets exactly one of several simultaneous uploads of one version win', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) => uploadFake(t, 'mf-r1', '0.2.0-fff0000', fakeContract('mf-r1'), `racer${i}`)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((x) => x.status === 'rejected')) {
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(RegistryRequestError);
      expect((r as PromiseRejectedResult).reason.status).toBe(409);
    }
    // no staging leftovers next to the version
    const entries = await fs.readdir(path.join(t.dataDir, 'remotes', 'mf-r1'));
    expect(entries).toEqual(['0.2.0-fff0000']);
  });

  it('refuses builds without a contract, with a contract for another remote, or exposing what the contract does not say', async () => {
    const files = fakeBuild('mf-r0', publishContract(fakeContract('mf-r0')));
    files.delete('contract.json');
    await expect(t.client.upload('mf-r0', '1.0.0-a', files)).rejects.toMatchObject({ status: 400, code: 'build-incomplete' });

    const other = fakeBuild('mf-r0', publishContract(fakeContract('mf-r1')));
    await expect(t.client.upload('mf-r0', '1.0.0-b', other)).rejects.toMatchObject({ status: 400, code: 'contract-name' });

    const lying = fakeBuild('mf-r0', publishContract(fakeContract('mf-r0', { exposes: [{ module: './widget', kind: 'parcel', propsSchemaId: 'parcel-props@1' }] })));
    await expect(t.client.upload('mf-r0', '1.0.0-c', lying)).rejects.toMatchObject({ status: 422, code: 'manifest-contract-mismatch' });
    expect((await fetch(`${t.url}/remotes/mf-r0`).then((r) => r.json())).versions).toEqual([]);
  });

  it('never serves paths outside a build or the registry metadata', async () => {
    await uploadFake(t, 'mf-r0', '0.1.0-abc1234');
    for (const p of ['.build.json', '.compressed/remoteEntry.js.br', '..%2F..%2Fenvironments%2Fdev.json', '%2e%2e/x']) {
      const res = await fetch(`${t.url}/remotes/mf-r0/0.1.0-abc1234/${p}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    const files = fakeBuild('mf-r0', publishContract(fakeContract('mf-r0')));
    files.set('../escape.js', Buffer.from('x'));
    await expect(t.client.upload('mf-r0', '0.1.1-abc1234', files)).rejects.toMatchObject({ status: 400, code: 'unsafe-path' });
  });

  it('lists versions and exposes per-file hashes of a build', async () => {
    await uploadFake(t, 'mf-r0', '0.1.0-aaa1111');
    await uploadFake(t, 'mf-r0', '0.1.1-bbb2222');
    const list = await t.client.versions('mf-r0');
    expect(list.map((v) => v.version)).toEqual(['0.1.0-aaa1111', '0.1.1-bbb2222']);
    const meta = await t.client.buildMeta('mf-r0', '0.1.1-bbb2222');
    expect(Object.keys(meta!.files).sort()).toEqual(['contract.json', 'mf-manifest.json', 'remoteEntry.js', 'static/chunk.0.1.1-bbb2222.js']);
    expect(meta!.files['remoteEntry.js'].sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await t.client.remotes()).toEqual(['mf-r0']);
  });

  it('checks the token before reading an upload', async () => {
    const res = await fetch(`${t.url}/remotes/mf-r0/0.1.0-abc1234`, { method: 'PUT', body: '{}', headers: { Authorization: `Bearer ${TOKEN}x` } });
    expect(res.status).toBe(401);
  });
});
