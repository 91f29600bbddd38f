import type { RemoteContractInput } from '@tajriba/contracts';

/**
 * The pages this remote renders, each with who may open it. `src/app/app.tsx` gives every path
 * its page with `ContractRoutes` (@tajriba/federation): a path without a page, or a page for a
 * path not declared here, does not compile. The paths are written here only.
 */
export const routes = [
  { path: '/', access: 'public' },
  { path: '/experiences', access: 'public' },
  { path: '/experiences/map', access: 'public' },
  { path: '/experiences/details/:id', access: 'public' },
  { path: '/search', access: 'public' },
  { path: '/search/map', access: 'public' },
  { path: '/host/:id', access: 'public' },
] as const;

/**
 * mf-discovery's contract: home, experience listing and map, experience details, search, host
 * profile. It travels with every build (`dist/contract.json`, then the registry's copy next to the
 * build); the registry puts its routes into the environment document and the shell routes them.
 * Bump `contractVersion` on every change here (major for anything a consumer or the shell would
 * notice), then `npm run remote -- snapshot-contracts` and commit the snapshot
 * (infra/registry/README.md, "Versioning a contract").
 */
export const contract = {
  name: 'mf-discovery',
  // 2.0.0: message catalogues are precompiled at build time (the shell's react-intl ships
  // without the ICU parser), so a 1.x build would show raw message syntax inside a 2.x shell.
  // 3.0.0: the platform libs are shared per sub-path (`@tajriba/design-system/core`,
  // `@tajriba/contracts/platform` and `/discovery`) and the router facade is declared; a 2.x build
  // consumes keys a 3.x shell no longer provides, so it would run its own toast queue and RTL plugin.
  // 3.1.0: consumes `@tajriba/contracts/constants` and loads its response schemas lazily; needs a
  // 3.1 shell (`remote check` refuses a 3.0 shell, which does not provide that key).
  // 4.0.0: the contract lives in mf-discovery/ and declares the access rule of each route; the shell
  // learns the routes from the registry document (published contract format 2).
  // 4.1.0: emits `chat:open-requested` ("Message the host" on the experience page and the host profile); the shell
  // opens the messages area on that chat (a 3.5 shell; an older one ignores the event).
  contractVersion: '4.1.0',
  exposes: [{ module: './app', kind: 'app', propsSchemaId: 'shell-app-props@1' }],
  routes: [...routes], // a copy: the contract type takes a mutable list, `routes` stays `as const` for the app
  events: {
    emits: [
      {
        name: 'auth:login-requested',
        version: 1,
        fixtures: [
          { reason: 'unauthorized', redirect: '/experiences/details/12' },
          { reason: 'action', redirect: '/experiences/details/12' },
          { reason: 'action', mode: 'host' },
        ],
      },
      {
        name: 'favourite:changed',
        version: 1,
        fixtures: [
          { experienceId: 12, favouriteId: 301 },
          { experienceId: 12, favouriteId: null },
        ],
      },
      {
        name: 'toast:show',
        version: 1,
        fixtures: [
          { kind: 'success', message: 'discovery.wishlist.added' },
          { kind: 'error', message: 'discovery.wishlist.failed', durationMs: 5000 },
        ],
      },
      { name: 'chat:open-requested', version: 1, fixtures: [{ userId: 7, experienceId: 12 }] },
    ],
    consumes: [{ name: 'auth:session-changed', versions: [1] }],
  },
  // Share keys, as the federation config shares them (sub-paths are keys of their own).
  // react-router is the platform's facade (an explicit export list); each remote still mounts its
  // own router over the same URL.
  shared: {
    react: '^19.0.0',
    'react-router': '^7.0.0',
    'react/jsx-runtime': '^19.0.0',
    'react-dom': '^19.0.0',
    'react-dom/client': '^19.0.0',
    'styled-components': '^6.0.0',
    '@tanstack/react-query': '^5.0.0',
    'react-intl': '^12.0.0',
    'valtio/vanilla': '^2.0.0',
    'valtio/react': '^2.0.0',
    '@tajriba/contracts/constants': '^0.1.0',
    '@tajriba/contracts/platform': '^0.1.0',
    '@tajriba/contracts/discovery': '^0.1.0',
    '@tajriba/session': '^0.1.0',
    '@tajriba/session/shell': '^0.1.0',
    '@tajriba/api-client': '^0.1.0',
    '@tajriba/event-bus': '^0.1.0',
    'proxy-compare': '^3.0.0',
    '@tajriba/i18n': '^0.1.0',
    '@tajriba/design-system/core': '^0.1.0',
  },
} as const satisfies RemoteContractInput;
