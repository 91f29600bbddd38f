import type { RemoteContractInput } from '@tajriba/contracts';

/**
 * The pages this remote renders, each with who may open it. `src/app/app.tsx` gives every path
 * its page with `ContractRoutes` (@tajriba/federation): a path without a page, or a page for a
 * path not declared here, does not compile. The paths are written here only.
 */
export const routes = [
  { path: '/my-experiences/add', access: 'host' },
  { path: '/experiences-review', access: 'staff' },
  { path: '/experiences-review/:id', access: 'staff' },
] as const;

/**
 * mf-host-wizard's contract: what this remote promises the shell and the other areas. It travels with
 * every build (dist/contract.json); the registry copies its routes into the environment document
 * and the shell routes them, with the access rule of each — a new route here needs no shell
 * release. After any change: bump `contractVersion` (major when the shell or a consumer would
 * notice), `npm run remote -- snapshot-contracts`, commit the snapshot.
 *
 * access: public | signed-in | client (signed in, guest side) | host (host or staff) | staff
 */
export const contract = {
  name: 'mf-host-wizard',
  contractVersion: '1.1.0',
  exposes: [
    { module: './app', kind: 'app', propsSchemaId: 'shell-app-props@1' },
    // The edit modal's content (README "The edit modal"): props { experienceId, onClose({ saved, experienceId, status? }) }.
    { module: './edit-experience', kind: 'parcel', propsSchemaId: 'parcel-props@1' },
  ],
  routes: [...routes], // a copy: the contract type takes a mutable list, `routes` stays `as const` for the app
  // Links this remote adds to the shell's menus (staff reach the queue from the host side of the menu).
  menu: [{ placement: 'user-menu', path: '/experiences-review', label: { en: 'Experience reviews', ar: 'مراجعة التجارب' }, side: 'host' }],
  events: {
    // events this remote sends on the bus, each with sample payloads exactly as sent
    emits: [
      {
        // Save draft and Submit (add page and edit modal): the dashboard's listings refetch.
        name: 'host-wizard:experience-saved',
        version: 1,
        fixtures: [
          { experienceId: 412, status: 'draft', submitted: false },
          { experienceId: 412, status: 'pending', submitted: true },
        ],
      },
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
    '@tajriba/design-system/core': '^0.1.0',
  },
} as const satisfies RemoteContractInput;
