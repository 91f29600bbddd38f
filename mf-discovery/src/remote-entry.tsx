import { createRemoteLifecycles } from '@tajriba/federation';
import { App } from './app/app';
import { discoveryMessages } from './i18n/messages';

/** The one module the shell loads (`mf-discovery/app`): single-spa lifecycles. */
const lifecycles = createRemoteLifecycles({ App, messages: discoveryMessages, name: 'mf-discovery' });

export const { bootstrap, mount, unmount } = lifecycles;
export const update = lifecycles.update;
