import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket, type RawData } from 'ws';
import type { Backplane, BackplaneMessage } from './backplane';
import {
  HANDSHAKE_OK,
  MessageType,
  PING_FRAME,
  closeFrame,
  frame,
  invocationFrame,
  parseHandshake,
  parseMessage,
  splitRecords,
  type HubMessage,
} from './protocol';

/** Who a connection belongs to, and until when its access token is valid. */
export interface HubUser {
  id: number;
  /** Seconds since the epoch; the connection is closed (reconnect allowed) when the token expires. */
  expiresAt: number;
}

export interface HubCallContext {
  user: HubUser;
  connectionId: string;
  hub: string;
}

/** A method clients may invoke; its return value (awaited) is the completion's `result`. */
export type HubMethod = (ctx: HubCallContext, ...args: unknown[]) => unknown;

export interface HubConnectionEvents {
  /** A user's first connection to any hub on this instance opened / their last one closed. */
  onUserConnected?(userId: number): void;
  onUserDisconnected?(userId: number): void;
}

export interface HubServerOptions extends HubConnectionEvents {
  /** Hub name → URL path, e.g. `{ chat: '/hubs/chat' }`. */
  hubs: Record<string, string>;
  /** Validates an access token; null refuses the connection (401). */
  authenticate(token: string): Promise<HubUser | null>;
  backplane: Backplane;
  now?: () => number;
  /** Server pings (default 15 s, the client's keep-alive expectation). */
  keepAliveMs?: number;
  /** A client silent this long is dropped (default 30 s, twice the client's own ping interval). */
  clientTimeoutMs?: number;
  /** The handshake must arrive within this time (default 15 s). */
  handshakeTimeoutMs?: number;
  /** Largest accepted WebSocket message (default 64 KiB: hub calls carry ids, not content). */
  maxMessageBytes?: number;
  log?: { warn(obj: object, msg: string): void; debug?(obj: object, msg: string): void };
}

interface Connection {
  id: string;
  hub: string;
  user: HubUser;
  socket: WebSocket;
  handshaken: boolean;
  buffer: string;
  lastReceived: number;
  expiryTimer: NodeJS.Timeout | null;
  handshakeTimer: NodeJS.Timeout | null;
}

/** Connection ids in `?id=`: the negotiate response's token (base64url, 16 bytes). */
const CONNECTION_TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The server side of the SignalR protocol for `@microsoft/signalr` clients: negotiate (version 1),
 * WebSocket transport, JSON hub protocol (handshake, invocations, completions, pings, close with
 * `allowReconnect`). Messages to users go through the backplane, so every instance delivers to
 * the connections it holds: all of a user's tabs and devices receive.
 *
 * Negotiation is stateless (the WebSocket authenticates again with `access_token`), so negotiate
 * and the upgrade may reach different instances behind a load balancer.
 */
export class HubServer {
  private readonly wss: WebSocketServer;
  private readonly hubByPath = new Map<string, string>();
  private readonly methods = new Map<string, Map<string, HubMethod>>();
  /** hub → user id → connections. */
  private readonly byUser = new Map<string, Map<number, Set<Connection>>>();
  private readonly all = new Set<Connection>();
  /** Users with at least one connection on this instance (any hub) → connection count. */
  private readonly userCounts = new Map<number, number>();
  private readonly keepAlive: NodeJS.Timeout;
  private readonly now: () => number;
  private closed = false;

  constructor(private readonly opts: HubServerOptions) {
    this.now = opts.now ?? Date.now;
    for (const [name, path] of Object.entries(opts.hubs)) {
      this.hubByPath.set(path, name);
      this.methods.set(name, new Map());
      this.byUser.set(name, new Map());
    }
    this.wss = new WebSocketServer({ noServer: true, maxPayload: opts.maxMessageBytes ?? 64 * 1024, perMessageDeflate: false });
    opts.backplane.onMessage((m) => this.deliverLocal(m));
    const keepAliveMs = opts.keepAliveMs ?? 15_000;
    const timeoutMs = opts.clientTimeoutMs ?? 30_000;
    // One timer for every connection: pings out, silent clients dropped.
    this.keepAlive = setInterval(() => {
      const now = this.now();
      for (const c of this.all) {
        if (!c.handshaken) continue;
        if (now - c.lastReceived > timeoutMs) {
          this.closeConnection(c, 'Server timeout elapsed without receiving a message from the client.', true);
          continue;
        }
        this.send(c, PING_FRAME);
      }
    }, keepAliveMs);
    this.keepAlive.unref();
  }

  /** The hub served at a URL path (`/hubs/chat`), or undefined. */
  hubAt(path: string): string | undefined {
    return this.hubByPath.get(path);
  }

  /** Registers a method clients may invoke on a hub. */
  method(hub: string, name: string, fn: HubMethod): void {
    const table = this.methods.get(hub);
    if (!table) throw new Error(`unknown hub "${hub}"`);
    table.set(name.toLowerCase(), fn);
  }

  /** The negotiate response (version 1): WebSockets with the text format only (JSON protocol). */
  negotiate(): { connectionId: string; connectionToken: string; negotiateVersion: 1; availableTransports: { transport: string; transferFormats: string[] }[] } {
    return {
      connectionId: randomBytes(16).toString('base64url'),
      connectionToken: randomBytes(16).toString('base64url'),
      negotiateVersion: 1,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
    };
  }

  /** Sends `target(...args)` to every connection of these users on `hub`, on every instance. */
  async sendToUsers(hub: string, userIds: number[], target: string, args: unknown[]): Promise<void> {
    if (!this.methods.has(hub)) throw new Error(`unknown hub "${hub}"`);
    const ids = [...new Set(userIds)];
    if (!ids.length || this.closed) return;
    await this.opts.backplane.publish({ hub, userIds: ids, target, args });
  }

  /** Connections this instance holds (benchmarks, health). */
  get connectionCount(): number {
    return this.all.size;
  }

  /** Users with a connection on this instance. */
  connectedUserIds(): number[] {
    return [...this.userCounts.keys()];
  }

  /** Whether a user has a connection on this instance. */
  isConnectedHere(userId: number): boolean {
    return (this.userCounts.get(userId) ?? 0) > 0;
  }

  /**
   * Handles an HTTP upgrade for a hub path; answers false for other paths (left to other
   * handlers). Authentication: `access_token` on the query (browsers cannot set headers on a
   * WebSocket) or a bearer header.
   */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const hub = this.hubByPath.get(url.pathname);
    if (!hub) return false;
    const refuse = (status: number, text: string) => {
      socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    };
    if (this.closed) {
      refuse(503, 'Service Unavailable');
      return true;
    }
    const id = url.searchParams.get('id');
    if (!id || !CONNECTION_TOKEN.test(id)) {
      refuse(400, 'Bad Request');
      return true;
    }
    const header = req.headers.authorization;
    const token = url.searchParams.get('access_token') ?? (header && /^Bearer\s+/i.test(header) ? header.replace(/^Bearer\s+/i, '').trim() : null);
    socket.on('error', () => socket.destroy());
    void (async () => {
      const user = token ? await this.opts.authenticate(token).catch(() => null) : null;
      if (!user) return refuse(401, 'Unauthorized');
      if (this.closed) return refuse(503, 'Service Unavailable');
      this.wss.handleUpgrade(req, socket, head, (ws) => this.accept(hub, id, user, ws));
    })();
    return true;
  }

  private accept(hub: string, id: string, user: HubUser, socket: WebSocket): void {
    const c: Connection = { id, hub, user, socket, handshaken: false, buffer: '', lastReceived: this.now(), expiryTimer: null, handshakeTimer: null };
    this.all.add(c);
    c.handshakeTimer = setTimeout(() => this.closeConnection(c, 'Handshake was not received in time.', false), this.opts.handshakeTimeoutMs ?? 15_000);
    // When the access token expires the connection ends with allowReconnect: the client's
    // accessTokenFactory supplies a fresh token, so a revoked session stops receiving.
    const ttl = user.expiresAt * 1000 - this.now();
    c.expiryTimer = setTimeout(() => this.closeConnection(c, 'The access token expired.', true), Math.max(0, Math.min(ttl, 2 ** 31 - 1)));
    socket.on('message', (data: RawData, isBinary: boolean) => this.receive(c, data, isBinary));
    socket.on('close', () => this.drop(c));
    socket.on('error', () => this.drop(c));
  }

  private receive(c: Connection, data: RawData, isBinary: boolean): void {
    c.lastReceived = this.now();
    if (isBinary) return this.closeConnection(c, 'Binary messages are not supported: use the JSON protocol.', false);
    const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');
    const { records, rest } = splitRecords(c.buffer + text);
    c.buffer = rest;
    if (c.buffer.length > (this.opts.maxMessageBytes ?? 64 * 1024)) return this.closeConnection(c, 'Message too large.', false);
    for (const record of records) {
      if (!c.handshaken) {
        const hs = parseHandshake(record);
        if (!hs || hs.protocol !== 'json' || hs.version !== 1) {
          this.send(c, frame({ error: hs ? `The protocol '${hs.protocol}' version ${hs.version} is not supported.` : 'Invalid handshake request.' }));
          c.socket.close(1000);
          return;
        }
        c.handshaken = true;
        if (c.handshakeTimer) clearTimeout(c.handshakeTimer);
        c.handshakeTimer = null;
        this.send(c, HANDSHAKE_OK);
        this.register(c);
        continue;
      }
      const message = parseMessage(record);
      if (!message) return this.closeConnection(c, 'Invalid message.', false);
      this.dispatch(c, message);
    }
  }

  private dispatch(c: Connection, m: HubMessage): void {
    switch (m.type) {
      case MessageType.Ping:
        return;
      case MessageType.Close:
        c.socket.close(1000);
        return;
      case MessageType.Invocation:
        void this.invoke(c, m);
        return;
      case MessageType.StreamInvocation:
        if (typeof m.invocationId === 'string') this.send(c, frame({ type: MessageType.Completion, invocationId: m.invocationId, error: 'Streaming is not supported.' }));
        return;
      default:
        // Stream items, cancellations, acks and sequence messages: nothing this server starts uses them.
        return;
    }
  }

  private async invoke(c: Connection, m: HubMessage): Promise<void> {
    const invocationId = typeof m.invocationId === 'string' ? m.invocationId : undefined;
    const reply = (body: { result?: unknown; error?: string }) => {
      if (invocationId !== undefined) this.send(c, frame({ type: MessageType.Completion, invocationId, ...body }));
    };
    const target = typeof m.target === 'string' ? m.target : '';
    const fn = this.methods.get(c.hub)?.get(target.toLowerCase());
    if (!fn) return reply({ error: `Unknown hub method '${target}'` });
    const args = Array.isArray(m.arguments) ? m.arguments : [];
    try {
      const result = await fn({ user: c.user, connectionId: c.id, hub: c.hub }, ...args);
      reply(result === undefined ? {} : { result });
    } catch (err) {
      // Only errors meant for the caller carry their text; anything else is generic (as ASP.NET does).
      const e = err as Error & { hubError?: boolean };
      if (!e.hubError) this.opts.log?.warn({ err, hub: c.hub, target }, 'hub method failed');
      reply({ error: e.hubError ? e.message : `An unexpected error occurred invoking '${target}' on the server.` });
    }
  }

  private register(c: Connection): void {
    const users = this.byUser.get(c.hub)!;
    let set = users.get(c.user.id);
    if (!set) users.set(c.user.id, (set = new Set()));
    set.add(c);
    const n = (this.userCounts.get(c.user.id) ?? 0) + 1;
    this.userCounts.set(c.user.id, n);
    if (n === 1) this.opts.onUserConnected?.(c.user.id);
  }

  private drop(c: Connection): void {
    if (!this.all.delete(c)) return;
    if (c.expiryTimer) clearTimeout(c.expiryTimer);
    if (c.handshakeTimer) clearTimeout(c.handshakeTimer);
    if (!c.handshaken) return;
    const users = this.byUser.get(c.hub)!;
    const set = users.get(c.user.id);
    set?.delete(c);
    if (set && !set.size) users.delete(c.user.id);
    const n = (this.userCounts.get(c.user.id) ?? 1) - 1;
    if (n > 0) this.userCounts.set(c.user.id, n);
    else {
      this.userCounts.delete(c.user.id);
      this.opts.onUserDisconnected?.(c.user.id);
    }
  }

  private deliverLocal(m: BackplaneMessage): void {
    const users = this.byUser.get(m.hub);
    if (!users) return;
    let payload: string | null = null;
    for (const userId of m.userIds) {
      const set = users.get(userId);
      if (!set) continue;
      payload ??= invocationFrame(m.target, m.args);
      for (const c of set) this.send(c, payload);
    }
  }

  private send(c: Connection, payload: string): void {
    if (c.socket.readyState === c.socket.OPEN) c.socket.send(payload);
  }

  private closeConnection(c: Connection, error: string | null, allowReconnect: boolean): void {
    if (c.handshaken) this.send(c, closeFrame(error, allowReconnect));
    c.socket.close(1000);
    // A peer that never answers the close handshake is cut after a second.
    setTimeout(() => c.socket.terminate(), 1000).unref();
    this.drop(c);
  }

  /** Stops accepting, tells every client to reconnect (to another instance or after the restart), closes. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.keepAlive);
    for (const c of [...this.all]) this.closeConnection(c, 'The server is restarting.', true);
    await this.opts.backplane.close();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }
}

/** An error whose message the invoking client sees in the completion. */
export class HubError extends Error {
  readonly hubError = true;
}
