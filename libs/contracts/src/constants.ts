/**
 * `@tajriba/contracts/constants`: the zod-free part of the contracts — route table, message ids,
 * role ids, languages and themes, event names and versions, environment names and where overrides
 * arrive, auth cookie names and code timings, and the discovery values the address bar carries.
 *
 * This is what a first render needs: no response has arrived yet, so nothing is validated yet.
 * Importing it costs no zod; the schemas (`/platform`, `/discovery`, `/account`) load beside the
 * first request that needs them (libs/federation README, "JS budget").
 * `src/__tests__/browser-entries.test.ts` keeps zod out of this entry.
 *
 * The API's own error ids (`ApiMsg`) are not here: the API sends them already localised, so a
 * first render never needs them, and as a shared module this entry is never tree-shaken — every
 * new API error grew every route's first render. Browser code that compares against one imports
 * `@tajriba/contracts/api-messages` (not shared, so only the ids it uses are bundled).
 */
export * from './common/messages';
export * from './common/role-ids';
export * from './common/locales';
export * from './events/names';
export * from './routes';
export * from './remotes/constants';
export * from './api/auth-constants';
export * from './api/discovery/constants';
