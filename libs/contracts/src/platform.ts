/**
 * `@tajriba/contracts/platform`: the constants (./constants.ts) plus the platform's schemas —
 * envelopes, roles, message ids, events, the route table, the registry document and its
 * per-browser overrides, auth and form-field rules.
 *
 * The browser never imports the root entry (`@tajriba/contracts`): Module Federation shares each
 * sub-path as its own singleton, a shared module is never tree-shaken, and the root also carries
 * the remote-contract tooling (JSON Schema generation) that only the registry and CI use.
 * `src/__tests__/browser-entries.test.ts` holds the browser code to that.
 */
// By package name, not './constants': in the browser that is its own shared module, so its
// files are not bundled a second time into this one.
export * from '@tajriba/contracts/constants';
export * from './common/envelope';
export * from './common/roles';
export * from './events/index';
export * from './registry';
export * from './remotes/override-token';
export * from './remotes/overrides';
export * from './api/fields';
export * from './api/auth';
