import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isRemoteName, routeAccessValues, routePathPattern, type RouteAccess } from '@tajriba/contracts/constants';

/**
 * The remote generator (`npm run new-remote -- mf-xxx …`): copies ./templates into `<root>/<name>/`,
 * filling the placeholders. What it makes builds, tests, lints, runs alone in its dev harness,
 * publishes and passes `remote check` as it is: its contract declares its first route and who may
 * open it, so publishing it makes that route live with no shell release.
 */
export const templateDir = path.join(__dirname, 'templates');

export interface RemoteSpec {
  /** `mf-` + lowercase words, e.g. `mf-trips` */
  name: string;
  /** its first route, e.g. `/trips` (default `/<name without mf->`) */
  route?: string;
  access?: RouteAccess;
  /** the area's name shown as the page title, in English and Arabic */
  titleEn?: string;
  titleAr: string;
  /** dev-harness port (default: the next after the highest one a remote uses) */
  port?: number;
}

export interface Generated {
  dir: string;
  files: string[];
  route: string;
  port: number;
}

const title = (area: string) => area.split('-').map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');

/** The next free dev port: one past the highest `port:` in the shell's and the remotes' webpack configs. */
export function nextPort(root: string): number {
  let max = 4300;
  for (const d of readdirSync(root)) {
    const file = path.join(root, d, 'webpack.config.ts');
    if (!(d === 'shell' || d.startsWith('mf-')) || !existsSync(file)) continue;
    for (const m of readFileSync(file, 'utf8').matchAll(/\bport:\s*(\d+)/g)) max = Math.max(max, Number(m[1]));
  }
  return max + 1;
}

/** Refuses what would make a remote that does not work, with a message saying what to give instead. */
export function validate(spec: RemoteSpec, root: string): string[] {
  const problems: string[] = [];
  if (!isRemoteName(spec.name)) problems.push(`name "${spec.name}": use mf- and lowercase words joined by dashes, e.g. mf-trips`);
  else if (existsSync(path.join(root, spec.name))) problems.push(`${spec.name}/ already exists`);
  const route = spec.route ?? `/${spec.name.replace(/^mf-/, '')}`;
  if (!routePathPattern.test(route) || route === '/') problems.push(`route "${route}": a path below / such as /trips or /trips/:id`);
  if (spec.access && !(routeAccessValues as readonly string[]).includes(spec.access)) problems.push(`access "${spec.access}": one of ${routeAccessValues.join(', ')}`);
  if (!spec.titleAr?.trim()) problems.push('--title-ar: the area’s name in Arabic (every string ships in both languages)');
  if (spec.port !== undefined && !(Number.isInteger(spec.port) && spec.port > 1024 && spec.port < 65536)) problems.push(`port ${spec.port}: a number from 1025 to 65535`);
  return problems;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((e) => {
    const p = path.join(dir, e);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

const json = (s: string) => JSON.stringify(s).slice(1, -1);

export function generateRemote(spec: RemoteSpec, root: string): Generated {
  const problems = validate(spec, root);
  if (problems.length) throw new Error(`cannot create ${spec.name}:\n  - ${problems.join('\n  - ')}`);
  const area = spec.name.replace(/^mf-/, '');
  const route = spec.route ?? `/${area}`;
  const port = spec.port ?? nextPort(root);
  // Values go into JSON and TypeScript string literals; escaping for JSON suits both.
  const values: Record<string, string> = {
    __NAME__: spec.name,
    __AREA__: area,
    __ROUTE__: route,
    __ACCESS__: spec.access ?? 'public',
    __PORT__: String(port),
    __TITLE_EN__: json(spec.titleEn?.trim() || title(area)),
    __TITLE_AR__: json(spec.titleAr.trim()),
  };
  const dir = path.join(root, spec.name);
  const files: string[] = [];
  for (const file of walk(templateDir)) {
    const rel = path.relative(templateDir, file).replace(/\.tmpl$/, '');
    const text = readFileSync(file, 'utf8').replace(/__[A-Z_]+__/g, (k) => values[k] ?? k);
    const left = /__[A-Z]+(?:_[A-Z]+)*__/.exec(text);
    if (left) throw new Error(`template ${rel}: unknown placeholder ${left[0]}`);
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
    files.push(rel);
  }
  return { dir, files: files.sort(), route, port };
}
