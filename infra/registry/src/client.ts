import type { EnvironmentName, OverrideMap, RegistryDocument } from '@tajriba/contracts';
import type { CheckReport } from './checks/environment-check';
import type { BuildMeta } from './store/build-store';
import type { HistoryEntry } from './store/environment-store';

export class RegistryRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export interface ChangeResponse {
  document: RegistryDocument;
  changed: boolean;
  check: CheckReport;
}

/** The registry's HTTP API for the CLI and for scripts (start, e2e). */
export class RegistryClient {
  constructor(
    readonly baseUrl: string,
    private readonly token: string,
    private readonly actor = 'cli',
  ) {}

  private async request<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ data: T; headers: Headers }> {
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl.replace(/\/+$/, '')}${path}`, {
        method,
        headers: {
          ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...(method !== 'GET' ? { Authorization: `Bearer ${this.token}`, 'X-Registry-Actor': this.actor } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (err) {
      throw new RegistryRequestError(0, 'unreachable', `cannot reach the registry at ${this.baseUrl} (${(err as Error).message})`);
    }
    const text = await res.text();
    const data = text ? (JSON.parse(text) as unknown) : undefined;
    if (!res.ok) {
      const e = (data as { error?: { code: string; message: string; details?: unknown } } | undefined)?.error;
      // /check answers 409 with the report as its body
      if (res.status === 409 && data && typeof data === 'object' && 'problems' in data) return { data: data as T, headers: res.headers };
      throw new RegistryRequestError(res.status, e?.code ?? 'http', e?.message ?? `HTTP ${res.status}`, e?.details);
    }
    return { data: data as T, headers: res.headers };
  }

  async document(env: EnvironmentName): Promise<RegistryDocument> {
    return (await this.request<RegistryDocument>('GET', `/registry/${env}.json`)).data;
  }

  async history(env: EnvironmentName, limit = 50): Promise<HistoryEntry[]> {
    return (await this.request<{ entries: HistoryEntry[] }>('GET', `/registry/${env}/history?limit=${limit}`)).data.entries;
  }

  async check(env: EnvironmentName): Promise<CheckReport> {
    return (await this.request<CheckReport>('GET', `/registry/${env}/check`)).data;
  }

  /**
   * Optimistic concurrency: the change is made against the revision we read, and when another
   * publish or promote got there first (412) we read again and retry, so neither change is lost
   * and ours is checked against the mix that really runs.
   */
  private async withRetry(env: EnvironmentName, op: (revision: number) => Promise<ChangeResponse>, attempts = 30): Promise<ChangeResponse> {
    let revision = (await this.document(env)).revision;
    for (let i = 0; ; i++) {
      try {
        return await op(revision);
      } catch (err) {
        if (!(err instanceof RegistryRequestError) || err.status !== 412 || i >= attempts - 1) throw err;
        // The 412 carries the current document: no extra read. Each round someone wins, so with
        // N writers racing, N rounds suffice; jitter spreads them out.
        const current = (err.details as { current?: { revision?: number } } | undefined)?.current?.revision;
        revision = typeof current === 'number' ? current : (await this.document(env)).revision;
        await new Promise((r) => setTimeout(r, Math.min(5 * 2 ** i, 200) * Math.random()));
      }
    }
  }

  promote(env: EnvironmentName, remote: string, version: string, opts: { force?: boolean } = {}) {
    return this.withRetry(env, async (rev) => (await this.request<ChangeResponse>('POST', `/registry/${env}/promote`, { remote, version, force: opts.force }, { 'If-Match': `"r${rev}"` })).data);
  }

  rollback(env: EnvironmentName, remote: string, opts: { force?: boolean } = {}) {
    return this.withRetry(env, async (rev) => (await this.request<ChangeResponse>('POST', `/registry/${env}/rollback`, { remote, force: opts.force }, { 'If-Match': `"r${rev}"` })).data);
  }

  restore(env: EnvironmentName, revision: number, opts: { force?: boolean } = {}) {
    return this.withRetry(env, async (rev) => (await this.request<ChangeResponse>('POST', `/registry/${env}/restore`, { revision, force: opts.force }, { 'If-Match': `"r${rev}"` })).data);
  }

  remove(env: EnvironmentName, remote: string, opts: { force?: boolean } = {}) {
    return this.withRetry(env, async (rev) => (await this.request<ChangeResponse>('DELETE', `/registry/${env}/remotes/${remote}`, { force: opts.force }, { 'If-Match': `"r${rev}"` })).data);
  }

  async upload(name: string, version: string, files: Map<string, Buffer>, commit?: string): Promise<BuildMeta> {
    const body = { files: Object.fromEntries([...files].map(([k, v]) => [k, v.toString('base64')])), commit };
    return (await this.request<BuildMeta>('PUT', `/remotes/${name}/${version}`, body)).data;
  }

  /** A build's metadata with the sha256 of every file, or null. */
  async buildMeta(name: string, version: string): Promise<BuildMeta | null> {
    try {
      return (await this.request<BuildMeta>('GET', `/remotes/${name}/${version}`)).data;
    } catch (err) {
      if (err instanceof RegistryRequestError && err.status === 404) return null;
      throw err;
    }
  }

  async versions(name: string): Promise<BuildMeta[]> {
    return (await this.request<{ versions: BuildMeta[] }>('GET', `/remotes/${name}`)).data.versions;
  }

  async remotes(): Promise<string[]> {
    return (await this.request<{ remotes: string[] }>('GET', '/remotes')).data.remotes;
  }

  async file(name: string, version: string, rel: string): Promise<Buffer | null> {
    const res = await fetch(`${this.baseUrl.replace(/\/+$/, '')}/remotes/${name}/${version}/${rel}`);
    if (res.status === 404) return null;
    if (!res.ok) throw new RegistryRequestError(res.status, 'http', `HTTP ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }

  async signOverride(env: EnvironmentName, overrides: OverrideMap, ttlSeconds: number, sub?: string) {
    return (await this.request<{ token: string; payload: { exp: number } }>('POST', '/registry/overrides/sign', { env, overrides, ttlSeconds, sub })).data;
  }
}
