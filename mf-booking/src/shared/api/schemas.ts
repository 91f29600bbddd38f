import type * as BookingContracts from '@tajriba/contracts/booking';
import type * as DiscoveryContracts from '@tajriba/contracts/discovery';
import type * as PlatformContracts from '@tajriba/contracts/platform';

/**
 * Response schemas load with the first request that needs them (the request and the schema's
 * chunk travel in parallel), so zod and the contracts stay out of the page's first-render JS
 * (libs/federation README, "JS budget"; libs/contracts `browser-entries.test.ts`).
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

export const bookingSchema = <S>(pick: (m: typeof BookingContracts) => S) => lazy(() => import('@tajriba/contracts/booking'), pick);
export const discoverySchema = <S>(pick: (m: typeof DiscoveryContracts) => S) => lazy(() => import('@tajriba/contracts/discovery'), pick);
export const experienceSchema = lazy(
  () => Promise.all([import('@tajriba/contracts/platform'), import('@tajriba/contracts/discovery')]),
  ([p, d]: [typeof PlatformContracts, typeof DiscoveryContracts]) => p.envelope(d.experienceDetailSchema),
);
