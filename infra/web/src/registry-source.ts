import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { publishedContractSchema, registryDocumentSchema, type EnvironmentName, type RegistryDocument } from '@tajriba/contracts';

/** The part of an mf-manifest.json the edge reads to preload a remote's first chunks. */
export interface ManifestLike {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; name?: string; assets?: { js?: { sync?: string[]; async?: string[] } } }[];
  /** the share keys the remote consumes (the edge preloads the shell's copies) */
  shared?: { name: string }[];
  /**
   * per exposed module, the share keys it consumes before its first render (libs/federation
   * `FirstRenderSharedPlugin`); the rest of `shared` is loaded later with `import()`
   */
  tajribaFirstRenderShared?: Record<string, string[]>;
  /** language → the remote's catalogue chunk (libs/federation `FirstRenderSharedPlugin`); none from older builds */
  tajribaCatalogues?: Record<string, string[]>;
  /** the remote's pre-rendered first screens, a file beside the manifest (first-screens.ts); none from older builds */
  tajribaFirstScreens?: string;
}

export interface RemoteFile {
  status: number;
  body: Buffer;
  contentType?: string;
  cacheControl?: string;
}

/** Where environment documents, manifests and versioned remote files come from. */
export interface RegistrySource {
  readonly kind: 'http' | 'local';
  document(env: EnvironmentName): Promise<RegistryDocument | null>;
  /** url as written in the document: site-relative (`/remotes/…`) or absolute */
  manifest(url: string): Promise<ManifestLike | null>;
  /** GET /remotes/<name>/<version>/<file> (and /registry/* in local mode) */
  fetchFile(pathname: string): Promise<RemoteFile>;
}

const MAX_MANIFESTS = 200;

/** Documents cached for a short TTL (a promote shows up on the next reload); manifests forever (versioned). */
export class HttpRegistrySource implements RegistrySource {
  readonly kind = 'http' as const;
  private readonly docs = new Map<string, { at: number; doc: RegistryDocument | null }>();
  private readonly manifests = new Map<string, ManifestLike>();

  constructor(
    private readonly baseUrl: string,
    private readonly ttlMs: number,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  private abs(url: string): string {
    return /^https?:\/\//.test(url) ? url : `${this.baseUrl.replace(/\/+$/, '')}${url}`;
  }

  async document(env: EnvironmentName): Promise<RegistryDocument | null> {
    const hit = this.docs.get(env);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.doc;
    let doc: RegistryDocument | null = null;
    try {
      const res = await this.fetchImpl(this.abs(`/registry/${env}.json`), { signal: AbortSignal.timeout(3000) });
      if (res.ok) {
        const parsed = registryDocumentSchema.safeParse(await res.json());
        doc = parsed.success ? parsed.data : null;
      }
    } catch {
      doc = null;
    }
    // Keep serving the last good document if the registry blips; the page still works.
    if (!doc && hit?.doc) doc = hit.doc;
    this.docs.set(env, { at: Date.now(), doc });
    return doc;
  }

  async manifest(url: string): Promise<ManifestLike | null> {
    const cached = this.manifests.get(url);
    if (cached) return cached;
    try {
      const res = await this.fetchImpl(this.abs(url), { signal: AbortSignal.timeout(3000) });
      if (!res.ok) return null;
      const m = (await res.json()) as ManifestLike;
      if (this.manifests.size > MAX_MANIFESTS) this.manifests.clear();
      this.manifests.set(url, m);
      return m;
    } catch {
      return null;
    }
  }

  async fetchFile(pathname: string): Promise<RemoteFile> {
    try {
      const res = await this.fetchImpl(this.abs(pathname), { signal: AbortSignal.timeout(10_000) });
      return {
        status: res.status,
        body: Buffer.from(await res.arrayBuffer()),
        contentType: res.headers.get('content-type') ?? undefined,
        cacheControl: res.headers.get('cache-control') ?? undefined,
      };
    } catch {
      return { status: 502, body: Buffer.from('registry unavailable') };
    }
  }
}

/**
 * Dev mode without a registry service: every `mf-*` package with a built `dist/` becomes a
 * remote at version `<package version>-local`, served from `/remotes/<name>/<version>/`. The
 * document is built once at start (like a published environment), files are read live, so
 * deleting or restoring a dist folder simulates a remote going down and coming back.
 */
export class LocalRegistrySource implements RegistrySource {
  readonly kind = 'local' as const;
  private doc: RegistryDocument | null = null;
  private readonly dirs = new Map<string, string>();

  /**
   * @param extra remote name → package folder, for builds outside the repo root (e.g. a
   *   checkout of another version: `WEB_LOCAL_REMOTES=mf-discovery=/tmp/old/mf-discovery`)
   */
  constructor(
    private readonly repoRoot: string,
    private readonly extra: Record<string, string> = {},
  ) {}

  async init(env: EnvironmentName): Promise<void> {
    const remotes: RegistryDocument['remotes'] = {};
    const names = new Set([...(await readdir(this.repoRoot)).filter((d) => d.startsWith('mf-')), ...Object.keys(this.extra)]);
    for (const name of [...names].sort()) {
      const pkgDir = this.extra[name] ?? path.join(this.repoRoot, name);
      const dist = path.join(pkgDir, 'dist');
      try {
        await stat(path.join(dist, 'mf-manifest.json'));
      } catch {
        continue;
      }
      const pkg = JSON.parse(await readFile(path.join(pkgDir, 'package.json'), 'utf8')) as { version: string };
      const version = `${pkg.version}-local`;
      const manifest = JSON.parse(await readFile(path.join(dist, 'mf-manifest.json'), 'utf8')) as ManifestLike;
      const entry = [manifest.metaData?.remoteEntry?.path, manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js'].filter(Boolean).join('/');
      const base = `/remotes/${name}/${version}`;
      this.dirs.set(`${name}/${version}`, dist);
      // The build carries its contract (dist/contract.json): its routes are what the shell routes.
      const contract = publishedContractSchema.safeParse(await readFile(path.join(dist, 'contract.json'), 'utf8').then(JSON.parse, () => null));
      if (!contract.success) {
        console.warn(`edge: ${name}/dist has no valid contract.json (rebuild it); its routes are not served`);
      }
      remotes[name] = {
        version,
        manifest: `${base}/mf-manifest.json`,
        entry: `${base}/${entry}`,
        contractVersion: contract.success ? contract.data.contractVersion : '0.0.0',
        routes: contract.success ? contract.data.routes : [],
        menu: contract.success ? contract.data.menu : [],
      };
    }
    this.doc = registryDocumentSchema.parse({ env, revision: 1, updatedAt: new Date().toISOString(), remotes });
  }

  async document(env: EnvironmentName): Promise<RegistryDocument | null> {
    return this.doc ? { ...this.doc, env } : null;
  }

  private resolve(pathname: string): string | null {
    const m = /^\/remotes\/(mf-[a-z0-9-]+)\/([^/]+)\/(.+)$/.exec(pathname);
    if (!m) return null;
    const dir = this.dirs.get(`${m[1]}/${m[2]}`);
    if (!dir) return null;
    const file = path.normalize(path.join(dir, decodeURIComponent(m[3])));
    return file.startsWith(dir + path.sep) ? file : null;
  }

  async manifest(url: string): Promise<ManifestLike | null> {
    const file = this.resolve(url);
    if (!file) return null;
    try {
      return JSON.parse(await readFile(file, 'utf8')) as ManifestLike;
    } catch {
      return null;
    }
  }

  async fetchFile(pathname: string): Promise<RemoteFile> {
    const reg = /^\/registry\/(production|staging|dev)\.json$/.exec(pathname);
    if (reg) {
      const doc = await this.document(reg[1] as EnvironmentName);
      return doc
        ? { status: 200, body: Buffer.from(JSON.stringify(doc)), contentType: 'application/json; charset=utf-8' }
        : { status: 404, body: Buffer.from('{}') };
    }
    const file = this.resolve(pathname);
    if (!file) return { status: 404, body: Buffer.from('not found') };
    try {
      return { status: 200, body: await readFile(file) };
    } catch {
      return { status: 404, body: Buffer.from('not found') };
    }
  }
}
