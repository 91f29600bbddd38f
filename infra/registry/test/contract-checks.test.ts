import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  publishContract,
  type PublishedContract,
  publishShellContract,
  type RegistryDocument,
  shellContract,
  shellRoutes,
} from '@tajriba/contracts';
import { checkEnvironment, type EnvironmentMix } from '../src/checks/environment-check';
import { busCallsIn, busCallsOf, checkBusUsage } from '../src/checks/bus-usage-check';
import { checkEvents } from '../src/checks/event-check';
import { checkManifest } from '../src/checks/manifest-check';
import { checkRoutes } from '../src/checks/route-check';
import { checkShared } from '../src/checks/shared-check';
import { readSnapshot, snapshotContracts, sourceContract, sourceContracts, sourceShellContract } from '../src/contract-source';
import { repoRoot } from '../src/config';
import { publishOrder } from '../src/publish';
import { fakeContract, fakeManifest } from './helpers';

const codes = (problems: { severity: string; code: string }[]) => problems.filter((p) => p.severity === 'error').map((p) => p.code);
// mf-discovery's own contract (mf-discovery/contract.ts), read the way the CLI reads every remote's.
let discoveryContract: PublishedContract;
let sources: PublishedContract[];
beforeAll(async () => {
  discoveryContract = (await sourceContract('mf-discovery'))!;
  sources = await sourceContracts();
});
const discovery = () => structuredClone(discoveryContract);

function sourceMix(override: Partial<Record<string, PublishedContract>> = {}, shell = sourceShellContract()): EnvironmentMix {
  const remotes: EnvironmentMix['remotes'] = {};
  for (const c of sources) {
    const contract = override[c.name] ?? c;
    remotes[c.name] = { version: '1.0.0-test', contractVersion: contract.contractVersion, contract };
  }
  return { shell, remotes };
}

describe('1. a build exposes exactly what its contract says', () => {
  const contract = publishContract(fakeContract('mf-r0'));

  it('accepts a manifest that matches', () => {
    expect(codes(checkManifest(fakeManifest('mf-r0') as never, contract))).toEqual([]);
  });

  it('flags a missing expose, an undeclared expose and a foreign name', () => {
    expect(codes(checkManifest(fakeManifest('mf-r0', []) as never, contract))).toEqual(['expose-missing']);
    expect(codes(checkManifest(fakeManifest('mf-r0', ['./app', './debug']) as never, contract))).toEqual(['expose-undeclared']);
    expect(codes(checkManifest(fakeManifest('mf-other') as never, contract))).toEqual(['manifest-name']);
  });

  it('flags a singleton the build does not share, shares as non-singleton or bundles at the wrong version', () => {
    expect(codes(checkManifest(fakeManifest('mf-r0', ['./app'], []) as never, contract))).toEqual(['shared-not-shared']);
    expect(codes(checkManifest(fakeManifest('mf-r0', ['./app'], [{ name: 'react', version: '19.3.1', singleton: false }]) as never, contract))).toEqual(['shared-not-singleton']);
    expect(codes(checkManifest(fakeManifest('mf-r0', ['./app'], [{ name: 'react', version: '18.3.1' }]) as never, contract))).toEqual(['shared-version']);
  });

  it('flags a fixed publicPath that would break versioned URLs', () => {
    const m = fakeManifest('mf-r0');
    m.metaData.publicPath = '/';
    expect(codes(checkManifest(m as never, contract))).toEqual(['public-path-fixed']);
  });
});

describe('2. routes: declared by each remote, one owner each, none of the shell’s pages', () => {
  it('holds for the source contracts', () => {
    expect(sources.map((c) => c.name)).toContain('mf-discovery');
    expect(codes(checkRoutes(sources, shellRoutes))).toEqual([]);
  });

  it('mf-discovery declares its pages, each public', () => {
    expect(discovery().routes).toEqual(expect.arrayContaining([{ path: '/', access: 'public' }, { path: '/host/:id', access: 'public' }]));
    expect(discovery().routes.every((r) => r.access === 'public')).toBe(true);
  });

  it('flags two remotes claiming one route (even under another parameter name)', () => {
    const a = { name: 'mf-discovery', routes: [...discovery().routes] };
    const b = {
      name: 'mf-booking',
      routes: [
        { path: '/checkout', access: 'client' as const },
        { path: '/host/:hostId', access: 'public' as const },
      ],
    };
    const problems = checkRoutes([a, b], shellRoutes);
    expect(problems).toContainEqual(expect.objectContaining({ severity: 'error', code: 'route-claimed-twice', message: '/host/:param is claimed by mf-discovery and mf-booking' }));
  });

  it('flags a remote claiming a page the shell renders, and a menu link to a route it does not own', () => {
    const c = { name: 'mf-new', routes: [{ path: '/about-us', access: 'public' as const }, { path: '/new', access: 'signed-in' as const }] };
    expect(codes(checkRoutes([c], shellRoutes))).toEqual(['route-shell-owned']);
    const menu = [{ placement: 'user-menu' as const, path: '/elsewhere', label: { en: 'Elsewhere', ar: 'مكان آخر' }, side: 'any' as const }];
    expect(codes(checkRoutes([{ name: 'mf-new', routes: [{ path: '/new', access: 'public' }], menu }], shellRoutes))).toEqual(['menu-route-unknown']);
  });

  it('a remote the shell has never heard of is composed: no shell change needed', () => {
    const newcomer = publishContract(fakeContract('mf-newcomer', { routes: [{ path: '/newcomer/:id', access: 'host' }] }));
    const mix = sourceMix();
    mix.remotes['mf-newcomer'] = { version: '1.0.0', contractVersion: '1.0.0', contract: newcomer, routes: newcomer.routes };
    expect(codes(checkEnvironment(mix).problems)).toEqual([]);
  });

  it('flags a document whose routes for a build differ from the build’s contract', () => {
    const mix = sourceMix();
    mix.remotes['mf-discovery'].routes = [{ path: '/', access: 'signed-in' }];
    expect(codes(checkEnvironment(mix).problems)).toEqual(['document-routes-mismatch']);
  });
});

describe('3. every emitted event validates against its consumers', () => {
  it('holds for the source contracts and the shell', () => {
    const report = checkEnvironment(sourceMix());
    expect(codes(report.problems)).toEqual([]);
    expect(report.ok).toBe(true);
  });

  it('a field renamed in one producer only makes the check fail (the deliberate breaking change)', () => {
    const broken = discovery();
    const login = broken.events.emits.find((e) => e.name === 'auth:login-requested')!;
    // mf-discovery starts sending `why` instead of `reason`; nothing else changes.
    login.fixtures = login.fixtures.map((f) => {
      const { reason, ...rest } = f as { reason: string };
      return { ...rest, why: reason };
    });
    const report = checkEnvironment(sourceMix({ 'mf-discovery': broken }));
    expect(report.ok).toBe(false);
    const incompatible = report.problems.filter((p) => p.code === 'event-payload-incompatible');
    expect(incompatible.length).toBeGreaterThan(0);
    expect(incompatible[0].message).toMatch(/auth:login-requested fixture #1 from mf-discovery fails shell's schema v1/);
    expect(incompatible[0].message).toMatch(/reason/);
  });

  it('a renamed optional field is caught too (unknown keys are a break, not extra data)', () => {
    const broken = discovery();
    const toast = broken.events.emits.find((e) => e.name === 'toast:show')!;
    toast.fixtures = [{ kind: 'error', message: 'x', duration: 5000 }];
    expect(codes(checkEnvironment(sourceMix({ 'mf-discovery': broken })).problems)).toContain('event-payload-incompatible');
  });

  it('a producer on a schema version the consumer does not accept fails', () => {
    const problems = checkEvents([
      { name: 'shell', emits: [], consumes: [{ name: 'toast:show', versions: [1] }] },
      { name: 'mf-r0', emits: [{ name: 'toast:show', version: 2, fixtures: [{ kind: 'info', text: 'x' }] }], consumes: [] },
    ]);
    expect(codes(problems)).toContain('event-version-incompatible');
  });

  it('unknown keys are a break against the source-tree schemas too (no published JSON Schema)', () => {
    // The catalogue schemas are zod/mini objects: strictness must not depend on classic zod's class.
    const problems = checkEvents([
      { name: 'shell', emits: [], consumes: [{ name: 'toast:show', versions: [1] }] },
      { name: 'mf-r0', emits: [{ name: 'toast:show', version: 1, fixtures: [{ kind: 'info', message: 'x', duration: 5000 }] }], consumes: [] },
    ]);
    expect(codes(problems)).toEqual(expect.arrayContaining(['event-payload-incompatible', 'event-fixture-invalid']));
  });

  it('validates against the schema the consumer was published with, not today’s source', () => {
    // A consumer built when toast:show v1 had a `title` field and no `message`.
    const consumerSchemas = {
      'toast:show': { '1': { type: 'object', properties: { kind: { type: 'string' }, title: { type: 'string' } }, required: ['kind', 'title'], additionalProperties: false } },
    };
    const problems = checkEvents([
      { name: 'mf-old', emits: [], consumes: [{ name: 'toast:show', versions: [1] }], eventSchemas: consumerSchemas },
      { name: 'mf-new', emits: [{ name: 'toast:show', version: 1, fixtures: [{ kind: 'info', message: 'hi' }] }], consumes: [] },
    ]);
    expect(problems).toContainEqual(expect.objectContaining({ code: 'event-payload-incompatible', remote: 'mf-new' }));
  });
});

describe('4. an environment mix the shell cannot compose fails the check', () => {
  it('a contract major the shell does not support', () => {
    // one major past what the shell supports
    const major = Math.max(...shellContract.supports['mf-discovery']!) + 1;
    const next = { ...discovery(), contractVersion: `${major}.0.0` };
    const report = checkEnvironment(sourceMix({ 'mf-discovery': next }));
    expect(codes(report.problems)).toContain('contract-major-unsupported');
  });

  it('a consumed event whose producer is missing from the mix', () => {
    const shell = publishShellContract({ ...shellContract, events: { ...shellContract.events, emits: shellContract.events.emits.filter((e) => e.name !== 'auth:session-changed') } });
    const report = checkEnvironment(sourceMix({}, shell));
    expect(report.problems).toContainEqual(
      expect.objectContaining({ severity: 'error', code: 'event-producer-missing', remote: 'mf-discovery', message: 'consumes auth:session-changed but nothing in the mix emits it' }),
    );
  });

  it('an optional consumed event without a producer is fine: a warning for a remote, nothing for the shell', () => {
    expect(checkEvents([{ name: 'shell', emits: [], consumes: [{ name: 'verification:open', versions: [1], optional: true }] }])).toEqual([]);
    expect(checkEvents([{ name: 'mf-r0', emits: [], consumes: [{ name: 'verification:open', versions: [1], optional: true }] }])).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'event-producer-absent', remote: 'mf-r0' }),
    ]);
  });

  it('mf-host-dashboard without mf-host-wizard composes (its listener is optional), and with it the payloads fit', () => {
    const mix = sourceMix();
    const { ['mf-host-wizard']: _wizard, ...withoutWizard } = mix.remotes;
    const alone = checkEnvironment({ ...mix, remotes: withoutWizard });
    expect(alone.ok).toBe(true);
    expect(alone.problems).toContainEqual(expect.objectContaining({ code: 'event-producer-absent', remote: 'mf-host-dashboard' }));
    expect(checkEnvironment(mix).problems.filter((p) => p.remote === 'mf-host-dashboard')).toEqual([]);
  });

  it('shared-singleton ranges that cannot be satisfied', () => {
    expect(codes(checkShared({ react: '19.3.1' }, [{ name: 'mf-r0', shared: { react: '^18.2.0' } }]))).toEqual(['shared-unsatisfied']);
    expect(codes(checkShared({}, [{ name: 'mf-r0', shared: { dayjs: '^1.11.0' } }, { name: 'mf-r1', shared: { dayjs: '^2.0.0' } }]))).toEqual(['shared-conflict']);
    expect(codes(checkShared({}, [{ name: 'mf-r0', shared: { dayjs: '^1.10.0' } }, { name: 'mf-r1', shared: { dayjs: '>=1.11.0 <2' } }]))).toEqual([]);
    expect(codes(checkShared({}, [{ name: 'mf-r0', shared: { dayjs: 'banana' } }]))).toEqual(['shared-range-invalid']);
    // a build from before the design system was split consumes a key the shell no longer provides
    expect(codes(checkShared({ '@tajriba/design-system/core': '0.1.0' }, [{ name: 'mf-r0', shared: { '@tajriba/design-system': '^0.1.0' } }]))).toEqual([
      'shared-platform-unprovided',
    ]);
    const needsOldReact = { ...discovery(), shared: { ...discovery().shared, react: '~18.3.0' } };
    expect(codes(checkEnvironment(sourceMix({ 'mf-discovery': needsOldReact })).problems)).toContain('shared-unsatisfied');
  });

  it('a document that names a build without a contract, or whose contract version lies', () => {
    const mix = sourceMix();
    mix.remotes['mf-discovery'] = { version: '1.0.0-x', contractVersion: '1.0.0', contract: null };
    expect(codes(checkEnvironment(mix).problems)).toContain('contract-missing');
    const lying = sourceMix();
    lying.remotes['mf-discovery'].contractVersion = '1.4.0';
    expect(codes(checkEnvironment(lying).problems)).toContain('contract-version-mismatch');
  });
});

describe('every event a remote uses on the bus is in its contract', () => {
  it('holds for every remote in the tree', async () => {
    for (const c of sources) expect({ remote: c.name, problems: checkBusUsage(c, await busCallsOf(path.join(repoRoot, c.name))) }).toEqual({ remote: c.name, problems: [] });
  });

  it('flags a listener or an emit the contract does not declare (mf-host-dashboard before 1.4.0)', async () => {
    const dashboard = (await sourceContract('mf-host-dashboard'))!;
    const calls = await busCallsOf(path.join(repoRoot, 'mf-host-dashboard'));
    expect(calls).toContainEqual({ kind: 'listens', event: 'host-wizard:experience-saved', file: 'src/shared/api/use-api-context.ts' });
    const undeclared = { ...dashboard, events: { emits: [], consumes: [] } };
    expect(codes(checkBusUsage(undeclared, calls)).sort()).toEqual(['event-emit-undeclared', 'event-listener-undeclared']);
    expect(busCallsIn(`getEventBus().once("a:b", f); bus.emit('c:d', {}); socket.on('connect')`, 'x.ts').map((c) => `${c.kind} ${c.event}`)).toEqual(['listens a:b', 'emits c:d']);
  });
});

describe('publish --all orders emitters before their consumers', () => {
  const ev = (emits: string[], consumes: string[]) => ({
    emits: emits.map((name) => ({ name, version: 1, fixtures: [{}] })),
    consumes: consumes.map((name) => ({ name, versions: [1], optional: false })),
  });
  it('puts mf-host-wizard before mf-host-dashboard (name order would not)', () => {
    const order = publishOrder(sources);
    expect(order.indexOf('mf-host-wizard')).toBeLessThan(order.indexOf('mf-host-dashboard'));
    expect([...order].sort()).toEqual(sources.map((c) => c.name).sort());
  });
  it('is by name among independent remotes, and still lists every member of a cycle', () => {
    const c = (name: string, emits: string[], consumes: string[]) => ({ name, events: ev(emits, consumes) }) as Parameters<typeof publishOrder>[0][number];
    expect(publishOrder([c('mf-c', [], ['x:a']), c('mf-b', [], []), c('mf-a', ['x:a'], [])])).toEqual(['mf-a', 'mf-b', 'mf-c']);
    expect(publishOrder([c('mf-a', [], ['x:b']), c('mf-b', ['x:b'], [])])).toEqual(['mf-b', 'mf-a']);
    expect(publishOrder([c('mf-b', ['x:b'], ['x:a']), c('mf-a', ['x:a'], ['x:b']), c('mf-c', [], ['x:b'])])).toEqual(['mf-a', 'mf-b', 'mf-c']);
  });
});

describe('the repo keeps contracts and environment documents honest', () => {
  const run = promisify(execFile);
  const envDir = path.join(__dirname, '../environments');

  it('every source contract equals its committed snapshot (a change needs a version bump)', async () => {
    const results = await snapshotContracts(undefined, false);
    expect(results.filter((r) => r.status !== 'unchanged')).toEqual([]);
  });

  it('every environment document in the repo passes the check with its snapshotted contracts', async () => {
    for (const file of (await fs.readdir(envDir)).filter((f) => f.endsWith('.json'))) {
      const doc = JSON.parse(await fs.readFile(path.join(envDir, file), 'utf8')) as RegistryDocument;
      const remotes: EnvironmentMix['remotes'] = {};
      for (const [name, e] of Object.entries(doc.remotes)) remotes[name] = { ...e, contract: await readSnapshot(name, e.contractVersion) };
      const report = checkEnvironment({ shell: sourceShellContract(), remotes });
      expect({ file, errors: codes(report.problems) }).toEqual({ file, errors: [] });
    }
  });

  it('the shell provides exactly the singleton versions installed for it', () => {
    for (const [key, version] of Object.entries(shellContract.provides)) {
      // a share key may be a sub-path (react-dom/client): its version is its package's
      const pkg = key.startsWith('@') ? key.split('/').slice(0, 2).join('/') : key.split('/')[0];
      let dir = path.dirname(require.resolve(key, { paths: [path.join(__dirname, '../../../shell')] }));
      let found: string | undefined;
      for (let i = 0; i < 6 && !found; i++, dir = path.dirname(dir)) {
        try {
          const pj = require(path.join(dir, 'package.json'));
          if (pj.name === pkg) found = pj.version;
        } catch {
          /* keep walking up */
        }
      }
      expect({ key, version: found }).toEqual({ key, version });
    }
  });

  it('`check --repo` passes, and fails once a producer fixture breaks', async () => {
    const cli = path.join(__dirname, '../src/cli.ts');
    const tsx = require.resolve('tsx/cli');
    const ok = await run(process.execPath, [tsx, cli, 'check', '--repo'], { cwd: path.join(__dirname, '..') });
    expect(ok.stdout).toContain('✓ environments/production.json');

    // The breaking change as CI sees it: mf-discovery's published contract renames a field.
    const tmp = await fs.mkdtemp(path.join(require('node:os').tmpdir(), 'snapshots-'));
    await fs.cp(path.join(__dirname, '../contracts'), tmp, { recursive: true });
    const production = JSON.parse(await fs.readFile(path.join(envDir, 'production.json'), 'utf8')) as RegistryDocument;
    const file = path.join(tmp, 'mf-discovery', `${production.remotes['mf-discovery'].contractVersion}.json`);
    const published = JSON.parse(await fs.readFile(file, 'utf8')) as PublishedContract;
    for (const e of published.events.emits.filter((x) => x.name === 'auth:login-requested')) {
      e.fixtures = e.fixtures.map((f) => {
        const { reason, ...rest } = f as { reason: string };
        return { ...rest, why: reason };
      });
    }
    await fs.writeFile(file, JSON.stringify(published));
    const failed = await run(process.execPath, [tsx, cli, 'check', path.join(envDir, 'production.json'), '--snapshots', tmp]).then(
      () => null,
      (e: { code: number; stdout: string }) => e,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stdout).toContain('✗');
    expect(failed?.stdout).toContain('event-payload-incompatible');
  }, 60_000);
});
