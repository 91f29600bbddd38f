import * as z from 'zod/mini';
import {
  environmentNames,
  remoteNamePattern,
  routeAccessValues,
  routePathPattern,
  type EnvironmentName,
} from '@tajriba/contracts/constants';
import { withDefault } from './common/schema-helpers';

/**
 * The environment document the shell reads at start (`/registry/<env>.json`): which version of
 * each remote this environment runs. Written only by the registry (infra/registry); served with
 * no caching. `revision` increases by one on every change (optimistic concurrency).
 */
export const remoteNameSchema = z.string().check(z.regex(remoteNamePattern));
export const remoteVersionSchema = z.string().check(z.regex(/^[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?$/));

export const routeAccessSchema = z.enum(routeAccessValues);
export const routePathSchema = z.string().check(z.regex(routePathPattern, 'contracts.route.path'));
/** A route a remote renders, with who may open it (`routes.ts`). */
export const remoteRouteSchema = z.object({ path: routePathSchema, access: routeAccessSchema });
export const remoteMenuEntrySchema = z.object({
  placement: z.enum(['user-menu', 'site-menu']),
  path: routePathSchema,
  label: z.object({ en: z.string().check(z.minLength(1)), ar: z.string().check(z.minLength(1)) }),
  side: z.enum(['guest', 'host', 'any']),
});

export const registryRemoteEntrySchema = z.object({
  version: remoteVersionSchema,
  /** URL of the remote's mf-manifest.json (absolute path on the site origin or absolute URL) */
  manifest: z.string(),
  /** URL of remoteEntry.js, so the shell can preload it without reading the manifest first */
  entry: z.string(),
  /** semver of the remote's contract (`mf-<name>/contract.ts`) */
  contractVersion: z.string(),
  /**
   * The routes this build renders and who may open them, copied by the registry from the build's
   * contract: the shell composes its router from them (`composeRoutes`). Empty for a remote with
   * no page of its own (parcels only).
   */
  routes: withDefault(z.array(remoteRouteSchema), []),
  /** links the remote adds to the shell's menus (from its contract) */
  menu: withDefault(z.array(remoteMenuEntrySchema), []),
});
export type RegistryRemoteEntry = z.infer<typeof registryRemoteEntrySchema>;

export const environmentNameSchema = z.enum(environmentNames);
export type { EnvironmentName };

export const registryDocumentSchema = z.object({
  env: environmentNameSchema,
  revision: z.int().check(z.minimum(0)),
  updatedAt: z.string(),
  remotes: z.record(remoteNameSchema, registryRemoteEntrySchema),
  /**
   * Not stored: the registry adds it when it serves the document. The routes of remotes that are
   * published to the registry but not deployed in this environment (from each one's newest build),
   * so the shell shows "not available yet" on them rather than a 404 (`composeRoutes`).
   */
  undeployed: z.optional(z.record(remoteNameSchema, z.object({ routes: z.array(remoteRouteSchema) }))),
});
export type RegistryDocument = z.infer<typeof registryDocumentSchema>;
