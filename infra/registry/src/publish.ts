import { execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { platformSurface, type PublishedContract } from '@tajriba/contracts';
import { checkLifecyclesInDom } from './checks/dom-check';
import { checkManifest, type FederationManifest } from './checks/manifest-check';
import { formatProblems, hasErrors } from './checks/problems';
import { checkPlatformSurface, platformImportsOf } from './checks/surface-check';
import { RegistryClient, RegistryRequestError } from './client';
import { stableJson } from './contract-source';

const run = promisify(execFile);

export interface VersionInfo {
  version: string;
  commit: string | null;
  dirty: boolean;
}

async function git(args: string[], cwd: string): Promise<string | null> {
  try {
    return (await run('git', args, { cwd })).stdout.trim();
  } catch {
    return null;
  }
}

function timestamp(d = new Date()): string {
  return d.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/**
 * `<package version>-<short commit>`; a build from uncommitted changes to the remote or the
 * libs it bundles gets a timestamp too, so it can never take the clean commit's version.
 */
export async function computeVersion(remoteDir: string, repoRoot: string, now = new Date()): Promise<VersionInfo> {
  const pkg = JSON.parse(await fs.readFile(path.join(remoteDir, 'package.json'), 'utf8')) as { version: string };
  const sha = await git(['rev-parse', '--short=7', 'HEAD'], repoRoot);
  if (!sha) return { version: `${pkg.version}-local.${timestamp(now)}`, commit: null, dirty: true };
  const inputs = [path.relative(repoRoot, remoteDir) || '.', ...(await exists(path.join(repoRoot, 'libs')) ? ['libs'] : [])];
  const status = await git(['status', '--porcelain', '--', ...inputs], repoRoot);
  const dirty = !!status;
  // A numeric identifier with a leading zero is not valid semver: keep the sha alphanumeric.
  const id = /^\d+$/.test(sha) ? `g${sha}` : sha;
  return { version: `${pkg.version}-${id}${dirty ? `.${timestamp(now)}` : ''}`, commit: sha, dirty };
}

async function exists(p: string) {
  return fs.access(p).then(
    () => true,
    () => false,
  );
}

/** Build only this remote: its own `build` script, else webpack in its folder. */
export async function buildRemote(remoteDir: string, log: (line: string) => void = console.info): Promise<void> {
  const pkg = JSON.parse(await fs.readFile(path.join(remoteDir, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  const [cmd, args] = pkg.scripts?.build ? ['npm', ['run', 'build', '--silent']] : ['npx', ['webpack', '--mode', 'production']];
  log(`building ${path.basename(remoteDir)}: ${cmd} ${args.join(' ')}`);
  await new Promise<void>((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: remoteDir, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build of ${path.basename(remoteDir)} failed (exit ${code})`))));
  });
}

export async function collectDist(distDir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  async function walk(dir: string) {
    for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
      const abs = path.join(dir, entry.name);
      if (entry.name.startsWith('.')) continue;
      if (entry.isDirectory()) await walk(abs);
      else if (entry.isFile()) files.set(path.relative(distDir, abs).split(path.sep).join('/'), await fs.readFile(abs));
    }
  }
  await walk(distDir);
  return files;
}

export interface PublishOptions {
  name: string;
  remoteDir: string;
  repoRoot: string;
  client: RegistryClient;
  contract: PublishedContract;
  build: boolean;
  /** explicit version (CI tags); defaults to package version + commit */
  version?: string;
  /** load the build in a DOM and require its lifecycles before uploading (the CLI does) */
  verifyInDom?: boolean;
  log?: (line: string) => void;
}

export interface PublishResult {
  version: string;
  status: 'published' | 'already-published';
  files: number;
}

/**
 * Build one remote, attach its contract, check the manifest against it and upload the folder
 * as a new immutable version. Nothing outside `remoteDir` is built or written.
 */
export async function publishRemote(opts: PublishOptions): Promise<PublishResult> {
  const log = opts.log ?? console.info;
  if (opts.build) await buildRemote(opts.remoteDir, log);
  const distDir = path.join(opts.remoteDir, 'dist');
  if (!(await exists(path.join(distDir, 'mf-manifest.json')))) {
    throw new Error(`${opts.name}: ${path.relative(opts.repoRoot, distDir)}/mf-manifest.json not found; build the remote first (or drop --skip-build)`);
  }
  const files = await collectDist(distDir);
  const manifest = JSON.parse(files.get('mf-manifest.json')!.toString('utf8')) as FederationManifest;
  // The platform names the build imports must be in the surface this tree's shell provides.
  const problems = [...checkManifest(manifest, opts.contract), ...checkPlatformSurface(platformSurface, [{ name: opts.name, imports: platformImportsOf(manifest) }])];
  if (opts.verifyInDom) problems.push(...(await checkLifecyclesInDom(distDir, manifest, opts.contract)));
  if (hasErrors(problems)) throw new Error(`${opts.name}: the build does not match its contract:\n${formatProblems(problems)}`);
  // contract.json in the upload is the registry's copy; a stale one from the build folder is replaced.
  files.set('contract.json', Buffer.from(stableJson(opts.contract)));

  const info = opts.version ? { version: opts.version, commit: null } : await computeVersion(opts.remoteDir, opts.repoRoot);
  try {
    await opts.client.upload(opts.name, info.version, files, info.commit ?? undefined);
    return { version: info.version, status: 'published', files: files.size };
  } catch (err) {
    if (!(err instanceof RegistryRequestError) || err.status !== 409) throw err;
    // Same version again: fine when it is byte-for-byte the same build, an error otherwise.
    const meta = await opts.client.buildMeta(opts.name, info.version);
    const same =
      !!meta &&
      Object.keys(meta.files).length === files.size &&
      [...files].every(([k, b]) => meta.files[k]?.sha256 === createHash('sha256').update(b).digest('hex'));
    if (same) return { version: info.version, status: 'already-published', files: files.size };
    throw new Error(`${opts.name}@${info.version} already exists with different content; versions are immutable (commit your change to get a new version)`, { cause: err });
  }
}

/**
 * The order `publish --all` publishes (and promotes) in: every remote after the remotes that emit
 * what it consumes, so each promotion meets its producers already in the environment and a
 * required consumption is never refused just for coming first. Ties, and the members of a cycle
 * (two areas consuming each other's events), go by name.
 */
export function publishOrder(contracts: readonly Pick<PublishedContract, 'name' | 'events'>[]): string[] {
  const producersOf = (c: Pick<PublishedContract, 'name' | 'events'>) =>
    new Set(contracts.filter((p) => p.name !== c.name && p.events.emits.some((e) => c.events.consumes.some((k) => k.name === e.name))).map((p) => p.name));
  const waiting = new Map(contracts.map((c) => [c.name, producersOf(c)]));
  const order: string[] = [];
  while (waiting.size) {
    const ready = [...waiting].filter(([, deps]) => [...deps].every((d) => !waiting.has(d))).map(([n]) => n);
    // A cycle: take the first by name and carry on; the environment check reports what is missing.
    const next = ready.length ? ready.sort() : [[...waiting.keys()].sort()[0]];
    for (const n of next) {
      order.push(n);
      waiting.delete(n);
    }
  }
  return order;
}
