import type { LazyCatalogues } from '@tajriba/i18n';

/** This remote's strings, one download per language (en.json and ar.json have the same keys). */
export const catalogues: LazyCatalogues = {
  en: () => import('./en.json'),
  ar: () => import('./ar.json'),
};
