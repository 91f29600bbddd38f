import { createContext, use, useContext, useReducer, type ReactNode } from 'react';
import { loadCatalogue, loadedMessages, useLoadedMessages, type CatalogueSource, type Locale } from '@tajriba/i18n';
import { ErrorPanel } from './error-panel';

interface CatalogueGateValue {
  /** the remote's own catalogue (the platform's underneath are never split) */
  source: CatalogueSource | null;
  /** the language the remote's strings are shown in */
  locale: Locale;
}
const CatalogueGateContext = createContext<CatalogueGateValue>({ source: null, locale: 'en' });

/** Set by RemoteProviders: the remote's own catalogue and the language shown. */
export function CatalogueGateProvider({ source, locale, children }: { source: CatalogueSource; locale: Locale; children?: ReactNode }) {
  return <CatalogueGateContext.Provider value={{ source, locale }}>{children}</CatalogueGateContext.Provider>;
}

// A promise React's `use()` reads as already fulfilled (it checks `status`): no suspending.
const settled = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined }) as Promise<void>;

interface Gate {
  promise: Promise<void>;
  failed: boolean;
}
const gates = new WeakMap<CatalogueSource, Partial<Record<Locale, Gate>>>();

/**
 * The download a gate suspends on, one promise per catalogue and language, kept: `use()` needs the
 * same object each time React renders the gate again. It never rejects: a failure is remembered
 * (`failed`) until the gate's Retry forgets it. (The catalogue store forgets a failure at once, so
 * a gate suspending on its promise would start a new download on every render and never show the
 * error.)
 */
function gateFor(source: CatalogueSource, locale: Locale): Gate {
  let byLocale = gates.get(source);
  if (!byLocale) gates.set(source, (byLocale = {}));
  let gate = byLocale[locale];
  if (!gate) {
    const entry: Gate = { promise: settled, failed: false };
    if (!loadedMessages(source, locale)) {
      entry.promise = loadCatalogue(source, locale).then(
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

const none: CatalogueSource = { en: {}, ar: {} };

/**
 * Renders `children` once the remote's whole catalogue is here in the language shown (at once for
 * catalogues that are not split). Until then it suspends, so the nearest `<Suspense>` shows its
 * loading state: a route never renders message ids, nor English in Arabic. If the download fails
 * it shows the localised error panel; Retry downloads again. Put it in the remote's router around
 * every page but the one(s) the first part is for.
 */
export function CompleteCatalogue({ children }: { children?: ReactNode }) {
  const { source, locale } = useContext(CatalogueGateContext);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const complete = useLoadedMessages(source ?? none, locale) !== undefined;
  if (!source) return children;
  const gate = gateFor(source, locale);
  // Called in every render, not only while incomplete: React replays a component that suspended
  // and expects the same use() calls (the promise is fulfilled by then, so it returns at once).
  use(gate.promise);
  if (gate.failed && !complete) {
    const retry = () => {
      delete gates.get(source)![locale];
      rerender();
    };
    return <ErrorPanel kind="crash" onRetry={retry} />;
  }
  return children;
}
