import type { ShellContractInput } from '../remote-contract';

/**
 * What the shell composes: the contract majors it supports of the remotes it knows (any other
 * remote is composed when its props, events and shared singletons check out), the events it emits to
 * remotes and consumes from them, and the shared singletons it provides (it loads first, so
 * with `shareStrategy: 'loaded-first'` its copies are the ones every remote gets). `provides`
 * must equal the versions installed for the shell: a test checks it.
 */
export const shellContract = {
  name: 'shell',
  // 2.0.0: react-intl is provided without its message parser; remotes must ship precompiled
  // catalogues (the federation webpack factory does it), hence mf-discovery 2.x only.
  // 3.0.0: platform libs are provided per sub-path (design-system core, contracts per area) and
  // the router facade is declared; remotes built for 2.x consume keys no longer provided.
  // 3.1.0: also provides `@tajriba/contracts/constants` (the zod-free part of the contracts, so a
  // first render loads no schema); 3.0 remotes keep working.
  // 3.2.0: routes come from the registry document (each remote's contract), so the shell composes
  // any remote whose props, events and singletons it supports; `supports` only pins the majors of
  // remotes it knows, and composes mf-discovery 4 (routes with access) as well as 3.
  // 3.3.0: also consumes `locale:change-requested` (a remote switches the site's language) and
  // `account:user-changed` (the shell re-reads the signed-in user); remotes that never send them are unaffected.
  // 3.4.0: app props carry `loadModule(remote, module)`, so a remote mounts another remote's
  // parcel (libs/federation `ParcelSlot`) through the page's runtime; optional, older remotes ignore it.
  // 3.5.0: also consumes `chat:open-requested` ("message the host": opens /messages on that chat).
  contractVersion: '3.5.0',
  supports: {
    'mf-discovery': [3, 4],
  },
  appProps: ['shell-app-props@1'],
  events: {
    emits: [
      {
        name: 'auth:session-changed',
        version: 1,
        fixtures: [
          { signedIn: true, userId: 42, role: 1 },
          { signedIn: true, userId: 7, role: 2 },
          { signedIn: false, userId: null, role: null },
        ],
      },
      { name: 'locale:changed', version: 1, fixtures: [{ locale: 'ar', dir: 'rtl' }, { locale: 'en', dir: 'ltr' }] },
      { name: 'theme:changed', version: 1, fixtures: [{ theme: 'dark' }, { theme: 'light' }] },
      {
        name: 'notification:received',
        version: 1,
        fixtures: [
          { id: 9001, content: 'Your booking for Desert Safari was confirmed', isActionable: true, targetId: 55 },
          { id: 9002, content: 'Welcome to Tajriba', isActionable: false, targetId: null },
        ],
      },
      { name: 'chat:unread-changed', version: 1, fixtures: [{ count: 0 }, { count: 3 }] },
    ],
    // The shell works whether or not any remote emits these: all optional.
    consumes: [
      { name: 'auth:login-requested', versions: [1], optional: true },
      { name: 'toast:show', versions: [1], optional: true },
      { name: 'verification:open', versions: [1], optional: true },
      { name: 'locale:change-requested', versions: [1], optional: true },
      { name: 'account:user-changed', versions: [1], optional: true },
      { name: 'chat:open-requested', versions: [1], optional: true },
    ],
  },
  provides: {
    react: '19.3.1',
    'react-router': '7.18.5',
    'react/jsx-runtime': '19.3.1',
    'react-dom': '19.3.1',
    'react-dom/client': '19.3.1',
    zod: '4.6.7',
    'styled-components': '6.6.0',
    '@tanstack/react-query': '5.108.0',
    'react-intl': '12.1.5',
    valtio: '2.3.2',
    'valtio/vanilla': '2.3.2',
    'valtio/react': '2.3.2',
    'valtio/utils': '2.3.2',
    'proxy-compare': '3.0.1',
    '@tajriba/contracts/constants': '0.1.0',
    '@tajriba/contracts/platform': '0.1.0',
    '@tajriba/contracts/discovery': '0.1.0',
    '@tajriba/contracts/account': '0.1.0',
    '@tajriba/event-bus': '0.1.0',
    '@tajriba/session': '0.1.0',
    '@tajriba/session/shell': '0.1.0',
    '@tajriba/api-client': '0.1.0',
    '@tajriba/i18n': '0.1.0',
    '@tajriba/design-system/core': '0.1.0',
  },
} as const satisfies ShellContractInput;
