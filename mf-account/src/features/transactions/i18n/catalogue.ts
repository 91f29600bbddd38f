import { featureCatalogues } from '@tajriba/i18n';

/** The transactions page's strings, one language at a time: loaded with the page's chunk (`lazyPage`, app/app.tsx). */
export const transactionsCatalogue = featureCatalogues({
  en: () => import('./en.json'),
  ar: () => import('./ar.json'),
});
