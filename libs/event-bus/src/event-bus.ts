import { eventCatalogue, type EventName, type EventPayload } from '@tajriba/contracts/platform';

/** What travels on the bus: the payload plus the name and schema version it was validated against. */
export interface EventEnvelope<N extends EventName = EventName> {
  name: N;
  version: number;
  payload: EventPayload<N>;
  emittedAt: number;
}

export type EventHandler<N extends EventName> = (payload: EventPayload<N>, envelope: EventEnvelope<N>) => void;

export interface EventBus {
  emit<N extends EventName>(name: N, payload: EventPayload<N>): boolean;
  on<N extends EventName>(name: N, handler: EventHandler<N>): () => void;
  once<N extends EventName>(name: N, handler: EventHandler<N>): () => void;
  /** Every valid event, for dev tools and tests. */
  onAny(handler: (envelope: EventEnvelope) => void): () => void;
}

export interface EventBusOptions {
  /**
   * Invalid payloads throw in development (the author sees it at once) and are logged and
   * dropped in production (one broken remote must not break the page).
   */
  strict?: boolean;
  logger?: Pick<Console, 'error'>;
}

export class EventValidationError extends Error {
  constructor(
    public readonly eventName: string,
    public readonly issues: unknown,
  ) {
    super(`Invalid payload for event "${eventName}"`);
    this.name = 'EventValidationError';
  }
}

// `process.env.NODE_ENV` is replaced at build time by webpack; `process` itself does not exist in
// the browser, hence the guard around the bare expression rather than a `typeof process` test.
const isProduction = (): boolean => {
  try {
    return process.env.NODE_ENV === 'production';
  } catch {
    return true;
  }
};

export function createEventBus(options: EventBusOptions = {}): EventBus {
  const strict = options.strict ?? !isProduction();
  const logger = options.logger ?? console;
  const handlers = new Map<EventName, Set<EventHandler<EventName>>>();
  const anyHandlers = new Set<(envelope: EventEnvelope) => void>();

  const on = <N extends EventName>(name: N, handler: EventHandler<N>) => {
    if (!(name in eventCatalogue)) throw new Error(`Unknown event "${String(name)}"`);
    let set = handlers.get(name);
    if (!set) handlers.set(name, (set = new Set()));
    set.add(handler as unknown as EventHandler<EventName>);
    return () => {
      set.delete(handler as unknown as EventHandler<EventName>);
    };
  };

  return {
    emit(name, payload) {
      const entry = eventCatalogue[name];
      if (!entry) {
        const err = new Error(`Unknown event "${String(name)}"`);
        if (strict) throw err;
        logger.error(err);
        return false;
      }
      const parsed = entry.schema.safeParse(payload);
      if (!parsed.success) {
        const err = new EventValidationError(name, parsed.error.issues);
        if (strict) throw err;
        logger.error(err, parsed.error.issues);
        return false;
      }
      const envelope = { name, version: entry.version, payload: parsed.data, emittedAt: Date.now() } as EventEnvelope<typeof name>;
      // Copy before iterating: a handler may unsubscribe itself (once) or others.
      for (const h of [...(handlers.get(name) ?? [])]) {
        try {
          h(envelope.payload as never, envelope as never);
        } catch (e) {
          // A failing subscriber in one remote must not stop delivery to the others.
          logger.error(e);
        }
      }
      for (const h of [...anyHandlers]) {
        try {
          h(envelope as EventEnvelope);
        } catch (e) {
          logger.error(e);
        }
      }
      return true;
    },
    on,
    once(name, handler) {
      const off = on(name, (payload, envelope) => {
        off();
        handler(payload, envelope);
      });
      return off;
    },
    onAny(handler) {
      anyHandlers.add(handler);
      return () => {
        anyHandlers.delete(handler);
      };
    },
  };
}

const GLOBAL_KEY = Symbol.for('tajriba.event-bus');

/**
 * The one bus of the page. Module Federation shares this package as a singleton; the globalThis
 * key is a second guard for the case where a remote ends up with its own copy (a share-scope
 * mismatch), so events still reach every area.
 */
export function getEventBus(): EventBus {
  const g = globalThis as unknown as Record<symbol, EventBus | undefined>;
  return (g[GLOBAL_KEY] ??= createEventBus());
}
