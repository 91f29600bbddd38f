import { lazySchema } from '@tajriba/api-client';
import type * as DiscoveryContracts from '@tajriba/contracts/discovery';
import type * as PlatformContracts from '@tajriba/contracts/platform';

/**
 * Response schemas, loaded with the first request that needs them. The home page renders its
 * skeletons before any response has arrived, so zod and the contracts (~20 kB gzip) need not
 * stand before that first render: the api-client calls the loader as it sends the request, and
 * the schema's chunk downloads while the server answers (libs/federation README, "JS budget").
 * Every request module of this remote declares its schema this way (`lazySchema`: a failed load
 * is retried by the next request); a test (libs/contracts `browser-entries.test.ts`) keeps static
 * schema imports out of first-render code.
 */
export const discoverySchema = <S>(pick: (m: typeof DiscoveryContracts) => S) => lazySchema(() => import('@tajriba/contracts/discovery'), pick);
export const platformSchema = <S>(pick: (m: typeof PlatformContracts) => S) => lazySchema(() => import('@tajriba/contracts/platform'), pick);
/** For schemas built from both (an envelope around a discovery item). */
export const combinedSchema = <S>(pick: (platform: typeof PlatformContracts, discovery: typeof DiscoveryContracts) => S) =>
  lazySchema(() => Promise.all([import('@tajriba/contracts/platform'), import('@tajriba/contracts/discovery')]), ([p, d]) => pick(p, d));
