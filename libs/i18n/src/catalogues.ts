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
 *
 * A catalogue can also come in two parts per language (`SplitCatalogues`, cut at build time by the
 * federation's icu-messages-loader from the one file translators edit): a remote's first mount
 * waits only for `first` (loadFirstCatalogues), the rest follows once that render has been painted
 * (useCatalogues), and a language switch loads both parts before the root shows it.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { Locale } from './locale';

/** A flat message catalogue: namespaced ids (`ds.modal.close`) to ICU message strings. */
export type Messages = Record<string, string>;
export type Catalogues = { en: Messages; ar: Messages };
/** One loader per language, e.g. `{ en: () => import('./i18n/en.json'), ar: … }`. */
export type LazyCatalogues = Record<Locale, () => Promise<{ default: Messages }>>;
/**
 * One catalogue per language in two downloads (`import('./i18n/en.json?part=home')` / `?part=rest`):
 * `first` is what the first render needs, `rest` everything else.
 */
export interface SplitCatalogues {
  first: LazyCatalogues;
  rest: LazyCatalogues;
}
export type CatalogueSource = Catalogues | LazyCatalogues | SplitCatalogues;

/** Later catalogues win, so a package can override a shared wording for its own context. */
export function mergeMessages(...catalogues: Array<Messages | undefined | null>): Messages {
  const out: Messages = {};
  for (const c of catalogues) if (c) Object.assign(out, c);
  return out;
}

export function pickMessages(locale: Locale, catalogues: Catalogues): Messages {
  return locale === 'ar' ? catalogues.ar : catalogues.en;
}

export function isSplit(source: CatalogueSource): source is SplitCatalogues {
  return 'first' in source && 'rest' in source;
}

export function isLazy(source: CatalogueSource): source is LazyCatalogues | SplitCatalogues {
  return isSplit(source) || typeof source.en === 'function';
}

interface CatalogueStore {
  /** every part merged, once all have arrived (one object per language: a stable memo input) */
  loaded: Partial<Record<Locale, Messages>>;
  /** the first part (the whole catalogue when it is not split) */
  first: Partial<Record<Locale, Messages>>;
  loadFirst: (locale: Locale) => Promise<void>;
  loadAll: (locale: Locale) => Promise<void>;
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

/** Per-language catalogues loaded on demand, in one or two parts, cached for the page's lifetime. */
const stores = new WeakMap<LazyCatalogues | SplitCatalogues, CatalogueStore>();
function storeFor(source: LazyCatalogues | SplitCatalogues): CatalogueStore {
  const existing = stores.get(source);
  if (existing) return existing;
  const parts = isSplit(source) ? [source.first, source.rest] : [source];
  const got = parts.map((): Partial<Record<Locale, Messages>> => ({}));
  const pending = parts.map((): Partial<Record<Locale, Promise<void>>> => ({}));
  const loaded: Partial<Record<Locale, Messages>> = {};
  const load = (i: number, locale: Locale): Promise<void> => {
    if (got[i][locale]) return Promise.resolve();
    pending[i][locale] ??= parts[i][locale]().then(
      (m) => {
        got[i][locale] = m.default;
        if (got.every((g) => g[locale])) loaded[locale] = parts.length === 1 ? m.default : mergeMessages(...got.map((g) => g[locale]));
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
  const store: CatalogueStore = {
    loaded,
    first: got[0],
    loadFirst: (locale) => load(0, locale),
    loadAll: (locale) => Promise.all(parts.map((_, i) => load(i, locale))).then(() => undefined),
  };
  stores.set(source, store);
  return store;
}

/** Loads one language of a catalogue, every part (resolves at once for eager ones or when cached). */
export function loadCatalogue(source: CatalogueSource, locale: Locale): Promise<void> {
  return isLazy(source) ? storeFor(source).loadAll(locale) : Promise.resolve();
}

/** Loads one language of every catalogue a root merges (in one request per bundle and part). */
export async function loadCatalogues(sources: readonly CatalogueSource[], locale: Locale): Promise<void> {
  await Promise.all(sources.map((s) => loadCatalogue(s, locale)));
}

/**
 * Loads what a first render needs of one language: the first part of split catalogues, the whole
 * of the others. The rest of a split catalogue follows from useCatalogues, after the first paint.
 */
export async function loadFirstCatalogues(sources: readonly CatalogueSource[], locale: Locale): Promise<void> {
  await Promise.all(sources.map((s) => (isLazy(s) ? storeFor(s).loadFirst(locale) : undefined)));
}

/** One language of a catalogue if it is here, every part of it (always, for eager ones), else undefined. */
export function loadedMessages(source: CatalogueSource, locale: Locale): Messages | undefined {
  return isLazy(source) ? stores.get(source)?.loaded[locale] : pickMessages(locale, source);
}

/** The most of one language a root can render with: the whole catalogue, else its first part. */
function shownMessages(source: CatalogueSource, locale: Locale): Messages | undefined {
  if (!isLazy(source)) return pickMessages(locale, source);
  const store = stores.get(source);
  return store?.loaded[locale] ?? store?.first[locale];
}

/** One language of a catalogue as far as it has arrived (every part); the caller re-renders when it does. */
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

/**
 * The catalogues of the features on screen (`<FeatureMessages>`), with how many times each is
 * mounted. A feature's strings are not part of any root's sources (they load with the feature's
 * chunk), yet a language switch must wait for them too: every root counts them when it decides
 * whether the new language is complete, and loads them with its own.
 */
const mountedFeatures = new Map<CatalogueSource, number>();

/** Registers a mounted feature's catalogue (see mountedFeatures); returns the unregister function. */
export function mountFeatureCatalogue(source: CatalogueSource): () => void {
  mountedFeatures.set(source, (mountedFeatures.get(source) ?? 0) + 1);
  return () => {
    const n = (mountedFeatures.get(source) ?? 1) - 1;
    if (n > 0) mountedFeatures.set(source, n);
    else mountedFeatures.delete(source);
  };
}

/** 2: every catalogue of the language is whole; 1: every one has at least its first part; 0: not yet. */
function readiness(sources: readonly CatalogueSource[], locale: Locale): 0 | 1 | 2 {
  for (const feature of mountedFeatures.keys()) if (loadedMessages(feature, locale) === undefined) return 0;
  if (sources.every((s) => loadedMessages(s, locale) !== undefined)) return 2;
  return sources.every((s) => shownMessages(s, locale) !== undefined) ? 1 : 0;
}

function resolve(sources: readonly CatalogueSource[], requested: Locale): Resolved {
  const other: Locale = requested === 'ar' ? 'en' : 'ar';
  // The language that is more complete wins, the requested one on a tie: right after a switch the
  // root stays whole in the language it has rather than half in the new one.
  const locale = readiness(sources, requested) >= readiness(sources, other) ? requested : other;
  const parts = sources.map((s) => shownMessages(s, locale));
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

/** Runs `fn` once the browser has painted the current frame; returns a cancel function. */
function afterPaint(fn: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function') {
    const timer = setTimeout(fn, 0);
    return () => clearTimeout(timer);
  }
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

/**
 * The merged messages of `sources` (later ones win) for the requested language, and the language
 * they are in: until every catalogue of a newly requested language has arrived, the one the root
 * already has (it starts loading the new one itself). `sources` must be a stable array.
 */
export function useCatalogues(sources: readonly CatalogueSource[], requested: Locale): { locale: Locale; messages: Messages } {
  useEffect(() => {
    const ready = readiness(sources, requested);
    if (ready === 2) return;
    const load = () => void loadCatalogues([...sources, ...mountedFeatures.keys()], requested).catch(() => undefined);
    // The first render had what it needs (the mount awaited the first parts): the rest waits until
    // that render has been painted, so it never competes with it. After a switch every part of the
    // new language loads at once.
    if (ready === 1) return afterPaint(load);
    load();
  }, [sources, requested]);
  const read = () => resolve(sources, requested);
  const { locale, messages } = useSyncExternalStore(subscribe, read, read);
  return { locale, messages };
}

/**
 * Every catalogue declared with `libraryCatalogues` (the shared libraries': common strings, design
 * system, federation) or `featureCatalogues` (a feature's, loaded with its chunk), so that tests,
 * which render synchronously, can load all of those their file imports up front
 * (`@tajriba/i18n/testing`, called by the jest setup).
 */
const declared: LazyCatalogues[] = [];
export function libraryCatalogues(loaders: LazyCatalogues): LazyCatalogues {
  declared.push(loaders);
  return loaders;
}
/**
 * A feature's catalogue (`features/<f>/i18n/catalogue.ts`):
 * `featureCatalogues({ en: () => import('./en.json'), ar: () => import('./ar.json') })`, given to
 * `lazyPage` / `lazyWithMessages` (design system), which load it with the feature's chunk.
 */
export const featureCatalogues: (loaders: LazyCatalogues) => LazyCatalogues = libraryCatalogues;
export const declaredLibraryCatalogues = (): readonly LazyCatalogues[] => declared;
