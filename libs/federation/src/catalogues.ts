/**
 * Message catalogues loaded one language at a time (`{ en: () => import('./i18n/en.json'), … }`),
 * for remotes (createRemoteLifecycles) and the shell. Kept apart from the lifecycles so that the
 * shell can use it without bundling single-spa-react.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { pickMessages, type Catalogues, type Locale, type Messages } from '@tajriba/i18n';

export type LazyCatalogues = Record<Locale, () => Promise<{ default: Messages }>>;

export function isLazy(m: Catalogues | LazyCatalogues): m is LazyCatalogues {
  return typeof m.en === 'function';
}

/**
 * Per-language catalogues loaded on demand, cached for the page's lifetime. A subscription lets
 * mounted roots re-render when the language the user switched to has arrived.
 */
function catalogueStore(loaders: LazyCatalogues) {
  const loaded: Partial<Record<Locale, Messages>> = {};
  const pending: Partial<Record<Locale, Promise<void>>> = {};
  const listeners = new Set<() => void>();
  let version = 0;
  const ensure = (locale: Locale): Promise<void> => {
    if (loaded[locale]) return Promise.resolve();
    pending[locale] ??= loaders[locale]().then(
      (m) => {
        loaded[locale] = m.default;
        version += 1;
        for (const l of listeners) l();
      },
      (e: unknown) => {
        // A chunk that failed (network) may load on the next attempt.
        delete pending[locale];
        throw e;
      },
    );
    return pending[locale];
  };
  const subscribe = (l: () => void) => {
    listeners.add(l);
    return () => listeners.delete(l);
  };
  return { loaded, ensure, subscribe, version: () => version };
}
type CatalogueStore = ReturnType<typeof catalogueStore>;
const stores = new WeakMap<LazyCatalogues, CatalogueStore>();
export function storeFor(loaders: LazyCatalogues): CatalogueStore {
  let store = stores.get(loaders);
  if (!store) {
    store = catalogueStore(loaders);
    stores.set(loaders, store);
  }
  return store;
}

/** Loads one language of lazy catalogues (resolves at once for eager ones or when cached). */
export function loadCatalogue(messages: Catalogues | LazyCatalogues, locale: Locale): Promise<void> {
  return isLazy(messages) ? storeFor(messages).ensure(locale) : Promise.resolve();
}

/**
 * The catalogue for the current language. With lazy catalogues, until the new language has
 * arrived the remote keeps rendering in the one it has (a moment after a switch), so its
 * strings, direction and formats never mix two languages.
 */
export function useCatalogue(messages: Catalogues | LazyCatalogues, locale: Locale): { locale: Locale; own: Messages } {
  const store = isLazy(messages) ? storeFor(messages) : null;
  const noop = () => () => {};
  useSyncExternalStore(store ? store.subscribe : noop, store ? store.version : () => 0);
  useEffect(() => {
    if (store) store.ensure(locale).catch(() => undefined);
  }, [store, locale]);
  if (!store) return { locale, own: pickMessages(locale, messages as Catalogues) };
  const ready = store.loaded[locale];
  if (ready) return { locale, own: ready };
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  const fallback = store.loaded[other];
  return fallback ? { locale: other, own: fallback } : { locale, own: {} };
}

