import { createHash, timingSafeEqual } from 'node:crypto';
import { createReadStream, promises as fs } from 'node:fs';
import http from 'node:http';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { type EnvironmentName, environmentNameSchema, overrideMapSchema, remoteNameSchema, remoteVersionSchema } from '@tajriba/contracts';
import type { RegistryConfig } from './config';
import { contentTypeFor } from './content-types';
import { HttpError, Registry } from './registry';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const promoteBody = z.object({ remote: remoteNameSchema, version: remoteVersionSchema, force: z.boolean().optional() });
const rollbackBody = z.object({ remote: remoteNameSchema, force: z.boolean().optional() });
const restoreBody = z.object({ revision: z.number().int().min(0), force: z.boolean().optional() });
const removeBody = z.object({ force: z.boolean().optional() }).optional();
const uploadBody = z.object({ files: z.record(z.string(), z.string()), commit: z.string().max(64).optional() });
const signBody = z.object({
  // The contract schema is zod/mini (no `.default()` method); classic's function form does the same.
  // oxlint-disable-next-line no-underscore-dangle
  env: z._default(environmentNameSchema, 'production'),
  overrides: overrideMapSchema,
  ttlSeconds: z.number().int().positive().default(3600),
  sub: z.string().max(200).optional(),
});

function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = body === undefined ? '' : JSON.stringify(body, null, 2);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(res.req.method === 'HEAD' ? undefined : text);
}

async function readBody(req: http.IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new HttpError(413, 'too-large', `body larger than ${limit} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new HttpError(413, 'too-large', `body larger than ${limit} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

async function readJson<T>(req: http.IncomingMessage, schema: z.ZodType<T>, limit = 1024 * 1024): Promise<T> {
  const raw = await readBody(req, limit);
  let data: unknown;
  try {
    data = raw.length ? JSON.parse(raw.toString('utf8')) : undefined;
  } catch {
    throw new HttpError(400, 'bad-json', 'the body is not JSON');
  }
  const r = schema.safeParse(data);
  if (!r.success) throw new HttpError(400, 'bad-request', 'the body does not match the expected shape', r.error.issues);
  return r.data;
}

function digest(s: string) {
  return createHash('sha256').update(s).digest();
}

/** Constant-time bearer token check; the actor recorded in history comes from a header. */
function authorise(req: http.IncomingMessage, token: string): string {
  const header = req.headers.authorization ?? '';
  const m = /^Bearer\s+(.+)$/i.exec(header);
  if (!m || !timingSafeEqual(digest(m[1].trim()), digest(token))) {
    throw new HttpError(401, 'unauthorized', 'this operation needs the registry token (Authorization: Bearer …)');
  }
  const actor = String(req.headers['x-registry-actor'] ?? 'unknown').slice(0, 100);
  return actor.replace(/[^\w@.+ -]/g, '') || 'unknown';
}

function parseIfMatch(req: http.IncomingMessage): number | undefined {
  const v = req.headers['if-match'];
  if (!v || v === '*') return undefined;
  // "r12" or, for a document served with undeployed routes, "r12-<digest>": the revision counts.
  const m = /^(?:W\/)?"?r?(\d+)(?:-[0-9a-f]+)?"?$/.exec(String(v).trim());
  if (!m) throw new HttpError(400, 'bad-if-match', 'If-Match must be a document ETag ("r<revision>")');
  return Number(m[1]);
}

function envParam(raw: string): EnvironmentName {
  const r = environmentNameSchema.safeParse(raw);
  if (!r.success) throw new HttpError(404, 'unknown-environment', `no environment "${raw}"`);
  return r.data;
}

const CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'ETag' };

/** The registry's HTTP API on plain node:http (one dependency less; the routes are few). */
export function createRegistryServer(registry: Registry): http.Server {
  const config: RegistryConfig = registry.config;
  return http.createServer((req, res) => {
    handle(registry, config, req, res).catch((err: unknown) => {
      if (err instanceof HttpError) {
        send(res, err.status, { error: { code: err.code, message: err.message, details: err.details } }, CORS);
        return;
      }
      console.error('registry: unhandled error', err);
      if (!res.headersSent) send(res, 500, { error: { code: 'internal', message: 'internal error' } });
      else res.destroy();
    });
  });
}

async function handle(registry: Registry, config: RegistryConfig, req: http.IncomingMessage, res: http.ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://registry.local');
  const method = req.method ?? 'GET';
  const p = url.pathname;
  let m: RegExpExecArray | null;

  if (method === 'OPTIONS') {
    res.writeHead(204, { ...CORS, 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Max-Age': '86400' });
    res.end();
    return;
  }
  if (p === '/healthz') return send(res, 200, { ok: true });

  if (p === '/registry/override-key.json' && (method === 'GET' || method === 'HEAD')) {
    return send(res, 200, { kid: registry.keys.kid, alg: 'ES256', key: registry.keys.publicJwk }, { ...CORS, 'Cache-Control': 'public, max-age=300' });
  }
  if (p === '/registry/overrides/sign' && method === 'POST') {
    const actor = authorise(req, config.token);
    const body = await readJson(req, signBody);
    const { token, payload } = await registry.signOverride({ ...body, sub: body.sub ?? actor });
    return send(res, 201, { token, payload });
  }

  if ((m = /^\/registry\/([a-z]+)\.json$/.exec(p)) && (method === 'GET' || method === 'HEAD')) {
    const stored = await registry.envs.get(envParam(m[1]));
    const undeployed = await registry.undeployedRoutes(stored);
    const doc = Object.keys(undeployed).length ? { ...stored, undeployed } : stored;
    // Publishing a new area changes the served document without a new revision: the ETag says so.
    const etag = doc === stored ? `"r${stored.revision}"` : `"r${stored.revision}-${digest(JSON.stringify(undeployed)).toString('hex').slice(0, 12)}"`;
    const headers = { ...CORS, 'Cache-Control': 'no-cache', ETag: etag };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    return send(res, 200, doc, headers);
  }
  if ((m = /^\/registry\/([a-z]+)\/history$/.exec(p)) && method === 'GET') {
    const env = envParam(m[1]);
    const limit = Math.min(Math.max(Number(url.searchParams.get('limit') ?? 100) || 100, 1), 1000);
    const entries = (await registry.envs.readHistory(env)).reverse().slice(0, limit);
    return send(res, 200, { env, entries });
  }
  if ((m = /^\/registry\/([a-z]+)\/check$/.exec(p)) && method === 'GET') {
    const report = await registry.check(envParam(m[1]));
    return send(res, report.ok ? 200 : 409, report);
  }
  if ((m = /^\/registry\/([a-z]+)\/(promote|rollback|restore)$/.exec(p)) && method === 'POST') {
    const actor = authorise(req, config.token);
    const env = envParam(m[1]);
    const expectedRevision = parseIfMatch(req);
    let result;
    if (m[2] === 'promote') {
      const b = await readJson(req, promoteBody);
      result = await registry.promote(env, b.remote, b.version, { actor, expectedRevision, force: b.force });
    } else if (m[2] === 'rollback') {
      const b = await readJson(req, rollbackBody);
      result = await registry.rollback(env, b.remote, { actor, expectedRevision, force: b.force });
    } else {
      const b = await readJson(req, restoreBody);
      result = await registry.restore(env, b.revision, { actor, expectedRevision, force: b.force });
    }
    return send(res, 200, result, { ETag: `"r${result.document.revision}"` });
  }
  if ((m = /^\/registry\/([a-z]+)\/remotes\/([^/]+)$/.exec(p)) && method === 'DELETE') {
    const actor = authorise(req, config.token);
    const env = envParam(m[1]);
    const b = await readJson(req, removeBody);
    const result = await registry.remove(env, m[2], { actor, expectedRevision: parseIfMatch(req), force: b?.force });
    return send(res, 200, result, { ETag: `"r${result.document.revision}"` });
  }

  if (p === '/remotes' && method === 'GET') return send(res, 200, { remotes: await registry.builds.listRemotes() }, CORS);
  if ((m = /^\/remotes\/([^/]+)\/?$/.exec(p)) && method === 'GET') {
    return send(res, 200, { name: m[1], versions: await registry.builds.listVersions(m[1]) }, CORS);
  }
  if ((m = /^\/remotes\/([^/]+)\/([^/]+)\/?$/.exec(p)) && method === 'GET') {
    const meta = remoteNameSchema.safeParse(m[1]).success && remoteVersionSchema.safeParse(m[2]).success ? await registry.builds.meta(m[1], m[2]) : null;
    if (!meta) throw new HttpError(404, 'build-not-found', `${m[1]}@${m[2]} is not in the registry`);
    return send(res, 200, meta, CORS);
  }
  if ((m = /^\/remotes\/([^/]+)\/([^/]+)\/?$/.exec(p)) && method === 'PUT') {
    const actor = authorise(req, config.token);
    const [, name, version] = m;
    if (!remoteNameSchema.safeParse(name).success || !remoteVersionSchema.safeParse(version).success) {
      throw new HttpError(400, 'bad-name', 'remote names look like mf-<area>, versions like 1.2.3-abc1234');
    }
    // Refuse before reading a large body: versions are immutable.
    if (await registry.builds.has(name, version)) throw new HttpError(409, 'version-exists', `${name}@${version} already exists; versions are immutable`);
    const body = await readJson(req, uploadBody, config.maxUploadBytes);
    const files = new Map(Object.entries(body.files).map(([k, v]) => [k, Buffer.from(v, 'base64')]));
    const meta = await registry.upload(name, version, files, { actor, commit: body.commit });
    return send(res, 201, meta);
  }
  if ((m = /^\/remotes\/([^/]+)\/([^/]+)\/(.+)$/.exec(p)) && (method === 'GET' || method === 'HEAD')) {
    return serveBuildFile(registry, req, res, m[1], m[2], decodeURIComponent(m[3]));
  }
  throw new HttpError(404, 'not-found', `no route for ${method} ${p}`);
}

async function serveBuildFile(registry: Registry, req: http.IncomingMessage, res: http.ServerResponse, name: string, version: string, rel: string) {
  const file = await registry.builds.resolveFile(name, version, rel);
  if (!file) {
    // 404s are not cached: the version may be uploaded a moment later.
    throw new HttpError(404, 'file-not-found', `${name}@${version} has no ${rel}`);
  }
  const accept = String(req.headers['accept-encoding'] ?? '');
  let served = file;
  let encoding: string | null = null;
  if (/\bbr\b/.test(accept)) {
    const br = await registry.builds.compressedVariant(name, version, rel, 'br');
    if (br) [served, encoding] = [br, 'br'];
  }
  if (!encoding && /\bgzip\b/.test(accept)) {
    const gz = await registry.builds.compressedVariant(name, version, rel, 'gzip');
    if (gz) [served, encoding] = [gz, 'gzip'];
  }
  const stat = await fs.stat(served);
  const headers: Record<string, string> = {
    ...CORS,
    'Content-Type': contentTypeFor(file),
    'Content-Length': String(stat.size),
    'Cache-Control': IMMUTABLE,
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'cross-origin',
    Vary: 'Accept-Encoding',
  };
  if (encoding) headers['Content-Encoding'] = encoding;
  res.writeHead(200, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await pipeline(createReadStream(served), res);
}
