import { featureCatalogues } from '@tajriba/i18n';

/**
 * The names of the site's own pages and policies, which the footer, the site menu's rows and the
 * content pages show, all loaded on demand (the footer after the page): loaded with each of them,
 * never with the first render.
 */
export const siteLinksCatalogue = featureCatalogues({
  en: () => import('./en.json'),
  ar: () => import('./ar.json'),
});
