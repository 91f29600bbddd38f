import semver from 'semver';
import { error, type Problem } from './problems';

/**
 * The shared-singleton half of check 4. The shell loads first and, with 'loaded-first', its
 * copy is the one every remote gets: that version must satisfy every remote's range. For a
 * package the shell does not provide, the first remote to load wins, so all ranges must have
 * a common version — except the platform libs (`@tajriba/*`), which the shell must provide.
 */
export function checkShared(provides: Record<string, string>, remotes: readonly { name: string; shared: Record<string, string> }[]): Problem[] {
  const problems: Problem[] = [];
  const byPackage = new Map<string, { remote: string; range: string }[]>();
  for (const r of remotes) {
    for (const [pkg, range] of Object.entries(r.shared)) {
      if (!semver.validRange(range)) {
        problems.push(error('shared-range-invalid', `${pkg} range "${range}" is not a semver range`, r.name));
        continue;
      }
      byPackage.set(pkg, [...(byPackage.get(pkg) ?? []), { remote: r.name, range }]);
    }
  }
  for (const [pkg, needs] of byPackage) {
    const provided = provides[pkg];
    if (provided) {
      for (const n of needs) {
        if (!semver.satisfies(provided, n.range, { includePrerelease: true })) {
          problems.push(error('shared-unsatisfied', `needs ${pkg} ${n.range}; the shell provides ${provided}`, n.remote));
        }
      }
      continue;
    }
    // A platform lib holds page-wide state (toast queue, session, bus): a remote that consumes an
    // entry the shell no longer provides (e.g. a build from before a lib was split into sub-paths)
    // would run its own copy, out of step with everyone else.
    if (pkg.startsWith('@tajriba/')) {
      for (const n of needs) problems.push(error('shared-platform-unprovided', `needs ${pkg}, which the shell does not provide: it would run its own copy`, n.remote));
      continue;
    }
    const combined = needs.map((n) => n.range).join(' ');
    if (!semver.minVersion(combined)) {
      problems.push(
        error('shared-conflict', `${pkg}: no version satisfies ${needs.map((n) => `${n.remote} ${n.range}`).join(', ')} and the shell provides none`),
      );
    }
  }
  return problems;
}
