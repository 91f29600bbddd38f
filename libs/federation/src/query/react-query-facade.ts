/**
 * The one @tanstack/react-query the page runs: webpack serves this module for every
 * `'@tanstack/react-query'` import in the shell and the remotes, and Module Federation shares it
 * as the `@tanstack/react-query` singleton (see ../webpack/shared.ts), so the shell's QueryClient
 * and every remote's hooks use the same React context.
 *
 * Why a facade: a shared module is never tree-shaken, so sharing the package itself shipped all
 * of react-query and query-core on `/` (hydration, suspense hooks, useMutationState,
 * HydrationBoundary, …). This explicit list is the surface the repository uses; it is
 * tree-shaken once, in whichever bundle provides it. A name missing here would be `undefined` at
 * run time in the browser (the type checker and jest still see the real package), so
 * `react-query-facade.test.ts` checks every `@tanstack/react-query` import in the repository
 * against this list: add a name here before using it. Types need no entry (they are erased).
 *
 * `@tajriba/react-query-impl` is an alias (set by the webpack factory) for react-query's own ESM
 * build; importing `'@tanstack/react-query'` here would consume the facade itself.
 */
export {
  QueryClient,
  QueryClientProvider,
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tajriba/react-query-impl';
