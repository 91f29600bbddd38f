import type { RemoteContractInput } from '@tajriba/contracts';

/**
 * The pages this remote renders, each with who may open it. `src/app/app.tsx` gives every path
 * its page with `ContractRoutes` (@tajriba/federation): a path without a page, or a page for a
 * path not declared here, does not compile. The paths are written here only.
 */
export const routes = [
  { path: '/profile', access: 'signed-in' },
  { path: '/profile/create', access: 'signed-in' },
  { path: '/profile/edit', access: 'signed-in' },
  { path: '/profile/notifications', access: 'signed-in' },
  { path: '/profile/account-settings/personal-info', access: 'signed-in' },
  { path: '/profile/account-settings/global-prefrence', access: 'signed-in' },
  { path: '/profile/account-settings/login-security', access: 'signed-in' },
  { path: '/profile/account-settings/notifications', access: 'signed-in' },
  { path: '/profile/account-settings/payments', access: 'signed-in' },
  { path: '/profile/account-settings/payments/confirm-card', access: 'signed-in' },
  { path: '/wishlist', access: 'client' },
  { path: '/wishlist/list/:id', access: 'client' },
  { path: '/reservations', access: 'client' },
  { path: '/reservations/details/:id', access: 'client' },
  { path: '/transactions', access: 'client' },
] as const;

/**
 * mf-account's contract: what this remote promises the shell and the other areas. It travels with
 * every build (dist/contract.json); the registry copies its routes into the environment document
 * and the shell routes them, with the access rule of each — a new route here needs no shell
 * release. After any change: bump `contractVersion` (major when the shell or a consumer would
 * notice), `npm run remote -- snapshot-contracts`, commit the snapshot.
 *
 * access: public | signed-in | client (signed in, guest side) | host (host or staff) | staff
 */
export const contract = {
  name: 'mf-account',
  // 1.0.0: the profile (header, verification, about me). 1.1.0: wishlists. 1.2.0: account settings
  // (personal info, global preferences, login & security, notification preferences); emits
  // `locale:change-requested` and `account:user-changed` (optional for the shell: without them the
  // account still saves, the header follows on the next load). 1.3.0: reservations (list, details
  // with the cancel dialog; mounts mf-booking's `./ticket` parcel, optional: without it the ticket
  // code shows as text). 1.4.0: payments settings (saved cards; adds through mf-booking's
  // `./add-payment-method` parcel, returns to `payments/confirm-card` with its `./confirm-card`).
  // 1.5.0: transactions (`/transactions`, a guest-side menu link), notifications (`/profile/notifications`,
  // the bell's "See all"; consumes `notification:received`, optional: without it the page shows what it read).
  // 1.6.0: "Message the host" on a reservation emits `chat:open-requested` (the shell opens the chat).
  // 1.7.0: `/profile/create` and `/profile/edit` (names, date of birth, gender, address, emergency contact).
  contractVersion: '1.7.0',
  exposes: [{ module: './app', kind: 'app', propsSchemaId: 'shell-app-props@1' }],
  // Spec §2 route classes: profile pages are "protected" (any signed-in user); reservations,
  // wishlists and transactions are "client-protected" (the guest side).
  routes: [...routes], // a copy: the contract type takes a mutable list, `routes` stays `as const` for the app
  // The shell's avatar menu links these (only when this remote is in the environment).
  menu: [
    { placement: 'user-menu', path: '/profile', label: { en: 'Profile', ar: 'الملف الشخصي' }, side: 'any' },
    {
      placement: 'user-menu',
      path: '/profile/account-settings/personal-info',
      label: { en: 'Account settings', ar: 'إعدادات الحساب' },
      side: 'any',
    },
    { placement: 'user-menu', path: '/reservations', label: { en: 'Reservations', ar: 'الحجوزات' }, side: 'guest' },
    { placement: 'user-menu', path: '/wishlist', label: { en: 'Wishlists', ar: 'قوائم الأمنيات' }, side: 'guest' },
    { placement: 'user-menu', path: '/transactions', label: { en: 'Transactions', ar: 'المعاملات' }, side: 'guest' },
  ],
  events: {
    // events this remote sends on the bus, each with sample payloads exactly as sent
    emits: [
      { name: 'locale:change-requested', version: 1, fixtures: [{ locale: 'ar' }, { locale: 'en' }] },
      { name: 'account:user-changed', version: 1, fixtures: [{ userId: 42 }] },
      { name: 'chat:open-requested', version: 1, fixtures: [{ userId: 7, experienceId: 12, orderId: 1001 }] },
    ],
    // events it listens to, with the schema versions it accepts
    consumes: [{ name: 'notification:received', versions: [1] }],
  },
  // Share keys it consumes (the federation config shares them), with the ranges it was built against.
  shared: {
    react: '^19.0.0',
    'react/jsx-runtime': '^19.0.0',
    'react-dom': '^19.0.0',
    'react-dom/client': '^19.0.0',
    'react-router': '^7.0.0',
    'react-intl': '^12.0.0',
    'styled-components': '^6.0.0',
    '@tanstack/react-query': '^5.0.0',
    '@tajriba/i18n': '^0.1.0',
    '@tajriba/session': '^0.1.0',
    '@tajriba/design-system/core': '^0.1.0',
  },
} as const satisfies RemoteContractInput;
