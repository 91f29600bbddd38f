import type { HubConnection, HubConnectionBuilder as Builder, IRetryPolicy, LogLevel } from '@microsoft/signalr';
import { HubEvents, HubMethods, HubPaths, type ChatMessage, type ChatReadEvent, type HubName, type Notification } from '@tajriba/contracts/account';

/** The events each hub sends, with their payloads. */
export interface HubEventMap {
  notifications: { ReceiveNotification: Notification };
  chat: { ReceiveMessage: ChatMessage; ReceiveRead: ChatReadEvent };
}
export type HubEventName<H extends HubName> = keyof HubEventMap[H] & string;
export type ConnectionState = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'disconnected';

type SignalR = { HubConnectionBuilder: typeof Builder; LogLevel: typeof LogLevel };

export interface RealtimeOptions {
  /** The API's base URL (`http://localhost:5050`); hubs are at `${apiBase}/hubs/...`. */
  apiBase: string;
  /** The in-memory access token (the session store's; never from localStorage). */
  getAccessToken(): string | null;
  /** When the token expires (epoch ms), to refresh it before a (re)connect rather than be refused. */
  getExpiresAt?(): number | null;
  /** Renews the access token through the refresh cookie; resolves false when the session is gone. */
  refresh(): Promise<boolean>;
  /** The client library; imported on first use otherwise, so it is not in the first-render bundle. */
  loadSignalR?(): Promise<SignalR>;
  /** Waits before the first connection (default: after the page's load event and an idle moment). */
  afterFirstPaint?(): Promise<void>;
  /** Reconnect delays (ms) by attempt; then every 30 s, for as long as the tab is open. */
  retryDelaysMs?: number[];
  now?(): number;
}

interface HubState {
  name: HubName;
  connection: HubConnection | null;
  starting: Promise<void> | null;
  state: ConnectionState;
  handlers: Map<string, Set<(payload: unknown) => void>>;
  stateListeners: Set<(s: ConnectionState) => void>;
  /** Highest message or notification id seen: the catch-up starts after it. */
  lastId: number;
  /** Ids already delivered (a push and a catch-up may overlap): each is delivered once. */
  seen: Set<number>;
}

const REFRESH_MARGIN_MS = 30_000;
const SEEN_LIMIT = 2000;
const defaultAfterFirstPaint = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof window === 'undefined') return resolve();
    const idle = () => ((window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => void }).requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 1)))(() => resolve(), { timeout: 2000 });
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });

/**
 * One SignalR connection per hub per tab, opened lazily: the first subscription (after the first
 * paint) starts it. Tokens come from the session's memory; an expired one is refreshed before a
 * (re)connect. After a reconnect the manager asks the server for what arrived since the last id
 * it saw (`MessagesSince` / `NotificationsSince`) and delivers each id once.
 */
export class RealtimeManager {
  private readonly hubs: Record<HubName, HubState>;
  private stopped = false;
  private readonly opts: Required<Pick<RealtimeOptions, 'retryDelaysMs' | 'now' | 'afterFirstPaint' | 'loadSignalR'>> & RealtimeOptions;

  constructor(options: RealtimeOptions) {
    this.opts = {
      retryDelaysMs: [0, 2000, 5000, 10000],
      now: Date.now,
      afterFirstPaint: defaultAfterFirstPaint,
      loadSignalR: () => import('@microsoft/signalr'),
      ...options,
    };
    const hub = (name: HubName): HubState => ({ name, connection: null, starting: null, state: 'idle', handlers: new Map(), stateListeners: new Set(), lastId: 0, seen: new Set() });
    this.hubs = { notifications: hub('notifications'), chat: hub('chat') };
  }

  /** Subscribes to a hub event; the hub connects if it is not yet. Returns the unsubscribe function. */
  on<H extends HubName, E extends HubEventName<H>>(hub: H, event: E, handler: (payload: HubEventMap[H][E]) => void): () => void {
    const h = this.hubs[hub];
    let set = h.handlers.get(event);
    if (!set) h.handlers.set(event, (set = new Set()));
    const fn = handler as (p: unknown) => void;
    set.add(fn);
    void this.ensure(h).catch(() => undefined);
    return () => set.delete(fn);
  }

  /** Follows a hub's connection state (for an "offline" hint or a refetch on `connected`). */
  onState(hub: HubName, listener: (state: ConnectionState) => void): () => void {
    const h = this.hubs[hub];
    h.stateListeners.add(listener);
    listener(h.state);
    return () => h.stateListeners.delete(listener);
  }

  state(hub: HubName): ConnectionState {
    return this.hubs[hub].state;
  }

  /**
   * The newest id the page already shows (from a REST page): catch-up after a reconnect starts
   * after it. Ids only move forward.
   */
  markSeen(hub: HubName, id: number): void {
    const h = this.hubs[hub];
    if (id > h.lastId) h.lastId = id;
  }

  /** Starts a hub now (normally the first `on` does it). */
  async start(hub: HubName): Promise<void> {
    await this.ensure(this.hubs[hub]);
  }

  /** Closes every connection (sign-out). Later subscriptions open new ones. */
  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(
      Object.values(this.hubs).map(async (h) => {
        const c = h.connection;
        h.connection = null;
        h.starting = null;
        h.lastId = 0;
        h.seen.clear();
        this.setState(h, 'disconnected');
        await c?.stop().catch(() => undefined);
      }),
    );
    this.stopped = false;
  }

  private setState(h: HubState, s: ConnectionState): void {
    h.state = s;
    for (const l of h.stateListeners) l(s);
  }

  private async token(): Promise<string> {
    const exp = this.opts.getExpiresAt?.() ?? null;
    let token = this.opts.getAccessToken();
    if (!token || (exp !== null && exp - this.opts.now() < REFRESH_MARGIN_MS)) {
      if (await this.opts.refresh()) token = this.opts.getAccessToken();
    }
    // An empty token makes negotiate answer 401: the client retries on its reconnect schedule.
    return token ?? '';
  }

  private ensure(h: HubState): Promise<void> {
    if (h.connection || h.starting) return h.starting ?? Promise.resolve();
    h.starting = (async () => {
      this.setState(h, 'connecting');
      await this.opts.afterFirstPaint();
      const { HubConnectionBuilder, LogLevel } = await this.opts.loadSignalR();
      const delays = this.opts.retryDelaysMs;
      const retry: IRetryPolicy = { nextRetryDelayInMilliseconds: (ctx) => delays[ctx.previousRetryCount] ?? 30_000 };
      const connection = new HubConnectionBuilder()
        .withUrl(`${this.opts.apiBase.replace(/\/+$/, '')}${HubPaths[h.name]}`, { accessTokenFactory: () => this.token() })
        .withAutomaticReconnect(retry)
        .configureLogging(LogLevel.None)
        .build();
      for (const event of h.name === 'chat' ? [HubEvents.message, HubEvents.read] : [HubEvents.notification]) {
        connection.on(event, (payload: unknown) => this.deliver(h, event, payload));
      }
      connection.onreconnecting(() => this.setState(h, 'reconnecting'));
      connection.onreconnected(() => {
        this.setState(h, 'connected');
        void this.catchUp(h, connection);
      });
      // Gave up (or stopped): a later subscription or `start` opens a fresh connection.
      connection.onclose(() => {
        if (h.connection === connection) h.connection = null;
        this.setState(h, 'disconnected');
      });
      h.connection = connection;
      try {
        await connection.start();
        if (this.stopped || h.connection !== connection) return void (await connection.stop());
        this.setState(h, 'connected');
      } catch (err) {
        h.connection = null;
        this.setState(h, 'disconnected');
        throw err;
      }
    })().finally(() => {
      h.starting = null;
    });
    return h.starting;
  }

  private idOf(event: string, payload: unknown): number | null {
    const p = payload as { messageId?: unknown; id?: unknown } | null;
    const id = event === HubEvents.message ? p?.messageId : event === HubEvents.notification ? p?.id : null;
    return typeof id === 'number' ? id : null;
  }

  private deliver(h: HubState, event: string, payload: unknown): void {
    const id = this.idOf(event, payload);
    if (id !== null) {
      if (h.seen.has(id)) return;
      h.seen.add(id);
      if (h.seen.size > SEEN_LIMIT) h.seen.delete(h.seen.values().next().value as number);
      if (id > h.lastId) h.lastId = id;
    }
    for (const fn of h.handlers.get(event) ?? []) {
      try {
        fn(payload);
      } catch (err) {
        // One failing subscriber must not starve the others.
        setTimeout(() => {
          throw err;
        });
      }
    }
  }

  private async catchUp(h: HubState, connection: HubConnection): Promise<void> {
    if (h.lastId === 0) return;
    try {
      if (h.name === 'chat') {
        let more = true;
        while (more) {
          const res = await connection.invoke<{ messages: ChatMessage[]; hasMore: boolean }>(HubMethods.messagesSince, h.lastId);
          for (const m of res.messages) this.deliver(h, HubEvents.message, m);
          more = res.hasMore && res.messages.length > 0;
        }
      } else {
        const lang = typeof document !== 'undefined' && document.documentElement.lang === 'ar' ? 'ar' : 'en';
        const list = await connection.invoke<Notification[]>(HubMethods.notificationsSince, h.lastId, lang);
        for (const n of list) this.deliver(h, HubEvents.notification, n);
      }
    } catch {
      // The next reconnect tries again from the same id.
    }
  }
}
