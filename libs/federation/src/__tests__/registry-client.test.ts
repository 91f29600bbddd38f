import { OVERRIDE_STORAGE_KEY, type RegistryDocument } from '@tajriba/contracts/platform';
import { loadRegistry, overridesStore, readInlineRegistry } from '../registry-client';
import { readOverrideRequest } from '../registry-overrides';

const doc: RegistryDocument = {
  env: 'staging',
  revision: 7,
  updatedAt: '2026-11-21T10:00:00.000Z',
  remotes: {
    'mf-discovery': {
      version: '1.2.0',
      manifest: '/remotes/mf-discovery/1.2.0/mf-manifest.json',
      entry: '/remotes/mf-discovery/1.2.0/remoteEntry.js',
      contractVersion: '1.0.0',
      routes: [{ path: '/', access: 'public' }],
      menu: [],
    },
  },
};

const memoryStorage = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k), m };
};

function inline(d: unknown) {
  document.head.innerHTML = `<script type="application/json" id="registry">${JSON.stringify(d)}</script>`;
}

beforeEach(() => {
  document.head.innerHTML = '';
  Object.assign(overridesStore, { active: false, env: null, overrides: {}, refused: null });
});

describe('registry document', () => {
  it('reads the document the edge inlined, and ignores an invalid one', () => {
    inline(doc);
    expect(readInlineRegistry()).toEqual(doc);
    inline({ env: 'nowhere' });
    expect(readInlineRegistry()).toBeNull();
  });

  it('fetches /registry/<env>.json when nothing is inlined', async () => {
    document.head.innerHTML = '<meta name="tajriba-env" content="staging">';
    const fetchImpl = jest.fn(async () => ({ ok: true, status: 200, json: async () => doc }));
    const r = await loadRegistry({ url: new URL('http://site/'), storage: memoryStorage(), fetch: fetchImpl as unknown as typeof fetch });
    expect(fetchImpl).toHaveBeenCalledWith('/registry/staging.json', expect.anything());
    expect(r.effective).toEqual(doc);
    expect(overridesStore.active).toBe(false);
  });
});

describe('per-browser overrides', () => {
  it('outside production, a query parameter points one remote at another version and is remembered', async () => {
    inline(doc);
    const storage = memoryStorage();
    const r = await loadRegistry({ url: new URL('http://site/?mf-override=mf-discovery@1.3.0-rc.1'), storage });
    expect(r.effective.remotes['mf-discovery']).toMatchObject({
      version: '1.3.0-rc.1',
      entry: '/remotes/mf-discovery/1.3.0-rc.1/remoteEntry.js',
    });
    expect(r.published.remotes['mf-discovery'].version).toBe('1.2.0');
    expect(overridesStore).toMatchObject({ active: true, refused: null });
    // next page load without the parameter keeps the override
    const again = await loadRegistry({ url: new URL('http://site/search'), storage });
    expect(again.effective.remotes['mf-discovery'].version).toBe('1.3.0-rc.1');
  });

  it('points a remote at a local dev server by manifest URL', async () => {
    inline(doc);
    const r = await loadRegistry({ url: new URL('http://site/?mf-override=mf-discovery=http://localhost:4301/mf-manifest.json'), storage: memoryStorage() });
    expect(r.effective.remotes['mf-discovery'].entry).toBe('http://localhost:4301/remoteEntry.js');
  });

  it('an overriding build brings the routes its contract.json declares (a new page is reachable)', async () => {
    inline(doc);
    const carried = { contractVersion: '1.1.0', routes: [{ path: '/', access: 'public' }, { path: '/trips/:id', access: 'signed-in' }], menu: [] };
    const fetchImpl = jest.fn(async (url: string) =>
      url === 'http://localhost:4301/contract.json' ? { ok: true, status: 200, json: async () => carried } : { ok: false, status: 404, json: async () => null },
    );
    const r = await loadRegistry({
      url: new URL('http://site/?mf-override=mf-discovery=http://localhost:4301/mf-manifest.json,mf-new=http://localhost:4399/mf-manifest.json'),
      storage: memoryStorage(),
      fetch: fetchImpl as unknown as typeof fetch,
    });
    expect(r.effective.remotes['mf-discovery']).toMatchObject({ contractVersion: '1.1.0', routes: carried.routes });
    // unreadable contract: no routes beyond what was published (none for a remote the document lacks)
    expect(r.effective.remotes['mf-new'].routes).toEqual([]);
  });

  it('refuses unsigned overrides in production and runs what the environment publishes', async () => {
    inline({ ...doc, env: 'production' });
    const r = await loadRegistry({ url: new URL('http://site/?mf-override=mf-discovery@1.3.0'), storage: memoryStorage() });
    expect(r.effective.remotes['mf-discovery'].version).toBe('1.2.0');
    expect(overridesStore).toMatchObject({ active: false, refused: 'unsigned-in-production' });
  });

  it('?mf-override=reset forgets the stored override', () => {
    const storage = memoryStorage();
    storage.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify({ 'mf-discovery': { version: '1.3.0' } }));
    const r = readOverrideRequest({ url: new URL('http://site/?mf-override=reset'), storage });
    expect(r.spec).toEqual({});
    expect(storage.m.has(OVERRIDE_STORAGE_KEY)).toBe(false);
  });
});
