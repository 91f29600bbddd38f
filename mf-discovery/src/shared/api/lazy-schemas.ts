import type * as DiscoveryContracts from '@tajriba/contracts/discovery';
import type * as PlatformContracts from '@tajriba/contracts/platform';

/**
 * Response schemas, loaded with the first request that needs them. The home page renders its
 * skeletons before any response has arrived, so zod and the contracts (~20 kB gzip) need not
 * stand before that first render: the api-client calls the loader as it sends the request, and
 * the schema's chunk downloads while the server answers (libs/federation README, "JS budget").
 * Every request module of this remote declares its schema this way; a test
 * (libs/contracts `browser-entries.test.ts`) keeps static schema imports out of first-render code.
 */
function lazy<M, S>(load: () => Promise<M>, pick: (m: M) => S): () => Promise<S> {
  let loaded: Promise<S> | null = null;
  return () =>
    (loaded ??= load().then(pick, (e: unknown) => {
      // A failed chunk load (offline): let the next request try again.
      loaded = null;
      throw e;
    }));
}

export const discoverySchema = <S>(pick: (m: typeof DiscoveryContracts) => S) => lazy(() => import('@tajriba/contracts/discovery'), pick);
export const platformSchema = <S>(pick: (m: typeof PlatformContracts) => S) => lazy(() => import('@tajriba/contracts/platform'), pick);
/** For schemas built from both (an envelope around a discovery item). */
export const combinedSchema = <S>(pick: (platform: typeof PlatformContracts, discovery: typeof DiscoveryContracts) => S) =>
  lazy(() => Promise.all([import('@tajriba/contracts/platform'), import('@tajriba/contracts/discovery')]), ([p, d]) => pick(p, d));
