import type { LazyCatalogues } from '@tajriba/i18n';

/**
 * The remote's own catalogue, one language at a time: what the first render of any route needs
 * (home, the search bar, cards, the favourite heart, and the labels several features share). The
 * first mount waits for it. Each page that loads on demand brings its own strings with its chunk:
 * `features/<f>/i18n/` (and `shared/favourites/i18n/` for the wishlist dialog), through `lazyPage`
 * in app/app.tsx.
 */
export const discoveryCatalogues: LazyCatalogues = {
  en: () => import('./en.json'),
  ar: () => import('./ar.json'),
};
