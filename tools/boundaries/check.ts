/**
 * The boundary check itself: given the workspace's projects (name, root, tags — from the Nx
 * project graph in the CLI, from a fixture in tests), it reads one project's files and returns
 * what breaks the rules in `rules.ts`. It knows nothing about Nx, so a fixture tree can test it.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseImports, type ParsedFile } from './imports';
import { DATA_IMPORTS, DEPENDENCY_CONSTRAINTS, LAYER_TAGS, OUTSIDE_READS_INPUT, PATH_RULES, REMOTE_CONTRACT_ENTRY, TYPE_BY_ROOT, TYPE_TAGS, type PathRule } from './rules';

export interface ProjectInfo {
  /** Nx project name. */
  name: string;
  /** Workspace-relative, `/`-separated. */
  root: string;
  tags: string[];
  /** The npm package name others import it by (its package.json `name`), if any. */
  packageName?: string;
  /** Its `test` target's file inputs, named inputs expanded; undefined when it has no test target. */
  testInputs?: string[];
  /** The file that holds its tags, for messages (`libs/x/package.json`, `tools/project.json`). */
  configFile?: string;
}

export interface Violation {
  rule: string;
  /** Workspace-relative. */
  file: string;
  line: number;
  specifier?: string;
  message: string;
  fix: string;
}

export interface Suppression {
  rule: string;
  file: string;
  import: string;
  why: string;
}

export interface ProjectReport {
  project: string;
  files: number;
  violations: Violation[];
  /** Violations a suppression names: printed, not failing. */
  suppressed: Violation[];
  /** Suppressions of this project that match nothing any more: they fail until removed. */
  stale: Suppression[];
}

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report', 'artifacts']);
const TEST_FILE = /(^|\/)(__tests__|test)\/|\.test\.[cm]?[jt]sx?$/;

const posix = (p: string) => p.split(path.sep).join('/');
const inside = (root: string, p: string) => root === '' || p === root || p.startsWith(`${root}/`);

function walk(dir: string, skip: (abs: string) => boolean, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name) || name.startsWith('.')) continue;
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) {
      if (!skip(p)) walk(p, skip, out);
    } else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

/** The package an import names: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
export const packageOf = (spec: string) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);

/** Which project owns a workspace-relative path (the deepest root containing it). */
function ownerOf(projects: ProjectInfo[], rel: string): ProjectInfo | undefined {
  let best: ProjectInfo | undefined;
  for (const p of projects) if (inside(p.root, rel) && (!best || p.root.length > best.root.length)) best = p;
  return best;
}

function tagProblems(project: ProjectInfo): Violation[] {
  const file = project.configFile ?? `${project.root}/package.json`;
  const at = (message: string, fix: string): Violation => ({ rule: 'project-tags', file, line: 1, message, fix });
  const types = project.tags.filter((t) => t.startsWith('type:'));
  const layers = project.tags.filter((t) => t.startsWith('layer:'));
  const expected = TYPE_BY_ROOT.find(([re]) => re.test(project.root))?.[1];
  const where = project.configFile?.endsWith('project.json') ? '"tags"' : '"nx": { "tags": [...] }';
  const out: Violation[] = [];
  if (types.length !== 1 || !(TYPE_TAGS as readonly string[]).includes(types[0]!)) {
    out.push(at(`project ${project.name} has ${types.length ? `type tags ${types.join(', ')}` : 'no type:* tag'}`, `Give it exactly one of ${TYPE_TAGS.join(', ')} in ${where} (see tools/README.md).`));
  } else if (expected && types[0] !== expected) {
    out.push(at(`project ${project.name} in ${project.root}/ is tagged ${types[0]}`, `Projects in ${project.root}/ are ${expected}; tag it so (the folder decides the type, see tools/README.md).`));
  }
  if (types[0] === 'type:lib' && (layers.length !== 1 || !(LAYER_TAGS as readonly string[]).includes(layers[0]!))) {
    out.push(at(`lib ${project.name} needs exactly one layer tag, has ${layers.join(', ') || 'none'}`, `Add one of ${LAYER_TAGS.join(', ')} to ${where}: the lowest layer whose libs are all it imports.`));
  }
  if (types[0] !== 'type:lib' && layers.length) out.push(at(`project ${project.name} is not a lib but has ${layers.join(', ')}`, 'Only libs have layers; remove the layer tag.'));
  return out;
}

/** Every dependency constraint `from` breaks by importing `to`. */
function constraintProblems(from: ProjectInfo, to: ProjectInfo) {
  return DEPENDENCY_CONSTRAINTS.filter((c) => from.tags.includes(c.sourceTag) && !c.onlyDependOnLibsWithTags.some((t) => to.tags.includes(t)));
}

const describe = (p: ProjectInfo) => `${p.name} (${p.tags.filter((t) => /^(type|layer):/.test(t)).join(', ') || 'untagged'})`;

function ruleApplies(rule: PathRule, tags: string[]) {
  return rule.tag.split('|').some((t) => tags.includes(t));
}

export interface CheckOptions {
  suppressions?: Suppression[];
  /** Parsed files by absolute path, shared between projects checked in one run. */
  cache?: Map<string, ParsedFile>;
}

export function checkProject(workspaceRoot: string, projects: ProjectInfo[], name: string, options: CheckOptions = {}): ProjectReport {
  const self = projects.find((p) => p.name === name);
  if (!self) throw new Error(`no project named ${name}`);
  const byPackage = new Map(projects.filter((p) => p.packageName).map((p) => [p.packageName!, p]));
  const nested = new Set(projects.filter((p) => p !== self && inside(self.root, p.root)).map((p) => path.join(workspaceRoot, p.root)));
  // A generator's templates (tools/…/templates/) are text with placeholders, not this project's code.
  const templates = self.tags.includes('type:tooling') ? /\/(templates|files)$/ : /^$/;
  const files = walk(path.join(workspaceRoot, self.root), (abs) => nested.has(abs) || templates.test(posix(abs)));
  const violations: Violation[] = [...tagProblems(self)];

  // package.json dependencies on workspace projects follow the same rules as imports.
  const manifest = path.join(workspaceRoot, self.root, 'package.json');
  if (existsSync(manifest)) {
    const text = readFileSync(manifest, 'utf8');
    const pkg = JSON.parse(text) as Record<string, unknown>;
    const deps = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap((k) => Object.keys((pkg[k] as Record<string, string> | undefined) ?? {}));
    for (const dep of deps) {
      const target = byPackage.get(dep);
      if (!target || target === self) continue;
      const line = text.slice(0, Math.max(0, text.indexOf(`"${dep}"`))).split('\n').length;
      for (const c of constraintProblems(self, target)) {
        violations.push({ rule: 'project-dependency', file: posix(path.join(self.root, 'package.json')), line, specifier: dep, message: `${describe(self)} depends on ${describe(target)}`, fix: c.fix });
      }
    }
  }

  const pathRules = PATH_RULES.filter((r) => ruleApplies(r, self.tags));
  for (const abs of files) {
    const file = posix(path.relative(workspaceRoot, abs));
    const inProject = posix(path.relative(path.join(workspaceRoot, self.root), abs));
    let parsed = options.cache?.get(abs);
    if (!parsed) {
      try {
        parsed = parseImports(readFileSync(abs, 'utf8'), abs);
      } catch (e) {
        violations.push({ rule: 'parse', file, line: 1, message: `could not parse: ${(e as Error).message.split('\n')[0]}`, fix: 'Fix the syntax error (typecheck shows where).' });
        continue;
      }
      options.cache?.set(abs, parsed);
    }

    for (const imp of parsed.imports) {
      const spec = imp.specifier;
      const at = (rule: string, message: string, fix: string) => violations.push({ rule, file, line: imp.line, specifier: spec, message, fix });
      let target: ProjectInfo | undefined;
      let targetRel: string | undefined;
      if (spec.startsWith('.') || path.isAbsolute(spec)) {
        const resolved = posix(path.relative(workspaceRoot, path.resolve(path.dirname(abs), spec)));
        target = ownerOf(projects, resolved);
        if (target !== self && DATA_IMPORTS.some((d) => self.tags.includes(d.tag) && d.path.test(resolved))) continue;
        // Files no project owns (jest.preset.cjs, tsconfig.base.json) are workspace configuration.
        if (target && target !== self) {
          const by = target.packageName ? `import it as "${target.packageName}" (an entry its package.json "exports" lists)` : 'move the code into this project or into a lib';
          at('relative-import-leaves-project', `"${spec}" reaches out of ${self.root}/ into ${target.root}/`, `Never import another project by relative path: ${by}.`);
        } else if (target === self) {
          targetRel = posix(path.relative(path.join(workspaceRoot, self.root), path.resolve(path.dirname(abs), spec)));
        }
      } else {
        target = byPackage.get(packageOf(spec));
      }

      const contractEntry =
        target?.tags.includes('type:remote') &&
        spec === `${target.packageName}/${REMOTE_CONTRACT_ENTRY.entry}` &&
        REMOTE_CONTRACT_ENTRY.readers.some((t) => self.tags.includes(t));
      if (target && target !== self && !contractEntry) {
        for (const c of constraintProblems(self, target)) at('project-dependency', `${describe(self)} imports ${describe(target)}`, c.fix);
      }

      for (const rule of pathRules) {
        if (rule.except?.test(inProject)) continue;
        const from = rule.from.exec(inProject);
        if (!from) continue;
        if (imp.typeOnly && rule.allowTypeOnly) continue;
        if (rule.toPackage && !spec.startsWith('.') && rule.toPackage.test(spec)) {
          at(rule.id, rule.message, rule.fix);
        } else if (rule.toPath && targetRel !== undefined) {
          const to = rule.toPath.exec(targetRel);
          if (!to) continue;
          if (rule.sameSlice && from[1] === to[1]) continue;
          at(rule.id, rule.message.replace('$1', from[1] ?? '').replace('$2', to[1] ?? ''), rule.fix);
        }
      }
    }

    // A test reading outside its project needs those files as inputs of its test target, or Nx
    // replays a green result after they change.
    if (self.testInputs && TEST_FILE.test(inProject)) {
      for (const read of parsed.dirnamePaths) {
        const target = posix(path.relative(workspaceRoot, path.resolve(path.dirname(abs), ...read.segments)));
        if (inside(self.root, target) && !target.startsWith('..')) continue;
        if (self.testInputs.some((input) => coversPath(input, target))) continue;
        violations.push({
          rule: 'test-reads-outside-inputs',
          file,
          line: read.line,
          specifier: read.segments.join(', '),
          message: `a test reads ${target || 'the workspace root'} outside ${self.root}/, which its test target's inputs do not cover`,
          fix: `Add "${OUTSIDE_READS_INPUT}" (or a {workspaceRoot}/… glob of what it reads) to the test target's inputs in ${self.configFile ?? `${self.root}/package.json`} ("nx": { "targets": { "test": { "inputs": ["default", "^production", "${OUTSIDE_READS_INPUT}"] } } }), so a change there re-runs the test instead of replaying it from cache.`,
        });
      }
    }
  }

  const mine = (options.suppressions ?? []).filter((s) => inside(self.root, s.file));
  const matches = (s: Suppression, v: Violation) => s.rule === v.rule && s.file === v.file && s.import === v.specifier;
  return {
    project: self.name,
    files: files.length,
    violations: violations.filter((v) => !mine.some((s) => matches(s, v))),
    suppressed: violations.filter((v) => mine.some((s) => matches(s, v))),
    stale: mine.filter((s) => !violations.some((v) => matches(s, v))),
  };
}

/**
 * Whether a `{workspaceRoot}/…` glob input covers files at or under `target`: its fixed leading
 * segments and the target's must agree as far as both go. A single file (`tsconfig.base.json`)
 * covers nothing but itself.
 */
export function coversPath(input: string, target: string): boolean {
  if (!input.startsWith('{workspaceRoot}/')) return false;
  const glob = input.slice('{workspaceRoot}/'.length);
  if (!/[*?[{]/.test(glob)) return glob === target || glob.startsWith(`${target}/`);
  const fixed: string[] = [];
  for (const seg of glob.split('/')) {
    if (/[*?[{]/.test(seg)) break;
    fixed.push(seg);
  }
  const t = target ? target.split('/') : [];
  return fixed.every((seg, i) => i >= t.length || t[i] === seg);
}

export function formatReport(r: ProjectReport): string {
  const lines: string[] = [];
  for (const v of r.violations) {
    lines.push(`${v.file}:${v.line}  ${v.message}${v.specifier ? ` ("${v.specifier}")` : ''}  [${v.rule}]`, `    → ${v.fix}`);
  }
  for (const s of r.stale) {
    lines.push(`tools/boundaries/known-violations.json  stale entry: ${s.file} no longer imports "${s.import}" against ${s.rule}`, '    → Remove the entry: the violation is fixed, and the rule must now hold.');
  }
  for (const v of r.suppressed) lines.push(`(known, tools/boundaries/known-violations.json) ${v.file}:${v.line}  ${v.message} ("${v.specifier}")  [${v.rule}]`);
  return lines.join('\n');
}
