import { featureCatalogues } from '@tajriba/i18n';

/** This feature's strings, one language at a time: loaded with the page's chunk (`lazyPage`, app/app.tsx). */
export const analyticsCatalogue = featureCatalogues({
  en: () => import('./en.json'),
  ar: () => import('./ar.json'),
});
