import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Duplex } from 'node:stream';

const hopByHop = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host']);

function forwardedHeaders(req: IncomingMessage, target: URL): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {};
  for (const [k, v] of Object.entries(req.headers)) if (!hopByHop.has(k) && v !== undefined) headers[k] = v;
  const remote = req.socket.remoteAddress ?? '';
  headers['x-forwarded-for'] = req.headers['x-forwarded-for'] ? `${req.headers['x-forwarded-for']}, ${remote}` : remote;
  headers['x-forwarded-proto'] = (req.headers['x-forwarded-proto'] as string) ?? ((req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http');
  headers['x-forwarded-host'] = (req.headers['x-forwarded-host'] as string) ?? req.headers.host ?? '';
  headers.host = target.host;
  return headers;
}

/** Stream a request to an upstream (API or registry) and its response back, untouched. */
export function proxyHttp(req: IncomingMessage, res: ServerResponse, upstream: string, extraHeaders: Record<string, string> = {}): void {
  const target = new URL(req.url ?? '/', upstream);
  const client = target.protocol === 'https:' ? https : http;
  const up = client.request(
    target,
    { method: req.method, headers: forwardedHeaders(req, target) },
    (upRes) => {
      const headers: http.OutgoingHttpHeaders = {};
      for (const [k, v] of Object.entries(upRes.headers)) if (!hopByHop.has(k) && v !== undefined) headers[k] = v;
      res.writeHead(upRes.statusCode ?? 502, { ...headers, ...extraHeaders });
      upRes.pipe(res);
    },
  );
  up.on('error', () => {
    if (!res.headersSent) {
      res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...extraHeaders });
      // Same envelope as the API, so clients show their generic failure text.
      res.end(JSON.stringify({ data: null, succeeded: false, errors: ['error.somethingWentWrong'], fieldsErrors: {} }));
    } else res.destroy();
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
