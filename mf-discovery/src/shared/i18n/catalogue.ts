import { featureCatalogues } from '@tajriba/i18n';

/**
 * Strings that several pages loaded on demand share (experience types with their hints, language
 * names, review counts) but no first render shows: loaded with each of those pages (app/app.tsx),
 * once, rather than with the root catalogue every first render waits for.
 */
export const sharedPagesCatalogue = featureCatalogues({
  en: () => import('./en.json'),
  ar: () => import('./ar.json'),
});
