/**
 * Module boundaries, driven by Nx project tags (oxlint has no Nx rule, and
 * `@nx/enforce-module-boundaries` needs ESLint with a TypeScript parser that TypeScript 7 cannot
 * feed). Rules: tools/boundaries/rules.ts; what they mean: tools/README.md.
 *
 *   tsx tools/check-boundaries.ts <project dir>   one project (each project's `lint` target)
 *   tsx tools/check-boundaries.ts --all           every project
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkProject, formatReport, type Suppression } from './boundaries/check';
import type { ParsedFile } from './boundaries/imports';
import { readProjects } from './boundaries/nx-projects';

const workspaceRoot = path.resolve(__dirname, '..');

async function main() {
  const arg = process.argv[2] ?? '.';
  const projects = await readProjects(workspaceRoot);
  const suppressions = JSON.parse(readFileSync(path.join(__dirname, 'boundaries/known-violations.json'), 'utf8')) as Suppression[];
  const unexplained = suppressions.filter((s) => !s.why?.trim());
  if (unexplained.length) {
    console.error(`tools/boundaries/known-violations.json: every entry says why it is there; these do not:\n  ${unexplained.map((s) => `${s.file} → ${s.import}`).join('\n  ')}`);
    process.exit(1);
  }
  let names: string[];
  if (arg === '--all') names = projects.map((p) => p.name);
  else {
    const root = path.relative(workspaceRoot, path.resolve(arg)).split(path.sep).join('/');
    const project = projects.find((p) => p.root === root);
    if (!project) {
      console.error(`${root || '.'} is not an Nx project root (projects: ${projects.map((p) => p.root).join(', ')})`);
      process.exit(2);
    }
    names = [project.name];
  }

  const cache = new Map<string, ParsedFile>();
  let failed = false;
  for (const name of names) {
    const report = checkProject(workspaceRoot, projects, name, { suppressions, cache });
    const text = formatReport(report);
    if (report.violations.length || report.stale.length) {
      failed = true;
      console.error(`✗ boundaries: ${name}\n${text}\n`);
    } else {
      console.info(`✓ boundaries: ${name} (${report.files} files${report.suppressed.length ? `, ${report.suppressed.length} known violation(s)` : ''})${text ? `\n${text}` : ''}`);
    }
  }
  if (failed) {
    console.error('Module-boundary rules: tools/README.md. Tags live in each project’s package.json "nx" field (or project.json).');
    process.exit(1);
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(2);
});
