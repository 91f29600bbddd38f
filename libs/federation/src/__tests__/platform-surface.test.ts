/**
 * The platform surface (libs/contracts/src/platform-surface.releases.json) is what remotes build against:
 * the registry refuses a remote importing a name it lacks. These tests keep it true to what the
 * shell really provides and keep its history honest (a name never leaves within a major).
 */
import path from 'node:path';
import { platformSurface, platformSurfaceFile, resolveSurface, surfaceFileProblems } from '@tajriba/contracts';
import { sharedSingletonNames } from '../webpack/shared';
import { facadeNames } from './helpers/facade-imports';

describe('platform surface', () => {
  it('is a valid history: versions ascend, a major lists every name, a minor only adds', () => {
    expect(surfaceFileProblems(platformSurfaceFile)).toEqual([]);
  });

  it('refuses a history that drops a name within a major', () => {
    const file = { k: [{ version: '1.0.0', names: ['a', 'b'] }, { version: '1.1.0', names: ['a'] }] };
    expect(surfaceFileProblems(file).join('\n')).toMatch(/within major 1 a release may only add names/);
    expect(() => resolveSurface(file)).toThrow();
    // a new major may drop it
    expect(resolveSurface({ k: [{ version: '1.0.0', names: ['a', 'b'] }, { version: '2.0.0', names: ['a'] }] }).k).toEqual({ version: '2.0.0', names: ['a'] });
  });

  it('covers only share keys the shell provides', () => {
    for (const key of Object.keys(platformSurface)) expect(sharedSingletonNames).toContain(key);
  });

  it('equals the facades’ export lists', () => {
    expect([...facadeNames(path.resolve(__dirname, '../router/router-facade.ts'))].sort()).toEqual(platformSurface['react-router']!.names);
    expect([...facadeNames(path.resolve(__dirname, '../query/react-query-facade.ts'))].sort()).toEqual(platformSurface['@tanstack/react-query']!.names);
  });

  it.each(['@tajriba/design-system/core', '@tajriba/session', '@tajriba/session/shell', '@tajriba/i18n', '@tajriba/api-client', '@tajriba/event-bus'])(
    '%s exports every name its surface lists (the lib may export more; a name remotes may use is listed)',
    async (key) => {
      const mod = (await import(key)) as Record<string, unknown>;
      const missing = platformSurface[key]!.names.filter((n) => mod[n] === undefined);
      expect(missing).toEqual([]);
    },
  );

  // The contracts entries grow with every feature (a schema per request), and remotes mostly reach
  // them lazily (`lazySchema(() => import(key), pick)`), where the build can only record a name the
  // surface knows of. So their surface is exactly what they export: an export added without a minor
  // release fails here, not on the page of an older shell.
  it.each(['@tajriba/contracts/constants', '@tajriba/contracts/platform', '@tajriba/contracts/discovery', '@tajriba/contracts/account'])(
    '%s exports exactly the names its surface lists (a new export needs a minor release in platform-surface.releases.json)',
    async (key) => {
      const mod = (await import(key)) as Record<string, unknown>;
      const exported = Object.keys(mod).filter((n) => n !== 'default' && n !== '__esModule' && mod[n] !== undefined);
      const listed = platformSurface[key]!.names;
      expect({ notInSurface: exported.filter((n) => !listed.includes(n)).sort(), notExported: listed.filter((n) => !exported.includes(n)) }).toEqual({
        notInSurface: [],
        notExported: [],
      });
    },
  );
});
