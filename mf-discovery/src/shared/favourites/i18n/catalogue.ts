import { featureCatalogues } from '@tajriba/i18n';

/** The wishlist dialog's strings, loaded with its chunk on first use (app/app.tsx). */
export const wishlistCatalogue = featureCatalogues({
  en: () => import('./en.json'),
  ar: () => import('./ar.json'),
});
