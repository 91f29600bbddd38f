import { featureCatalogues } from '@tajriba/i18n';

/** `/profile/create` and `/profile/edit` strings, one language at a time: loaded with the page's chunk (`lazyPage`, app/app.tsx). */
export const profileFormCatalogue = featureCatalogues({
  en: () => import('./en.json'),
  ar: () => import('./ar.json'),
});
