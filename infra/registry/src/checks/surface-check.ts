import { PLATFORM_IMPORTS_KEY, type PlatformImports, type PlatformSurface, platformSurface, surfaceMajor } from '@tajriba/contracts';
import { error, hasErrors, type Problem, warning } from './problems';

/** A remote build as the surface check sees it: its name and the platform names it imports. */
export interface RemotePlatformImports {
  name: string;
  /** `tajribaPlatformImports` of its mf-manifest.json; undefined for a build that predates the record */
  imports: PlatformImports | undefined;
}

/** The record a build wrote into its mf-manifest.json (libs/federation PlatformImportsPlugin). */
export function platformImportsOf(manifest: unknown): PlatformImports | undefined {
  const value = (manifest as Record<string, unknown> | null)?.[PLATFORM_IMPORTS_KEY];
  return value && typeof value === 'object' ? (value as PlatformImports) : undefined;
}

/**
 * The platform surface half of the environment check. The shell's copy of every platform share
 * key is the one each remote gets (`loaded-first`), so every name a remote imports must be in the
 * surface the shell provides, at the same surface major: else it is `undefined` on the page,
 * which semver ranges of the packages cannot show. One rule serves both directions: a remote that
 * imports a name the shell does not provide, and a shell that dropped a name a published remote
 * uses (checked against every remote of the environment before it is promoted or deployed).
 */
export function checkPlatformSurface(shell: PlatformSurface, remotes: readonly RemotePlatformImports[]): Problem[] {
  const problems: Problem[] = [];
  for (const r of remotes) {
    if (!r.imports) {
      problems.push(warning('platform-imports-unrecorded', 'the build records no platform imports (built before the platform surface); its names cannot be checked', r.name));
      continue;
    }
    for (const [key, used] of Object.entries(r.imports)) {
      const provided = shell[key];
      if (!provided) {
        problems.push(error('platform-key-unprovided', `imports ${key} (surface ${used.version}), which the shell's platform surface does not provide`, r.name));
        continue;
      }
      if (surfaceMajor(provided.version) !== surfaceMajor(used.version)) {
        problems.push(error('platform-major', `built against ${key} surface ${used.version}; the shell provides ${provided.version} (another major)`, r.name));
      }
      const missing = used.names.filter((n) => !provided.names.includes(n));
      if (missing.length) {
        problems.push(
          error(
            'platform-name-unprovided',
            `imports ${missing.join(', ')} from ${key}, which the shell's surface ${provided.version} does not provide (undefined on the page)`,
            r.name,
          ),
        );
      }
    }
  }
  return problems;
}

/**
 * A check report with the platform surface check of `remotes` added, against the surface of the
 * shell in this commit (the shell ships with this tree; the registry holds only remotes).
 */
export async function withPlatformSurface<R extends { ok: boolean; problems: Problem[] }>(
  report: R,
  remotes: readonly { name: string; manifest: () => Promise<unknown> }[],
  shell: PlatformSurface = platformSurface,
): Promise<R> {
  const found = await Promise.all(remotes.map(async (r) => ({ name: r.name, imports: platformImportsOf(await r.manifest()) })));
  const problems = [...report.problems, ...checkPlatformSurface(shell, found)];
  return { ...report, problems, ok: !hasErrors(problems) };
}
