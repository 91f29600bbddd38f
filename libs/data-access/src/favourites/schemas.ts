import { lazySchema } from '@tajriba/api-client';

/** Response schemas, loaded with the request that needs them (zod and the contracts never stand before a first render). */
export const discoverySchema = <S>(pick: (m: typeof import('@tajriba/contracts/discovery')) => S) => lazySchema(() => import('@tajriba/contracts/discovery'), pick);
export const emptyEnvelope = /*#__PURE__*/ lazySchema(() => import('@tajriba/contracts/platform'), (m) => m.emptyEnvelopeSchema);
