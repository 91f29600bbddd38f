import { eventCatalogue, type EventName } from '../../events/index';
import {
  getEventSchema,
  publishContract,
  publishedContractSchema,
  publishShellContract,
  remoteContractSchema,
  semverMajor,
  shellContract,
  shellContractSchema,
  type RemoteContractInput,
} from '../../remote-contract';
import { registryDocumentSchema } from '../../registry';
import { composeRoutes, findRoute, shellRoutes } from '../../routes';

// Remotes' own contracts live in their folders (mf-<name>/contract.ts) and are checked by the registry
// (infra/registry: `remote check --repo`); a lib never imports a remote, so this uses a sample.
const sample = {
  name: 'mf-sample',
  contractVersion: '1.2.0',
  exposes: [{ module: './app', kind: 'app', propsSchemaId: 'shell-app-props@1' }],
  routes: [
    { path: '/sample', access: 'public' },
    { path: '/sample/:id', access: 'signed-in' },
  ],
  events: { emits: [], consumes: [{ name: 'auth:session-changed', versions: [1] }] },
  shared: { react: '^19.0.0' },
} as const satisfies RemoteContractInput;

describe('remote contracts', () => {
  it('a remote contract declares routes with an access rule each; a bad pattern or rule is refused', () => {
    const parsed = remoteContractSchema.parse(sample);
    expect(parsed.routes).toEqual(sample.routes);
    expect(parsed.menu).toEqual([]);
    expect(remoteContractSchema.safeParse({ ...sample, routes: [{ path: '/x', access: 'everyone' }] }).success).toBe(false);
    expect(remoteContractSchema.safeParse({ ...sample, routes: [{ path: '/x/*', access: 'public' }] }).success).toBe(false);
    expect(remoteContractSchema.safeParse({ ...sample, routes: ['/x'] }).success).toBe(false);
    expect(remoteContractSchema.safeParse({ ...sample, name: 'booking' }).success).toBe(false);
  });

  it('the shell contract is valid, and names no remote it does not pin', () => {
    const shell = shellContractSchema.parse(shellContract);
    for (const majors of Object.values(shell.supports)) expect(majors.length).toBeGreaterThan(0);
  });

  it('every fixture the shell declares matches the current schema of the event', () => {
    for (const e of shellContract.events.emits) {
      const schema = getEventSchema(e.name as EventName, e.version)!;
      for (const f of e.fixtures) expect({ event: e.name, ok: schema.safeParse(f).success }).toEqual({ event: e.name, ok: true });
    }
  });

  it('the published form (format 2) carries the routes with access and the JSON Schema of every consumed event version', () => {
    const published = publishContract(sample);
    expect(published.format).toBe(2);
    expect(published.routes).toEqual(sample.routes);
    expect(published.eventSchemas['auth:session-changed']['1']).toMatchObject({ type: 'object', required: ['signedIn', 'userId', 'role'] });
    expect(publishedContractSchema.parse(JSON.parse(JSON.stringify(published)))).toEqual(published);
    const shell = publishShellContract(shellContract);
    expect(Object.keys(shell.eventSchemas).sort()).toEqual(shellContract.events.consumes.map((c) => c.name).sort());
    expect(Object.keys(eventCatalogue)).toEqual(expect.arrayContaining(Object.keys(shell.eventSchemas)));
  });

  it('a format-1 contract (route patterns only, mf-discovery ≤ 3) reads as public routes', () => {
    const legacy = { ...publishContract(sample), format: 1, routes: ['/', '/search'] };
    expect(publishedContractSchema.parse(legacy).routes).toEqual([
      { path: '/', access: 'public' },
      { path: '/search', access: 'public' },
    ]);
  });

  it('semverMajor reads the major and rejects non-semver', () => {
    expect(semverMajor('2.10.3-rc.1')).toBe(2);
    expect(() => semverMajor('v2')).toThrow();
  });
});

describe('composeRoutes', () => {
  const doc = registryDocumentSchema.parse({
    env: 'staging',
    revision: 3,
    updatedAt: '2026-11-24T12:00:00.000Z',
    remotes: {
      'mf-discovery': {
        version: '0.1.0-abc1234',
        manifest: '/remotes/mf-discovery/0.1.0-abc1234/mf-manifest.json',
        entry: '/remotes/mf-discovery/0.1.0-abc1234/remoteEntry.js',
        contractVersion: '4.0.0',
        routes: [
          { path: '/', access: 'public' },
          { path: '/host/:id', access: 'public' },
        ],
      },
      'mf-zeta': {
        version: '1.0.0',
        manifest: '/remotes/mf-zeta/1.0.0/mf-manifest.json',
        entry: '/remotes/mf-zeta/1.0.0/remoteEntry.js',
        contractVersion: '1.0.0',
        // a hand-edited document: a route the shell renders and one discovery already claimed are dropped
        routes: [
          { path: '/zeta', access: 'host' },
          { path: '/zeta/:id/edit', access: 'staff' },
          { path: '/about-us', access: 'public' },
          { path: '/host/:hostId', access: 'public' },
        ],
      },
      // entries written before routes travelled with builds parse as remotes without routes
      'mf-parcels': { version: '1.0.0', manifest: '/m.json', entry: '/e.js', contractVersion: '1.0.0' },
    },
  });

  it('routes every remote of the document, after the shell’s own pages, first claim wins', () => {
    const table = composeRoutes(doc);
    expect(table.slice(0, shellRoutes.length)).toEqual(shellRoutes);
    expect(table.slice(shellRoutes.length)).toEqual([
      { path: '/', remote: 'mf-discovery', access: 'public' },
      { path: '/host/:id', remote: 'mf-discovery', access: 'public' },
      { path: '/zeta', remote: 'mf-zeta', access: 'host' },
      { path: '/zeta/:id/edit', remote: 'mf-zeta', access: 'staff' },
    ]);
    expect(composeRoutes(null)).toEqual(shellRoutes);
  });

  it('findRoute picks the most specific match of a table', () => {
    const table = composeRoutes(doc);
    expect(findRoute(table, '/zeta/12/edit')).toMatchObject({ remote: 'mf-zeta', access: 'staff' });
    expect(findRoute(table, '/zeta/')).toMatchObject({ remote: 'mf-zeta', access: 'host' });
    expect(findRoute(table, '/about-us')).toMatchObject({ remote: 'shell' });
    expect(findRoute(table, '/host/7')).toMatchObject({ remote: 'mf-discovery' });
    expect(findRoute(table, '/nowhere')).toBeNull();
  });
});
