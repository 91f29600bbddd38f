import { libraryCatalogues } from '@tajriba/i18n';

/**
 * The design system's own strings, one language at a time; every root loads its current one
 * before its first render and merges it into its catalogue.
 */
export const designSystemCatalogues = libraryCatalogues({
  en: () => import('./en.json'),
  ar: () => import('./ar.json'),
});

/** A design-system message id. */
export type DesignSystemMessageId = Extract<keyof typeof import('./en.json'), string>;
