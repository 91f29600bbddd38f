import { libraryCatalogues } from '@tajriba/i18n';

/**
 * The strings of the design system's pieces that load on first use (calendar, file drop zone,
 * data table: `components/lazy-components.tsx`), one language at a time, downloaded with the
 * piece's chunk. They are not in the design system's root catalogue, which every first render
 * downloads whole (it is in the shell's `messages-<locale>` chunk): no first render shows them.
 */
export const designSystemOnDemandCatalogues = libraryCatalogues({
  en: () => import('./en.json'),
  ar: () => import('./ar.json'),
});
