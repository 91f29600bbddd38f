import { composeRoutes, type RoutedDocument } from '@tajriba/contracts/constants';
import { compositionStore } from '../features/composition/composition-store';
import { menuSource } from '../shared/menu-source';

/** The composition as it stands once a registry document with these remotes has been read. */
export function composeDocument(remotes: RoutedDocument['remotes']): void {
  Object.assign(compositionStore, { status: 'ready', remotes: Object.keys(remotes), env: 'dev', routes: composeRoutes({ remotes }) });
  menuSource.remotes = remotes;
}
