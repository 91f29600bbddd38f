/**
 * @jest-environment node
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { createFederatedConfig } from '../webpack';
import type { PreloadManifest } from '../webpack/preload-plugin';

// Builds a tiny shell with the real factory: preload.json is what keeps the waterfall at ≤ 3
// requests, and the first-render chunk what keeps `/` in its budget. Both identify shared modules
// with ShareIndex (webpack's public API); if that stops matching what Module Federation builds,
// the first-render chunk no longer forms and these tests fail.
const fixture = path.join(__dirname, 'fixtures', 'preload-shell');

describe('PreloadManifestPlugin (a real production build)', () => {
  let out: string;
  let manifest: PreloadManifest;
  let warnings: string[];

  // A real production build of the shell's fixture: ~80 s at a load average of 30 on two cores,
  // over 120 s at 45 (seen twice). The limit only catches a build that never ends.
  beforeAll(async () => {
    out = mkdtempSync(path.join(tmpdir(), 'preload-'));
    const config = createFederatedConfig({ name: 'shell', kind: 'shell', dir: fixture, template: path.join(fixture, 'missing.html') }, { mode: 'production' });
    config.output = { ...config.output, path: out };
    config.devtool = false;
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      webpack(config).run((err, s) => (err || !s ? reject(err ?? new Error('no stats')) : resolve(s))),
    );
    if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
    warnings = stats.compilation.warnings.map((w) => w.message);
    manifest = JSON.parse(readFileSync(path.join(out, 'preload.json'), 'utf8')) as PreloadManifest;
  }, 300_000);

  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('raises no warning about Module Federation chunk shapes', () => {
    expect(warnings.filter((w) => w.includes('PreloadManifestPlugin'))).toEqual([]);
  });

  it('maps every provided share key to its files, including the platform entries nobody in the shell imports', () => {
    expect(manifest.entry).toEqual(['main.js']);
    for (const key of ['react', '@tajriba/session', '@tajriba/contracts/discovery', '@tajriba/design-system/core']) {
      expect(manifest.shared[key]?.length).toBeGreaterThan(0);
    }
  });

  it("preloads the bootstrap and what it consumes (transitively), not the other libraries", () => {
    const session = manifest.shared['@tajriba/session']!;
    const valtio = manifest.shared['valtio/vanilla']!;
    for (const f of [...session, ...valtio]) expect(manifest.preload).toContain(f);
    // a key's files include what its module consumes in turn
    for (const f of valtio) expect(session).toContain(f);
    const discoveryOnly = manifest.shared['@tajriba/contracts/discovery']!.filter((f) => !session.includes(f));
    expect(discoveryOnly.length).toBeGreaterThan(0);
    for (const f of discoveryOnly) expect(manifest.preload).not.toContain(f);
  });

  it('puts the bootstrap and the libraries it consumes in one first-render chunk, and nothing loaded later', () => {
    const firstRender = manifest.preload.filter((f) => /first-render\.[0-9a-f]+\.js$/.test(f));
    expect(firstRender).toHaveLength(1);
    const code = readFileSync(path.join(out, firstRender[0]!), 'utf8');
    // the bootstrap, and the provided modules it consumes: @tajriba/session, valtio under it
    expect(code).toContain('document.title');
    expect(manifest.shared['@tajriba/session']).toContain(firstRender[0]);
    expect(manifest.shared['valtio/vanilla']).toEqual(firstRender);
    // a lazily imported module and a key the bootstrap never consumes stay in their own chunks
    expect(code).not.toContain('loaded-after-the-first-render');
    const later = readdirSync(path.join(out, 'static')).filter((f) => f.endsWith('.js') && readFileSync(path.join(out, 'static', f), 'utf8').includes('loaded-after-the-first-render'));
    expect(later).toHaveLength(1);
    expect(manifest.preload).not.toContain(`static/${later[0]}`);
    // (its list also names first-render: the discovery contracts consume the constants, which are in it)
    const discoveryOwn = manifest.shared['@tajriba/contracts/discovery']!.filter((f) => f !== firstRender[0] && !manifest.preload.includes(f));
    expect(discoveryOwn.length).toBeGreaterThan(0);
  });

  it("names each language's catalogue chunk, which holds that language's strings of the shell's first render and nothing later", () => {
    expect(Object.keys(manifest.catalogues)).toEqual(['ar', 'en']);
    const text = (locale: 'en' | 'ar') => {
      expect(manifest.catalogues[locale]).toEqual([expect.stringMatching(new RegExp(`^static/messages-${locale}\\.[0-9a-f]+\\.js$`))]);
      return readFileSync(path.join(out, manifest.catalogues[locale]![0]!), 'utf8');
    };
    const en = text('en');
    const ar = text('ar');
    expect(en).toContain('Welcome to the fixture shell');
    expect(ar).toContain('أهلًا بك في واجهة الاختبار');
    expect(en).not.toContain('أهلًا');
    expect(ar).not.toContain('Welcome');
    // the validation messages load after the first render (`formCatalogues`), in a chunk of their own
    expect(en).not.toContain('validation.required');
    // a catalogue is never part of what every page preloads whatever its language
    for (const files of Object.values(manifest.catalogues)) for (const f of files) expect(manifest.preload).not.toContain(f);
  });
});
