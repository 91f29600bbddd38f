import { formCatalogues, type CatalogueSource, type LazyCatalogues } from '@tajriba/i18n';

/**
 * The remote's own catalogue, one language at a time: only what every route's first render needs
 * (the area's name and labels several features share). The first mount waits for it. Each page
 * brings its own strings with its chunk: `features/<f>/i18n/` through `lazyPage` in app/app.tsx.
 */
export const catalogues: LazyCatalogues = {
  en: () => import('./en.json'),
  ar: () => import('./ar.json'),
};

/**
 * What the root's first render waits for: its own catalogue and the platform's form strings
 * (validation and duration messages), which other areas load after their first render. The wizard
 * is a form from its first frame — a saved draft's step, the moderation decision — and a step's
 * errors must never show as message ids, not even until those strings arrive.
 */
export const rootCatalogues: readonly CatalogueSource[] = [formCatalogues, catalogues];
