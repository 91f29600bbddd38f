import * as z from 'zod/mini';
import { withDefault } from './common/schema-helpers';
import { eventCatalogue, type EventName } from './events/index';
import { remoteMenuEntrySchema, remoteNameSchema, remoteRouteSchema } from './registry';

/**
 * Remote contracts: what each independently deployed remote promises (exposed modules and parcels,
 * routes with their access rule, menu links, events it emits with sample payloads, events it
 * consumes with the schema versions it accepts, shared singletons it needs) and what the shell
 * supports. A remote's contract lives in its own folder (`mf-<name>/contract.ts`, exported as
 * `mf-<name>/contract`); the shell's in `./remotes/shell.ts`. The registry stores the published
 * form of a contract next to every build (`/remotes/<name>/<version>/contract.json`), so an
 * environment's mix can be checked with the contracts its builds were made with, not with
 * whatever the source says today.
 */

const semverRe = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
export const semverSchema = z.string().check(z.regex(semverRe, 'contracts.semver.invalid'));

/** The major of a semver string (`2.3.1` → 2). */
export function semverMajor(version: string): number {
  const m = semverRe.exec(version);
  if (!m) throw new Error(`not a semver version: ${version}`);
  return Number(m[1]);
}

/**
 * Props the shell hands to an exposed module, by id. The ids are what contracts refer to; a
 * breaking change to the props gets a new id (`@2`) so an old remote build keeps naming the
 * shape it was built against. Values are runtime objects (stores, clients), so the schemas
 * check presence and the plain-data parts.
 */
const fn = z.custom<(...args: never[]) => unknown>((v) => typeof v === 'function');
const obj = z.custom<object>((v) => typeof v === 'object' && v !== null);
export const propsSchemaCatalogue = {
  /** single-spa application props given to every `./app` module by the shell */
  'shell-app-props@1': z.object({
    name: z.string(),
    /** read-only session store (libs/session) */
    session: obj,
    locale: z.enum(['en', 'ar']),
    dir: z.enum(['ltr', 'rtl']),
    theme: z.enum(['light', 'dark']),
    /** the one QueryClient of the page */
    queryClient: obj,
    /** the typed event bus (libs/event-bus) */
    eventBus: obj,
    /** shell 3.4: loads another remote's exposed module through the page's MF runtime (libs/federation `ParcelSlot`) */
    loadModule: z.optional(fn),
  }),
  /** props of a parcel another area opens (verification wizards, dialogs) */
  'parcel-props@1': z.object({
    domElement: z.custom<object>((v) => typeof v === 'object' && v !== null),
    /** called with the parcel's result when the user finishes or closes it */
    onClose: fn,
    input: z.optional(z.record(z.string(), z.unknown())),
  }),
} as const;
export type PropsSchemaId = keyof typeof propsSchemaCatalogue;
export const propsSchemaIds = Object.keys(propsSchemaCatalogue) as PropsSchemaId[];

export const exposedModuleSchema = z.object({
  /** the federation expose key, e.g. `./app` */
  module: z.string().check(z.regex(/^\.\/[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/)),
  /** `app`: single-spa application lifecycles; `parcel`: single-spa parcel config */
  kind: z.enum(['app', 'parcel']),
  propsSchemaId: z.enum(propsSchemaIds as [PropsSchemaId, ...PropsSchemaId[]]),
});
export type ExposedModule = z.infer<typeof exposedModuleSchema>;

const eventNameSchema = z.enum(Object.keys(eventCatalogue) as [EventName, ...EventName[]]);

export const emittedEventSchema = z.object({
  name: eventNameSchema,
  /** the schema version of the payloads this remote emits */
  version: z.int().check(z.positive()),
  /**
   * Sample payloads exactly as the remote emits them. Consumers' schemas are checked against
   * these, so a renamed or retyped field breaks the check before it breaks a page.
   */
  fixtures: z.array(z.unknown()).check(z.minLength(1)),
});
export type EmittedEvent = z.infer<typeof emittedEventSchema>;

export const consumedEventSchema = z.object({
  name: eventNameSchema,
  /** schema versions this consumer can handle */
  versions: z.array(z.int().check(z.positive())).check(z.minLength(1)),
  /** the consumer works without any producer of this event in the environment */
  optional: withDefault(z.boolean(), false),
});
export type ConsumedEvent = z.input<typeof consumedEventSchema>;

/** package name → semver range, e.g. `{ react: '^19.0.0' }` */
export const sharedRangesSchema = z.record(z.string(), z.string().check(z.minLength(1)));

export const remoteContractSchema = z.object({
  name: remoteNameSchema,
  contractVersion: semverSchema,
  exposes: z.array(exposedModuleSchema).check(z.minLength(1)),
  /** the pages this remote renders and who may open each (`routes.ts`); the shell routes them */
  routes: z.array(remoteRouteSchema),
  /** links it adds to the shell's menus */
  menu: withDefault(z.array(remoteMenuEntrySchema), []),
  events: z.object({
    emits: z.array(emittedEventSchema),
    consumes: z.array(consumedEventSchema),
  }),
  /** shared singletons the remote needs, with the ranges it was built and tested against */
  shared: sharedRangesSchema,
});
export type RemoteContract = z.infer<typeof remoteContractSchema>;
export type RemoteContractInput = z.input<typeof remoteContractSchema>;

export const shellContractSchema = z.object({
  name: z.literal('shell'),
  contractVersion: semverSchema,
  /**
   * remote name → the contract majors the shell can compose, for remotes it pins. A remote not
   * named here is composed at any major when its props, events and shared singletons check out:
   * a new area needs no shell release.
   */
  supports: z.record(remoteNameSchema, z.array(z.int().check(z.minimum(0))).check(z.minLength(1))),
  /** props schemas the shell can hand to `app` modules */
  appProps: z.array(exposedModuleSchema.shape.propsSchemaId).check(z.minLength(1)),
  events: z.object({
    emits: z.array(emittedEventSchema),
    consumes: z.array(consumedEventSchema),
  }),
  /** shared singletons the shell provides, by exact version (it loads first) */
  provides: z.record(z.string(), semverSchema),
});
export type ShellContract = z.infer<typeof shellContractSchema>;
export type ShellContractInput = z.input<typeof shellContractSchema>;

/**
 * Event payload schemas by version. The current version of each event is the one in the
 * catalogue; when an event gets a breaking v2, its v1 schema moves to `retiredEventSchemas`
 * so builds that still emit or accept v1 can be checked.
 */
export const retiredEventSchemas: Partial<Record<EventName, Record<number, z.ZodMiniType>>> = {};

export function getEventSchema(name: EventName, version: number): z.ZodMiniType | null {
  const current = eventCatalogue[name];
  if (!current) return null;
  if (current.version === version) return current.schema;
  return retiredEventSchemas[name]?.[version] ?? null;
}

/**
 * The form stored with every build (`contract.json`). Consumed events carry the JSON Schema of
 * every version they accept, taken from the source at publish time, so a check months later
 * validates producers against what the consumer was really built with.
 */
const eventSchemasSchema = z.record(z.string(), z.record(z.string(), z.record(z.string(), z.unknown())));
const currentPublishedContractSchema = z.extend(remoteContractSchema, {
  /** 2: routes carry their access rule (and menu links exist) */
  format: z.literal(2),
  eventSchemas: eventSchemasSchema,
});
/**
 * Format 1 (before remotes declared access) listed route patterns only. The only remote ever
 * published in it is mf-discovery, whose every route is public, so a format-1 route reads as
 * public; everything else is as in format 2.
 */
const legacyPublishedContractSchema = z.pipe(
  z.extend(remoteContractSchema, {
    format: z.literal(1),
    routes: z.array(z.string().check(z.startsWith('/'))),
    eventSchemas: eventSchemasSchema,
  }),
  z.transform((c) => ({ ...c, format: 2 as const, routes: c.routes.map((path) => ({ path, access: 'public' as const })) })),
);
export const publishedContractSchema = z.union([currentPublishedContractSchema, legacyPublishedContractSchema]);
export type PublishedContract = z.infer<typeof currentPublishedContractSchema>;

export const publishedShellContractSchema = z.extend(shellContractSchema, {
  format: z.literal(1),
  eventSchemas: eventSchemasSchema,
});
export type PublishedShellContract = z.infer<typeof publishedShellContractSchema>;

function eventSchemasFor(consumes: readonly { name: EventName; versions: readonly number[] }[]) {
  const out: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const c of consumes) {
    for (const v of c.versions) {
      const schema = getEventSchema(c.name, v);
      if (!schema) throw new Error(`no schema for event ${c.name} v${v}`);
      (out[c.name] ??= {})[String(v)] = z.toJSONSchema(schema) as Record<string, unknown>;
    }
  }
  return out;
}

export function publishContract(contract: RemoteContractInput): PublishedContract {
  const parsed = remoteContractSchema.parse(contract);
  return { format: 2, ...parsed, eventSchemas: eventSchemasFor(parsed.events.consumes) };
}

export function publishShellContract(contract: ShellContractInput): PublishedShellContract {
  const parsed = shellContractSchema.parse(contract);
  return { format: 1, ...parsed, eventSchemas: eventSchemasFor(parsed.events.consumes) };
}

export { shellContract } from './remotes/shell';
export * from './remotes/override-token';
export * from './remotes/overrides';
