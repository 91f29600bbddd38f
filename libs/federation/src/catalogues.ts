/**
 * Message catalogues loaded one language at a time (`{ en: () => import('./i18n/en.json'), … }`),
 * optionally in two parts per language (what the first render needs, then the rest), for remotes
 * (createRemoteLifecycles) and the shell. Kept apart from the lifecycles so that the shell can use
 * it without bundling single-spa-react.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { pickMessages, type Catalogues, type Locale, type Messages } from '@tajriba/i18n';

export type CatalogueLoader = () => Promise<{ default: Messages }>;
export type LazyCatalogues = Record<Locale, CatalogueLoader>;

/**
 * One catalogue per language in two downloads, cut by the loader from the same file
 * (`import('./i18n/en.json?part=home')` / `?part=rest`, see `webpack/catalogue-parts.cjs`):
 * `first` is what the first render needs (the mount waits for it), `rest` everything else (it
 * starts right after the first render; routes that need it wait behind `<CompleteCatalogue>`).
 * Switching language loads both parts of the new one before the remote shows it.
 */
export interface SplitCatalogues {
  first: LazyCatalogues;
  rest: LazyCatalogues;
}

export type RemoteCatalogues = Catalogues | LazyCatalogues | SplitCatalogues;

export function isSplit(m: RemoteCatalogues): m is SplitCatalogues {
  return 'first' in m && 'rest' in m;
}

export function isLazy(m: RemoteCatalogues): m is LazyCatalogues | SplitCatalogues {
  return isSplit(m) || typeof m.en === 'function';
}

const other = (locale: Locale): Locale => (locale === 'ar' ? 'en' : 'ar');
const EMPTY: Messages = {};

/**
 * Per-language catalogues loaded on demand, in one or more parts, cached for the page's lifetime.
 * A subscription lets mounted roots re-render when strings they wait for have arrived.
 */
function catalogueStore(parts: LazyCatalogues[]) {
  const got = parts.map((): Partial<Record<Locale, Messages>> => ({}));
  const pending = parts.map((): Partial<Record<Locale, Promise<void>>> => ({}));
  /** every part merged, once all have arrived (one object per language: a stable memo input) */
  const complete: Partial<Record<Locale, Messages>> = {};
  const listeners = new Set<() => void>();
  let version = 0;
  const load = (i: number, locale: Locale): Promise<void> => {
    if (got[i][locale]) return Promise.resolve();
    pending[i][locale] ??= parts[i][locale]().then(
      (m) => {
        got[i][locale] = m.default;
        if (got.every((g) => g[locale])) complete[locale] = Object.assign({}, ...got.map((g) => g[locale]));
        version += 1;
        for (const l of listeners) l();
      },
      (e: unknown) => {
        // A chunk that failed (network) may load on the next attempt.
        delete pending[i][locale];
        throw e;
      },
    );
    return pending[i][locale];
  };
  /**
   * What to render with for the wanted language: its whole catalogue; else, right after a switch,
   * the whole catalogue of the language shown so far (strings, direction and formats never mix
   * two languages); else the first part (before the rest has arrived, `<CompleteCatalogue>` holds
   * the pages that need more).
   */
  const pick = (locale: Locale): ShownCatalogue => {
    const o = other(locale);
    const first = got[0];
    if (complete[locale]) return { locale, own: complete[locale] };
    if (complete[o]) return { locale: o, own: complete[o] };
    if (first[locale]) return { locale, own: first[locale] };
    if (first[o]) return { locale: o, own: first[o] };
    return { locale, own: EMPTY };
  };
  return {
    /** the part the first render needs (the whole catalogue when it is not split) */
    loadFirst: (locale: Locale) => load(0, locale),
    /** every part */
    loadAll: (locale: Locale) => Promise.all(parts.map((_, i) => load(i, locale))).then(() => undefined),
    pick,
    hasFirst: (locale: Locale) => Boolean(got[0][locale]),
    isComplete: (locale: Locale) => Boolean(complete[locale]),
    subscribe: (l: () => void) => {
      listeners.add(l);
      return () => {
        listeners.delete(l);
      };
    },
    version: () => version,
  };
}

export type CatalogueStore = ReturnType<typeof catalogueStore>;
const stores = new WeakMap<LazyCatalogues | SplitCatalogues, CatalogueStore>();
export function storeFor(loaders: LazyCatalogues | SplitCatalogues): CatalogueStore {
  let store = stores.get(loaders);
  if (!store) {
    store = catalogueStore(isSplit(loaders) ? [loaders.first, loaders.rest] : [loaders]);
    stores.set(loaders, store);
  }
  return store;
}

/** Loads one language completely (every part; at once for eager catalogues or when cached). */
export function loadCatalogue(messages: RemoteCatalogues, locale: Locale): Promise<void> {
  return isLazy(messages) ? storeFor(messages).loadAll(locale) : Promise.resolve();
}

/** Runs `fn` once the browser has painted the current frame; returns a cancel function. */
function afterPaint(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // rAF runs just before the paint; the timeout after it, in a task of its own.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(fn, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

export interface ShownCatalogue {
  /** the language the strings are in (the wanted one, or the previous one for a moment after a switch) */
  locale: Locale;
  own: Messages;
}

/**
 * The catalogue to render with for the wanted language. With lazy catalogues, until the new
 * language has arrived (every part of it) the remote keeps rendering in the one it has, a moment
 * after a switch. The rest of a split catalogue starts downloading once the first render has
 * been painted.
 */
export function useCatalogue(messages: RemoteCatalogues, locale: Locale): ShownCatalogue {
  const store = isLazy(messages) ? storeFor(messages) : null;
  const noop = () => () => {};
  useSyncExternalStore(store ? store.subscribe : noop, store ? store.version : () => 0);
  useEffect(() => {
    if (!store || store.isComplete(locale)) return;
    const load = () => void store.loadAll(locale).catch(() => undefined);
    // The first render had what it needs (the mount awaited the first part): the rest waits
    // until that render has been painted, so it never competes with it. After a switch both
    // parts of the new language load at once.
    if (store.hasFirst(locale)) return afterPaint(load);
    load();
  }, [store, locale]);
  if (!store) return { locale, own: pickMessages(locale, messages as Catalogues) };
  return store.pick(locale);
}
