import { featureCatalogues } from '@tajriba/i18n';
import { cardFormCatalogue } from '../../../shared/card-form/i18n/catalogue';

/**
 * The payment-method dialogs' strings with the card form's, one language at a time: loaded with
 * their chunk (`lazyPage`).
 */
export const paymentMethodsCatalogue = featureCatalogues({
  en: () => Promise.all([import('./en.json'), cardFormCatalogue.en()]).then(([own, card]) => ({ default: { ...card.default, ...own.default } })),
  ar: () => Promise.all([import('./ar.json'), cardFormCatalogue.ar()]).then(([own, card]) => ({ default: { ...card.default, ...own.default } })),
});
