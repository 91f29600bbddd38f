import { promises as fs } from 'node:fs';
import path from 'node:path';
import { type EmittedEvent, publishContract, type RemoteContractInput } from '@tajriba/contracts';
import { fakeBuild, fakeContract, fakeRemoteNames, startRegistry, tempDir, type TestRegistry, TOKEN, uploadFake } from './helpers';

const names = fakeRemoteNames(12);
let t: TestRegistry;
beforeEach(async () => {
  t = await startRegistry({ names });
});
afterEach(() => t.close());

async function post(pathname: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${t.url}${pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${TOKEN}`, ...headers },
    body: JSON.stringify(body),
  });
}

describe('environment documents', () => {
  it('serves each environment with no-cache, an ETag and 304 on a match', async () => {
    const res = await fetch(`${t.url}/registry/staging.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const doc = await res.json();
    expect(doc).toMatchObject({ env: 'staging', revision: 0, remotes: {} });
    expect(res.headers.get('etag')).toBe('"r0"');
    const again = await fetch(`${t.url}/registry/staging.json`, { headers: { 'If-None-Match': '"r0"' } });
    expect(again.status).toBe(304);
    expect((await fetch(`${t.url}/registry/qa.json`)).status).toBe(404);
  });

  it('promotes a published version with the URLs and contract version the shell needs', async () => {
    await uploadFake(t, 'mf-r0', '0.1.0-abc1234');
    const r = await t.client.promote('dev', 'mf-r0', '0.1.0-abc1234');
    expect(r.changed).toBe(true);
    const doc = await t.client.document('dev');
    expect(doc.revision).toBe(1);
    expect(doc.remotes['mf-r0']).toEqual({
      version: '0.1.0-abc1234',
      manifest: '/remotes/mf-r0/0.1.0-abc1234/mf-manifest.json',
      entry: '/remotes/mf-r0/0.1.0-abc1234/remoteEntry.js',
      contractVersion: '1.0.0',
      // what the shell routes to this build, from its contract
      routes: [{ path: '/mf-r0', access: 'public' }],
      menu: [],
    });
    // other environments are untouched
    expect((await t.client.document('production')).remotes).toEqual({});
    await expect(t.client.promote('dev', 'mf-r0', '9.9.9-nope')).rejects.toMatchObject({ status: 404, code: 'build-not-found' });
  });

  it("names the routes of areas published but not deployed in an environment, so the shell says they are not available yet (issue 18 item 5)", async () => {
    await uploadFake(t, 'mf-r0', '0.1.0-abc1234');
    await t.client.promote('dev', 'mf-r0', '0.1.0-abc1234');
    const dev = await (await fetch(`${t.url}/registry/dev.json`)).json();
    expect(dev.undeployed).toBeUndefined();
    const res = await fetch(`${t.url}/registry/staging.json`);
    const staging = await res.json();
    expect(staging.remotes).toEqual({});
    expect(staging.undeployed).toEqual({ 'mf-r0': { routes: [{ path: '/mf-r0', access: 'public' }] } });
    // the ETag changes with what is served, and still works as the revision for a change
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"r0-[0-9a-f]+"$/);
    expect((await fetch(`${t.url}/registry/staging.json`, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    expect((await post('/registry/staging/promote', { remote: 'mf-r0', version: '0.1.0-abc1234' }, { 'If-Match': etag })).status).toBe(200);
    expect((await (await fetch(`${t.url}/registry/staging.json`)).json()).undeployed).toBeUndefined();
  });

  it('rejects a change based on a stale revision (If-Match) with 412 and the current document', async () => {
    await uploadFake(t, 'mf-r0', '0.1.0-aaa1111');
    await uploadFake(t, 'mf-r1', '0.1.0-bbb2222');
    expect((await post('/registry/dev/promote', { remote: 'mf-r0', version: '0.1.0-aaa1111' }, { 'If-Match': '"r0"' })).status).toBe(200);
    const stale = await post('/registry/dev/promote', { remote: 'mf-r1', version: '0.1.0-bbb2222' }, { 'If-Match': '"r0"' });
    expect(stale.status).toBe(412);
    const body = await stale.json();
    expect(body.error.code).toBe('revision-conflict');
    expect(body.error.details.current.revision).toBe(1);
    expect((await t.client.document('dev')).remotes['mf-r1']).toBeUndefined();
  });

  it('loses no change when many remotes are promoted at the same time', async () => {
    await Promise.all(names.map((n) => uploadFake(t, n, '1.0.0-ccc3333')));
    // Half through the retrying client (If-Match + retry on 412), half as bare requests (lock only).
    const results = await Promise.all(
      names.map((n, i) =>
        i % 2 === 0
          ? t.client.promote('staging', n, '1.0.0-ccc3333')
          : post('/registry/staging/promote', { remote: n, version: '1.0.0-ccc3333' }).then(async (r) => {
              expect(r.status).toBe(200);
              return r.json();
            }),
      ),
    );
    expect(results).toHaveLength(names.length);
    const doc = await t.client.document('staging');
    expect(Object.keys(doc.remotes).sort()).toEqual([...names].sort());
    expect(doc.revision).toBe(names.length);
    const history = await t.client.history('staging', 100);
    expect(history.map((h) => h.revision)).toEqual(Array.from({ length: names.length + 1 }, (_, i) => names.length - i));
    // each revision added exactly one remote to the one before
    const sorted = [...history].reverse();
    for (let i = 1; i < sorted.length; i++) {
      expect(Object.keys(sorted[i].document.remotes)).toHaveLength(i);
    }
    // the file on disk is the last document, intact JSON
    const onDisk = JSON.parse(await fs.readFile(path.join(t.dataDir, 'environments', 'staging.json'), 'utf8'));
    expect(onDisk.revision).toBe(names.length);
  });

  it('keeps history and rolls back to the previous version, then further back', async () => {
    for (const v of ['1.0.0-aaa0001', '1.1.0-aaa0002', '1.2.0-aaa0003']) {
      await uploadFake(t, 'mf-r0', v);
      await t.client.promote('production', 'mf-r0', v);
    }
    await uploadFake(t, 'mf-r1', '2.0.0-bbb0001');
    await t.client.promote('production', 'mf-r1', '2.0.0-bbb0001');

    let r = await t.client.rollback('production', 'mf-r0');
    expect(r.document.remotes['mf-r0'].version).toBe('1.1.0-aaa0002');
    expect(r.document.remotes['mf-r1'].version).toBe('2.0.0-bbb0001');
    r = await t.client.rollback('production', 'mf-r0');
    expect(r.document.remotes['mf-r0'].version).toBe('1.0.0-aaa0001');
    await expect(t.client.rollback('production', 'mf-r0')).rejects.toMatchObject({ status: 409, code: 'no-previous-version' });

    const history = await t.client.history('production');
    expect(history[0]).toMatchObject({ action: 'rollback', remote: 'mf-r0', from: '1.1.0-aaa0002', to: '1.0.0-aaa0001', actor: 'jest' });
    expect(history.map((h) => h.action)).toEqual(['rollback', 'rollback', 'promote', 'promote', 'promote', 'promote', 'seed']);
  });

  it('restores any earlier revision as a new revision', async () => {
    await uploadFake(t, 'mf-r0', '1.0.0-aaa0001');
    await uploadFake(t, 'mf-r1', '1.0.0-bbb0001');
    await t.client.promote('staging', 'mf-r0', '1.0.0-aaa0001');
    const r1 = (await t.client.document('staging')).remotes;
    await t.client.promote('staging', 'mf-r1', '1.0.0-bbb0001');
    await t.client.remove('staging', 'mf-r0');
    const r = await t.client.restore('staging', 1);
    expect(r.document.revision).toBe(4);
    expect(r.document.remotes).toEqual(r1);
    expect((await t.client.history('staging'))[0]).toMatchObject({ action: 'restore', note: 'restored revision 1 (was 3)' });
  });

  it('refuses a promotion that makes the mix incompatible, unless forced', async () => {
    await uploadFake(t, 'mf-r0', '2.0.0-aaa0001', {
      ...(await import('./helpers')).fakeContract('mf-r0'),
      contractVersion: '2.0.0',
    });
    await expect(t.client.promote('production', 'mf-r0', '2.0.0-aaa0001')).rejects.toMatchObject({ status: 422, code: 'incompatible-mix' });
    expect((await t.client.document('production')).revision).toBe(0);
    const forced = await t.client.promote('production', 'mf-r0', '2.0.0-aaa0001', { force: true });
    expect(forced.check.ok).toBe(false);
    expect(forced.check.problems.map((p) => p.code)).toContain('contract-major-unsupported');
  });
});

describe('a consumer and the producer of its event, published in either order', () => {
  // mf-r0 plays the host wizard (emits experience-saved), mf-r1 the dashboard (listens to it).
  const saved = { name: 'host-wizard:experience-saved', version: 1, fixtures: [{ experienceId: 412, status: 'pending', submitted: true }] } satisfies EmittedEvent;
  const wizard = (): RemoteContractInput => ({ ...fakeContract('mf-r0'), events: { emits: [saved], consumes: [] } });
  const dashboard = (optional: boolean): RemoteContractInput => ({ ...fakeContract('mf-r1'), events: { emits: [], consumes: [{ name: saved.name, versions: [1], optional }] } });
  type Check = { check: { ok: boolean; problems: { severity: string; code: string }[] } };
  // Fake builds record no platform imports (a warning of their own): only the event findings matter here.
  const events = (r: Check) => ({ ok: r.check.ok, problems: r.check.problems.filter((p) => p.code.startsWith('event-')).map((p) => `${p.severity} ${p.code}`) });

  it('an optional consumer first is promoted with a warning; the producer after it clears the warning', async () => {
    await uploadFake(t, 'mf-r1', '1.0.0-aaa0001', dashboard(true));
    await uploadFake(t, 'mf-r0', '1.0.0-aaa0001', wizard());
    expect(events(await t.client.promote('staging', 'mf-r1', '1.0.0-aaa0001'))).toEqual({ ok: true, problems: ['warning event-producer-absent'] });
    expect(events(await t.client.promote('staging', 'mf-r0', '1.0.0-aaa0001'))).toEqual({ ok: true, problems: [] });
    expect(Object.keys((await t.client.document('staging')).remotes).sort()).toEqual(['mf-r0', 'mf-r1']);
  });

  it('the producer first, then the consumer (optional or not): both promoted cleanly', async () => {
    await uploadFake(t, 'mf-r0', '1.0.0-aaa0001', wizard());
    await uploadFake(t, 'mf-r1', '1.0.0-aaa0001', dashboard(false));
    expect(events(await t.client.promote('staging', 'mf-r0', '1.0.0-aaa0001'))).toEqual({ ok: true, problems: [] });
    expect(events(await t.client.promote('staging', 'mf-r1', '1.0.0-aaa0001'))).toEqual({ ok: true, problems: [] });
  });

  it('a required consumer first is refused; a producer whose payload an optional consumer cannot read is refused too', async () => {
    await uploadFake(t, 'mf-r1', '1.0.0-aaa0001', dashboard(false));
    await expect(t.client.promote('staging', 'mf-r1', '1.0.0-aaa0001')).rejects.toMatchObject({ status: 422, code: 'incompatible-mix' });
    // An optional consumer built against a schema that wants a field the producer does not send.
    const older = publishContract(dashboard(true));
    const schema = older.eventSchemas[saved.name]['1'] as { required: string[]; properties: Record<string, unknown> };
    schema.required.push('title');
    schema.properties.title = { type: 'string' };
    await t.client.upload('mf-r1', '1.0.0-aaa0002', fakeBuild('mf-r1', older));
    await uploadFake(t, 'mf-r0', '1.0.0-aaa0001', wizard());
    expect(events(await t.client.promote('staging', 'mf-r1', '1.0.0-aaa0002')).ok).toBe(true);
    await expect(t.client.promote('staging', 'mf-r0', '1.0.0-aaa0001')).rejects.toMatchObject({ status: 422, code: 'incompatible-mix', message: expect.stringContaining('event-payload-incompatible') });
  });
});

describe('start-up', () => {
  it('imports seed documents on first start, keeping only builds it holds, and never again', async () => {
    const seedDir = await tempDir('seeds-');
    await uploadFake(t, 'mf-r0', '1.0.0-aaa0001');
    const seed = {
      env: 'staging',
      revision: 7,
      updatedAt: '2026-01-01T00:00:00.000Z',
      remotes: {
        'mf-r0': { version: '1.0.0-aaa0001', manifest: 'https://old-cdn/x', entry: 'https://old-cdn/y', contractVersion: '1.0.0' },
        'mf-r1': { version: '1.0.0-missing', manifest: '/m', entry: '/e', contractVersion: '1.0.0' },
      },
    };
    await fs.writeFile(path.join(seedDir, 'staging.json'), JSON.stringify(seed));
    // a new registry on a data dir that has builds but no environments yet
    await fs.rm(path.join(t.dataDir, 'environments'), { recursive: true });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const second = await startRegistry({ names, dataDir: t.dataDir, seedDir });
    try {
      const doc = await second.client.document('staging');
      expect(doc.revision).toBe(0);
      expect(Object.keys(doc.remotes)).toEqual(['mf-r0']);
      expect(doc.remotes['mf-r0'].manifest).toBe('/remotes/mf-r0/1.0.0-aaa0001/mf-manifest.json');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('mf-r1@1.0.0-missing'));
      await second.client.remove('staging', 'mf-r0');
    } finally {
      await second.close();
      warn.mockRestore();
    }
    const third = await startRegistry({ names, dataDir: t.dataDir, seedDir });
    try {
      expect((await third.client.document('staging')).remotes).toEqual({});
    } finally {
      await third.close();
    }
  });

  it('gives entries written before routes travelled with builds their routes, once, as a new revision', async () => {
    await uploadFake(t, 'mf-r0', '1.0.0-aaa0001');
    await t.client.promote('dev', 'mf-r0', '1.0.0-aaa0001');
    // what a registry of the previous format left on disk: the entry without routes or menu
    const docFile = path.join(t.dataDir, 'environments', 'dev.json');
    const old = JSON.parse(await fs.readFile(docFile, 'utf8'));
    delete old.remotes['mf-r0'].routes;
    delete old.remotes['mf-r0'].menu;
    await fs.writeFile(docFile, JSON.stringify(old));
    await t.close();
    t = await startRegistry({ names, dataDir: t.dataDir });
    const doc = await t.client.document('dev');
    expect(doc.revision).toBe(2);
    expect(doc.remotes['mf-r0'].routes).toEqual([{ path: '/mf-r0', access: 'public' }]);
    expect((await t.client.history('dev', 1))[0]).toMatchObject({ action: 'refresh', actor: 'registry' });
    await t.close();
    t = await startRegistry({ names, dataDir: t.dataDir });
    expect((await t.client.document('dev')).revision).toBe(2);
  });

  it('rebuilds a document from its history after a crash between the two writes', async () => {
    await uploadFake(t, 'mf-r0', '1.0.0-aaa0001');
    await t.client.promote('dev', 'mf-r0', '1.0.0-aaa0001');
    const docFile = path.join(t.dataDir, 'environments', 'dev.json');
    const before = JSON.parse(await fs.readFile(docFile, 'utf8'));
    // simulate: history appended (revision 1), document still at revision 0, torn line at the end
    await fs.writeFile(docFile, JSON.stringify({ ...before, revision: 0, remotes: {} }));
    await fs.appendFile(path.join(t.dataDir, 'environments', 'dev.history.jsonl'), '{"revision": 2, "upd');
    await t.close();
    t = await startRegistry({ names, dataDir: t.dataDir });
    const doc = await t.client.document('dev');
    expect(doc.revision).toBe(1);
    expect(doc.remotes['mf-r0'].version).toBe('1.0.0-aaa0001');
  });
});

describe('write protection', () => {
  it('refuses every write without the registry token and allows reads', async () => {
    await uploadFake(t, 'mf-r0', '1.0.0-aaa0001');
    const attempts: [string, string, unknown][] = [
      ['POST', '/registry/dev/promote', { remote: 'mf-r0', version: '1.0.0-aaa0001' }],
      ['POST', '/registry/dev/rollback', { remote: 'mf-r0' }],
      ['POST', '/registry/dev/restore', { revision: 0 }],
      ['DELETE', '/registry/dev/remotes/mf-r0', {}],
      ['PUT', '/remotes/mf-r0/1.0.1-aaa0002', { files: {} }],
      ['POST', '/registry/overrides/sign', { overrides: {} }],
    ];
    for (const [method, p, body] of attempts) {
      for (const auth of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`]) {
        const res = await fetch(`${t.url}${p}`, {
          method,
          headers: { 'Content-Type': 'application/json', ...(auth ? { Authorization: auth } : {}) },
          body: JSON.stringify(body),
        });
        expect(res.status).toBe(401);
        expect((await res.json()).error.code).toBe('unauthorized');
      }
    }
    expect((await t.client.document('dev')).revision).toBe(0);
    expect((await fetch(`${t.url}/registry/dev/history`)).status).toBe(200);
    expect((await fetch(`${t.url}/remotes/mf-r0/1.0.0-aaa0001/remoteEntry.js`)).status).toBe(200);
  });
});

describe('several registry processes on one data directory', () => {
  it('serialise through the lock file: every promote from every process lands', async () => {
    const { execFile } = await import('node:child_process');
    const { promisify } = await import('node:util');
    const run = promisify(execFile);
    await Promise.all(names.map((n) => uploadFake(t, n, '1.0.0-ddd4444')));
    const groups = [names.slice(0, 4), names.slice(4, 8), names.slice(8, 12)];
    const worker = path.join(__dirname, 'fixtures', 'promote-worker.ts');
    await Promise.all(
      groups.map((g) => run(process.execPath, [require.resolve('tsx/cli'), worker, t.dataDir, 'staging', '1.0.0-ddd4444', names.join(','), g.join(',')], { cwd: path.join(__dirname, '..') })),
    );
    const doc = await t.client.document('staging');
    expect(Object.keys(doc.remotes).sort()).toEqual([...names].sort());
    expect(doc.revision).toBe(names.length);
    const history = await t.client.history('staging', 100);
    expect(new Set(history.map((h) => h.revision)).size).toBe(names.length + 1);
    expect(new Set(history.filter((h) => h.action === 'promote').map((h) => h.actor)).size).toBe(3);
  }, 60_000);
});
