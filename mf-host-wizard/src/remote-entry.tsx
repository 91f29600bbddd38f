import { createRemoteLifecycles } from '@tajriba/federation';
import { App } from './app/app';
import { rootCatalogues } from './i18n/catalogues';

/** The one module the shell loads (`mf-host-wizard/app`): single-spa lifecycles. */
const lifecycles = createRemoteLifecycles({ App, messages: rootCatalogues, name: 'mf-host-wizard' });

export const { bootstrap, mount, unmount } = lifecycles;
export const update = lifecycles.update;
