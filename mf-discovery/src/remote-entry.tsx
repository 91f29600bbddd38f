import { createRemoteLifecycles } from '@tajriba/federation';
import { App } from './app/app';
import { discoveryCatalogues } from './i18n/catalogues';

/**
 * The one module the shell loads (`mf-discovery/app`): single-spa lifecycles. The catalogue loads
 * per language and in two parts (i18n/catalogues.ts): the first mount waits only for home's.
 */
const lifecycles = createRemoteLifecycles({ App, messages: discoveryCatalogues, name: 'mf-discovery' });

export const { bootstrap, mount, unmount } = lifecycles;
export const update = lifecycles.update;
