export type { RemoteMountProps, RemoteContextProps, LifeCycles } from './types';
export { createRemoteLifecycles, createRemoteParcel, RemoteProviders } from './lifecycles';
export type { RemoteLifecyclesOptions } from './lifecycles';
export { useRemote } from './remote-context';
export { ContractRoutes } from './contract-routes';
export type { ContractLayout, ContractLayouts, ContractPages, ContractPath, ContractRouteList, ContractRoutesProps } from './contract-routes';
export { ParcelSlot } from './parcel-slot';
export type { ParcelSlotProps } from './parcel-slot';
export { ErrorPanel } from './error-panel';
export type { ErrorPanelProps } from './error-panel';
export { RemoteErrorBoundary } from './error-boundary';
export { platformCatalogues } from './messages';
export { createFallbackLifecycles, isFallback } from './fallback';
export {
  registerRegistryRemotes,
  forceReregister,
  loadRemoteLifecycles,
  lifecyclesOf,
  createFallbackPlugin,
  installFallbackPlugin,
  containerNameOf,
} from './mf-runtime';
export {
  loadRegistry,
  readInlineRegistry,
  readSiteEnv,
  fetchRegistry,
  resetOverrides,
  overridesStore,
  useOverrides,
  INLINE_REGISTRY_ID,
} from './registry-client';
export { readOverrideRequest, describeOverrides } from './registry-overrides';
export type { LoadedRegistry, LoadRegistryOptions, OverridesState } from './registry-client';
