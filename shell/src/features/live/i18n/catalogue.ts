import { featureCatalogues } from '@tajriba/i18n';

/** The bell's and the messages link's strings, loaded with their chunk after the first paint (live-slot.tsx). */
export const liveCatalogue = featureCatalogues({
  en: () => import('./en.json'),
  ar: () => import('./ar.json'),
});
