/**
 * The browser gets react-router through the shared facade, which exports an explicit list.
 * A name missing from it would be `undefined` in the built site while type-checking and jest
 * (which see the real package) stay green, so this test is the guard.
 */
import path from 'node:path';
import * as reactRouter from 'react-router';
import { platformSurface } from '@tajriba/contracts';
import { facadeNames, importedValueNames } from './helpers/facade-imports';

const names = facadeNames(path.resolve(__dirname, '../router/router-facade.ts'));

describe('react-router facade', () => {
  it('exports every react-router name the shell, the remotes and the libs import', () => {
    // Tests run in jest against the real package; only what webpack bundles goes through the facade.
    const imported = importedValueNames('react-router', { includeTests: false });
    const missing = [...imported].filter(([name]) => !names.has(name)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('exports exactly the platform surface of react-router (each export is code every page downloads; remotes may rely on each)', () => {
    expect([...names].sort()).toEqual(platformSurface['react-router']!.names);
  });

  it('names only what react-router actually exports', () => {
    const absent = [...names].filter((n) => !(n in reactRouter));
    expect(absent).toEqual([]);
  });
});
