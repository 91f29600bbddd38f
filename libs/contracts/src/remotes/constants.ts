/**
 * Names the shell reads before any schema has loaded (zod-free, part of
 * `@tajriba/contracts/constants`): the environments, and where a tester's per-browser overrides
 * arrive (query parameters, local storage). The parsing and signature checks are in
 * `./overrides.ts` and `./override-token.ts`, which the shell loads only when an override is asked for.
 */
export const environmentNames = ['production', 'staging', 'dev'] as const;
export type EnvironmentName = (typeof environmentNames)[number];

export const OVERRIDE_QUERY_PARAM = 'mf-override';
export const OVERRIDE_TOKEN_QUERY_PARAM = 'mf-override-token';
export const OVERRIDE_STORAGE_KEY = 'tajriba.mf-overrides';
/** where a signed override token is remembered */
export const OVERRIDE_TOKEN_STORAGE_KEY = `${OVERRIDE_STORAGE_KEY}:token`;
export const OVERRIDE_RESET_VALUE = 'reset';
