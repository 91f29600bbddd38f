import type { Locale } from '@tajriba/i18n';
import { loadCatalogue, type LazyCatalogues } from '@tajriba/federation';

/**
 * The shell's catalogue, one language at a time: only the current one is downloaded before the
 * first render (tests and tools use the eager `shellMessages`).
 */
export const shellCatalogues: LazyCatalogues = {
  en: () => import('./en.json'),
  ar: () => import('./ar.json'),
};

/** Starts (or awaits) the shell's strings for a language, e.g. before switching to it. */
export function loadShellMessages(locale: Locale): Promise<void> {
  return loadCatalogue(shellCatalogues, locale);
}
