import { featureCatalogues } from '@tajriba/i18n';

/** The wishlist pages' strings, loaded with their chunks (`lazyPage`, app/app.tsx). */
export const wishlistsCatalogue = featureCatalogues({
  en: () => import('./en.json'),
  ar: () => import('./ar.json'),
});
