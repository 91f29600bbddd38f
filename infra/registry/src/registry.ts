import { promises as fs } from 'node:fs';
import path from 'node:path';
import {
  type EnvironmentName,
  type OverrideTokenPayload,
  overrideTokenPayloadSchema,
  platformSurface,
  publishedContractSchema,
  type PublishedContract,
  type PublishedShellContract,
  type RegistryDocument,
  registryDocumentSchema,
  type RegistryRemoteEntry,
  signOverrideToken,
} from '@tajriba/contracts';
import { type CheckReport, checkEnvironment, mixFromDocument } from './checks/environment-check';
import { checkManifest, type FederationManifest } from './checks/manifest-check';
import { formatProblems, hasErrors } from './checks/problems';
import { checkPlatformSurface, platformImportsOf, withPlatformSurface } from './checks/surface-check';
import type { RegistryConfig } from './config';
import { sourceShellContract } from './contract-source';
import { deriveOverrideKeys, type OverrideKeyPair } from './override-keys';
import { BuildExistsError, type BuildMeta, BuildStore, isSafeBuildPath } from './store/build-store';
import { EnvironmentStore, environmentNames, type HistoryEntry, previousVersion, RevisionConflictError } from './store/environment-store';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export interface ChangeOptions {
  expectedRevision?: number;
  actor: string;
  /** skip the compatibility check (an operator fixing a broken environment) */
  force?: boolean;
}

export interface ChangeResult {
  document: RegistryDocument;
  changed: boolean;
  check: CheckReport;
}

/** The registry's operations, independent of HTTP: the server and the tests drive this. */
export class Registry {
  readonly builds: BuildStore;
  readonly envs: EnvironmentStore;
  readonly keys: OverrideKeyPair;

  private readonly shell: () => PublishedShellContract;

  /** `shell` defaults to the source (the shell deployed with this registry); tests compose other mixes. */
  constructor(
    readonly config: RegistryConfig,
    opts: { shell?: PublishedShellContract } = {},
  ) {
    this.shell = opts.shell ? () => opts.shell! : sourceShellContract;
    this.builds = new BuildStore(config.dataDir);
    this.envs = new EnvironmentStore(config.dataDir);
    this.keys = deriveOverrideKeys(config.overrideSecret);
  }

  async init(): Promise<void> {
    await fs.mkdir(this.builds.dir, { recursive: true });
    await this.envs.init((env) => this.seedDocument(env));
    for (const env of environmentNames) await this.refreshEntries(env);
  }

  /**
   * Documents written before routes travelled with builds have entries without them (read as no
   * routes). Re-derive every entry from its build once, as a new revision, so the shell routes
   * what each build's contract declares. A no-op when the document is current.
   */
  private async refreshEntries(env: EnvironmentName): Promise<void> {
    await this.envs.update(env, undefined, async (current) => {
      const remotes: RegistryDocument['remotes'] = {};
      let changed = false;
      for (const [name, entry] of Object.entries(current.remotes)) {
        const fresh = (await this.builds.has(name, entry.version)) ? await this.entryFor(name, entry.version) : entry;
        changed ||= JSON.stringify(fresh) !== JSON.stringify(entry);
        remotes[name] = fresh;
      }
      return changed ? { remotes, change: { action: 'refresh', actor: 'registry', note: 'entries re-derived from the builds (routes from their contracts)' } } : null;
    });
  }

  /**
   * The repo's seed document for an environment, keeping only builds this registry holds: a
   * live document never names a build that cannot be served.
   */
  private async seedDocument(env: EnvironmentName): Promise<RegistryDocument | null> {
    if (!this.config.seedDir) return null;
    let raw: string;
    try {
      raw = await fs.readFile(path.join(this.config.seedDir, `${env}.json`), 'utf8');
    } catch {
      return null;
    }
    const seed = registryDocumentSchema.parse(JSON.parse(raw));
    const remotes: RegistryDocument['remotes'] = {};
    for (const [name, entry] of Object.entries(seed.remotes)) {
      if (await this.builds.has(name, entry.version)) remotes[name] = await this.entryFor(name, entry.version);
      else console.warn(`registry: seed ${env} names ${name}@${entry.version}, which this registry does not hold; skipped`);
    }
    return { ...seed, remotes };
  }

  /**
   * The routes of remotes this registry holds builds of but the document does not deploy (from
   * each one's newest build): the shell shows "not available yet" there instead of a 404.
   */
  async undeployedRoutes(doc: RegistryDocument): Promise<NonNullable<RegistryDocument['undeployed']>> {
    const out: NonNullable<RegistryDocument['undeployed']> = {};
    for (const name of await this.builds.listRemotes()) {
      if (doc.remotes[name]) continue;
      const newest = (await this.builds.listVersions(name)).at(-1);
      const routes = newest ? ((await this.contractOf(name, newest.version))?.routes ?? []) : [];
      if (routes.length) out[name] = { routes };
    }
    return out;
  }

  async contractOf(name: string, version: string): Promise<PublishedContract | null> {
    const raw = await this.builds.readJson(name, version, 'contract.json');
    const parsed = publishedContractSchema.safeParse(raw);
    return parsed.success ? parsed.data : null;
  }

  /** The document entry for a stored build: URLs under the public prefix, entry file from its manifest. */
  async entryFor(name: string, version: string): Promise<RegistryRemoteEntry> {
    const manifest = await this.builds.readJson<FederationManifest>(name, version, 'mf-manifest.json');
    const contract = await this.contractOf(name, version);
    if (!manifest || !contract) throw new HttpError(404, 'build-not-found', `${name}@${version} is not in the registry`);
    const base = `${this.config.publicUrl}/remotes/${name}/${version}`;
    const entry = manifest.metaData.remoteEntry;
    const entryPath = [entry.path, entry.name].filter(Boolean).join('/').replace(/^\/+/, '');
    // The routes (with access) and menu links the shell composes come from the build's contract.
    return {
      version,
      manifest: `${base}/mf-manifest.json`,
      entry: `${base}/${entryPath}`,
      contractVersion: contract.contractVersion,
      routes: contract.routes,
      menu: contract.menu,
    };
  }

  async upload(name: string, version: string, files: Map<string, Buffer>, meta: { commit?: string; actor: string }): Promise<BuildMeta> {
    if (await this.builds.has(name, version)) throw new HttpError(409, 'version-exists', `${name}@${version} already exists; versions are immutable`);
    const unsafe = [...files.keys()].filter((f) => !isSafeBuildPath(f));
    if (unsafe.length) throw new HttpError(400, 'unsafe-path', `paths must be relative, without .. or hidden segments: ${unsafe.slice(0, 5).join(', ')}`);
    const contractRaw = files.get('contract.json');
    const manifestRaw = files.get('mf-manifest.json');
    if (!contractRaw || !manifestRaw) throw new HttpError(400, 'build-incomplete', 'a build needs mf-manifest.json and contract.json');
    const contract = publishedContractSchema.safeParse(safeParse(contractRaw));
    if (!contract.success) throw new HttpError(400, 'contract-invalid', 'contract.json is not a published remote contract', contract.error.issues);
    if (contract.data.name !== name) throw new HttpError(400, 'contract-name', `contract.json is for ${contract.data.name}, not ${name}`);
    const manifest = safeParse(manifestRaw) as FederationManifest;
    const problems = [...checkManifest(manifest, contract.data), ...checkPlatformSurface(platformSurface, [{ name, imports: platformImportsOf(manifest) }])];
    if (hasErrors(problems)) throw new HttpError(422, 'manifest-contract-mismatch', formatProblems(problems), problems);
    const entryFile = [manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name].filter(Boolean).join('/');
    if (!files.has(entryFile)) throw new HttpError(400, 'build-incomplete', `the build has no ${entryFile}`);
    try {
      return await this.builds.put(name, version, files, { ...meta, contractVersion: contract.data.contractVersion });
    } catch (err) {
      if (err instanceof BuildExistsError) throw new HttpError(409, 'version-exists', err.message);
      throw err;
    }
  }

  async checkDocument(doc: RegistryDocument): Promise<CheckReport> {
    const mix = await mixFromDocument(doc, this.shell(), (name, version) => this.contractOf(name, version));
    // Platform names each build imports against the shell's surface (checks/surface-check.ts).
    return withPlatformSurface(
      checkEnvironment(mix),
      Object.entries(doc.remotes).map(([name, e]) => ({ name, manifest: () => this.builds.readJson(name, e.version, 'mf-manifest.json') })),
    );
  }

  async check(env: EnvironmentName): Promise<CheckReport> {
    return this.checkDocument(await this.envs.get(env));
  }

  /** Apply a change to one environment, refusing a mix the check rejects (unless forced). */
  private async change(
    env: EnvironmentName,
    opts: ChangeOptions,
    compute: (current: RegistryDocument, history: HistoryEntry[]) => Promise<{ remotes: RegistryDocument['remotes']; change: Omit<HistoryEntry, 'revision' | 'updatedAt' | 'document' | 'actor'> } | null>,
  ): Promise<ChangeResult> {
    let report: CheckReport = { ok: true, problems: [] };
    try {
      const { document, changed } = await this.envs.update(env, opts.expectedRevision, async (current, history) => {
        const next = await compute(current, history);
        if (!next) return null;
        report = await this.checkDocument({ ...current, remotes: next.remotes });
        if (!report.ok && !opts.force) {
          throw new HttpError(422, 'incompatible-mix', `the resulting ${env} mix fails the contract check:\n${formatProblems(report.problems)}`, report.problems);
        }
        return { remotes: next.remotes, change: { ...next.change, actor: opts.actor } };
      });
      return { document, changed, check: report };
    } catch (err) {
      if (err instanceof RevisionConflictError) {
        throw new HttpError(412, 'revision-conflict', err.message, { current: err.current });
      }
      throw err;
    }
  }

  promote(env: EnvironmentName, name: string, version: string, opts: ChangeOptions): Promise<ChangeResult> {
    return this.change(env, opts, async (current) => {
      if (!(await this.builds.has(name, version))) throw new HttpError(404, 'build-not-found', `${name}@${version} is not in the registry`);
      const from = current.remotes[name]?.version ?? null;
      if (from === version) return null;
      return {
        remotes: { ...current.remotes, [name]: await this.entryFor(name, version) },
        change: { action: 'promote', remote: name, from, to: version },
      };
    });
  }

  rollback(env: EnvironmentName, name: string, opts: ChangeOptions): Promise<ChangeResult> {
    return this.change(env, opts, async (current, history) => {
      const from = current.remotes[name]?.version;
      if (!from) throw new HttpError(404, 'remote-not-in-environment', `${name} is not part of ${env}`);
      const to = previousVersion(history, name);
      if (!to) throw new HttpError(409, 'no-previous-version', `${env} has no earlier version of ${name} to roll back to`);
      return {
        remotes: { ...current.remotes, [name]: await this.entryFor(name, to) },
        change: { action: 'rollback', remote: name, from, to },
      };
    });
  }

  /** Restore the whole document of an earlier revision, as a new revision. */
  restore(env: EnvironmentName, revision: number, opts: ChangeOptions): Promise<ChangeResult> {
    return this.change(env, opts, async (current, history) => {
      const target = history.find((h) => h.revision === revision);
      if (!target) throw new HttpError(404, 'revision-not-found', `${env} has no revision ${revision}`);
      // Entries are re-derived from the builds, so an old revision comes back with its routes.
      const remotes: RegistryDocument['remotes'] = {};
      for (const [name, entry] of Object.entries(target.document.remotes)) remotes[name] = await this.entryFor(name, entry.version);
      return { remotes, change: { action: 'restore', note: `restored revision ${revision} (was ${current.revision})` } };
    });
  }

  remove(env: EnvironmentName, name: string, opts: ChangeOptions): Promise<ChangeResult> {
    return this.change(env, opts, async (current) => {
      const from = current.remotes[name]?.version;
      if (!from) return null;
      const remotes = { ...current.remotes };
      delete remotes[name];
      return { remotes, change: { action: 'remove', remote: name, from, to: null } };
    });
  }

  async signOverride(input: { env: EnvironmentName; overrides: OverrideTokenPayload['overrides']; ttlSeconds: number; sub?: string }): Promise<{ token: string; payload: OverrideTokenPayload }> {
    const iat = Math.floor(Date.now() / 1000);
    const payload = overrideTokenPayloadSchema.parse({
      env: input.env,
      overrides: input.overrides,
      iat,
      exp: iat + Math.min(Math.max(input.ttlSeconds, 60), 7 * 24 * 3600),
      sub: input.sub,
    });
    for (const [name, target] of Object.entries(payload.overrides)) {
      if ('version' in target && !(await this.builds.has(name, target.version))) {
        throw new HttpError(404, 'build-not-found', `${name}@${target.version} is not in the registry`);
      }
    }
    return { token: await signOverrideToken(payload, this.keys.privateJwk), payload };
  }
}

function safeParse(buf: Buffer): unknown {
  try {
    return JSON.parse(buf.toString('utf8'));
  } catch {
    return null;
  }
}
