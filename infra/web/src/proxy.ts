import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { MAX_CHAT_ATTACHMENT_BYTES } from '@tajriba/contracts/account';

const hopByHop = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host']);

/** Largest request body the edge forwards: the API's own limit (4 MiB) plus multipart framing. */
export const MAX_REQUEST_BYTES = 4 * 1024 * 1024 + 64 * 1024;
/** A chat attachment upload (`UploadFile?purpose=chat`): the API's 10 MB for those, plus framing. */
export const MAX_CHAT_UPLOAD_BYTES = MAX_CHAT_ATTACHMENT_BYTES + 64 * 1024;

/** Only chat attachments get the larger limit: every other request keeps the 4 MiB one. */
export function maxRequestBytes(url: string | undefined): number {
  const u = new URL(url ?? '/', 'http://edge');
  return u.pathname === '/api/Files/UploadFile' && u.searchParams.get('purpose') === 'chat' ? MAX_CHAT_UPLOAD_BYTES : MAX_REQUEST_BYTES;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The id that follows a request through the edge, the API and both logs: the client's
 * `x-request-id` when it is a plausible id, a new UUID otherwise. Stored on the request so the
 * edge's own response carries the same one.
 */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
  req.headers['x-request-id'] = id;
  return id;
}

function forwardedHeaders(req: IncomingMessage, target: URL): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {};
  for (const [k, v] of Object.entries(req.headers)) if (!hopByHop.has(k) && v !== undefined) headers[k] = v;
  const remote = req.socket.remoteAddress ?? '';
  headers['x-forwarded-for'] = req.headers['x-forwarded-for'] ? `${req.headers['x-forwarded-for']}, ${remote}` : remote;
  headers['x-forwarded-proto'] = (req.headers['x-forwarded-proto'] as string) ?? ((req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http');
  headers['x-forwarded-host'] = (req.headers['x-forwarded-host'] as string) ?? req.headers.host ?? '';
  headers['x-request-id'] = requestIdOf(req);
  headers.host = target.host;
  return headers;
}

/**
 * The edge answered before reading the whole request body: tell the client the connection ends
 * (`Connection: close`), keep reading what it still sends for a moment so it receives the answer
 * instead of a reset, then close. A keep-alive connection with an unread body would otherwise make
 * the client's next request wait behind it.
 */
/** How long a client may pause, while the edge drains the body it is still sending, before it is cut. */
const LINGER_IDLE_MS = 2000;
/** The longest the edge drains after answering, however steadily the client sends. */
const LINGER_MAX_MS = 30_000;

function closeAfter(req: IncomingMessage, res: ServerResponse): void {
  if (req.complete) return;
  res.setHeader('Connection', 'close');
  req.unpipe();
  req.resume();
  // A lingering close. The client is still sending the body it announced, and Node closes a
  // `Connection: close` socket as soon as the answer is written (socket.destroySoon): the
  // client's next write is then answered with a reset, and a reset discards our answer if the
  // client has not read it yet (seen under load: ECONNRESET and no 413). Instead the edge ends
  // only its own side (FIN after the answer) and reads and drops the rest of the body until it
  // ends — cut if the client pauses for LINGER_IDLE_MS, or after LINGER_MAX_MS in all.
  const socket = req.socket;
  socket.destroySoon = () => {
    socket.end();
    const cut = () => socket.destroy();
    const idle = setTimeout(cut, LINGER_IDLE_MS);
    const cap = setTimeout(cut, LINGER_MAX_MS);
    idle.unref();
    cap.unref();
    req.on('data', () => idle.refresh());
    socket.once('close', () => {
      clearTimeout(idle);
      clearTimeout(cap);
    });
  };
}

/**
 * The edge's connections to one upstream (the API, the registry): kept alive, at most
 * `maxSockets` of them, and a request beyond that waits at the edge in arrival order (FIFO) for
 * the next free one.
 *
 * Why bounded: Node accepts one new connection per turn of its event loop, and the API on its
 * embedded database (PGlite) does its queries synchronously, so a turn under load lasts as long
 * as every ready request takes. With one upstream connection per concurrent client (Node's
 * default agent, unbounded), the edge kept opening connections while the API was busy, and a
 * request sent on a connection waiting in the API's accept queue waited until the load stopped:
 * 1 % of ExperiencesList calls timed out after 10 s at 200 connections while the median was
 * 314 ms (infra/web/README.md, "Load check"). A small pool is opened once and reused, the queue
 * in front of it is fair, and concurrency beyond a handful of requests buys the API no
 * throughput anyway. Idle connections are closed after 30 s, before the API's own keep-alive
 * timeout (72 s), so the edge never reuses one the API is closing.
 */
export function upstreamAgent(upstream: string, maxSockets: number): http.Agent {
  const options: http.AgentOptions = { keepAlive: true, maxSockets, maxFreeSockets: maxSockets, scheduling: 'fifo', timeout: 30_000 };
  return new URL(upstream).protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
}

const envelope502 = JSON.stringify({ data: null, succeeded: false, errors: ['error.somethingWentWrong'], fieldsErrors: {} });
const envelope413 = JSON.stringify({ data: null, succeeded: false, errors: ['error.payloadTooLarge'], fieldsErrors: { body: ['error.payloadTooLarge'] } });

/** Stream a request to an upstream (API or registry) and its response back, untouched. */
export function proxyHttp(req: IncomingMessage, res: ServerResponse, upstream: string, extraHeaders: Record<string, string> = {}, agent?: http.Agent): void {
  const target = new URL(req.url ?? '/', upstream);
  const client = target.protocol === 'https:' ? https : http;
  const id = requestIdOf(req);
  const declared = Number(req.headers['content-length'] ?? 0);
  const limit = maxRequestBytes(req.url);
  if (declared > limit) {
    // Answer oversize bodies here: the API would answer early and close, and the edge would race
    // its own upload against that close (502s, hanging connections).
    closeAfter(req, res);
    res.writeHead(413, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'x-request-id': id, ...extraHeaders });
    res.end(envelope413);
    return;
  }
  let answered = false;
  const up = client.request(target, { method: req.method, headers: forwardedHeaders(req, target), agent }, (upRes) => {
    answered = true;
    const headers: http.OutgoingHttpHeaders = {};
    // The edge's own headers replace the upstream's of the same name (whatever its case): no
    // duplicate Cache-Control on registry documents.
    const overridden = new Set(Object.keys(extraHeaders).map((k) => k.toLowerCase()));
    for (const [k, v] of Object.entries(upRes.headers)) if (!hopByHop.has(k) && !overridden.has(k) && v !== undefined) headers[k] = v;
    // The upstream answered before it read the whole body (an early 413): stop sending it.
    if (!req.complete) closeAfter(req, res);
    res.writeHead(upRes.statusCode ?? 502, { ...headers, ...extraHeaders });
    upRes.pipe(res);
    upRes.on('error', () => res.destroy());
  });
  up.on('error', () => {
    // After an answer, an error is the upstream closing its side while we still sent the body:
    // the answer is already on its way.
    // A client that went away (res closed) has nobody to answer.
    if (answered || res.destroyed) return;
    if (!res.headersSent) {
      closeAfter(req, res);
      res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'x-request-id': id, ...extraHeaders });
      // Same envelope as the API, so clients show their generic failure text.
      res.end(envelope502);
    } else res.destroy();
  });
  // A client that gave up (closed its connection) gives up its place in the queue and its
  // upstream request: waiting clients are not served behind answers nobody will read.
  res.on('close', () => {
    if (!res.writableFinished) up.destroy();
  });
  let sent = 0;
  req.on('data', (c: Buffer) => {
    sent += c.length;
    if (sent > limit && !answered && !res.headersSent) {
      up.destroy();
      closeAfter(req, res);
      res.writeHead(413, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'x-request-id': id, ...extraHeaders });
      res.end(envelope413);
    }
  });
  req.pipe(up);
}

/** WebSocket upgrade (the SignalR hubs): a raw TCP tunnel once the upstream accepts. */
export function proxyUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, upstream: string): void {
  const target = new URL(req.url ?? '/', upstream);
  const port = Number(target.port || (target.protocol === 'https:' ? 443 : 80));
  const up = net.connect(port, target.hostname, () => {
    const headers = forwardedHeaders(req, target);
    const lines = [`${req.method} ${target.pathname}${target.search} HTTP/1.1`];
    for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${Array.isArray(v) ? v.join(', ') : v}`);
    lines.push('Connection: Upgrade', `Upgrade: ${req.headers.upgrade ?? 'websocket'}`);
    up.write(lines.join('\r\n') + '\r\n\r\n');
    if (head.length) up.write(head);
    up.pipe(socket);
    socket.pipe(up);
  });
  const close = () => {
    up.destroy();
    socket.destroy();
  };
  up.on('error', close);
  socket.on('error', close);
}
