import type * as VerificationContracts from '@tajriba/contracts/verification';
import type * as AccountContracts from '@tajriba/contracts/account';
import type * as PlatformContracts from '@tajriba/contracts/platform';

/**
 * Response schemas load with the first request that needs them, so zod and the contracts stay out
 * of the first-render JS (libs/federation README, "JS budget").
 */
function lazy<M, S>(load: () => Promise<M>, pick: (m: M) => S): () => Promise<S> {
  let loaded: Promise<S> | null = null;
  return () =>
    (loaded ??= load().then(pick, (e: unknown) => {
      loaded = null;
      throw e;
    }));
}

export const verificationSchema = <S>(pick: (m: typeof VerificationContracts) => S) => lazy(() => import('@tajriba/contracts/verification'), pick);
export const accountEnvelope = <S>(pick: (m: typeof AccountContracts, p: typeof PlatformContracts) => S) =>
  lazy(() => Promise.all([import('@tajriba/contracts/account'), import('@tajriba/contracts/platform')]), ([a, p]) => pick(a, p));
