import { featureCatalogues } from '@tajriba/i18n';

/**
 * The card form's strings, one language at a time: they load with the form's chunk (the checkout
 * loads the form lazily) and with the payment-method dialogs, which include them in their own.
 */
export const cardFormCatalogue = featureCatalogues({
  en: () => import('./en.json'),
  ar: () => import('./ar.json'),
});
