import { eventVersions, type EventName } from '@tajriba/contracts/constants';
import type { EventPayload } from '@tajriba/contracts/platform';

/**
 * The payload schemas (`eventCatalogue` of `@tajriba/contracts/platform`) are not on the first
 * render: zod and the contracts would be ~20 kB gzip of a page that has emitted nothing yet. The
 * bus knows every event's name and version from the zod-free constants, loads the schemas on the
 * first emit (or when the shell warms it after its first render, `loadEventCatalogue`), and
 * validates every payload before delivering it. Events emitted before the schemas arrive wait in
 * order and are delivered, validated, when they do.
 */
interface CatalogueEntry {
  version: number;
  /** any Standard Schema (zod mini or classic): validating needs no zod import here */
  schema: { '~standard': { validate(value: unknown): StandardResult | Promise<StandardResult> } };
}
type StandardResult = { value: unknown; issues?: undefined } | { issues: readonly unknown[] };
export type EventCatalogue = Record<EventName, CatalogueEntry>;

const CATALOGUE_KEY = Symbol.for('tajriba.event-bus.catalogue');
interface CatalogueSlot {
  catalogue: EventCatalogue | null;
  loading: Promise<EventCatalogue> | null;
  waiters: Set<() => void>;
}
// On globalThis like the bus itself: a second copy of this module must see the same schemas.
const slot: CatalogueSlot = ((globalThis as unknown as Record<symbol, CatalogueSlot | undefined>)[CATALOGUE_KEY] ??= {
  catalogue: null,
  loading: null,
  waiters: new Set(),
});

/** Hand the bus its schemas synchronously (tests, or a page that already loaded the contracts). */
export function registerEventCatalogue(catalogue: EventCatalogue): void {
  slot.catalogue = catalogue;
  for (const wake of [...slot.waiters]) wake();
  slot.waiters.clear();
}

/** Load the payload schemas (once); emits waiting for them are delivered when they arrive. */
export function loadEventCatalogue(): Promise<EventCatalogue> {
  if (slot.catalogue) return Promise.resolve(slot.catalogue);
  slot.loading ??= import('@tajriba/contracts/platform').then(
    (m) => {
      registerEventCatalogue(m.eventCatalogue as EventCatalogue);
      return slot.catalogue!;
    },
    (e: unknown) => {
      // A failed chunk load (offline): the next emit tries again.
      slot.loading = null;
      throw e;
    },
  );
  return slot.loading;
}

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
  /** the payload schemas, when the caller already has them (otherwise loaded on first emit) */
  catalogue?: EventCatalogue;
  /**
   * Invalid payloads throw in development (the author sees it at once) and are logged and
   * dropped in production (one broken remote must not break the page). An event emitted before
   * the schemas have loaded is checked when they arrive, so its failure can only be logged.
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
  const ownCatalogue = options.catalogue ?? null;
  const catalogue = () => ownCatalogue ?? slot.catalogue;
  /** emits that arrived before the schemas, in order */
  const waiting: { name: EventName; payload: unknown }[] = [];

  const on = <N extends EventName>(name: N, handler: EventHandler<N>) => {
    if (!Object.hasOwn(eventVersions, name)) throw new Error(`Unknown event "${String(name)}"`);
    let set = handlers.get(name);
    if (!set) handlers.set(name, (set = new Set()));
    set.add(handler as unknown as EventHandler<EventName>);
    return () => {
      set.delete(handler as unknown as EventHandler<EventName>);
    };
  };

  const deliver = (envelope: EventEnvelope) => {
    // Copy before iterating: a handler may unsubscribe itself (once) or others.
    for (const h of [...(handlers.get(envelope.name) ?? [])]) {
      try {
        h(envelope.payload as never, envelope as never);
      } catch (e) {
        // A failing subscriber in one remote must not stop delivery to the others.
        logger.error(e);
      }
    }
    for (const h of [...anyHandlers]) {
      try {
        h(envelope);
      } catch (e) {
        logger.error(e);
      }
    }
  };

  /** Validate and deliver; returns the validation error instead of throwing it. */
  const validateAndDeliver = (entries: EventCatalogue, name: EventName, payload: unknown): EventValidationError | null => {
    const entry = entries[name];
    const result = entry.schema['~standard'].validate(payload);
    // Event schemas are synchronous; a Promise here would be a schema the catalogue must not hold.
    if (result instanceof Promise) return new EventValidationError(name, ['asynchronous schema']);
    if (result.issues) return new EventValidationError(name, result.issues);
    deliver({ name, version: entry.version, payload: result.value, emittedAt: Date.now() } as EventEnvelope);
    return null;
  };

  const drain = () => {
    const entries = catalogue();
    if (!entries) return;
    for (const { name, payload } of waiting.splice(0)) {
      const err = validateAndDeliver(entries, name, payload);
      if (err) logger.error(err, err.issues);
    }
  };

  return {
    emit(name, payload) {
      if (!Object.hasOwn(eventVersions, name)) {
        const err = new Error(`Unknown event "${String(name)}"`);
        if (strict) throw err;
        logger.error(err);
        return false;
      }
      const entries = catalogue();
      // Waiting events go first: delivery keeps the order of emission.
      if (entries && waiting.length === 0) {
        const err = validateAndDeliver(entries, name, payload);
        if (!err) return true;
        if (strict) throw err;
        logger.error(err, err.issues);
        return false;
      }
      waiting.push({ name, payload });
      if (waiting.length === 1) {
        slot.waiters.add(drain);
        loadEventCatalogue().catch((e: unknown) => {
          slot.waiters.delete(drain);
          logger.error(e);
          // Without schemas nothing can be validated: the waiting events are dropped, not delivered unchecked.
          waiting.length = 0;
        });
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
