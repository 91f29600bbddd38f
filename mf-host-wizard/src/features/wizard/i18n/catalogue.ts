import { featureCatalogues } from '@tajriba/i18n';

/** The wizard's strings (frame and every step), one language at a time: loaded with the page's chunk. */
export const wizardCatalogue = featureCatalogues({
  en: () => import('./en.json'),
  ar: () => import('./ar.json'),
});
