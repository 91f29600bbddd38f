import { proxy } from 'valtio/vanilla';
import { useSnapshot } from 'valtio/react';

export interface CompositionState {
  status: 'loading' | 'ready' | 'failed';
  /** remotes present in the (override-applied) registry document */
  remotes: string[];
  env: string | null;
}

export const compositionStore = proxy<CompositionState>({ status: 'loading', remotes: [], env: null });
export const useComposition = (): CompositionState => useSnapshot(compositionStore) as CompositionState;
