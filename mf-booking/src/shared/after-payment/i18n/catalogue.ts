import { featureCatalogues } from '@tajriba/i18n';

/**
 * The strings of the pages after the payment (the 3-D Secure return, the booking confirmation and
 * its cancellation panel), one language at a time: they load with those pages' chunks (`lazyPage`
 * in app/app.tsx), so the checkout's first render does not carry them.
 */
export const afterPaymentCatalogue = featureCatalogues({
  en: () => import('./en.json'),
  ar: () => import('./ar.json'),
});
