import type { SplitCatalogues } from '@tajriba/i18n';

/**
 * The remote's catalogue as it downloads: per language, in two parts cut at build time from the
 * one file translators edit (en.json / ar.json) by the parts declared in `parts.json`: `home`,
 * the strings home's first render and its search bar need (the first mount waits only for these),
 * and `rest`, everything else (it follows right after the first paint; the other pages wait for
 * it: app/app.tsx). Tests and tools use the eager `discoveryMessages` (messages.ts).
 */
export const discoveryCatalogues: SplitCatalogues = {
  first: { en: () => import('./en.json?part=home'), ar: () => import('./ar.json?part=home') },
  rest: { en: () => import('./en.json?part=rest'), ar: () => import('./ar.json?part=rest') },
};
