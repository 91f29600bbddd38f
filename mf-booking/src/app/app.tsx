import { Route, Routes } from 'react-router';
import { CheckoutPage } from '../features/checkout/checkout-page';
import { ConfirmPaymentPage } from '../features/confirm-payment/confirm-payment-page';
import { BookingConfirmedPage } from '../features/booking-confirmed/booking-confirmed-page';

/**
 * This remote's own router, mounted by the shell over the site's URL. Every path here is one of
 * the routes `contract.ts` declares (the shell only activates this remote on those, and sends
 * visitors to sign-in first: they are all `client`); anything else renders nothing.
 */
export function App() {
  return (
    <Routes>
      <Route path="/checkout" element={<CheckoutPage />} />
      <Route path="/experiences/details/:id/checkout" element={<CheckoutPage gift />} />
      <Route path="/checkout/confirm-payment" element={<ConfirmPaymentPage />} />
      <Route path="/booking-confirmed/:id" element={<BookingConfirmedPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
