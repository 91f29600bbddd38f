import { featureCatalogues } from '@tajriba/i18n';

/** The payment-method dialogs' strings, one language at a time: loaded with their chunk (`lazyPage`). */
export const paymentMethodsCatalogue = featureCatalogues({
  en: () => import('./en.json'),
  ar: () => import('./ar.json'),
});
