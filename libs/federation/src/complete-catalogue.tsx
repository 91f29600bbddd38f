import { createContext, use, useContext, useReducer, useSyncExternalStore, type ReactNode } from 'react';
import type { Locale } from '@tajriba/i18n';
import { isLazy, storeFor, type CatalogueStore, type RemoteCatalogues } from './catalogues';
import { ErrorPanel } from './error-panel';

interface CatalogueGateValue {
  store: CatalogueStore | null;
  /** the language the remote's strings are shown in */
  locale: Locale;
}
const CatalogueGateContext = createContext<CatalogueGateValue>({ store: null, locale: 'en' });

/** Set by RemoteProviders: the remote's catalogue store and the language shown. */
export function CatalogueGateProvider({ messages, locale, children }: { messages: RemoteCatalogues; locale: Locale; children?: ReactNode }) {
  const store = isLazy(messages) ? storeFor(messages) : null;
  return <CatalogueGateContext.Provider value={{ store, locale }}>{children}</CatalogueGateContext.Provider>;
}

// A promise React's `use()` reads as already fulfilled (it checks `status`): no suspending.
const settled = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined }) as Promise<void>;

interface Gate {
  promise: Promise<void>;
  failed: boolean;
}
const gates = new WeakMap<CatalogueStore, Partial<Record<Locale, Gate>>>();

/**
 * The download a gate suspends on, one promise per store and language, kept: `use()` needs the
 * same object each time React renders the gate again. It never rejects: a failure is remembered
 * (`failed`) until the gate's Retry forgets it. (The store's loadAll forgets a failure at once, so
 * a gate suspending on it would start a new download on every render and never show the error.)
 */
function gateFor(store: CatalogueStore, locale: Locale): Gate {
  let byLocale = gates.get(store);
  if (!byLocale) gates.set(store, (byLocale = {}));
  let gate = byLocale[locale];
  if (!gate) {
    const entry: Gate = { promise: settled, failed: false };
    if (!store.isComplete(locale)) {
      entry.promise = store.loadAll(locale).then(
        () => undefined,
        () => {
          entry.failed = true;
        },
      );
    }
    gate = byLocale[locale] = entry;
  }
  return gate;
}

const noSubscribe = () => () => {};
const noVersion = () => 0;

/**
 * Renders `children` once the remote's whole catalogue is here in the language shown (at once for
 * catalogues that are not split). Until then it suspends, so the nearest `<Suspense>` shows its
 * loading state: a route never renders message ids, nor English in Arabic. If the download fails
 * it shows the localised error panel; Retry downloads again. Put it in the remote's router around
 * every page but the one(s) the first part is for.
 */
export function CompleteCatalogue({ children }: { children?: ReactNode }) {
  const { store, locale } = useContext(CatalogueGateContext);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useSyncExternalStore(store ? store.subscribe : noSubscribe, store ? store.version : noVersion);
  if (!store) return children;
  const gate = gateFor(store, locale);
  // Called in every render, not only while incomplete: React replays a component that suspended
  // and expects the same use() calls (the promise is fulfilled by then, so it returns at once).
  use(gate.promise);
  if (gate.failed && !store.isComplete(locale)) {
    const retry = () => {
      delete gates.get(store)![locale];
      rerender();
    };
    return <ErrorPanel kind="crash" onRetry={retry} />;
  }
  return children;
}
