/**
 * @jest-environment node
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { CATALOGUES_KEY, createFederatedConfig, FIRST_RENDER_SHARED_KEY } from '../webpack';

// A tiny remote built with the real factory: the edge preloads what its mf-manifest.json says the
// remote's first render needs (infra/web html.ts). A record that stopped matching the build would
// not break the page, only add a level to its waterfall, so nothing else would notice.
const fixture = path.join(__dirname, 'fixtures', 'surface-remote');

describe('FirstRenderSharedPlugin (a real production build of a remote)', () => {
  let out: string;
  let manifest: Record<string, unknown>;
  let warnings: string[];

  beforeAll(async () => {
    out = mkdtempSync(path.join(tmpdir(), 'first-render-'));
    const config = createFederatedConfig({ name: 'mf-first-render', kind: 'remote', dir: fixture, exposes: { './app': './src/app.ts' } }, { mode: 'production' });
    config.output = { ...config.output, path: out };
    config.devtool = false;
    // What is recorded does not depend on minifying; skipping it keeps the test quick on a busy machine.
    config.optimization = { ...config.optimization, minimize: false };
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      webpack(config).run((err, s) => (err || !s ? reject(err ?? new Error('no stats')) : resolve(s))),
    );
    if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
    warnings = stats.compilation.warnings.map((w) => w.message).filter((w) => w.includes('FirstRenderSharedPlugin'));
    manifest = JSON.parse(readFileSync(path.join(out, 'mf-manifest.json'), 'utf8')) as Record<string, unknown>;
  }, 240_000);
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('lists the share keys ./app consumes before its first render, not those it imports later', () => {
    expect(warnings).toEqual([]);
    const keys = (manifest[FIRST_RENDER_SHARED_KEY] as Record<string, string[]>)['./app'];
    expect(keys).toEqual(expect.arrayContaining(['react-router', '@tajriba/design-system/core', '@tajriba/contracts/constants']));
    // the schemas arrive with import() beside the first request
    expect(keys).not.toContain('@tajriba/contracts/discovery');
    expect(keys).not.toContain('@tajriba/contracts/account');
  });

  it("names each language's catalogue chunk of the remote, relative to the manifest, with that language's strings", () => {
    const catalogues = manifest[CATALOGUES_KEY] as Record<string, string[]>;
    expect(Object.keys(catalogues)).toEqual(['ar', 'en']);
    const text = (locale: 'en' | 'ar') => {
      expect(catalogues[locale]).toEqual([expect.stringMatching(new RegExp(`^messages-${locale}\\.[0-9a-f]+\\.js$`))]);
      const file = path.join(out, catalogues[locale]![0]!);
      expect(existsSync(file)).toBe(true);
      return readFileSync(file, 'utf8');
    };
    expect(text('en')).toContain('Fixture remote page');
    expect(text('ar')).toContain('صفحة الوحدة التجريبية');
    expect(text('en')).not.toContain('صفحة');
    // the page runs the shell's copy of the design system's core: its strings are not the remote's to load
    expect(text('en')).not.toMatch(/"ds\./);
  });
});
