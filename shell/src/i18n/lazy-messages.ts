import { loadCatalogues, type CatalogueSource, type LazyCatalogues, type Locale } from '@tajriba/i18n';
import { platformCatalogues } from '@tajriba/federation';

/**
 * The shell's catalogue, one language at a time: only the current one is downloaded before the
 * first render (tests and tools use the eager `shellMessages`).
 */
export const shellCatalogues: LazyCatalogues = {
  en: () => import('./en.json'),
  ar: () => import('./ar.json'),
};

/** What the shell's root merges: the platform's catalogues, then its own (one request per language). */
export const shellCatalogueSources: readonly CatalogueSource[] = [...platformCatalogues, shellCatalogues];

/** Starts (or awaits) every string the shell shows in a language, e.g. before switching to it. */
export function loadShellMessages(locale: Locale): Promise<void> {
  return loadCatalogues(shellCatalogueSources, locale);
}
