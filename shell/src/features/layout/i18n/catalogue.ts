import { featureCatalogues } from '@tajriba/i18n';

/**
 * The strings of the layout's pieces that load on first use (the menus' rows with the skin-tone
 * picker, the 404 and 403 pages), one language at a time, loaded with those chunks. What the header
 * and the footer show on the first paint is in the shell's root catalogue (src/i18n/).
 */
export const layoutCatalogue = featureCatalogues({
  en: () => import('./en.json'),
  ar: () => import('./ar.json'),
});
