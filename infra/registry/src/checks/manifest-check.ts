import semver from 'semver';
import type { RemoteContract } from '@tajriba/contracts';
import { error, type Problem, warning } from './problems';

/** The parts of an `mf-manifest.json` (@module-federation/enhanced) the checks read. */
export interface FederationManifest {
  id?: string;
  name: string;
  metaData: {
    name?: string;
    globalName?: string;
    publicPath?: string;
    getPublicPath?: string;
    remoteEntry: { name: string; path: string; type?: string };
  };
  shared: { name: string; version: string; singleton: boolean; requiredVersion: string }[];
  exposes: { name: string; path: string }[];
}

const normalise = (n: string) => n.replace(/[-_]/g, '').toLowerCase();

/**
 * Check 1 (static half): the build exposes exactly what its contract says, shares the
 * singletons the contract needs as singletons, and can be served from a versioned folder.
 */
export function checkManifest(manifest: FederationManifest, contract: Pick<RemoteContract, 'name' | 'exposes' | 'shared'>): Problem[] {
  const problems: Problem[] = [];
  const remote = contract.name;
  if (!manifest || typeof manifest !== 'object' || !Array.isArray(manifest.exposes) || !manifest.metaData) {
    return [error('manifest-invalid', 'mf-manifest.json is not a federation manifest', remote)];
  }
  if (normalise(manifest.name) !== normalise(contract.name)) {
    problems.push(error('manifest-name', `manifest name "${manifest.name}" does not match contract name "${contract.name}"`, remote));
  }
  const built = new Set(manifest.exposes.map((e) => (e.path.startsWith('./') ? e.path : `./${e.name}`)));
  const declared = new Set(contract.exposes.map((e) => e.module));
  for (const m of declared) if (!built.has(m)) problems.push(error('expose-missing', `contract declares ${m} but the build does not expose it`, remote));
  for (const m of built) if (!declared.has(m)) problems.push(error('expose-undeclared', `build exposes ${m}, which the contract does not declare`, remote));

  for (const [pkg, range] of Object.entries(contract.shared)) {
    const s = manifest.shared?.find((x) => x.name === pkg);
    if (!s) {
      problems.push(error('shared-not-shared', `${pkg} is a shared singleton in the contract but the build bundles its own copy`, remote));
      continue;
    }
    if (!s.singleton) problems.push(error('shared-not-singleton', `${pkg} is shared but not as a singleton`, remote));
    if (s.version && semver.valid(s.version) && !semver.satisfies(s.version, range, { includePrerelease: true })) {
      problems.push(error('shared-version', `${pkg} ${s.version} bundled as fallback does not satisfy the contract's ${range}`, remote));
    }
  }

  const entry = manifest.metaData.remoteEntry;
  if (!entry?.name) problems.push(error('remote-entry-missing', 'manifest names no remoteEntry', remote));
  const publicPath = manifest.metaData.publicPath;
  // A fixed absolute publicPath makes chunks load from one place: the build could not be served
  // from /remotes/<name>/<version>/ nor moved to a CDN.
  if (!manifest.metaData.getPublicPath && publicPath !== undefined && publicPath !== 'auto' && publicPath.startsWith('/')) {
    problems.push(error('public-path-fixed', `publicPath "${publicPath}" is absolute; use 'auto' so a versioned build loads its own chunks`, remote));
  } else if (publicPath === undefined && !manifest.metaData.getPublicPath) {
    problems.push(warning('public-path-unknown', 'manifest states no publicPath', remote));
  }
  return problems;
}
