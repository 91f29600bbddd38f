import { featureCatalogues } from '@tajriba/i18n';

/** The moderation screens' strings, loaded with their chunk. */
export const moderationCatalogue = featureCatalogues({
  en: () => import('./en.json'),
  ar: () => import('./ar.json'),
});
