import { commonCatalogues, libraryCatalogues, type CatalogueSource } from '@tajriba/i18n';
import { designSystemCatalogues } from '@tajriba/design-system';

/** The federation layer's own strings (error panel, overrides badge), one language at a time. */
export const federationCatalogues = libraryCatalogues({
  en: () => import('./i18n/en.json'),
  ar: () => import('./i18n/ar.json'),
});

/**
 * What every root (the shell, each remote, a remote's error panel) merges underneath its own
 * strings, in this order: the common strings, the design system's, the federation layer's.
 * The shared ones (common, design system) are one object per page, loaded once; each bundle has
 * its own copy of this layer, whose catalogue shares its bundle's one chunk per language.
 */
export const platformCatalogues: readonly CatalogueSource[] = [commonCatalogues, designSystemCatalogues, federationCatalogues];
