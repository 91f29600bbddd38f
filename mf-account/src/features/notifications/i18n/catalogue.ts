import { featureCatalogues } from '@tajriba/i18n';

/** The notifications page's strings, one language at a time: loaded with the page's chunk (`lazyPage`, app/app.tsx). */
export const notificationsCatalogue = featureCatalogues({
  en: () => import('./en.json'),
  ar: () => import('./ar.json'),
});
