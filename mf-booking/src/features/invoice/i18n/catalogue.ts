import { featureCatalogues } from '@tajriba/i18n';

/** The invoice page's strings, one language at a time: loaded with its chunk (`lazyPage`, app/app.tsx). */
export const invoiceCatalogue = featureCatalogues({
  en: () => import('./en.json'),
  ar: () => import('./ar.json'),
});
