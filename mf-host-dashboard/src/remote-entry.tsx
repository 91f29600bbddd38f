import { createRemoteLifecycles } from '@tajriba/federation';
import { App } from './app/app';
import { catalogues } from './i18n/catalogues';

/** The one module the shell loads (`mf-host-dashboard/app`): single-spa lifecycles. */
const lifecycles = createRemoteLifecycles({ App, messages: catalogues, name: 'mf-host-dashboard' });

export const { bootstrap, mount, unmount } = lifecycles;
export const update = lifecycles.update;
