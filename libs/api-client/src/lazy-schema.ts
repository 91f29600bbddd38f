/**
 * A response schema loaded with the first request that needs it: `get(path, lazySchema(() =>
 * import('@tajriba/contracts/booking'), (m) => m.orderEnvelopeSchema))`. The client calls the loader
 * as it sends the request, so the schema's chunk (zod and the contracts, ~20 kB gzip) downloads
 * while the server answers and never stands before a first render (libs/federation README, "JS
 * budget"; libs/contracts `browser-entries.test.ts` keeps static schema imports out of
 * first-render code).
 *
 * The loaded schema is kept for every later request. A load that fails (offline, a deploy removed
 * the chunk) is forgotten, so the next request — the user's Retry — downloads again instead of
 * failing for the rest of the visit. The `import()` stays in the caller's code: that is what tells
 * the bundler the module is a shared one to fetch on demand.
 */
export function lazySchema<M, S>(load: () => Promise<M>, pick: (module: M) => S): () => Promise<S> {
  let loaded: Promise<S> | null = null;
  return () =>
    (loaded ??= load().then(pick, (error: unknown) => {
      loaded = null;
      throw error;
    }));
}
