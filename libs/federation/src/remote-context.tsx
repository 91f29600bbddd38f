import { createContext, useContext } from 'react';
import type { RemoteMountProps } from './types';

const RemoteContext = createContext<RemoteMountProps | null>(null);
export const RemoteContextProvider = RemoteContext.Provider;

/** The mount props (api client, bus, env…) inside a remote's tree. */
export function useRemote(): RemoteMountProps {
  const ctx = useContext(RemoteContext);
  if (!ctx) throw new Error('useRemote() must be used inside a remote mounted by createRemoteLifecycles');
  return ctx;
}
