import type { LazyCatalogues } from '@tajriba/i18n';

/**
 * The remote's own catalogue, one language at a time: only what every route's first render needs
 * (the area's name and labels several features share). The first mount waits for it. Each page
 * brings its own strings with its chunk: `features/<f>/i18n/` through `lazyPage` in app/app.tsx.
 */
export const catalogues: LazyCatalogues = {
  en: () => import('./en.json'),
  ar: () => import('./ar.json'),
};
