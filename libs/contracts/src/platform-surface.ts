/**
 * The platform surface: the names the shell provides under each platform share key, with a
 * semver version per key that belongs to the surface, not to the package behind it.
 *
 * With `shareStrategy: 'loaded-first'` the shell's copy of a shared module is the one every
 * remote gets. The router and react-query are shared through facades (explicit export lists) and
 * the platform libs as they are, so a remote built against a name the shell's copy lacks gets
 * `undefined` at run time — and a semver check of the package versions cannot see it. The surface
 * file (`platform-surface.releases.json`) records every name per key and release; a minor release only
 * adds names, a name leaves only with a new major. Each remote build records the names it imports
 * (`tajribaPlatformImports` in its mf-manifest.json, libs/federation), and the registry refuses a
 * remote importing a name the environment's shell does not provide (infra/registry
 * `checks/surface-check.ts`).
 *
 * Node only (the build, the registry, tests): no browser code needs it.
 */
import surfaceFile from './platform-surface.releases.json';

export interface SurfaceRelease {
  version: string;
  /** every name of the key (a major release, x.0.0) */
  names?: string[];
  /** names this minor release adds */
  added?: string[];
}

export type PlatformSurfaceFile = Record<string, SurfaceRelease[]>;

/** What a shell provides: per share key, the surface version and every name. */
export type PlatformSurface = Record<string, { version: string; names: string[] }>;

/** What a remote build imports: per share key, the surface version it was built against and the names. */
export type PlatformImports = Record<string, { version: string; names: string[] }>;

/** The mf-manifest.json field a remote build records its platform imports in. */
export const PLATFORM_IMPORTS_KEY = 'tajribaPlatformImports';

function parseVersion(v: string): [number, number, number] | null {
  const m = /^(\d+)\.(\d+)\.(\d+)$/.exec(v);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

export function surfaceMajor(version: string): number {
  return parseVersion(version)?.[0] ?? Number.NaN;
}

/** Why a surface file is not a valid history (empty when it is). */
export function surfaceFileProblems(file: PlatformSurfaceFile): string[] {
  const problems: string[] = [];
  for (const [key, releases] of Object.entries(file)) {
    if (key.startsWith('$')) continue;
    if (!Array.isArray(releases) || releases.length === 0) {
      problems.push(`${key}: no release`);
      continue;
    }
    let previous: [number, number, number] | null = null;
    const names = new Set<string>();
    for (const r of releases) {
      const v = parseVersion(r.version);
      if (!v) {
        problems.push(`${key}: "${r.version}" is not x.y.z`);
        continue;
      }
      if (previous && !(v[0] > previous[0] || (v[0] === previous[0] && (v[1] > previous[1] || (v[1] === previous[1] && v[2] > previous[2]))))) {
        problems.push(`${key}: ${r.version} does not follow ${previous.join('.')}`);
      }
      const major = !previous || v[0] !== previous[0];
      if (major) {
        if (v[1] !== 0 || v[2] !== 0) problems.push(`${key}: a new major starts at x.0.0, not ${r.version}`);
        if (!r.names || r.added) problems.push(`${key}@${r.version}: a major release lists every name ("names"), never "added"`);
        names.clear();
        for (const n of r.names ?? []) names.add(n);
      } else {
        // Within a major the list only grows: a minor or patch may only add.
        if (r.names) problems.push(`${key}@${r.version}: within major ${v[0]} a release may only add names ("added"); dropping one needs ${v[0] + 1}.0.0`);
        for (const n of r.added ?? []) {
          if (names.has(n)) problems.push(`${key}@${r.version}: ${n} is already in the surface`);
          names.add(n);
        }
      }
      previous = v;
    }
  }
  return problems;
}

/** The latest release of every key, with every name it provides. */
export function resolveSurface(file: PlatformSurfaceFile): PlatformSurface {
  const problems = surfaceFileProblems(file);
  if (problems.length) throw new Error(`platform-surface.releases.json is not a valid history:\n  ${problems.join('\n  ')}`);
  const out: PlatformSurface = {};
  for (const [key, releases] of Object.entries(file)) {
    if (key.startsWith('$')) continue;
    let names: string[] = [];
    for (const r of releases) names = r.names ? [...r.names] : [...names, ...(r.added ?? [])];
    out[key] = { version: releases[releases.length - 1]!.version, names: names.sort() };
  }
  return out;
}

export const platformSurfaceFile = surfaceFile as unknown as PlatformSurfaceFile;

/** The surface the shell of this commit provides. */
export const platformSurface: PlatformSurface = resolveSurface(platformSurfaceFile);
