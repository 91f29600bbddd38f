import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HttpRegistrySource, LocalRegistrySource } from '../src/registry-source';
import { publishContract, type RemoteContractInput } from '@tajriba/contracts';
import { doc, manifest } from './helpers';

const localContract: RemoteContractInput = {
  name: 'mf-discovery',
  contractVersion: '4.1.0',
  exposes: [{ module: './app', kind: 'app', propsSchemaId: 'shell-app-props@1' }],
  routes: [{ path: '/', access: 'public' }],
  events: { emits: [], consumes: [] },
  shared: {},
};

describe('HttpRegistrySource', () => {
  it('caches the document for the TTL and keeps the last good one when the registry blips', async () => {
    let calls = 0;
    let up = true;
    const fetchImpl = (async () => {
      calls++;
      if (!up) throw new Error('ECONNREFUSED');
      return new Response(JSON.stringify(doc), { status: 200 });
    }) as unknown as typeof fetch;
    const src = new HttpRegistrySource('http://registry', 0, fetchImpl);
    expect(await src.document('staging')).toEqual(doc);
    up = false;
    expect(await src.document('staging')).toEqual(doc);
    expect(calls).toBe(2);
    const cached = new HttpRegistrySource('http://registry', 60_000, fetchImpl);
    up = true;
    await cached.document('staging');
    await cached.document('staging');
    expect(calls).toBe(3);
  });

  it('rejects a document that does not match the contract schema', async () => {
    const src = new HttpRegistrySource('http://registry', 0, (async () => new Response(JSON.stringify({ env: 'moon' }))) as unknown as typeof fetch);
    expect(await src.document('dev')).toBeNull();
  });
});

describe('LocalRegistrySource', () => {
  it('publishes every built mf-* package as <version>-local and serves its files, refusing path escapes', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'tj-local-'));
    mkdirSync(path.join(root, 'mf-discovery/dist'), { recursive: true });
    mkdirSync(path.join(root, 'mf-unbuilt'), { recursive: true });
    writeFileSync(path.join(root, 'mf-discovery/package.json'), JSON.stringify({ version: '0.3.0' }));
    writeFileSync(path.join(root, 'mf-discovery/dist/mf-manifest.json'), JSON.stringify(manifest));
    writeFileSync(path.join(root, 'mf-discovery/dist/remoteEntry.js'), 'var x;');
    // the contract travels with the build: its routes are what the document routes
    writeFileSync(path.join(root, 'mf-discovery/dist/contract.json'), JSON.stringify(publishContract(localContract)));
    writeFileSync(path.join(root, 'secret.txt'), 'no');
    const src = new LocalRegistrySource(root);
    await src.init('dev');
    const d = (await src.document('dev'))!;
    expect(Object.keys(d.remotes)).toEqual(['mf-discovery']);
    expect(d.remotes['mf-discovery']).toMatchObject({
      version: '0.3.0-local',
      entry: '/remotes/mf-discovery/0.3.0-local/remoteEntry.js',
      contractVersion: '4.1.0',
      routes: [{ path: '/', access: 'public' }],
    });
    expect((await src.fetchFile('/remotes/mf-discovery/0.3.0-local/remoteEntry.js')).status).toBe(200);
    expect((await src.fetchFile('/remotes/mf-discovery/0.3.0-local/..%2F..%2Fsecret.txt')).status).toBe(404);
    expect((await src.manifest(d.remotes['mf-discovery'].manifest))?.exposes?.[0].path).toBe('./app');
    const served = await src.fetchFile('/registry/dev.json');
    expect(JSON.parse(served.body.toString())).toMatchObject({ env: 'dev', remotes: { 'mf-discovery': { version: '0.3.0-local' } } });
  });
});
