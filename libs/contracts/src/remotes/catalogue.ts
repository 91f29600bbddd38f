import type { RemoteName } from '../routes';
import type { RemoteContractInput } from '../remote-contract';
import { mfDiscoveryContract } from './mf-discovery';

export { shellContract } from './shell';

/**
 * Every remote that exists, by name. A new remote adds its contract file and one line here;
 * the registry, its CLI and the contract checks pick it up from this map.
 */
export const remoteContracts: Partial<Record<RemoteName, RemoteContractInput>> = {
  'mf-discovery': mfDiscoveryContract,
};
