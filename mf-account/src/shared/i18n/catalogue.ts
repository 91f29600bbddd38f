import { featureCatalogues } from '@tajriba/i18n';

/** Strings of pieces several pages of this area show (the contact verification dialog, page frames). */
export const sharedCatalogue = featureCatalogues({
  en: () => import('./en.json'),
  ar: () => import('./ar.json'),
});
