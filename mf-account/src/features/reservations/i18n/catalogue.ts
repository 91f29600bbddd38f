import { featureCatalogues } from '@tajriba/i18n';

/** The reservation pages' strings, one language at a time: loaded with the page's chunk (`lazyPage`, app/app.tsx). */
export const reservationsCatalogue = featureCatalogues({
  en: () => import('./en.json'),
  ar: () => import('./ar.json'),
});
