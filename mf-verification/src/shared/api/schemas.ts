import { lazySchema } from '@tajriba/api-client';
import type * as VerificationContracts from '@tajriba/contracts/verification';
import type * as AccountContracts from '@tajriba/contracts/account';
import type * as PlatformContracts from '@tajriba/contracts/platform';

/**
 * Response schemas load with the first request that needs them (`lazySchema` retries a failed
 * load on the next request), so zod and the contracts stay out of the first-render JS
 * (libs/federation README, "JS budget").
 */
export const verificationSchema = <S>(pick: (m: typeof VerificationContracts) => S) => lazySchema(() => import('@tajriba/contracts/verification'), pick);
export const accountEnvelope = <S>(pick: (m: typeof AccountContracts, p: typeof PlatformContracts) => S) =>
  lazySchema(() => Promise.all([import('@tajriba/contracts/account'), import('@tajriba/contracts/platform')]), ([a, p]) => pick(a, p));
