import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import http, { type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { RegistryDocument } from '@tajriba/contracts';
import { createWebApp } from '../src/app';
import { createEdgeServer } from '../src/server';
import type { WebConfig } from '../src/config';
import type { ManifestLike, RegistrySource, RemoteFile } from '../src/registry-source';

export const INLINE_SCRIPT = "document.documentElement.dir='ltr';";

/** A built shell as webpack leaves it: index.html with an inline script, entry, hashed chunks. */
export function makeShellDist(opts: { catalogues?: boolean } = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tj-web-'));
  mkdirSync(path.join(dir, 'static'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang=en><head><meta charset=utf-8><title>Tajriba</title><script>${INLINE_SCRIPT}</script><script defer src="/main.js?abc"></script></head><body><div id=root></div></body></html>`,
  );
  writeFileSync(path.join(dir, 'main.js'), `console.log("main");${' '.repeat(2000)}`);
  writeFileSync(path.join(dir, 'static/101.abcdef12.js'), `console.log("chunk");${'/* padding */'.repeat(200)}`);
  writeFileSync(
    path.join(dir, 'preload.json'),
    JSON.stringify({
      entry: ['main.js'],
      preload: ['static/101.abcdef12.js'],
      shared: { '@tajriba/contracts/discovery': ['static/202.disc.js', 'static/303.zod.js'], '@tajriba/contracts/account': ['static/404.acct.js', 'static/303.zod.js'] },
      // a shell built before preload.json named its catalogue chunks has no `catalogues`
      ...(opts.catalogues === false ? {} : { catalogues: { en: ['static/messages-en.5e11e11e.js'], ar: ['static/messages-ar.5a11a11a.js'] } }),
    }),
  );
  return dir;
}

export const doc: RegistryDocument = {
  env: 'staging',
  revision: 3,
  updatedAt: '2026-11-21T10:00:00.000Z',
  remotes: {
    'mf-discovery': {
      version: '1.2.0',
      manifest: '/remotes/mf-discovery/1.2.0/mf-manifest.json',
      entry: '/remotes/mf-discovery/1.2.0/remoteEntry.js',
      contractVersion: '1.0.0',
      routes: [
        { path: '/', access: 'public' },
        { path: '/experiences/details/:id', access: 'public' },
        { path: '/search', access: 'public' },
        { path: '/experiences', access: 'public' },
      ],
      menu: [],
    },
    'mf-account': {
      version: '0.9.0',
      manifest: 'https://cdn.example.com/remotes/mf-account/0.9.0/mf-manifest.json',
      entry: 'https://cdn.example.com/remotes/mf-account/0.9.0/remoteEntry.js',
      contractVersion: '1.0.0',
      routes: [
        { path: '/dashboard', access: 'host' },
        { path: '/profile/account-settings/payments', access: 'signed-in' },
      ],
      menu: [],
    },
  },
};

export const manifest: ManifestLike = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './app', name: 'app', assets: { js: { sync: ['__federation_expose_app.1234.js', '35.abcd.js'], async: ['99.lazy.js'] } } }],
  shared: [{ name: 'react' }, { name: '@tajriba/contracts/discovery' }],
};

export class FakeSource implements RegistrySource {
  readonly kind = 'http' as const;
  files = new Map<string, RemoteFile>([
    ['/remotes/mf-discovery/1.2.0/remoteEntry.js', { status: 200, body: Buffer.from(`var mf_discovery=1;${' '.repeat(4000)}`), contentType: 'application/javascript' }],
  ]);
  fetchCount = 0;
  constructor(public current: RegistryDocument | null = doc) {}
  async document() {
    return this.current;
  }
  /** replaces the mf-discovery manifest (a remote build the edge must survive) */
  manifestOverride: ManifestLike | null = null;
  async manifest(url: string) {
    return url === doc.remotes['mf-discovery'].manifest ? (this.manifestOverride ?? manifest) : null;
  }
  async fetchFile(pathname: string) {
    this.fetchCount++;
    return this.files.get(pathname) ?? { status: 404, body: Buffer.from('not found') };
  }
}

export interface Upstream {
  url: string;
  requests: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[];
  /** every request whose head reached it (`requests` holds those whose body it read to the end) */
  started: string[];
  close(): Promise<void>;
}

/** A stand-in API: records what reached it and answers with an envelope. */
export async function startUpstream(): Promise<Upstream> {
  const requests: Upstream['requests'] = [];
  const started: string[] = [];
  const server = http.createServer((req, res) => {
    started.push(`${req.method} ${req.url}`);
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      requests.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      res.writeHead(req.url?.startsWith('/Connect/RefreshToken') ? 401 : 200, {
        'Content-Type': 'application/json',
        'Set-Cookie': 'tj_rt=abc; HttpOnly; Path=/Connect',
      });
      res.end(JSON.stringify({ data: { echo: body }, succeeded: true, errors: [], fieldsErrors: {} }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    started,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

export async function startEdge(opts: { shellDist: string; source: RegistrySource; apiUrl: string; registryUrl?: string; env?: WebConfig['siteEnv']; upstreamSockets?: number }) {
  const config: WebConfig = {
    port: 0,
    host: '127.0.0.1',
    siteEnv: opts.env ?? 'staging',
    apiUrl: opts.apiUrl,
    registryUrl: opts.registryUrl ?? opts.apiUrl,
    shellDist: opts.shellDist,
    local: false,
    localRemotes: {},
    registryTtlSeconds: 2,
    paymentsOrigin: 'https://api.moyasar.com',
    keepAliveTimeoutMs: 65_000,
    upstreamSockets: opts.upstreamSockets ?? 16,
  };
  const app = createWebApp(config, opts.source);
  // The server the edge really runs (its timeouts included).
  const server = createEdgeServer((req, res) => void app.handle(req, res), config);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** A raw GET (fetch forbids setting Host). */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'identity', ...headers } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}
