// The whole package, for the API, the registry and tests. Browser code imports the sub-paths
// (./platform, ./discovery, ./account): see platform.ts for why.
export * from './platform';
export * from './api/api-messages';
export * from './api/discovery/index';
export * from './account';
export * from './api/booking/index';
export * from './api/host/index';
export * from './api/verification/index';
export * from './api/host-wizard/index';
export * from './remote-contract';
export * from './platform-surface';
