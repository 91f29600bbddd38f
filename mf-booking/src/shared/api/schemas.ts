import { lazySchema } from '@tajriba/api-client';
import type * as BookingContracts from '@tajriba/contracts/booking';
import type * as DiscoveryContracts from '@tajriba/contracts/discovery';
import type * as PlatformContracts from '@tajriba/contracts/platform';

/**
 * Response schemas load with the first request that needs them (the request and the schema's
 * chunk travel in parallel; `lazySchema` retries a failed load on the next request), so zod and
 * the contracts stay out of the page's first-render JS (libs/federation README, "JS budget";
 * libs/contracts `browser-entries.test.ts`).
 */
export const bookingSchema = <S>(pick: (m: typeof BookingContracts) => S) => lazySchema(() => import('@tajriba/contracts/booking'), pick);
export const discoverySchema = <S>(pick: (m: typeof DiscoveryContracts) => S) => lazySchema(() => import('@tajriba/contracts/discovery'), pick);
export const experienceSchema = lazySchema(
  () => Promise.all([import('@tajriba/contracts/platform'), import('@tajriba/contracts/discovery')]),
  ([p, d]: [typeof PlatformContracts, typeof DiscoveryContracts]) => p.envelope(d.experienceDetailSchema),
);
