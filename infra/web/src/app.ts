import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { composeRoutes, findRoute, type RegistryDocument } from '@tajriba/contracts';
import { encodeAll, LruCache, negotiate, pick, type EncodedBody } from './compression';
import type { WebConfig } from './config';
import { LeadLookup, type LeadPhoto } from './first-paint';
import { FirstScreens } from './first-screens';
import { preloadsFor, renderIndex, type ShellPreloads } from './html';
// One content-type table for the platform: the registry serves the remotes' files with it.
import { contentTypeFor } from '@tajriba/registry/content-types';
import { PageCache, type CachedPage } from './page-cache';
import { pagePrefs, type PagePrefs } from './prefs';
import { proxyHttp, proxyUpgrade, requestIdOf, upstreamAgent } from './proxy';
import type { ManifestLike, RegistrySource } from './registry-source';
import { baseSecurityHeaders, contentSecurityPolicy, HSTS } from './security';

/** Paths the API owns; everything is proxied as-is (same origin for the browser: cookies, CSP). */
const apiPrefixes = ['/api', '/Connect', '/Register', '/Reset', '/hubs', '/files', '/dev', '/signin-google', '/signin-facebook', '/signin-apple', '/health', '/ready'];
const apiLoosePrefixes = ['/openapi', '/docs'];

export const isApiPath = (p: string): boolean =>
  apiPrefixes.some((x) => p === x || p.startsWith(`${x}/`)) || apiLoosePrefixes.some((x) => p.startsWith(x));

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A path the edge may serve a file for: valid percent-encoding, no encoded `.` `/` `\\`, no
 * backslash and no `.` or `..` segment (decoded or not).
 */
export function isLiteralPath(rawUrl: string): boolean {
  const raw = rawUrl.split(/[?#]/)[0];
  if (/%(2e|2f|5c)/i.test(raw) || raw.includes('\\')) return false;
  try {
    decodeURIComponent(raw);
  } catch {
    return false;
  }
  return !raw.split('/').some((seg) => seg === '.' || seg === '..');
}

interface StaticEntry {
  mtimeMs: number;
  body: EncodedBody;
  etag: string;
  type: string;
}

export interface WebApp {
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
}

export function createWebApp(config: WebConfig, source: RegistrySource): WebApp {
  const statics = new Map<string, StaticEntry>();
  const remoteFiles = new LruCache<{ body: EncodedBody; type: string; etag: string }>(500);
  const pages = new PageCache();
  const leads = new LeadLookup({ apiUrl: config.apiUrl });
  const firstScreens = new FirstScreens(source);
  const apiAgent = upstreamAgent(config.apiUrl, config.upstreamSockets);
  const registryAgent = upstreamAgent(config.registryUrl, config.upstreamSockets);
  const shellDir = config.shellDist;

  async function loadStatic(rel: string): Promise<StaticEntry | null> {
    const file = path.normalize(path.join(shellDir, rel));
    if (!file.startsWith(shellDir + path.sep)) return null;
    let st;
    try {
      st = await stat(file);
    } catch {
      return null;
    }
    if (!st.isFile()) return null;
    const hit = statics.get(file);
    if (hit && hit.mtimeMs === st.mtimeMs) return hit;
    const data = await readFile(file);
    const type = contentTypeFor(file);
    const entry = { mtimeMs: st.mtimeMs, body: encodeAll(data, type), etag: `"${createHash('sha1').update(data).digest('base64url')}"`, type };
    statics.set(file, entry);
    return entry;
  }

  /** HTTPS only (behind a TLS terminator: its X-Forwarded-Proto), or always in production. */
  const hstsFor = (req: IncomingMessage): Record<string, string> =>
    config.siteEnv === 'production' || req.headers['x-forwarded-proto'] === 'https' || (req.socket as { encrypted?: boolean }).encrypted ? { 'Strict-Transport-Security': HSTS } : {};

  function send(req: IncomingMessage, res: ServerResponse, status: number, body: EncodedBody, headers: Record<string, string>): void {
    const { data, encoding } = pick(body, negotiate(req));
    const h: Record<string, string> = { ...baseSecurityHeaders, ...hstsFor(req), 'x-request-id': requestIdOf(req), ...headers, 'Content-Length': String(data.length) };
    if (body.br || body.gzip) h.Vary = headers.Vary ?? 'Accept-Encoding';
    if (encoding !== 'identity') h['Content-Encoding'] = encoding;
    if (status === 200 && headers.ETag && req.headers['if-none-match'] === headers.ETag) {
      delete h['Content-Length'];
      delete h['Content-Encoding'];
      res.writeHead(304, h);
      res.end();
      return;
    }
    res.writeHead(status, h);
    res.end(req.method === 'HEAD' ? undefined : data);
  }

  async function shellPreloads(): Promise<ShellPreloads> {
    const none: ShellPreloads = { preload: [], shared: {} };
    const entry = await loadStatic('preload.json');
    if (!entry) return none;
    try {
      const list = JSON.parse(entry.body.identity.toString('utf8')) as { preload?: string[]; shared?: Record<string, string[]>; catalogues?: Record<string, string[]> };
      const abs = (files: string[]) => files.map((f) => `/${f}`);
      const byKey = (record: Record<string, string[]> | undefined) =>
        Object.assign(Object.create(null) as Record<string, string[]>, Object.fromEntries(Object.entries(record ?? {}).map(([k, files]) => [k, abs(files)])));
      return { preload: abs(list.preload ?? []), shared: byKey(list.shared), catalogues: byKey(list.catalogues) };
    } catch {
      return none;
    }
  }

  /** The site's public origin: SITE_URL when set, else the request's own (a malformed Host gives none). */
  function siteOrigin(req: IncomingMessage): string | null {
    if (config.siteUrl) return config.siteUrl;
    const host = req.headers.host ?? '';
    if (!/^[a-z0-9.-]+(:\d{1,5})?$/i.test(host)) return null;
    const proto = String(req.headers['x-forwarded-proto'] ?? '').split(',')[0].trim() === 'https' ? 'https' : 'http';
    return `${proto}://${host}`;
  }

  async function serveIndex(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    const template = await loadStatic('index.html');
    if (!template) {
      send(req, res, 503, encodeAll(Buffer.from('The site is not built yet: run the shell build.'), 'text/plain'), {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      return;
    }
    const doc = await source.document(config.siteEnv);
    const prefs = pagePrefs(req.headers, req.url);
    const origin = siteOrigin(req);
    const preloadList = await loadStatic('preload.json');
    // The page's lead photo (first-paint.ts): public catalogue data, the same for everyone.
    const lead = doc ? await leads.photoFor(pathname, new URL(req.url ?? '/', 'http://edge.local').search) : null;
    // Local builds are rebuilt in place under the same document (manifests read live), so only
    // pages of a published environment are kept.
    const key =
      source.kind === 'http' ? pages.key({ shell: `${template.etag}${preloadList?.etag ?? ''}`, doc, prefs, url: (origin ?? '') + (req.url ?? '/'), lead }) : null;
    const page = (key && pages.get(key)) || (await renderPage(pathname, req.url ?? '/', doc, prefs, origin, template, key, lead));
    // x-request-id and the security headers are added per response by send().
    send(req, res, page.status, page.body, page.headers);
  }

  /** index.html for one page: status, language, preloads, inlined document and its CSP. */
  async function renderPage(
    pathname: string,
    url: string,
    doc: RegistryDocument | null,
    prefs: PagePrefs,
    origin: string | null,
    template: StaticEntry,
    key: string | null,
    lead: LeadPhoto | null,
  ): Promise<CachedPage> {
    // A manifest the registry could not give costs the page its preloads: such a page is served but
    // not kept, so the preloads are back as soon as the manifest is.
    let complete = true;
    // Read once per page: the preloads and the first screen both need the route's manifest.
    const read = new Map<string, Promise<ManifestLike | null>>();
    const manifests = {
      manifest: (u: string) => {
        let m = read.get(u);
        if (!m) {
          m = source.manifest(u).then((got) => {
            if (!got) complete = false;
            return got;
          });
          read.set(u, m);
        }
        return m;
      },
    };
    const preloads = await preloadsFor(pathname, doc, manifests, await shellPreloads(), prefs.locale);
    // Unknown URLs still get the app (it renders the localised 404 page) but with a real 404 status.
    // The routes are the shell's pages and those the document's remotes declare; without a
    // document nothing can be said (the page shows the "couldn't reach" panel), so 200.
    const status = !doc || findRoute(composeRoutes(doc), pathname) ? 200 : 404;
    // A real page names its English and Arabic versions (hreflang), so both get indexed.
    const pageUrl = status === 200 && origin ? origin + url : undefined;
    // A page whose lead photo the edge paints needs no first screen (the photo is its largest paint).
    const first = status === 200 && !lead ? await firstScreens.for(pathname, new URL(url, 'http://edge.local').search, doc, manifests.manifest, prefs) : null;
    if (first && !first.complete) complete = false;
    const { html, scriptHashes } = renderIndex(template.body.identity.toString('utf8'), {
      env: config.siteEnv,
      doc,
      preloads,
      prefs,
      pageUrl,
      lead: status === 200 ? lead : null,
      firstScreen: first?.screen,
    });
    const page: CachedPage = {
      status,
      body: encodeAll(Buffer.from(html), 'text/html'),
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
        // The page is painted in the cookie's (or the browser's) language and theme.
        Vary: 'Accept-Encoding, Cookie, Accept-Language',
        'Content-Language': prefs.locale,
        'Content-Security-Policy': contentSecurityPolicy({ env: config.siteEnv, doc, scriptHashes, paymentsOrigin: config.paymentsOrigin }),
      },
    };
    if (key && complete && doc) pages.set(key, page);
    return page;
  }

  async function serveRemoteFile(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    const cached = remoteFiles.get(pathname);
    if (cached) {
      send(req, res, 200, cached.body, { 'Content-Type': cached.type, 'Cache-Control': IMMUTABLE, ETag: cached.etag });
      return;
    }
    const file = await source.fetchFile(pathname);
    if (file.status !== 200) {
      // Never cache a failure: the remote must be retrievable the moment it is back.
      send(req, res, file.status === 404 ? 404 : 502, { identity: file.body }, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      return;
    }
    const type = file.contentType && !file.contentType.startsWith('application/octet-stream') ? file.contentType : contentTypeFor(pathname);
    const entry = { body: encodeAll(file.body, type), type, etag: `"${createHash('sha1').update(file.body).digest('base64url')}"` };
    // Versioned paths never change content, so they can be cached here and in browsers for a
    // year. Local builds are rebuilt in place, so the edge does not keep them.
    if (source.kind === 'http') remoteFiles.set(pathname, entry);
    send(req, res, 200, entry.body, { 'Content-Type': type, 'Cache-Control': IMMUTABLE, ETag: entry.etag });
  }

  async function serveRegistryDoc(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    if (source.kind === 'http') {
      proxyHttp(req, res, config.registryUrl, { 'Cache-Control': 'no-cache', ...baseSecurityHeaders, ...hstsFor(req) }, registryAgent);
      return;
    }
    const file = await source.fetchFile(pathname);
    send(req, res, file.status, encodeAll(file.body, 'application/json'), { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
  }

  function badRequest(req: IncomingMessage, res: ServerResponse): void {
    send(req, res, 400, { identity: Buffer.from('bad request') }, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  }

  return {
    async handle(req, res) {
      requestIdOf(req);
      let pathname: string;
      try {
        pathname = new URL(req.url ?? '/', 'http://edge.local').pathname;
      } catch {
        return badRequest(req, res);
      }
      try {
        if (pathname === '/healthz') {
          // The edge's own liveness; /health and /ready belong to the API behind it.
          send(req, res, 200, { identity: Buffer.from('{"ok":true}') }, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
          return;
        }
        if (isApiPath(pathname)) return proxyHttp(req, res, config.apiUrl, hstsFor(req), apiAgent);
        // Files are addressed literally: an encoded dot, slash or backslash, or a dot segment the URL
        // parser would fold away (`/remotes/x/1.0.0/%2e%2e/…` becoming another file that is then
        // cached for a year), is refused rather than normalised.
        if (!isLiteralPath(req.url ?? '/')) return badRequest(req, res);
        if (req.method !== 'GET' && req.method !== 'HEAD') {
          send(req, res, 405, { identity: Buffer.from('method not allowed') }, { 'Content-Type': 'text/plain; charset=utf-8', Allow: 'GET, HEAD' });
          return;
        }
        if (pathname.startsWith('/remotes/')) return await serveRemoteFile(req, res, pathname);
        if (pathname.startsWith('/registry/')) return await serveRegistryDoc(req, res, pathname);
        if (pathname !== '/' && pathname !== '/index.html' && pathname !== '/preload.json' && /\.[a-z0-9]+$/i.test(pathname)) {
          let rel: string;
          try {
            rel = decodeURIComponent(pathname.slice(1));
          } catch {
            return badRequest(req, res);
          }
          const entry = await loadStatic(rel);
          if (entry) {
            // Chunks carry a content hash in their name; the entry (main.js) is revalidated.
            const cache = pathname.startsWith('/static/') || pathname.startsWith('/assets/') ? IMMUTABLE : 'no-cache';
            send(req, res, 200, entry.body, { 'Content-Type': entry.type, 'Cache-Control': cache, ETag: entry.etag });
            return;
          }
          if (/\.(js|css|map|json|png|jpe?g|svg|webp|woff2?)$/i.test(pathname)) {
            send(req, res, 404, { identity: Buffer.from('not found') }, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
            return;
          }
        }
        await serveIndex(req, res, pathname);
      } catch (e) {
        console.error('edge error', e);
        if (!res.headersSent) send(req, res, 500, { identity: Buffer.from('internal error') }, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        else res.destroy();
      }
    },
    upgrade(req, socket, head) {
      const pathname = new URL(req.url ?? '/', 'http://edge.local').pathname;
      if (isApiPath(pathname)) proxyUpgrade(req, socket, head, config.apiUrl);
      else socket.destroy();
    },
  };
}
