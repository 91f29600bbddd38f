import type { RemoteContractInput } from '@tajriba/contracts';

/**
 * The pages this remote renders, each with who may open it. `src/app/app.tsx` gives every path
 * its page with `ContractRoutes` (@tajriba/federation): a path without a page, or a page for a
 * path not declared here, does not compile. The paths are written here only.
 */
export const routes = [
  { path: '/checkout', access: 'client' },
  { path: '/experiences/details/:id/checkout', access: 'client' },
  { path: '/checkout/confirm-payment', access: 'client' },
  { path: '/booking-confirmed/:id', access: 'client' },
  { path: '/invoices/:id', access: 'client' },
] as const;

/**
 * mf-booking's contract: what this remote promises the shell and the other areas. It travels with
 * every build (dist/contract.json); the registry copies its routes into the environment document
 * and the shell routes them, with the access rule of each — a new route here needs no shell
 * release. After any change: bump `contractVersion` (major when the shell or a consumer would
 * notice), `npm run remote -- snapshot-contracts`, commit the snapshot.
 *
 * access: public | signed-in | client (signed in, guest side) | host (host or staff) | staff
 */
export const contract = {
  name: 'mf-booking',
  // 1.1.0: gift checkout, the 3-D Secure return page and the booking confirmation.
  // 1.2.0: the invoice page and three parcels (add payment method, confirm card, ticket).
  // 1.3.0: emits `chat:open-requested` ("Message the host" on the booking confirmation).
  contractVersion: '1.3.0',
  exposes: [
    { module: './app', kind: 'app', propsSchemaId: 'shell-app-props@1' },
    // Parcels (README "Parcels"): props = the opener's remote props + domElement, onClose(result), input.
    // add-payment-method: input {isPrimary?, returnPath?}; onClose({status: 'saved' | 'redirecting' (url) | 'cancelled'})
    { module: './add-payment-method', kind: 'parcel', propsSchemaId: 'parcel-props@1' },
    // confirm-card: input {search?} (the gateway's return query); onClose({status: 'saved' | 'failed' | 'pending' (url)})
    { module: './confirm-card', kind: 'parcel', propsSchemaId: 'parcel-props@1' },
    // ticket: input {orderId}; the QR ticket of the signed-in guest's paid order
    { module: './ticket', kind: 'parcel', propsSchemaId: 'parcel-props@1' },
  ],
  routes: [...routes], // a copy: the contract type takes a mutable list, `routes` stays `as const` for the app
  // Links this remote adds to the shell's menus, e.g.
  // { placement: 'user-menu', path: '/checkout', label: { en: '…', ar: '…' }, side: 'any' }
  menu: [],
  events: {
    // events this remote sends on the bus, each with sample payloads exactly as sent
    emits: [
      {
        name: 'auth:login-requested',
        version: 1,
        fixtures: [{ reason: 'unauthorized', redirect: '/checkout?experienceId=12&date=2026-12-01&slot=3&adults=2&children=0&private=false' }],
      },
      { name: 'chat:open-requested', version: 1, fixtures: [{ userId: 3, experienceId: 12, orderId: 7 }] },
    ],
    // events it listens to, with the schema versions it accepts
    consumes: [],
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
    '@tajriba/event-bus': '^0.1.0',
    '@tajriba/design-system/core': '^0.1.0',
  },
} as const satisfies RemoteContractInput;
