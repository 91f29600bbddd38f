import { type PlatformImports, type PlatformSurface, platformSurface, resolveSurface } from '@tajriba/contracts';
import { checkPlatformSurface, platformImportsOf } from '../src/checks/surface-check';

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
