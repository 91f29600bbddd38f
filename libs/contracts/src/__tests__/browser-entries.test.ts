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
    // libs/federation/src/webpack is the node-only build factory (it reads a remote's contract);
    // __tests__ run in jest, never in a bundle, so the root entry's size does not matter there.
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === '__tests__' || p.endsWith(path.join('federation', 'src', 'webpack')) ? [] : sources(p);
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

  it('keeps zod out of the constants entry', () => {
    // Walk the relative imports reachable from src/constants.ts.
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/(?:import|export)[^'"]*from '([^']+)'/g)) {
        const spec = m[1];
        if (!spec.startsWith('.')) {
          expect({ file: path.relative(repo, file), imports: spec }).toEqual({ file: path.relative(repo, file), imports: expect.not.stringMatching(/^zod|^@tajriba\//) });
          continue;
        }
        const base = path.resolve(path.dirname(file), spec);
        visit([`${base}.ts`, path.join(base, 'index.ts')].find(existsSync)!);
      }
    };
    visit(path.join(repo, 'libs/contracts/src/constants.ts'));
    expect(seen.size).toBeGreaterThan(5);
  });
});

/**
 * What a page evaluates before its first render must not load a schema: zod and the contracts'
 * schemas are ~20 kB gzip of the home page's JS budget, and no response has arrived to validate
 * yet (libs/federation README, "JS budget"). These modules import `@tajriba/contracts/constants`
 * and type-only imports from the schema entries; schemas arrive by `import()` beside the request
 * (api-client's lazy `SchemaSource`, the event bus's `loadEventCatalogue`). Code that is itself
 * loaded lazily (auth dialogs, content pages, detail and search routes, forms) may import schemas.
 */
const firstRender = [
  'shell/src/app',
  'shell/src/shared',
  'shell/src/features/composition',
  'shell/src/features/layout',
  'libs/api-client/src',
  'libs/event-bus/src',
  'libs/session/src',
  'libs/i18n/src',
  'libs/design-system/src',
  'libs/federation/src',
  'mf-discovery/src/app',
  'mf-discovery/src/features/home',
  'mf-discovery/src/shared',
];
// Off the first render by construction: the override machinery loads only when a tester asks for
// an override, the webpack factory runs in Node, `testing`/`dev` are for tests and harnesses.
const lazyByDesign = [/libs\/federation\/src\/(registry-overrides\.ts|webpack\/)/, /\/(testing|dev|__tests__)\//, /\/testing\.tsx?$/, /wishlist-picker\.tsx$/];

/** Static value imports (not `import type`, not all-`type` specifier lists) of a module. */
function valueImports(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/^import\s+(type\s+)?([^'"]*?)\s*from\s*'([^']+)'/gm)) {
    if (m[1]) continue;
    const names = /\{([^}]*)\}/.exec(m[2])?.[1];
    const onlyTypes = names !== undefined && !/^\s*[\w$]+\s*,?\s*\{/.test(m[2]) && names.split(',').filter((n) => n.trim()).every((n) => n.trim().startsWith('type '));
    if (!onlyTypes) out.push(m[3]);
  }
  return out;
}

describe('first renders load no schema', () => {
  it('finds the first-render modules', () => {
    expect(firstRender.every((d) => existsSync(path.join(repo, d)))).toBe(true);
  });

  it('first-render modules import no zod and no schema entry statically', () => {
    const offenders = firstRender
      .flatMap((d) => sources(path.join(repo, d)))
      .filter((f) => !lazyByDesign.some((re) => re.test(f)))
      .flatMap((f) =>
        valueImports(readFileSync(f, 'utf8'))
          .filter((spec) => /^zod(\/|$)|^@tajriba\/contracts\/(platform|discovery|account)$/.test(spec))
          .map((spec) => `${path.relative(repo, f)} → ${spec}`),
      );
    expect(offenders).toEqual([]);
  });

  it('tells a value import from a type-only one', () => {
    expect(valueImports("import type { A } from 'zod/mini';\nimport { type B, type C } from '@tajriba/contracts/platform';")).toEqual([]);
    expect(valueImports("import { type B, c } from '@tajriba/contracts/platform';\nimport * as z from 'zod/mini';")).toEqual(['@tajriba/contracts/platform', 'zod/mini']);
  });
});

describe('the shared constants entry', () => {
  it("leaves the API's error ids out (they reach a page localised; every new one grew every first render)", async () => {
    const constants: Record<string, unknown> = await import('../constants');
    expect(constants.ApiMsg).toBeUndefined();
    const apiMessages = await import('@tajriba/contracts/api-messages');
    expect(apiMessages.ApiMsg.validationFailed).toBe('error.validationFailed');
  });
});

