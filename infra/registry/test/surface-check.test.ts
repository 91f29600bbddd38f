import { PLATFORM_IMPORTS_KEY, type PlatformImports, type PlatformSurface, platformSurface, publishContract, resolveSurface } from '@tajriba/contracts';
import type { Problem } from '../src/checks/problems';
import { checkPlatformSurface, platformImportsOf, withPlatformSurface } from '../src/checks/surface-check';
import { fakeBuild, fakeContract, fakeManifest, startRegistry, type TestRegistry } from './helpers';

const errors = (problems: { severity: string; code: string }[]) => problems.filter((p) => p.severity === 'error').map((p) => p.code);

// A remote built against today's surface, importing the nested-route names (surface 1.1.0).
const nestedRoutes: PlatformImports = {
  'react-router': { version: '1.1.0', names: ['Link', 'Outlet', 'useOutletContext'] },
  '@tajriba/design-system/core': { version: '1.1.0', names: ['Button', 'LinkButton'] },
};

describe('platform surface check (registry check, publish, promote)', () => {
  it('accepts a remote whose every platform name the shell provides', () => {
    expect(errors(checkPlatformSurface(platformSurface, [{ name: 'mf-account', imports: nestedRoutes }]))).toEqual([]);
  });

  it('refuses a remote that imports a name the shell does not provide', () => {
    const imports: PlatformImports = { ...nestedRoutes, 'react-router': { version: '1.1.0', names: ['Link', 'useFetcher'] } };
    const problems = checkPlatformSurface(platformSurface, [{ name: 'mf-account', imports }]);
    expect(errors(problems)).toEqual(['platform-name-unprovided']);
    expect(problems[0]!.message).toContain('useFetcher');
    expect(problems[0]!.remote).toBe('mf-account');
  });

  it('refuses a shell that dropped a name a published remote uses (the surface before 1.1.0: no Outlet, no LinkButton)', () => {
    const olderShell: PlatformSurface = resolveSurface({
      'react-router': [{ version: '1.0.0', names: ['BrowserRouter', 'Link', 'Routes', 'Route'] }],
      '@tajriba/design-system/core': [{ version: '1.0.0', names: ['Button'] }],
    });
    const problems = checkPlatformSurface(olderShell, [{ name: 'mf-account', imports: nestedRoutes }]);
    expect(errors(problems)).toEqual(['platform-name-unprovided', 'platform-name-unprovided']);
    expect(problems.map((p) => p.message).join('\n')).toMatch(/Outlet, useOutletContext from react-router[\s\S]*LinkButton from @tajriba\/design-system\/core/);
  });

  it('refuses a remote built against another surface major, or a key the shell does not provide', () => {
    const shell2 = { ...platformSurface, 'react-router': { version: '2.0.0', names: platformSurface['react-router']!.names } };
    expect(errors(checkPlatformSurface(shell2, [{ name: 'mf-account', imports: nestedRoutes }]))).toEqual(['platform-major']);
    const noCore = Object.fromEntries(Object.entries(platformSurface).filter(([k]) => k !== '@tajriba/design-system/core'));
    expect(errors(checkPlatformSurface(noCore, [{ name: 'mf-account', imports: nestedRoutes }]))).toEqual(['platform-key-unprovided']);
  });

  it('warns (cannot check) for a build that records no platform imports', () => {
    const problems = checkPlatformSurface(platformSurface, [{ name: 'mf-old', imports: platformImportsOf({ name: 'mf_old' }) }]);
    expect(problems.map((p) => `${p.severity} ${p.code}`)).toEqual(['warning platform-imports-unrecorded']);
  });
});

/**
 * The contracts entries the shell shares (`@tajriba/contracts/constants`, `/platform`, `/discovery`,
 * `/account`) are on the surface like the libs: a remote built against a contracts entry that has
 * gained a schema gets `undefined` for it from a shell built before, and nothing else would notice.
 */
describe('contracts entries on the platform surface', () => {
  const discovery = platformSurface['@tajriba/contracts/discovery']!;
  const constants = platformSurface['@tajriba/contracts/constants']!;
  // What a remote of this tree records: a constant read statically, schemas picked lazily.
  const provided: PlatformImports = {
    '@tajriba/contracts/constants': { version: constants.version, names: ['RoleId'] },
    '@tajriba/contracts/discovery': { version: discovery.version, names: ['citySchema', 'experienceCardSchema'] },
  };
  // A remote built against a later discovery release that added `cityWeatherSchema`.
  const newer: PlatformImports = { ...provided, '@tajriba/contracts/discovery': { version: '1.1.0', names: ['citySchema', 'cityWeatherSchema'] } };

  /** A report with nothing found yet, for the surface check to add to. */
  const clean = () => ({ ok: true, problems: [] as Problem[] });

  /** A build as publish uploads it, whose mf-manifest.json records `imports`. */
  const buildImporting = (name: string, imports: PlatformImports) => {
    const files = fakeBuild(name, publishContract(fakeContract(name)));
    files.set('mf-manifest.json', Buffer.from(JSON.stringify({ ...fakeManifest(name), [PLATFORM_IMPORTS_KEY]: imports })));
    return files;
  };

  it('covers the four shared contracts entries, each from release 1.0.0', () => {
    for (const key of ['@tajriba/contracts/constants', '@tajriba/contracts/platform', '@tajriba/contracts/discovery', '@tajriba/contracts/account'])
      expect(platformSurface[key]).toEqual({ version: expect.stringMatching(/^1\.\d+\.\d+$/), names: expect.arrayContaining([expect.any(String)]) });
  });

  it('check <env> / check --repo: refuses a manifest importing a contracts name the shell does not provide, passes one it does', async () => {
    const manifests = (imports: PlatformImports) => [{ name: 'mf-discovery', manifest: async () => ({ ...fakeManifest('mf-discovery'), [PLATFORM_IMPORTS_KEY]: imports }) }];
    const passed = await withPlatformSurface(clean(), manifests(provided));
    expect(passed).toEqual({ ok: true, problems: [] });

    const refused = await withPlatformSurface(clean(), manifests(newer));
    expect(refused.ok).toBe(false);
    expect(refused.problems).toEqual([
      expect.objectContaining({
        severity: 'error',
        code: 'platform-name-unprovided',
        remote: 'mf-discovery',
        message: expect.stringContaining('cityWeatherSchema from @tajriba/contracts/discovery'),
      }),
    ]);
  });

  it('refuses a shell whose contracts surface lacks a name a published remote uses (an older shell: discovery without citySchema)', async () => {
    const olderShell = resolveSurface({
      '@tajriba/contracts/constants': [{ version: '1.0.0', names: constants.names }],
      '@tajriba/contracts/discovery': [{ version: '1.0.0', names: discovery.names.filter((n) => n !== 'citySchema') }],
    });
    const report = await withPlatformSurface(clean(), [{ name: 'mf-discovery', manifest: async () => ({ [PLATFORM_IMPORTS_KEY]: provided }) }], olderShell);
    expect(errors(report.problems)).toEqual(['platform-name-unprovided']);
    expect(report.problems[0]!.message).toMatch(/^imports citySchema from @tajriba\/contracts\/discovery/);
  });

  describe('through the registry (upload, promote, check)', () => {
    let t: TestRegistry;
    beforeEach(async () => {
      t = await startRegistry();
    });
    afterEach(() => t.close());

    it('accepts the upload and promotion of a remote whose contracts names the shell provides', async () => {
      await t.client.upload('mf-r0', '1.0.0-aaa0001', buildImporting('mf-r0', provided));
      const promoted = await t.client.promote('dev', 'mf-r0', '1.0.0-aaa0001');
      expect(promoted.check.problems.filter((p) => p.code.startsWith('platform-'))).toEqual([]);
      expect((await t.client.check('dev')).ok).toBe(true);
    });

    it('refuses the upload of a remote importing a contracts name the shell does not provide', async () => {
      await expect(t.client.upload('mf-r0', '1.1.0-bbb0002', buildImporting('mf-r0', newer))).rejects.toMatchObject({
        status: 422,
        code: 'manifest-contract-mismatch',
        message: expect.stringContaining('cityWeatherSchema from @tajriba/contracts/discovery'),
      });
    });

    it('refuses to promote such a build already in the store (published while a newer shell ran), unless forced', async () => {
      await t.registry.builds.put('mf-r0', '1.1.0-bbb0002', buildImporting('mf-r0', newer), { contractVersion: '1.0.0', actor: 'jest' });
      await expect(t.client.promote('dev', 'mf-r0', '1.1.0-bbb0002')).rejects.toMatchObject({
        status: 422,
        code: 'incompatible-mix',
        message: expect.stringContaining('cityWeatherSchema'),
      });
      expect((await t.client.document('dev')).remotes).toEqual({});
      const forced = await t.client.promote('dev', 'mf-r0', '1.1.0-bbb0002', { force: true });
      expect(errors(forced.check.problems)).toEqual(['platform-name-unprovided']);
      expect((await t.client.check('dev')).ok).toBe(false);
    });
  });
});
