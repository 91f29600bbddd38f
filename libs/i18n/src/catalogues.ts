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
 * What loads on demand brings its strings with it: a feature's own catalogue
 * (`features/<f>/i18n/`, `featureCatalogues`) is downloaded beside the feature's chunk and merged
 * over the root's for its subtree (`<FeatureMessages>`, `@tajriba/i18n/feature`; the design
 * system's `lazyPage` does both). A root's language switch also waits for the features on screen.
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
const loaded = new WeakMap<LazyCatalogues, Partial<Record<Locale, Messages>>>();
const pending = new WeakMap<LazyCatalogues, Partial<Record<Locale, Promise<void>>>>();

/** Loads one language of a catalogue (resolves at once for eager ones or when cached). */
export function loadCatalogue(source: CatalogueSource, locale: Locale): Promise<void> {
  if (!isLazy(source)) return Promise.resolve();
  if (loaded.get(source)?.[locale]) return Promise.resolve();
  let inFlight = pending.get(source);
  if (!inFlight) pending.set(source, (inFlight = {}));
  const byLocale = inFlight;
  byLocale[locale] ??= source[locale]().then(
    (m) => {
      let got = loaded.get(source);
      if (!got) loaded.set(source, (got = {}));
      got[locale] = m.default;
      for (const l of listeners) l();
    },
    (e: unknown) => {
      // A chunk that failed (network) may load on the next attempt.
      delete byLocale[locale];
      throw e;
    },
  );
  return byLocale[locale];
}

/** Loads one language of every catalogue a root merges (in one request per bundle and part). */
export async function loadCatalogues(sources: readonly CatalogueSource[], locale: Locale): Promise<void> {
  await Promise.all(sources.map((s) => loadCatalogue(s, locale)));
}

/**
 * Platform surface 1.x of `@tajriba/i18n` lists this name (libs/contracts platform-surface), and a
 * surface only grows within a major, so it stays: catalogues no longer come in two parts, so what
 * a first render needs of a catalogue is the whole of it — the same as loadCatalogues.
 * @deprecated use loadCatalogues
 */
export const loadFirstCatalogues: typeof loadCatalogues = loadCatalogues;

/** One language of a catalogue if it is here (always, for eager ones), else undefined. */
export function loadedMessages(source: CatalogueSource, locale: Locale): Messages | undefined {
  return isLazy(source) ? loaded.get(source)?.[locale] : pickMessages(locale, source);
}

/** One language of a catalogue once it has arrived; the caller re-renders when it does. */
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

/**
 * Catalogues no first render needs (`laterCatalogues`): the validation messages, which appear only
 * once someone typed or sent a form. Every `I18nProvider` merges them as soon as they are here and
 * starts their download after its first render, so no first download carries them. Once a
 * language of one has arrived, a language switch waits for it too, like a mounted feature's: a
 * form on screen never shows a message id.
 */
const later = new Set<LazyCatalogues>();
const laterInUse = (): LazyCatalogues[] => [...later].filter((c) => loaded.get(c) !== undefined);

/** Whether every catalogue of the language is here: the root's and those of the features on screen. */
function complete(sources: readonly CatalogueSource[], locale: Locale): boolean {
  for (const feature of mountedFeatures.keys()) if (loadedMessages(feature, locale) === undefined) return false;
  for (const c of laterInUse()) if (loadedMessages(c, locale) === undefined) return false;
  return sources.every((s) => loadedMessages(s, locale) !== undefined);
}

function resolve(sources: readonly CatalogueSource[], requested: Locale): Resolved {
  const other: Locale = requested === 'ar' ? 'en' : 'ar';
  // Right after a switch the root stays whole in the language it has rather than half in the new
  // one; the requested one wins when neither is complete.
  const locale = complete(sources, requested) || !complete(sources, other) ? requested : other;
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
    if (!complete(sources, requested)) void loadCatalogues([...sources, ...mountedFeatures.keys(), ...laterInUse()], requested).catch(() => undefined);
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
/** A shared library's catalogue that loads after the first render (see `later`); `I18nProvider` merges it. */
export function laterCatalogues(loaders: LazyCatalogues): LazyCatalogues {
  later.add(loaders);
  return libraryCatalogues(loaders);
}
export const declaredLibraryCatalogues = (): readonly LazyCatalogues[] => declared;
