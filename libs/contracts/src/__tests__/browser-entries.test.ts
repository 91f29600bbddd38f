import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The browser imports contracts through the sub-paths Module Federation shares
 * (`/platform`, `/discovery`, `/account`). The root entry is not shared: a browser module that
 * imported it would bundle every contract, the remote-contract tooling and zod's JSON Schema
 * generator into its own chunk — silently, with green types and tests.
 */
const repo = path.resolve(__dirname, '..', '..', '..', '..');
const browserDirs = [
  'shell/src',
  'libs/api-client/src',
  'libs/event-bus/src',
  'libs/session/src',
  'libs/federation/src',
  'libs/design-system/src',
  'libs/i18n/src',
  ...readdirSync(repo)
    .filter((d) => d.startsWith('mf-'))
    .map((d) => `${d}/src`),
].filter((d) => existsSync(path.join(repo, d)));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sources(p);
    return /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('browser code imports contracts by sub-path', () => {
  it('finds the browser packages', () => {
    expect(browserDirs).toEqual(expect.arrayContaining(['shell/src', 'mf-discovery/src']));
  });

  it('never imports the root entry @tajriba/contracts', () => {
    const offenders = browserDirs
      .flatMap((d) => sources(path.join(repo, d)))
      .filter((f) => /from '@tajriba\/contracts'/.test(readFileSync(f, 'utf8')))
      .map((f) => path.relative(repo, f));
    expect(offenders).toEqual([]);
  });
});
