/** Programmatic entry points (scripts, e2e): the registry in-process, its client and the checks. */
export { createRegistryServer } from './app';
export { contentTypeFor } from './content-types';
export { loadConfig, DEV_REGISTRY_TOKEN, DEV_OVERRIDE_SECRET, type RegistryConfig } from './config';
export { Registry, HttpError } from './registry';
export { RegistryClient, RegistryRequestError } from './client';
export { publishRemote, computeVersion, collectDist, buildRemote } from './publish';
export { checkEnvironment, mixFromDocument, type CheckReport, type EnvironmentMix } from './checks/environment-check';
export { checkManifest, type FederationManifest } from './checks/manifest-check';
export { checkRoutes } from './checks/route-check';
export { checkEvents } from './checks/event-check';
export { checkShared } from './checks/shared-check';
export { checkLifecyclesInDom } from './checks/dom-check';
export { formatProblems, hasErrors, type Problem } from './checks/problems';
export { sourceContract, sourceContracts, sourceShellContract, snapshotContracts, readSnapshot } from './contract-source';
export { deriveOverrideKeys } from './override-keys';
export { previousVersion } from './store/environment-store';
