import { proxy } from 'valtio/vanilla';
import { useSnapshot } from 'valtio/react';
import { composeRoutes, type RouteEntry } from '@tajriba/contracts/constants';

export interface CompositionState {
  status: 'loading' | 'ready' | 'failed';
  /** remotes present in the (override-applied) registry document */
  remotes: string[];
  env: string | null;
  /**
   * The site's routes: the shell's pages, then those the document's remotes declare
   * (`composeRoutes`). Until the document is read, only the shell's pages are known.
   */
  routes: RouteEntry[];
}

export const compositionStore = proxy<CompositionState>({ status: 'loading', remotes: [], env: null, routes: composeRoutes(null) });
export const useComposition = (): CompositionState => useSnapshot(compositionStore) as CompositionState;
