import { featureCatalogues } from '@tajriba/i18n';

/**
 * The content pages' interface strings (the page texts themselves live in `../data`), one language
 * at a time, loaded with the pages' chunk.
 */
export const contentCatalogue = featureCatalogues({
  en: () => import('./en.json'),
  ar: () => import('./ar.json'),
});
