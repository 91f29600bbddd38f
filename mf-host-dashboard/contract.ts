import type { RemoteContractInput } from '@tajriba/contracts';

/**
 * The pages this remote renders, each with who may open it. `src/app/app.tsx` gives every path
 * its page with `ContractRoutes` (@tajriba/federation): a path without a page, or a page for a
 * path not declared here, does not compile. The paths are written here only.
 */
export const routes = [
  { path: '/dashboard', access: 'host' },
  { path: '/bookings', access: 'host' },
  { path: '/bookings/details/:id', access: 'host' },
  { path: '/my-experiences', access: 'host' },
  { path: '/my-experiences/details/:id', access: 'host' },
  { path: '/my-experiences/details/:id/insights', access: 'host' },
  { path: '/analytics', access: 'host' },
  { path: '/coupons', access: 'host' },
  { path: '/questions', access: 'host' },
  { path: '/catalogue', access: 'staff' },
  { path: '/catalogue/:kind', access: 'staff' },
  { path: '/payouts', access: 'host' },
  { path: '/scheduler', access: 'host' },
] as const;

/**
 * mf-host-dashboard's contract: what this remote promises the shell and the other areas. It travels with
 * every build (dist/contract.json); the registry copies its routes into the environment document
 * and the shell routes them, with the access rule of each — a new route here needs no shell
 * release. After any change: bump `contractVersion` (major when the shell or a consumer would
 * notice), `npm run remote -- snapshot-contracts`, commit the snapshot.
 *
 * access: public | signed-in | client (signed in, guest side) | host (host or staff) | staff
 */
export const contract = {
  name: 'mf-host-dashboard',
  // 1.0.0: dashboard, bookings and booking details, my experiences (lifecycle), payouts and IBAN.
  // 1.1.0: /scheduler (the host's calendar).
  // 1.2.0: /analytics, /my-experiences/details/:id and its /insights, /coupons, /questions;
  // the staff catalogue pages /catalogue (categories first) and /catalogue/:kind.
  // 1.3.0: emits `chat:open-requested` ("Message the guest" on a booking); mounts mf-host-wizard's
  // `./edit-experience` parcel (Edit on a listing) and mf-verification's `./gate` (unapproved hosts).
  // 1.4.0: declares that it listens to `host-wizard:experience-saved` (it always did, undeclared).
  contractVersion: '1.4.0',
  exposes: [{ module: './app', kind: 'app', propsSchemaId: 'shell-app-props@1' }],
  routes: [...routes], // a copy: the contract type takes a mutable list, `routes` stays `as const` for the app
  // Links this remote adds to the shell's menus (the host side of the avatar menu).
  menu: [
    { placement: 'user-menu', path: '/dashboard', label: { en: 'Dashboard', ar: 'لوحة المعلومات' }, side: 'host' },
    { placement: 'user-menu', path: '/bookings', label: { en: 'Bookings', ar: 'الحجوزات' }, side: 'host' },
    { placement: 'user-menu', path: '/scheduler', label: { en: 'Calendar', ar: 'التقويم' }, side: 'host' },
    { placement: 'user-menu', path: '/my-experiences', label: { en: 'My experiences', ar: 'تجاربي' }, side: 'host' },
    { placement: 'user-menu', path: '/analytics', label: { en: 'Analytics', ar: 'التحليلات' }, side: 'host' },
    { placement: 'user-menu', path: '/questions', label: { en: 'Questions', ar: 'الأسئلة' }, side: 'host' },
    { placement: 'user-menu', path: '/coupons', label: { en: 'Coupons', ar: 'القسائم' }, side: 'host' },
    { placement: 'user-menu', path: '/catalogue', label: { en: 'Catalogue', ar: 'الفهرس' }, side: 'any' },
    { placement: 'user-menu', path: '/payouts', label: { en: 'Payouts', ar: 'المدفوعات' }, side: 'host' },
  ],
  events: {
    // events this remote sends on the bus, each with sample payloads exactly as sent
    emits: [{ name: 'chat:open-requested', version: 1, fixtures: [{ userId: 7, experienceId: 12, orderId: 345 }] }],
    // events it listens to, with the schema versions it accepts
    consumes: [
      // The wizard saved or submitted a listing: every host query refetches (use-api-context.ts).
      // Optional: without the wizard in the environment the dashboard works, there is just nothing to refetch for.
      { name: 'host-wizard:experience-saved', versions: [1], optional: true },
    ],
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
    '@tajriba/api-client': '^0.1.0',
    '@tajriba/design-system/core': '^0.1.0',
  },
} as const satisfies RemoteContractInput;
