/**
 * Module-boundary lint (oxlint has no Nx-style rule): a remote never imports another remote
 * (by package name or by relative path), and inside a remote, `src/features/<a>` never imports
 * `src/features/<b>`. Only `src/app/` composes features. Usage: tsx tools/check-boundaries.ts <package dir>
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const pkgDir = path.resolve(process.argv[2] ?? '.');
const remotes = readdirSync(root).filter((d) => d.startsWith('mf-') || d === 'shell');
const importRe = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g;

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (/\.(ts|tsx)$/.test(name)) out.push(p);
  }
  return out;
}

const problems: string[] = [];
const self = path.basename(pkgDir);
const srcDir = path.join(pkgDir, 'src');
const files = (() => { try { return walk(srcDir); } catch { return []; } })();
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(importRe)) {
    const spec = m[1] ?? m[2] ?? m[3];
    if (!spec) continue;
    // 1. another remote by package name
    if (remotes.includes(spec.split('/')[0]) && spec.split('/')[0] !== self) {
      problems.push(`${path.relative(root, file)}: imports remote package "${spec}"`);
      continue;
    }
    if (!spec.startsWith('.')) continue;
    const target = path.resolve(path.dirname(file), spec);
    // 2. another remote (or the shell) by relative path
    const top = path.relative(root, target).split(path.sep)[0];
    if (remotes.includes(top) && top !== self) {
      problems.push(`${path.relative(root, file)}: reaches into ${top} via "${spec}"`);
      continue;
    }
    // 3. feature → other feature
    const fromFeature = path.relative(path.join(srcDir, 'features'), file).split(path.sep);
    const toFeature = path.relative(path.join(srcDir, 'features'), target).split(path.sep);
    if (fromFeature[0] !== '..' && toFeature[0] !== '..' && fromFeature.length > 1 && fromFeature[0] !== toFeature[0]) {
      problems.push(`${path.relative(root, file)}: feature "${fromFeature[0]}" imports feature "${toFeature[0]}" ("${spec}")`);
    }
  }
}
if (problems.length) {
  console.error(`Module-boundary violations:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.info(`boundaries ok: ${files.length} files in ${self}`);
