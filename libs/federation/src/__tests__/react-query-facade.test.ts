/**
 * The browser gets @tanstack/react-query through the shared facade, which exports an explicit
 * list. A name missing from it would be `undefined` in the built site while type-checking and jest
 * (which see the real package) stay green, so this test is the guard.
 */
import path from 'node:path';
import * as reactQuery from '@tanstack/react-query';
import { facadeNames, importedValueNames } from './helpers/facade-imports';

const names = facadeNames(path.resolve(__dirname, '../query/react-query-facade.ts'));
// This file imports the whole package to compare; it is not a user of the facade.
const imported = () => importedValueNames('@tanstack/react-query', { includeTests: true, except: [__filename] });

describe('@tanstack/react-query facade', () => {
  it('exports every react-query name the shell, the remotes, the libs, their harnesses and tests import', () => {
    // Tests included: the facade is the surface the repository uses, and a name that only a test
    // uses today is one step from a testing helper or a harness that webpack does bundle.
    const used = imported();
    expect(used.size).toBeGreaterThan(0);
    const missing = [...used].filter(([name]) => !names.has(name)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('names only what react-query actually exports', () => {
    const absent = [...names].filter((n) => !(n in reactQuery));
    expect(absent).toEqual([]);
  });

  it('exports nothing the repository does not import (every extra name ships on every page)', () => {
    const used = imported();
    expect([...names].filter((n) => !used.has(n))).toEqual([]);
  });
});
