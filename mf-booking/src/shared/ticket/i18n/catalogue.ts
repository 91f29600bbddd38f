import { featureCatalogues } from '@tajriba/i18n';

/** The ticket's strings, one language at a time: loaded with its chunk (`lazyPage`). */
export const ticketCatalogue = featureCatalogues({
  en: () => import('./en.json'),
  ar: () => import('./ar.json'),
});
