import type { RemoteContractInput } from '@tajriba/contracts';

/**
 * The pages this remote renders, each with who may open it. `src/app/app.tsx` gives every path
 * its page with `ContractRoutes` (@tajriba/federation): a path without a page, or a page for a
 * path not declared here, does not compile. The paths are written here only.
 */
export const routes = [{ path: '/messages', access: 'signed-in' }] as const;

/**
 * mf-messaging's contract: what this remote promises the shell and the other areas. It travels with
 * every build (dist/contract.json); the registry copies its routes into the environment document
 * and the shell routes them, with the access rule of each — a new route here needs no shell
 * release. After any change: bump `contractVersion` (major when the shell or a consumer would
 * notice), `npm run remote -- snapshot-contracts`, commit the snapshot.
 *
 * access: public | signed-in | client (signed in, guest side) | host (host or staff) | staff
 */
export const contract = {
  name: 'mf-messaging',
  contractVersion: '1.0.0',
  exposes: [{ module: './app', kind: 'app', propsSchemaId: 'shell-app-props@1' }],
  // ?chat=<id> opens a chat; ?to=<userId>[&experience=<id>] starts one ("message the host").
  routes: [...routes], // a copy: the contract type takes a mutable list, `routes` stays `as const` for the app
  // Links this remote adds to the shell's menus.
  menu: [{ placement: 'user-menu', path: '/messages', label: { en: 'Messages', ar: 'الرسائل' }, side: 'any' }],
  events: {
    // events this remote sends on the bus, each with sample payloads exactly as sent
    emits: [{ name: 'chat:unread-changed', version: 1, fixtures: [{ count: 0 }, { count: 2 }] }],
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
    '@tajriba/contracts/account': '^0.1.0',
    '@tajriba/contracts/constants': '^0.1.0',
    '@tajriba/contracts/platform': '^0.1.0',
    'valtio/vanilla': '^2.0.0',
    'valtio/react': '^2.0.0',
    'proxy-compare': '^3.0.0',
    '@tajriba/design-system/core': '^0.1.0',
  },
} as const satisfies RemoteContractInput;
