import { featureCatalogues } from '@tajriba/i18n';

/** The overrides badge's strings, one language at a time, loaded with its chunk (almost nobody runs overrides). */
export const overridesCatalogue = featureCatalogues({
  en: () => import('./en.json'),
  ar: () => import('./ar.json'),
});
