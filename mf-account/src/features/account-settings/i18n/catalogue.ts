import { featureCatalogues } from '@tajriba/i18n';

/** The account settings pages' strings, one language at a time: loaded with the page's chunk (`lazyPage`, app/app.tsx). */
export const accountSettingsCatalogue = featureCatalogues({
  en: () => import('./en.json'),
  ar: () => import('./ar.json'),
});
