/** @jest-environment node */
import path from 'node:path';
import type { Module } from 'webpack';
import { createFederatedConfig, sharedSingletonNames } from '../webpack/index';
import type { catalogueChunks } from '../webpack/catalogue-chunks';

// oxlint-disable-next-line no-underscore-dangle -- the plugin keeps its options there
const mfOptions = (cfg: ReturnType<typeof createFederatedConfig>) =>
  (cfg.plugins!.find((p) => (p as { name?: string })?.name === 'ModuleFederationPlugin') as unknown as { _options: Record<string, unknown> })._options;

describe('createFederatedConfig', () => {
  const shell = createFederatedConfig({ name: 'shell', dir: '/repo/shell', kind: 'shell' }, { mode: 'production' });
  const remote = createFederatedConfig({ name: 'mf-discovery', dir: '/repo/mf-discovery', kind: 'remote', exposes: { './app': './src/remote-entry.tsx' } }, { mode: 'production' });

  it('keeps the shell entry name stable (no content hash) and hashes its chunks', () => {
    expect(shell.output!.filename).toBe('[name].js');
    expect(String(shell.output!.chunkFilename)).toContain('[contenthash');
    expect(shell.output!.publicPath).toBe('/');
  });

  it('builds remotes for their versioned URL with hashed files and a manifest', () => {
    expect(remote.output!.publicPath).toBe('auto');
    expect(String(remote.output!.filename)).toContain('[contenthash');
    const mf = mfOptions(remote);
    expect(mf.filename).toBe('remoteEntry.js');
    expect(mf.manifest).toBeTruthy();
    expect(mf.exposes).toEqual({ './app': './src/remote-entry.tsx' });
    expect(mf.name).toBe('mf_discovery');
  });

  it('names no remote in the shell and shares the same singletons everywhere, loaded-first', () => {
    const s = mfOptions(shell);
    const r = mfOptions(remote);
    expect(s.remotes).toEqual({});
    expect(s.shareStrategy).toBe('loaded-first');
    expect(r.shareStrategy).toBe('loaded-first');
    for (const name of ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'styled-components', '@tanstack/react-query', 'react-intl', 'valtio', '@tajriba/session', '@tajriba/event-bus', '@tajriba/design-system/core']) {
      expect(sharedSingletonNames).toContain(name);
      expect((s.shared as Record<string, { singleton: boolean }>)[name].singleton).toBe(true);
      expect((r.shared as Record<string, { eager: boolean }>)[name].eager).toBe(false);
    }
    // The design system's root entry is tree-shaken into each bundle; sharing it would ship every
    // component to every page (a shared module is never tree-shaken).
    expect(Object.keys(s.shared as object)).not.toContain('@tajriba/design-system');
  });

  it('provides react-router and react-query through their facades in the shell and in every remote', () => {
    for (const [key, facade, impl] of [
      ['react-router', /router[\\/]router-facade\.ts$/, '@tajriba/react-router-impl$'],
      ['@tanstack/react-query', /query[\\/]react-query-facade\.ts$/, '@tajriba/react-query-impl$'],
    ] as const) {
      for (const cfg of [shell, remote]) {
        expect((mfOptions(cfg).shared as Record<string, { import?: string }>)[key].import).toMatch(facade);
        // The facade reaches the real package through an alias, never through the share key.
        expect((cfg.resolve!.alias as Record<string, string>)[impl]).toMatch(/node_modules/);
      }
    }
  });

  it('precompiles every message catalogue, those that load later in a folder of their own too (the build has no ICU parser)', () => {
    const rules = (remote.module!.rules ?? []) as Array<{ test?: RegExp; exclude?: RegExp; use?: unknown }>;
    const icu = (file: string) => rules.some((r) => r.test?.test(file) && !(r.exclude?.test(file) ?? false) && JSON.stringify(r.use ?? '').includes('icu-messages-loader'));
    for (const file of [
      '/repo/libs/i18n/src/i18n/en.json',
      '/repo/libs/i18n/src/i18n/forms/ar.json',
      '/repo/libs/design-system/src/i18n/on-demand/en.json',
      '/repo/mf-discovery/src/features/search/i18n/ar.json',
    ])
      expect([file, icu(file)]).toEqual([file, true]);
    expect(icu('/repo/mf-discovery/src/data/countries.json')).toBe(false);
  });

  it('puts the package catalogues of one language in one chunk, without a remote’s copies of shared libraries’ ones', () => {
    const group = (cfg: ReturnType<typeof createFederatedConfig>) => {
      const { splitChunks } = cfg.optimization!;
      return (splitChunks as { cacheGroups: Record<string, ReturnType<typeof catalogueChunks>> }).cacheGroups.messages;
    };
    const libs = path.resolve(__dirname, '../../..');
    const mod = (resource: string) => ({ nameForCondition: () => resource }) as unknown as Module;
    const ds = mod(path.join(libs, 'design-system/src/i18n/ar.json'));
    const common = mod(path.join(libs, 'i18n/src/i18n/en.json'));
    const federation = mod(path.join(libs, 'federation/src/i18n/en.json'));
    const own = mod('/repo/mf-discovery/src/i18n/en.json');
    const feature = mod('/repo/shell/src/features/auth/i18n/en.json');
    expect([ds, common, federation, own].map((m) => group(shell).test(m))).toEqual([true, true, true, true]);
    expect([ds, common, federation, own].map((m) => group(remote).test(m))).toEqual([false, false, true, true]);
    expect(group(shell).test(feature)).toBe(false);
    expect([ds, own].map((m) => group(shell).name(m))).toEqual(['messages-ar', 'messages-en']);
  });

  it('minifies production builds', () => {
    expect(shell.optimization!.minimize).toBe(true);
    expect(remote.mode).toBe('production');
  });
});
