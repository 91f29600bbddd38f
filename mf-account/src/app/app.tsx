import type { ReactNode } from 'react';
import { lazyPage } from '@tajriba/design-system';
import { ContractRoutes, RemoteErrorBoundary } from '@tajriba/federation';
import { profileCatalogue } from '../features/profile/i18n/catalogue';
import { wishlistsCatalogue } from '../features/wishlists/i18n/catalogue';
import { accountSettingsCatalogue } from '../features/account-settings/i18n/catalogue';
import { sharedCatalogue } from '../shared/i18n/catalogue';
import { reservationsCatalogue } from '../features/reservations/i18n/catalogue';
import { transactionsCatalogue } from '../features/transactions/i18n/catalogue';
import { notificationsCatalogue } from '../features/notifications/i18n/catalogue';
import { profileFormCatalogue } from '../features/profile-form/i18n/catalogue';
import { SettingsFrame } from '../features/account-settings/components/settings-frame';
import { routes } from '../../contract';

// Every page loads on demand with its own strings (lazyPage: the chunk and the feature's
// catalogue in one retryable attempt), so this remote's first render is only its router.
const ProfilePage = lazyPage(() => import('../features/profile/profile-page'), { messages: [sharedCatalogue, profileCatalogue], name: 'ProfilePage' });
const ProfileCreatePage = lazyPage(() => import('../features/profile-form/profile-create-page'), { messages: profileFormCatalogue, name: 'ProfileCreatePage' });
const ProfileEditPage = lazyPage(() => import('../features/profile-form/profile-edit-page'), { messages: profileFormCatalogue, name: 'ProfileEditPage' });
const WishlistsPage = lazyPage(() => import('../features/wishlists/wishlists-page'), { messages: wishlistsCatalogue, name: 'WishlistsPage' });
const ListPage = lazyPage(() => import('../features/wishlists/list-page'), { messages: wishlistsCatalogue, name: 'WishlistListPage' });

const ReservationsPage = lazyPage(() => import('../features/reservations/reservations-page'), { messages: reservationsCatalogue, name: 'ReservationsPage' });
const ReservationDetailsPage = lazyPage(() => import('../features/reservations/details-page'), { messages: reservationsCatalogue, name: 'ReservationDetailsPage' });

const TransactionsPage = lazyPage(() => import('../features/transactions/transactions-page'), { messages: transactionsCatalogue, name: 'TransactionsPage' });
const NotificationsPage = lazyPage(() => import('../features/notifications/notifications-page'), { messages: notificationsCatalogue, name: 'NotificationsPage' });

const settings = [sharedCatalogue, accountSettingsCatalogue];
const PersonalInfoPage = lazyPage(() => import('../features/account-settings/personal-info-page'), { messages: settings, name: 'PersonalInfoPage' });
const GlobalPreferencePage = lazyPage(() => import('../features/account-settings/global-preference-page'), { messages: accountSettingsCatalogue, name: 'GlobalPreferencePage' });
const LoginSecurityPage = lazyPage(() => import('../features/account-settings/login-security-page'), { messages: accountSettingsCatalogue, name: 'LoginSecurityPage' });
const PaymentsPage = lazyPage(() => import('../features/account-settings/payments-page'), { messages: accountSettingsCatalogue, name: 'PaymentsPage' });
const ConfirmCardPage = lazyPage(() => import('../features/account-settings/confirm-card-page'), { messages: accountSettingsCatalogue, name: 'ConfirmCardPage' });
const NotificationsSettingsPage = lazyPage(() => import('../features/account-settings/notifications-page'), { messages: accountSettingsCatalogue, name: 'NotificationsSettingsPage' });

const guarded = (name: string, page: ReactNode) => <RemoteErrorBoundary name={`mf-account:${name}`}>{page}</RemoteErrorBoundary>;

/**
 * This remote's own router, mounted by the shell over the site's URL: one page for each route
 * `contract.ts` declares, keyed by its path (ContractRoutes: a route without a page, or a page
 * without a route, does not compile). The shell activates this remote only on
 * those, and sends visitors to sign-in first; anything else renders nothing, and the shell shows its 404.
 * The account settings sections share one frame (title and sections menu), a layout route that
 * stays mounted from one section to the next.
 */
export function App() {
  return (
    <ContractRoutes
      routes={routes}
      layouts={[
        {
          element: guarded('account-settings', <SettingsFrame />),
          paths: [
            '/profile/account-settings/personal-info',
            '/profile/account-settings/global-prefrence',
            '/profile/account-settings/login-security',
            '/profile/account-settings/notifications',
            '/profile/account-settings/payments',
            '/profile/account-settings/payments/confirm-card',
          ],
        },
      ]}
      pages={{
        '/profile': guarded('profile', <ProfilePage />),
        '/profile/create': guarded('profile-create', <ProfileCreatePage />),
        '/profile/edit': guarded('profile-edit', <ProfileEditPage />),
        '/profile/notifications': guarded('notifications', <NotificationsPage />),
        '/profile/account-settings/personal-info': guarded('personal-info', <PersonalInfoPage />),
        '/profile/account-settings/global-prefrence': guarded('global-preference', <GlobalPreferencePage />),
        '/profile/account-settings/login-security': guarded('login-security', <LoginSecurityPage />),
        '/profile/account-settings/notifications': guarded('notification-settings', <NotificationsSettingsPage />),
        '/profile/account-settings/payments': guarded('payments', <PaymentsPage />),
        '/profile/account-settings/payments/confirm-card': guarded('confirm-card', <ConfirmCardPage />),
        '/wishlist': guarded('wishlists', <WishlistsPage />),
        '/wishlist/list/:id': guarded('wishlist', <ListPage />),
        '/reservations': guarded('reservations', <ReservationsPage />),
        '/reservations/details/:id': guarded('reservation', <ReservationDetailsPage />),
        '/transactions': guarded('transactions', <TransactionsPage />),
      }}
    />
  );
}
