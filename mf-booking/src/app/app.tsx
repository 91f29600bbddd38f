import { ContractRoutes } from '@tajriba/federation';
import { lazyPage } from '@tajriba/design-system';
import { CheckoutPage } from '../features/checkout/checkout-page';
import { invoiceCatalogue } from '../features/invoice/i18n/catalogue';
import { afterPaymentCatalogue } from '../shared/after-payment/i18n/catalogue';
import { routes } from '../../contract';

// The invoice loads on demand with its strings (the route budget counts the checkout's first render).
const InvoicePage = lazyPage(() => import('../features/invoice/invoice-page'), { messages: invoiceCatalogue, name: 'InvoicePage' });
// The pages after the payment load on demand too: the 3-D Secure return arrives as a fresh page
// load anyway, and the confirmation (ticket, cancellation dialogs) is not the checkout's first render.
// Their strings come with them (the checkout's first catalogue does not carry them).
const ConfirmPaymentPage = lazyPage(() => import('../features/confirm-payment/confirm-payment-page').then((m) => ({ default: m.ConfirmPaymentPage })), {
  messages: afterPaymentCatalogue,
  name: 'ConfirmPaymentPage',
});
const BookingConfirmedPage = lazyPage(() => import('../features/booking-confirmed/booking-confirmed-page').then((m) => ({ default: m.BookingConfirmedPage })), {
  messages: afterPaymentCatalogue,
  name: 'BookingConfirmedPage',
});

/**
 * This remote's own router, mounted by the shell over the site's URL: one page for each route
 * `contract.ts` declares, keyed by its path (ContractRoutes: a route without a page, or a page
 * without a route, does not compile). The shell activates this remote only on
 * those and sends visitors to sign-in first (they are all `client`); anything else renders nothing.
 */
export function App() {
  return (
    <ContractRoutes
      routes={routes}
      pages={{
        '/checkout': <CheckoutPage />,
        '/experiences/details/:id/checkout': <CheckoutPage gift />,
        '/checkout/confirm-payment': <ConfirmPaymentPage />,
        '/booking-confirmed/:id': <BookingConfirmedPage />,
        '/invoices/:id': <InvoicePage />,
      }}
    />
  );
}
