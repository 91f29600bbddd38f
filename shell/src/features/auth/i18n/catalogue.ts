import { featureCatalogues } from '@tajriba/i18n';

/** The sign-in dialog's and page's strings, one language at a time, loaded with their chunks. */
export const authCatalogue = featureCatalogues({
  en: () => import('./en.json'),
  ar: () => import('./ar.json'),
});
