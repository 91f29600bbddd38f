/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { PLATFORM_IMPORTS_KEY, type PlatformImports, type PlatformSurface, platformSurface } from '@tajriba/contracts';
import { createFederatedConfig, PlatformImportsPlugin, ShareIndex } from '../webpack';

// A tiny remote built with the real factory: its mf-manifest.json must say which platform names
// it imports, so the registry can refuse it in front of a shell that lacks one.
const fixture = path.join(__dirname, 'fixtures', 'surface-remote');

interface Built {
  out: string;
  imports: PlatformImports;
  /** the plugin's build-time warnings */
  warnings: string[];
}

/** Builds the fixture; with `surface`, the plugin checks against it instead of the tree's. */
async function build(surface?: PlatformSurface): Promise<Built> {
  const out = mkdtempSync(path.join(tmpdir(), 'surface-'));
  const config = createFederatedConfig({ name: 'mf-surface', kind: 'remote', dir: fixture, exposes: { './app': './src/app.ts' } }, { mode: 'production' });
  config.output = { ...config.output, path: out };
  config.devtool = false;
  // What is recorded does not depend on minifying; skipping it keeps the test quick on a busy machine.
  config.optimization = { ...config.optimization, minimize: false };
  if (surface) {
    const shares = config.plugins!.find((p): p is ShareIndex => p instanceof ShareIndex)!;
    config.plugins = config.plugins!.map((p) => (p instanceof PlatformImportsPlugin ? new PlatformImportsPlugin(shares, surface) : p));
  }
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    webpack(config).run((err, s) => (err || !s ? reject(err ?? new Error('no stats')) : resolve(s))),
  );
  if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
  const manifest = JSON.parse(readFileSync(path.join(out, 'mf-manifest.json'), 'utf8')) as Record<string, unknown>;
  return {
    out,
    imports: manifest[PLATFORM_IMPORTS_KEY] as PlatformImports,
    warnings: stats.compilation.warnings.map((w) => w.message).filter((w) => w.includes('PlatformImportsPlugin')),
  };
}

describe('PlatformImportsPlugin (a real production build of a remote)', () => {
  let built: Built;
  beforeAll(async () => {
    built = await build();
  }, 240_000);
  afterAll(() => rmSync(built.out, { recursive: true, force: true }));

  it('records every platform name the remote imports, per key, with the surface version it was built against', () => {
    const at = (key: string) => platformSurface[key]!.version;
    expect(built.imports).toEqual({
      '@tajriba/contracts/account': { version: at('@tajriba/contracts/account'), names: ['userInfoSchema'] },
      '@tajriba/contracts/constants': { version: at('@tajriba/contracts/constants'), names: ['RoleId'] },
      '@tajriba/contracts/discovery': { version: at('@tajriba/contracts/discovery'), names: ['citySchema'] },
      '@tajriba/design-system/core': { version: at('@tajriba/design-system/core'), names: ['Button'] },
      'react-router': { version: at('react-router'), names: ['Outlet', 'useFetcher', 'useMatch'] },
    });
  });

  it('records a contracts schema picked from a lazy import in another module (webpack sees the whole namespace used)', () => {
    // discoverySchema(citySchemaPick): the import() and the `m.citySchema` read are in two modules;
    // `s.parse`, read too, is no export of the key.
    expect(built.imports['@tajriba/contracts/discovery']!.names).toEqual(['citySchema']);
  });

  it('warns at build time about a name the surface does not list', () => {
    expect(built.warnings).toHaveLength(1);
    expect(built.warnings[0]).toContain('useFetcher');
  });
});

describe('PlatformImportsPlugin when a contracts entry exports a name its surface lacks', () => {
  let built: Built;
  beforeAll(async () => {
    // As if `citySchema` had been added to the discovery entry without a surface release.
    const discovery = platformSurface['@tajriba/contracts/discovery']!;
    built = await build({ ...platformSurface, '@tajriba/contracts/discovery': { ...discovery, names: discovery.names.filter((n) => n !== 'citySchema') } });
  }, 240_000);
  afterAll(() => rmSync(built.out, { recursive: true, force: true }));

  it('still records the name a lazy pick reads (from the build’s own copy of the entry) and warns about it', () => {
    expect(built.imports['@tajriba/contracts/discovery']!.names).toEqual(['citySchema']);
    expect(built.warnings.filter((w) => w.includes('citySchema') && w.includes('@tajriba/contracts/discovery'))).toHaveLength(1);
  });
});
