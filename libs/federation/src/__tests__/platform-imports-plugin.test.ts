/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { PLATFORM_IMPORTS_KEY, platformSurface } from '@tajriba/contracts';
import { createFederatedConfig } from '../webpack';

// A tiny remote built with the real factory: its mf-manifest.json must say which platform names
// it imports, so the registry can refuse it in front of a shell that lacks one.
const fixture = path.join(__dirname, 'fixtures', 'surface-remote');

describe('PlatformImportsPlugin (a real production build of a remote)', () => {
  let out: string;
  let manifest: Record<string, unknown>;
  let warnings: string[];

  beforeAll(async () => {
    out = mkdtempSync(path.join(tmpdir(), 'surface-'));
    const config = createFederatedConfig({ name: 'mf-surface', kind: 'remote', dir: fixture, exposes: { './app': './src/app.ts' } }, { mode: 'production' });
    config.output = { ...config.output, path: out };
    config.devtool = false;
    // What is recorded does not depend on minifying; skipping it keeps the test quick on a busy machine.
    config.optimization = { ...config.optimization, minimize: false };
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      webpack(config).run((err, s) => (err || !s ? reject(err ?? new Error('no stats')) : resolve(s))),
    );
    if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
    warnings = stats.compilation.warnings.map((w) => w.message);
    manifest = JSON.parse(readFileSync(path.join(out, 'mf-manifest.json'), 'utf8')) as Record<string, unknown>;
  }, 240_000);

  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('records every platform name the remote imports, per key, with the surface version it was built against', () => {
    expect(manifest[PLATFORM_IMPORTS_KEY]).toEqual({
      '@tajriba/design-system/core': { version: platformSurface['@tajriba/design-system/core']!.version, names: ['Button'] },
      'react-router': { version: platformSurface['react-router']!.version, names: ['Outlet', 'useFetcher', 'useMatch'] },
    });
  });

  it('warns at build time about a name the surface does not list', () => {
    const surface = warnings.filter((w) => w.includes('PlatformImportsPlugin'));
    expect(surface).toHaveLength(1);
    expect(surface[0]).toContain('useFetcher');
  });
});
