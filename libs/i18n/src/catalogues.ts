/**
 * Message catalogues, and how they are loaded one language at a time.
 *
 * Every package's catalogue (`src/i18n/<locale>.json`) is given as one loader per language
 * (`{ en: () => import('./i18n/en.json'), … }`): the shared libraries' (common strings, design
 * system, federation), the shell's and each remote's. A root downloads its current language of
 * everything it merges before its first render (no flash of message ids), and after a switch it
 * keeps rendering in the language it has until every catalogue of the new one has arrived, so
 * its strings, direction and formats never mix two languages. In a webpack build each bundle's
 * package catalogues of one language share one chunk (the federation factory's split group), so a
 * language is one request per bundle. A `Catalogues` object (`{ en, ar }`) still works: it is
 * simply always there.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { Locale } from './locale';

/** A flat message catalogue: namespaced ids (`ds.modal.close`) to ICU message strings. */
export type Messages = Record<string, string>;
export type Catalogues = { en: Messages; ar: Messages };
/** One loader per language, e.g. `{ en: () => import('./i18n/en.json'), ar: … }`. */
export type LazyCatalogues = Record<Locale, () => Promise<{ default: Messages }>>;
export type CatalogueSource = Catalogues | LazyCatalogues;

/** Later catalogues win, so a package can override a shared wording for its own context. */
export function mergeMessages(...catalogues: Array<Messages | undefined | null>): Messages {
  const out: Messages = {};
  for (const c of catalogues) if (c) Object.assign(out, c);
  return out;
}

export function pickMessages(locale: Locale, catalogues: Catalogues): Messages {
  return locale === 'ar' ? catalogues.ar : catalogues.en;
}

export function isLazy(source: CatalogueSource): source is LazyCatalogues {
  return typeof source.en === 'function';
}

interface CatalogueStore {
  loaded: Partial<Record<Locale, Messages>>;
  ensure: (locale: Locale) => Promise<void>;
}

// One listener set for every catalogue: a language arrives a handful of times per page, and every
// root re-reads what it merges when it does.
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Per-language catalogues loaded on demand, cached for the page's lifetime. */
const stores = new WeakMap<LazyCatalogues, CatalogueStore>();
function storeFor(loaders: LazyCatalogues): CatalogueStore {
  const existing = stores.get(loaders);
  if (existing) return existing;
  const loaded: Partial<Record<Locale, Messages>> = {};
  const pending: Partial<Record<Locale, Promise<void>>> = {};
  const store: CatalogueStore = {
    loaded,
    ensure: (locale) => {
      if (loaded[locale]) return Promise.resolve();
      pending[locale] ??= loaders[locale]().then(
        (m) => {
          loaded[locale] = m.default;
          for (const l of listeners) l();
        },
        (e: unknown) => {
          // A chunk that failed (network) may load on the next attempt.
          delete pending[locale];
          throw e;
        },
      );
      return pending[locale];
    },
  };
  stores.set(loaders, store);
  return store;
}

/** Loads one language of a catalogue (resolves at once for eager ones or when cached). */
export function loadCatalogue(source: CatalogueSource, locale: Locale): Promise<void> {
  return isLazy(source) ? storeFor(source).ensure(locale) : Promise.resolve();
}

/** Loads one language of every catalogue a root merges (in one request per bundle). */
export async function loadCatalogues(sources: readonly CatalogueSource[], locale: Locale): Promise<void> {
  await Promise.all(sources.map((s) => loadCatalogue(s, locale)));
}

/** One language of a catalogue if it is here (always, for eager catalogues), else undefined. */
export function loadedMessages(source: CatalogueSource, locale: Locale): Messages | undefined {
  return isLazy(source) ? stores.get(source)?.loaded[locale] : pickMessages(locale, source);
}

/** One language of a catalogue as far as it has arrived; the caller re-renders when it does. */
export function useLoadedMessages(source: CatalogueSource, locale: Locale): Messages | undefined {
  const read = () => loadedMessages(source, locale);
  return useSyncExternalStore(subscribe, read, read);
}

interface Resolved {
  locale: Locale;
  messages: Messages;
  /** the catalogues merged into `messages`, to keep the same object while none of them changes */
  parts: Array<Messages | undefined>;
}
// useSyncExternalStore wants the same snapshot until something changed: the last resolution per
// (sources, requested language).
const resolutions = new WeakMap<readonly CatalogueSource[], Partial<Record<Locale, Resolved>>>();

function resolve(sources: readonly CatalogueSource[], requested: Locale): Resolved {
  const complete = (l: Locale) => sources.every((s) => loadedMessages(s, l) !== undefined);
  const other: Locale = requested === 'ar' ? 'en' : 'ar';
  const locale = complete(requested) || !complete(other) ? requested : other;
  const parts = sources.map((s) => loadedMessages(s, locale));
  let cached = resolutions.get(sources);
  if (!cached) {
    cached = {};
    resolutions.set(sources, cached);
  }
  const last = cached[requested];
  if (last && last.locale === locale && last.parts.every((p, i) => p === parts[i])) return last;
  const next = { locale, messages: mergeMessages(...parts), parts };
  cached[requested] = next;
  return next;
}

/**
 * The merged messages of `sources` (later ones win) for the requested language, and the language
 * they are in: until every catalogue of a newly requested language has arrived, the one the root
 * already has (it starts loading the new one itself). `sources` must be a stable array.
 */
export function useCatalogues(sources: readonly CatalogueSource[], requested: Locale): { locale: Locale; messages: Messages } {
  useEffect(() => {
    loadCatalogues(sources, requested).catch(() => undefined);
  }, [sources, requested]);
  const read = () => resolve(sources, requested);
  const { locale, messages } = useSyncExternalStore(subscribe, read, read);
  return { locale, messages };
}

/**
 * The shared libraries' catalogues (common strings, design system, federation), declared so that
 * tests, which render synchronously, can load all of them up front (`@tajriba/i18n/testing`).
 */
const libraries: LazyCatalogues[] = [];
export function libraryCatalogues(loaders: LazyCatalogues): LazyCatalogues {
  libraries.push(loaders);
  return loaders;
}
export const declaredLibraryCatalogues = (): readonly LazyCatalogues[] => libraries;
