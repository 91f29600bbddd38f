import * as z from 'zod/mini';
import { environmentNames, type EnvironmentName } from '@tajriba/contracts/constants';

/**
 * The environment document the shell reads at start (`/registry/<env>.json`): which version of
 * each remote this environment runs. Written only by the registry (infra/registry); served with
 * no caching. `revision` increases by one on every change (optimistic concurrency).
 */
export const remoteNameSchema = z.string().check(z.regex(/^mf-[a-z0-9-]+$/));
export const remoteVersionSchema = z.string().check(z.regex(/^[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?$/));

export const registryRemoteEntrySchema = z.object({
  version: remoteVersionSchema,
  /** URL of the remote's mf-manifest.json (absolute path on the site origin or absolute URL) */
  manifest: z.string(),
  /** URL of remoteEntry.js, so the shell can preload it without reading the manifest first */
  entry: z.string(),
  /** semver of the remote's contract (libs/contracts remote contracts) */
  contractVersion: z.string(),
});
export type RegistryRemoteEntry = z.infer<typeof registryRemoteEntrySchema>;

export const environmentNameSchema = z.enum(environmentNames);
export type { EnvironmentName };

export const registryDocumentSchema = z.object({
  env: environmentNameSchema,
  revision: z.int().check(z.minimum(0)),
  updatedAt: z.string(),
  remotes: z.record(remoteNameSchema, registryRemoteEntrySchema),
});
export type RegistryDocument = z.infer<typeof registryDocumentSchema>;
