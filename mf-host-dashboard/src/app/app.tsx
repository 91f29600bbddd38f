import { ContractRoutes } from '@tajriba/federation';
import { lazyPage } from '@tajriba/design-system';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { bookingsCatalogue } from '../features/bookings/i18n/catalogue';
import { myExperiencesCatalogue } from '../features/my-experiences/i18n/catalogue';
import { payoutsCatalogue } from '../features/payouts/i18n/catalogue';
import { schedulerCatalogue } from '../features/scheduler/i18n/catalogue';
import { analyticsCatalogue } from '../features/analytics/i18n/catalogue';
import { insightsCatalogue } from '../features/insights/i18n/catalogue';
import { questionsCatalogue } from '../features/questions/i18n/catalogue';
import { couponsCatalogue } from '../features/coupons/i18n/catalogue';
import { catalogueCatalogue } from '../features/catalogue/i18n/catalogue';
import { useRefreshOnExperienceSaved } from '../shared/api/use-api-context';
import { HostFrame } from '../shared/layout/host-layout';
import { routes } from '../../contract';

// Only the dashboard ships in the first chunk (the JS budget is measured on `/dashboard`); every
// other page loads on demand with its own strings (lazyPage: chunk and catalogue in one attempt).
const BookingsPage = lazyPage(() => import('../features/bookings/bookings-page'), { messages: bookingsCatalogue, name: 'BookingsPage' });
const BookingDetailsPage = lazyPage(() => import('../features/bookings/booking-details-page'), { messages: bookingsCatalogue, name: 'BookingDetailsPage' });
const MyExperiencesPage = lazyPage(() => import('../features/my-experiences/my-experiences-page'), { messages: myExperiencesCatalogue, name: 'MyExperiencesPage' });
// The calendar code (FullCalendar) loads only with /scheduler.
const SchedulerPage = lazyPage(() => import('../features/scheduler/scheduler-page'), { messages: schedulerCatalogue, name: 'SchedulerPage' });
// chart.js loads later still, with the first chart drawn (shared/charts/chart.tsx).
const AnalyticsPage = lazyPage(() => import('../features/analytics/analytics-page'), { messages: analyticsCatalogue, name: 'AnalyticsPage' });
const InsightsPage = lazyPage(() => import('../features/insights/insights-page'), { messages: insightsCatalogue, name: 'InsightsPage' });
const ListingDetailsPage = lazyPage(() => import('../features/insights/listing-details-page'), { messages: insightsCatalogue, name: 'ListingDetailsPage' });
const QuestionsPage = lazyPage(() => import('../features/questions/questions-page'), { messages: questionsCatalogue, name: 'QuestionsPage' });
const CouponsPage = lazyPage(() => import('../features/coupons/coupons-page'), { messages: couponsCatalogue, name: 'CouponsPage' });
const CataloguePage = lazyPage(() => import('../features/catalogue/catalogue-page'), { messages: catalogueCatalogue, name: 'CataloguePage' });
const PayoutsPage = lazyPage(() => import('../features/payouts/payouts-page'), { messages: payoutsCatalogue, name: 'PayoutsPage' });

/**
 * This remote's own router, mounted by the shell over the site's URL: one page for each route
 * `contract.ts` declares, keyed by its path (ContractRoutes: a route without a page, or a page
 * without a route, does not compile). The shell activates this remote only on
 * those, for hosts and staff; anything else renders nothing, and the shell shows its 404. Whatever
 * page is open refreshes when the wizard saves an experience. The host pages share one frame (the
 * area's tabs and the work-papers gate), a layout route that stays mounted from tab to tab; the
 * staff catalogue has tabs of its own and renders alone.
 */
export function App() {
  useRefreshOnExperienceSaved();
  return (
    <ContractRoutes
      routes={routes}
      layouts={[
        {
          element: <HostFrame />,
          paths: [
            '/dashboard',
            '/bookings',
            '/bookings/details/:id',
            '/my-experiences',
            '/my-experiences/details/:id',
            '/my-experiences/details/:id/insights',
            '/analytics',
            '/coupons',
            '/questions',
            '/payouts',
            '/scheduler',
          ],
        },
      ]}
      pages={{
        '/dashboard': <DashboardPage />,
        '/bookings': <BookingsPage />,
        '/bookings/details/:id': <BookingDetailsPage />,
        '/my-experiences': <MyExperiencesPage />,
        '/my-experiences/details/:id': <ListingDetailsPage />,
        '/my-experiences/details/:id/insights': <InsightsPage />,
        '/analytics': <AnalyticsPage />,
        '/coupons': <CouponsPage />,
        '/questions': <QuestionsPage />,
        '/catalogue': <CataloguePage />,
        '/catalogue/:kind': <CataloguePage />,
        '/payouts': <PayoutsPage />,
        '/scheduler': <SchedulerPage />,
      }}
    />
  );
}
