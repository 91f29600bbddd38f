import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `@tajriba/design-system/core` is the shared singleton (toast queue, RTL plugin, theme); the
 * rest of the design system is bundled into each consumer. A component outside the core that
 * imported a core module by relative path would give its bundle a second, unshared copy of that
 * module — a second toast queue, an RTL plugin that never loads — without any type error.
 */
const src = path.join(__dirname, '..');
const coreEntry = readFileSync(path.join(src, 'core.ts'), 'utf8');
const relOf = (from: string, spec: string) => path.relative(src, path.resolve(path.dirname(path.join(src, from)), spec));

const exportedCore = [...new Set([...coreEntry.matchAll(/from '\.\/([^']+)'/g)].map((m) => m[1]))];

/**
 * Stateless leaves: the core may import them by path although they are not part of it, and
 * each bundle keeps only the ones it uses (a second copy of an icon is harmless; a shared module
 * would keep every icon). They must hold no module state. The icon factory and AlertIcon are
 * core modules (exported by core.ts), not leaves.
 */
const isStatelessLeaf = (f: string) => (f.startsWith('icons/') && !exportedCore.includes(f)) || f === 'root/rtl-plugin';
// Modules the core downloads on first use (`import('./toast-view')`) are core modules too: they
// load into the bundle that provides the core and reach its state by relative path.
const lazyCore = exportedCore.flatMap((f) => {
  const file = [`${f}.ts`, `${f}.tsx`].map((p) => path.join(src, p)).find((p) => existsSync(p));
  if (!file) return [];
  return [...readFileSync(file, 'utf8').matchAll(/import\('(\.{1,2}\/[^']+)'\)/g)].map((m) => relOf(f, m[1]));
});
const coreFiles = new Set([...exportedCore, ...lazyCore].filter((f) => !isStatelessLeaf(f)));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === '__tests__' ? [] : sources(p);
    return /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

const rel = (p: string) => path.relative(src, p).replace(/\.tsx?$/, '');

describe('design-system core boundary', () => {
  it('lists the modules that must be single on a page', () => {
    for (const f of ['components/toast', 'components/modal-layers', 'root/rtl-support', 'theme/tokens', 'root/design-system-root']) {
      expect(coreFiles).toContain(f);
    }
  });

  it('counts what the core loads on first use as core (the toast view reaches the one queue)', () => {
    expect(coreFiles).toContain('components/toast-view');
    expect(exportedCore).not.toContain('components/toast-view');
  });

  it('keeps icons out of the shared core, so each bundle ships only the icons it draws', () => {
    // But the factory, and the one icon a core component draws on a first render (ErrorPanel).
    expect(exportedCore.filter((f) => f.startsWith('icons/')).sort()).toEqual(['icons/alert', 'icons/make-icon']);
  });

  it('nothing the core loads with itself imports the core back (it would run before the core exports exist)', () => {
    // Static imports only: what the core downloads later (the toast view) finds the core ready.
    const seen = new Set<string>();
    const offenders: string[] = [];
    const visit = (f: string) => {
      if (seen.has(f)) return;
      seen.add(f);
      const file = [`${f}.ts`, `${f}.tsx`].map((p) => path.join(src, p)).find((p) => existsSync(p));
      if (!file) return;
      const text = readFileSync(file, 'utf8');
      if (f !== 'core' && /from '@tajriba\/design-system\/core'/.test(text)) offenders.push(f);
      for (const m of text.matchAll(/^(?:import|export) (?!type )[^;]*?from '(\.{1,2}\/[^']+)'/gm)) visit(relOf(`${f}.ts`, m[1]));
    };
    visit('core');
    expect(seen.size).toBeGreaterThan(15);
    expect(offenders).toEqual([]);
  });

  it('stateless leaves hold no module state', () => {
    const leaves = sources(src).filter((p) => isStatelessLeaf(rel(p)));
    expect(leaves.length).toBeGreaterThan(25);
    for (const file of leaves) {
      expect(readFileSync(file, 'utf8')).not.toMatch(/^(?:export )?(?:let|var) |^(?:export )?const \w+ = new (?:Map|Set|WeakMap)\b/m);
    }
  });

  it('modules outside the core reach core modules only through @tajriba/design-system/core', () => {
    const offenders: string[] = [];
    for (const file of sources(src)) {
      const me = rel(file);
      // index.ts too: a relative re-export of a core file there would duplicate it in every bundle.
      if (coreFiles.has(me) || me === 'core') continue;
      for (const m of readFileSync(file, 'utf8').matchAll(/(?:from |import\()['"](\.{1,2}\/[^'"]+)['"]/g)) {
        const target = path.relative(src, path.resolve(path.dirname(file), m[1]));
        if (coreFiles.has(target)) offenders.push(`${me} → ${target}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('core modules never import the rest (the core must not pull leaf components into the singleton)', () => {
    const offenders: string[] = [];
    for (const f of coreFiles) {
      const file = sources(src).find((p) => rel(p) === f);
      if (!file) continue;
      for (const m of readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
        const target = path.relative(src, path.resolve(path.dirname(file), m[1]));
        if (!coreFiles.has(target) && !/\.json$/.test(target) && !isStatelessLeaf(target)) offenders.push(`${f} → ${target}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});

describe('icons', () => {
  it('the root entry still exports every icon, and the core only AlertIcon', async () => {
    const icons = await import('../icons/icons');
    const root: Record<string, unknown> = await import('../index');
    const core: Record<string, unknown> = await import('../core');
    const names = Object.keys(icons);
    expect(names).toEqual(expect.arrayContaining(['Icon', 'HeartIcon', 'ChevronStartIcon', 'MenuIcon']));
    for (const name of names) {
      expect(root[name]).toBe(icons[name as keyof typeof icons]);
      expect(core[name]).toBe(name === 'AlertIcon' ? icons.AlertIcon : undefined);
    }
  });
});
