import { lazySchema } from '@tajriba/api-client';
import type * as AccountContracts from '@tajriba/contracts/account';
import type * as BookingContracts from '@tajriba/contracts/booking';
import type * as DiscoveryContracts from '@tajriba/contracts/discovery';
import type * as PlatformContracts from '@tajriba/contracts/platform';

/**
 * Response schemas load with the first request that needs them (the request and the schema's
 * chunk travel in parallel; `lazySchema` retries a failed load on the next request), so zod and
 * the contracts stay out of the first render's JS (libs/federation README, "JS budget").
 */
type Platform = typeof PlatformContracts;
/** An envelope around an account schema (`envelope(userInfoSchema)`). */
export const accountSchema = <S>(pick: (platform: Platform, account: typeof AccountContracts) => S) =>
  lazySchema(() => Promise.all([import('@tajriba/contracts/platform'), import('@tajriba/contracts/account')]), ([p, a]) => pick(p, a));
export const bookingSchema = <S>(pick: (platform: Platform, booking: typeof BookingContracts) => S) =>
  lazySchema(() => Promise.all([import('@tajriba/contracts/platform'), import('@tajriba/contracts/booking')]), ([p, b]) => pick(p, b));
export const discoverySchema = <S>(pick: (platform: Platform, discovery: typeof DiscoveryContracts) => S) =>
  lazySchema(() => Promise.all([import('@tajriba/contracts/platform'), import('@tajriba/contracts/discovery')]), ([p, d]) => pick(p, d));
/** `{ data: null }` answers of updates that return nothing. */
export const emptySchema = lazySchema(() => import('@tajriba/contracts/platform'), (p) => p.emptyEnvelopeSchema);
