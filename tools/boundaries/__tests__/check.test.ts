import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkProject, coversPath, formatReport, type ProjectInfo, type Suppression } from '../check';
import { parseImports } from '../imports';

/** A throw-away workspace: files by path, written under a temporary directory. */
function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const project = (name: string, root: string, tags: string[], extra: Partial<ProjectInfo> = {}): ProjectInfo => ({
  name,
  root,
  tags,
  packageName: name,
  configFile: `${root}/package.json`,
  ...extra,
});

const projects: ProjectInfo[] = [
  project('shell', 'shell', ['type:shell']),
  project('mf-a', 'mf-a', ['type:remote']),
  project('mf-b', 'mf-b', ['type:remote']),
  project('@t/contracts', 'libs/contracts', ['type:lib', 'layer:contracts']),
  project('@t/bus', 'libs/bus', ['type:lib', 'layer:core']),
  project('@t/favourites', 'libs/favourites', ['type:lib', 'layer:data-access']),
  project('@t/ui', 'libs/ui', ['type:lib', 'layer:ui']),
  project('@t/fav-toggle', 'libs/fav-toggle', ['type:lib', 'layer:feature']),
  project('@t/platform', 'libs/platform', ['type:lib', 'layer:platform'], { testInputs: ['{projectRoot}/**/*'] }),
  project('@t/api', 'infra/api', ['type:api']),
  project('@t/registry', 'infra/registry', ['type:infra']),
  project('@t/e2e', 'e2e', ['type:e2e']),
];

const pkg = (name: string, deps: string[] = []) => JSON.stringify({ name, dependencies: Object.fromEntries(deps.map((d) => [d, '*'])) }, null, 2);

/** Code that follows every rule. */
const clean: Record<string, string> = {
  'shell/package.json': pkg('shell', ['@t/platform', '@t/ui']),
  'shell/src/app/app.tsx': "import { Header } from '../features/layout/header';\nimport { SignIn } from '../features/auth/sign-in';\nimport { mount } from '@t/platform';\n",
  'shell/src/features/layout/header.tsx': "import { Button } from '@t/ui';\nimport { useBus } from '../../shared/bus';\nimport { logo } from './logo';\n",
  'shell/src/features/layout/logo.ts': 'export const logo = 1;\n',
  'shell/src/features/auth/sign-in.tsx': "import { useBus } from '../../shared/bus';\n",
  'shell/src/shared/bus.ts': "import { bus } from '@t/bus';\n",
  'mf-a/package.json': pkg('mf-a', ['@t/favourites', '@t/ui']),
  'mf-a/src/features/home/home.tsx': "import { favourites } from '@t/favourites';\nimport { Card } from '@t/ui';\nconst Map = () => import('../../shared/map');\n",
  'mf-a/src/shared/map.tsx': "import type { Route } from '@t/contracts';\n",
  // mentions of other projects in comments and strings are not imports
  'mf-a/src/app/routes.tsx': "// import { x } from 'mf-b';\nconst doc = \"import { y } from 'shell'\";\nimport { Home } from '../features/home/home';\n",
  'mf-b/package.json': pkg('mf-b'),
  'mf-b/src/features/x/x.ts': "import { z } from '@t/contracts';\n",
  'libs/contracts/package.json': pkg('@t/contracts'),
  'libs/contracts/src/index.ts': "export * from './routes';\nimport { z } from 'zod';\n",
  'libs/bus/package.json': pkg('@t/bus', ['@t/contracts']),
  'libs/bus/src/index.ts': "import { events } from '@t/contracts';\n",
  'libs/favourites/package.json': pkg('@t/favourites'),
  'libs/favourites/src/index.ts': "import { bus } from '@t/bus';\nimport { schema } from '@t/contracts';\n",
  'libs/ui/package.json': pkg('@t/ui'),
  'libs/ui/src/index.ts': "import { bus } from '@t/bus';\n",
  'libs/fav-toggle/package.json': pkg('@t/fav-toggle'),
  'libs/fav-toggle/src/index.tsx': "import { favourites } from '@t/favourites';\nimport { Button } from '@t/ui';\n",
  'libs/platform/package.json': pkg('@t/platform'),
  'libs/platform/src/index.ts': "import { Button } from '@t/ui';\nimport { favourites } from '@t/favourites';\nimport { bus } from '@t/bus';\n",
  'libs/platform/src/__tests__/own.test.ts': "import path from 'node:path';\nconst src = path.join(__dirname, '..');\n",
  'infra/api/package.json': pkg('@t/api', ['@t/contracts']),
  'infra/api/src/routes/items/index.ts': "import { itemsService } from '../../services/items';\nimport { reply } from '../../lib/reply';\nimport { schema } from '@t/contracts';\n",
  'infra/api/src/services/items.ts': "import type { Db } from '../db/client';\nimport { itemsRepository } from '../repositories/items';\nimport { AppError } from '../lib/errors';\n",
  'infra/api/src/repositories/items.ts': "import { eq } from 'drizzle-orm';\nimport type { Db } from '../db/client';\nimport { items } from '../db/schema';\n",
  'infra/api/src/db/client.ts': "import { drizzle } from 'drizzle-orm/pglite';\nimport { PGlite } from '@electric-sql/pglite';\n",
  'infra/api/src/plugins/db.ts': "import { openDatabase } from '../db/client';\n",
  'infra/api/src/seed/index.ts': "import { sql } from 'drizzle-orm';\n",
  'infra/api/test/items.test.ts': "import { sql } from 'drizzle-orm';\nimport { itemsRepository } from '../src/repositories/items';\n",
  'infra/registry/package.json': pkg('@t/registry', ['@t/contracts']),
  'infra/registry/src/cli.ts': "import { registryDocumentSchema } from '@t/contracts';\nimport { contract } from 'mf-a/contract';\n",
  'e2e/package.json': pkg('@t/e2e', ['@t/contracts']),
  'e2e/journeys/home.spec.ts': "import en from '../../mf-a/src/i18n/en.json';\nimport forms from '../../mf-a/src/i18n/forms/en.json';\nimport { schema } from '@t/contracts';\n",
  'mf-a/src/i18n/en.json': '{}',
  'mf-a/src/i18n/forms/en.json': '{}',
};

const checkAll = (dir: string, list = projects, suppressions: Suppression[] = []) => list.map((p) => checkProject(dir, list, p.name, { suppressions }));
const found = (dir: string, list = projects) => checkAll(dir, list).flatMap((r) => r.violations.map((v) => `${v.rule} ${v.file}:${v.line}${v.specifier ? ` ${v.specifier}` : ''}`));

describe('boundary check on a clean workspace', () => {
  const dir = tree(clean);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('passes every project', () => {
    expect(found(dir)).toEqual([]);
  });

  it('counts the files it read', () => {
    expect(checkProject(dir, projects, '@t/api').files).toBe(7);
  });
});

describe('boundary check on a workspace that breaks every rule', () => {
  const violating = (files: Record<string, string>, list = projects) => {
    const dir = tree({ ...clean, ...files });
    try {
      return found(dir, list);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it('refuses a remote importing another remote, by package (even type-only), by relative path, or the shell', () => {
    expect(
      violating({
        'mf-a/src/features/home/card.tsx': "import { x } from 'mf-b/src/features/x/x';\nimport type { Y } from 'mf-b';\nimport { y } from '../../../../mf-b/src/features/x/x';\nconst s = require('shell');\n",
      }),
    ).toEqual([
      'project-dependency mf-a/src/features/home/card.tsx:1 mf-b/src/features/x/x',
      'project-dependency mf-a/src/features/home/card.tsx:2 mf-b',
      'relative-import-leaves-project mf-a/src/features/home/card.tsx:3 ../../../../mf-b/src/features/x/x',
      'project-dependency mf-a/src/features/home/card.tsx:3 ../../../../mf-b/src/features/x/x',
      'project-dependency mf-a/src/features/home/card.tsx:4 shell',
    ]);
  });

  it('lets the registry read a remote’s contract entry, and nothing else of it; the shell not even that', () => {
    expect(
      violating({
        'infra/registry/src/bad.ts': "import { App } from 'mf-a/src/app/routes';\n",
        'shell/src/app/routes.ts': "import { contract } from 'mf-a/contract';\n",
      }),
    ).toEqual(['project-dependency shell/src/app/routes.ts:1 mf-a/contract', 'project-dependency infra/registry/src/bad.ts:1 mf-a/src/app/routes']);
  });

  it('refuses the shell importing a remote, statically or with import()', () => {
    expect(violating({ 'shell/src/app/remotes.ts': "const a = () => import('mf-a/src/app/routes');\n" })).toEqual(['project-dependency shell/src/app/remotes.ts:1 mf-a/src/app/routes']);
  });

  it('refuses a remote listing another remote in package.json', () => {
    expect(violating({ 'mf-a/package.json': pkg('mf-a', ['@t/ui', 'mf-b']) })).toEqual(['project-dependency mf-a/package.json:5 mf-b']);
  });

  it('refuses a feature importing another feature, and shared code importing a feature', () => {
    expect(
      violating({
        'mf-a/src/features/search/page.tsx': "import { Home } from '../home/home';\nimport { H } from '../../features/home/home';\n",
        'mf-a/src/shared/list.tsx': "import { Home } from '../features/home/home';\n",
        'shell/src/features/auth/menu.tsx': "import { Header } from '../layout/header';\n",
      }),
    ).toEqual([
      'feature-imports-feature shell/src/features/auth/menu.tsx:1 ../layout/header',
      'feature-imports-feature mf-a/src/features/search/page.tsx:1 ../home/home',
      'feature-imports-feature mf-a/src/features/search/page.tsx:2 ../../features/home/home',
      'shared-imports-feature mf-a/src/shared/list.tsx:1 ../features/home/home',
    ]);
  });

  it('refuses a lib importing a higher layer, a side layer, a remote or the shell', () => {
    expect(
      violating({
        'libs/contracts/src/bad.ts': "import { bus } from '@t/bus';\n",
        'libs/bus/src/bad.ts': "import { Button } from '@t/ui';\n",
        'libs/ui/src/bad.ts': "import { favourites } from '@t/favourites';\nimport { mount } from '@t/platform';\n",
        'libs/favourites/src/bad.ts': "import { Card } from '@t/ui';\n",
        'libs/platform/src/bad.ts': "import { App } from 'mf-a';\nimport { shell } from 'shell';\n",
        'libs/fav-toggle/src/bad.ts': "import { mount } from '@t/platform';\n",
      }),
    ).toEqual([
      'project-dependency libs/contracts/src/bad.ts:1 @t/bus',
      'project-dependency libs/bus/src/bad.ts:1 @t/ui',
      'project-dependency libs/favourites/src/bad.ts:1 @t/ui',
      'project-dependency libs/ui/src/bad.ts:1 @t/favourites',
      'project-dependency libs/ui/src/bad.ts:2 @t/platform',
      'project-dependency libs/fav-toggle/src/bad.ts:1 @t/platform',
      // a lib importing an app breaks both "libs import libs" and its layer rule
      'project-dependency libs/platform/src/bad.ts:1 mf-a',
      'project-dependency libs/platform/src/bad.ts:1 mf-a',
      'project-dependency libs/platform/src/bad.ts:2 shell',
      'project-dependency libs/platform/src/bad.ts:2 shell',
    ]);
  });

  it('keeps the API in routes → services → repositories, with Drizzle and the db client in the data layer', () => {
    expect(
      violating({
        'infra/api/src/routes/items/bad.ts': "import { itemsRepository } from '../../repositories/items';\nimport { eq } from 'drizzle-orm';\nimport type { Db } from '../../db/client';\n",
        'infra/api/src/services/bad.ts': "import items from '../routes/items';\nimport { openDatabase } from '../db/client';\nimport { sql } from 'drizzle-orm/sql';\n",
        'infra/api/src/repositories/bad.ts': "import { itemsService } from '../services/items';\n",
        'infra/api/src/lib/bad.ts': "import { itemsService } from '../services/items';\n",
        'infra/api/src/plugins/bad.ts': "import { Pool } from 'pg';\n",
        'infra/api/src/app.ts': "import { Button } from '@t/ui';\n",
      }),
    ).toEqual([
      'project-dependency infra/api/src/app.ts:1 @t/ui',
      'api-lib-imports-upper-layer infra/api/src/lib/bad.ts:1 ../services/items',
      'api-drizzle-outside-repositories infra/api/src/plugins/bad.ts:1 pg',
      'api-repository-imports-upper-layer infra/api/src/repositories/bad.ts:1 ../services/items',
      'api-route-imports-repository infra/api/src/routes/items/bad.ts:1 ../../repositories/items',
      'api-route-imports-drizzle infra/api/src/routes/items/bad.ts:2 drizzle-orm',
      'api-drizzle-outside-repositories infra/api/src/routes/items/bad.ts:2 drizzle-orm',
      'api-route-imports-repository infra/api/src/routes/items/bad.ts:3 ../../db/client',
      'api-service-imports-route infra/api/src/services/bad.ts:1 ../routes/items',
      'api-db-client-outside-data-layer infra/api/src/services/bad.ts:2 ../db/client',
      'api-drizzle-outside-repositories infra/api/src/services/bad.ts:3 drizzle-orm/sql',
    ]);
  });

  it('lets journeys read catalogues of other projects, but not their code', () => {
    expect(violating({ 'e2e/support/bad.ts': "import { Home } from '../../mf-a/src/features/home/home';\n" })).toEqual([
      'relative-import-leaves-project e2e/support/bad.ts:1 ../../mf-a/src/features/home/home',
      'project-dependency e2e/support/bad.ts:1 ../../mf-a/src/features/home/home',
    ]);
  });

  it('requires tags: one type, the type its folder implies, and one layer for a lib', () => {
    const list = projects.map((p) =>
      p.name === 'mf-b' ? { ...p, tags: ['type:lib', 'layer:core'] } : p.name === '@t/ui' ? { ...p, tags: ['type:lib'] } : p.name === 'shell' ? { ...p, tags: [] } : p,
    );
    expect(violating({}, list).filter((v) => v.startsWith('project-tags'))).toEqual([
      'project-tags shell/package.json:1',
      'project-tags mf-b/package.json:1',
      'project-tags libs/ui/package.json:1',
    ]);
  });

  it('refuses a test that reads outside its project unless its test target declares it as input', () => {
    const files = { 'libs/platform/src/__tests__/guard.test.ts': "import path from 'node:path';\nconst repo = path.resolve(__dirname, '../../../..');\nconst shell = path.join(__dirname, '..', '..', '..', '..', 'shell', 'src');\n" };
    expect(violating(files)).toEqual([
      'test-reads-outside-inputs libs/platform/src/__tests__/guard.test.ts:2 ../../../..',
      'test-reads-outside-inputs libs/platform/src/__tests__/guard.test.ts:3 .., .., .., .., shell, src',
    ]);
    const declared = projects.map((p) => (p.name === '@t/platform' ? { ...p, testInputs: ['{projectRoot}/**/*', '{workspaceRoot}/shell/**/*', '{workspaceRoot}/mf-*/**/*'] } : p));
    expect(violating(files, declared)).toEqual([]);
  });

  it('prints the file, the line, the rule and what to do', () => {
    const dir = tree({ ...clean, 'mf-a/src/features/home/x.ts': "\nimport { y } from 'mf-b';\n" });
    const text = formatReport(checkProject(dir, projects, 'mf-a'));
    rmSync(dir, { recursive: true, force: true });
    expect(text).toContain('mf-a/src/features/home/x.ts:2  mf-a (type:remote) imports mf-b (type:remote) ("mf-b")  [project-dependency]');
    expect(text).toMatch(/→ Remotes never import the shell or another remote/);
  });
});

describe('known violations', () => {
  const suppression: Suppression = { rule: 'api-route-imports-repository', file: 'infra/api/src/routes/items/old.ts', import: '../../repositories/items', why: 'predates the rule' };

  it('a listed violation is reported as known and does not fail', () => {
    const dir = tree({ ...clean, 'infra/api/src/routes/items/old.ts': "import { itemsRepository } from '../../repositories/items';\n" });
    const report = checkProject(dir, projects, '@t/api', { suppressions: [suppression] });
    rmSync(dir, { recursive: true, force: true });
    expect(report.violations).toEqual([]);
    expect(report.suppressed.map((v) => v.file)).toEqual(['infra/api/src/routes/items/old.ts']);
    expect(report.stale).toEqual([]);
  });

  it('an entry whose violation is gone fails until it is removed', () => {
    const dir = tree(clean);
    const report = checkProject(dir, projects, '@t/api', { suppressions: [suppression] });
    rmSync(dir, { recursive: true, force: true });
    expect(report.stale).toEqual([suppression]);
    expect(formatReport(report)).toContain('stale entry');
  });
});

describe('parseImports', () => {
  it('tells type-only imports from real ones', () => {
    const { imports } = parseImports(
      "import type { A } from 'a';\nimport { type B, type C } from 'b';\nimport { type D, e } from 'd';\nexport type { F } from 'f';\nexport * from 'g';\nlet x: import('h').H;\n",
      'x.ts',
    );
    expect(imports.map((i) => [i.specifier, i.typeOnly, i.line])).toEqual([
      ['a', true, 1],
      ['b', true, 2],
      ['d', false, 3],
      ['f', true, 4],
      ['g', false, 5],
      ['h', true, 6],
    ]);
  });

  it('finds dynamic imports, require() and __dirname paths, and nothing in comments or strings', () => {
    const parsed = parseImports(
      "/* import x from 'no'; */\nconst s = \"import y from 'nope'\";\nconst Page = lazy(() => import('./page'));\nconst fs = require('node:fs');\nconst dir = path.join(__dirname, '..', 'x');\n",
      'x.tsx',
    );
    expect(parsed.imports.map((i) => [i.specifier, i.line])).toEqual([
      ['./page', 3],
      ['node:fs', 4],
    ]);
    expect(parsed.dirnamePaths).toEqual([{ segments: ['..', 'x'], line: 5 }]);
  });
});

describe('coversPath', () => {
  it('matches a glob input to a folder a test reads', () => {
    expect(coversPath('{workspaceRoot}/shell/**/*', 'shell')).toBe(true);
    expect(coversPath('{workspaceRoot}/shell/**/*', '')).toBe(true);
    expect(coversPath('{workspaceRoot}/libs/**/*', 'shell')).toBe(false);
    expect(coversPath('{workspaceRoot}/mf-*/**/*', 'mf-discovery/dist')).toBe(true);
    expect(coversPath('{workspaceRoot}/tsconfig.base.json', '')).toBe(false);
    expect(coversPath('{projectRoot}/**/*', 'shell')).toBe(false);
  });
});
