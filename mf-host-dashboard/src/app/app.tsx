import { Route, Routes } from 'react-router';
import { lazyPage } from '@tajriba/design-system';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { bookingsCatalogue } from '../features/bookings/i18n/catalogue';
import { myExperiencesCatalogue } from '../features/my-experiences/i18n/catalogue';
import { payoutsCatalogue } from '../features/payouts/i18n/catalogue';
import { schedulerCatalogue } from '../features/scheduler/i18n/catalogue';

// Only the dashboard ships in the first chunk (the JS budget is measured on `/dashboard`); every
// other page loads on demand with its own strings (lazyPage: chunk and catalogue in one attempt).
const BookingsPage = lazyPage(() => import('../features/bookings/bookings-page'), { messages: bookingsCatalogue, name: 'BookingsPage' });
const BookingDetailsPage = lazyPage(() => import('../features/bookings/booking-details-page'), { messages: bookingsCatalogue, name: 'BookingDetailsPage' });
const MyExperiencesPage = lazyPage(() => import('../features/my-experiences/my-experiences-page'), { messages: myExperiencesCatalogue, name: 'MyExperiencesPage' });
// The calendar code (FullCalendar) loads only with /scheduler.
const SchedulerPage = lazyPage(() => import('../features/scheduler/scheduler-page'), { messages: schedulerCatalogue, name: 'SchedulerPage' });
const PayoutsPage = lazyPage(() => import('../features/payouts/payouts-page'), { messages: payoutsCatalogue, name: 'PayoutsPage' });

/**
 * This remote's own router, mounted by the shell over the site's URL. Every path here is one of
 * the routes `contract.ts` declares (the shell only activates this remote on those, for hosts
 * and staff); anything else renders nothing, and the shell shows its 404.
 */
export function App() {
  return (
    <Routes>
      <Route path="/dashboard" element={<DashboardPage />} />
      <Route path="/bookings" element={<BookingsPage />} />
      <Route path="/bookings/details/:id" element={<BookingDetailsPage />} />
      <Route path="/my-experiences" element={<MyExperiencesPage />} />
      <Route path="/payouts" element={<PayoutsPage />} />
      <Route path="/scheduler" element={<SchedulerPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
