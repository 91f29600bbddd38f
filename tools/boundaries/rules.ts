/**
 * The workspace's module boundaries, as data. `tools/check-boundaries.ts` applies them in every
 * project's `lint` target; `tools/README.md` explains them for people. Change a rule here, not by
 * adding an exception in a project.
 */

/** Every project carries exactly one `type:*` tag, and every lib exactly one `layer:*` tag. */
export const TYPE_TAGS = ['type:shell', 'type:remote', 'type:lib', 'type:api', 'type:infra', 'type:e2e', 'type:tooling'] as const;

/**
 * Lib layers, lowest first. A lib imports libs of its own layer or a lower one, never a higher one.
 * `data-access` and `ui` sit side by side: neither imports the other (a data hook needs no
 * component, a component gets its data as props). A `feature` lib (a shared widget with its
 * data, e.g. a favourite toggle two remotes show) combines both; `platform` may import all.
 */
export const LAYER_TAGS = ['layer:contracts', 'layer:core', 'layer:data-access', 'layer:ui', 'layer:feature', 'layer:platform'] as const;

/** Where a project lives decides its type: a new `mf-*` folder cannot call itself a lib to dodge the rules. */
export const TYPE_BY_ROOT: ReadonlyArray<readonly [RegExp, string]> = [
  [/^shell$/, 'type:shell'],
  [/^mf-[a-z0-9-]+$/, 'type:remote'],
  [/^libs\/[^/]+$/, 'type:lib'],
  [/^infra\/api$/, 'type:api'],
  [/^infra\/[^/]+$/, 'type:infra'],
  [/^e2e$/, 'type:e2e'],
  [/^tools$/, 'type:tooling'],
];

export interface DependencyConstraint {
  /** Applies to every project carrying this tag (Nx's `sourceTag`). */
  sourceTag: string;
  /** The imported project must carry at least one of these (Nx's `onlyDependOnLibsWithTags`). */
  onlyDependOnLibsWithTags: string[];
  /** What to do instead, printed with the violation. */
  fix: string;
}

const LIB_ORDER = 'contracts < core < data-access | ui < feature < platform';

/**
 * Project → project rules, Nx `depConstraints` style: a project must satisfy every constraint
 * whose `sourceTag` it carries. A project that is not listed as allowed is refused, so remotes,
 * the shell, the API, infra and tooling are importable by nobody.
 */
export const DEPENDENCY_CONSTRAINTS: DependencyConstraint[] = [
  {
    sourceTag: 'type:remote',
    onlyDependOnLibsWithTags: ['type:lib'],
    fix: 'Remotes never import the shell or another remote: they are deployed on their own and meet only at run time. Send an event on @tajriba/event-bus (schema in libs/contracts), or move what both need into a lib under libs/.',
  },
  {
    sourceTag: 'type:shell',
    onlyDependOnLibsWithTags: ['type:lib'],
    fix: 'The shell never imports a remote: it learns remotes from the environment’s registry document and mounts them at run time. Move what both need into a lib under libs/, or talk through @tajriba/event-bus.',
  },
  {
    sourceTag: 'type:lib',
    onlyDependOnLibsWithTags: ['type:lib'],
    fix: 'A lib never imports the shell, a remote, the API, infra or tooling. Move the code into the lib, or let the app pass it in (a parameter, a prop, a provider).',
  },
  {
    sourceTag: 'layer:contracts',
    onlyDependOnLibsWithTags: ['layer:contracts'],
    fix: `libs/contracts is the leaf every other project builds on; it imports no other lib (layers: ${LIB_ORDER}).`,
  },
  {
    sourceTag: 'layer:core',
    onlyDependOnLibsWithTags: ['layer:contracts', 'layer:core'],
    fix: `A core lib imports only contracts and core libs (layers: ${LIB_ORDER}). Move the code down a layer, or invert the dependency: the higher lib passes it in.`,
  },
  {
    sourceTag: 'layer:data-access',
    onlyDependOnLibsWithTags: ['layer:contracts', 'layer:core', 'layer:data-access'],
    fix: `A data-access lib imports only contracts, core and data-access libs — no components (layers: ${LIB_ORDER}). Return data and let the caller render it.`,
  },
  {
    sourceTag: 'layer:ui',
    onlyDependOnLibsWithTags: ['layer:contracts', 'layer:core', 'layer:ui'],
    fix: `A ui lib imports only contracts, core and ui libs — no data fetching, no platform (layers: ${LIB_ORDER}). Take data as props; let a remote or a data-access lib fetch it.`,
  },
  {
    sourceTag: 'layer:feature',
    onlyDependOnLibsWithTags: ['layer:contracts', 'layer:core', 'layer:data-access', 'layer:ui', 'layer:feature'],
    fix: `A feature lib imports contracts, core, data-access, ui and feature libs, never the platform (layers: ${LIB_ORDER}). Let the app wire the platform in.`,
  },
  {
    sourceTag: 'layer:platform',
    onlyDependOnLibsWithTags: [...LAYER_TAGS],
    fix: `Platform libs may import every lib layer (layers: ${LIB_ORDER}).`,
  },
  {
    sourceTag: 'type:api',
    onlyDependOnLibsWithTags: ['layer:contracts'],
    fix: 'The API shares only libs/contracts with the rest of the workspace (zod schemas both sides validate with). Browser libs do not belong in a server; move shared pure code into libs/contracts.',
  },
  {
    sourceTag: 'type:infra',
    onlyDependOnLibsWithTags: ['layer:contracts', 'type:infra'],
    fix: 'Infra services (registry, edge) import libs/contracts and each other only. Remotes are read as published builds at run time, never imported; shared pure code goes into libs/contracts.',
  },
  {
    sourceTag: 'type:e2e',
    onlyDependOnLibsWithTags: ['layer:contracts'],
    fix: 'Journeys drive the composed site through the browser and the API; they import only libs/contracts (for typed fixtures).',
  },
  {
    sourceTag: 'type:tooling',
    onlyDependOnLibsWithTags: ['type:lib'],
    fix: 'Tooling may use libs, but never imports an app: generate or read its files instead.',
  },
];

export interface PathRule {
  id: string;
  /** Projects with this tag get the rule. */
  tag: string;
  /** Importing file, as a path relative to its project root. The first group names a slice when `sameSlice` is set. */
  from: RegExp;
  /** Imported path (relative imports, relative to the project root). */
  toPath?: RegExp;
  /** Imported package (bare specifiers). */
  toPackage?: RegExp;
  /** The rule fires only when `from`'s and `toPath`'s first groups differ (feature ↛ other feature). */
  sameSlice?: boolean;
  /** `import type …` is allowed (a row type is not a database connection). */
  allowTypeOnly?: boolean;
  /** Files the rule never applies to (relative to the project root). */
  except?: RegExp;
  message: string;
  fix: string;
}

const APP = 'type:shell|type:remote';
/** Drizzle and the database drivers under it. */
const DRIZZLE = /^(drizzle-orm|drizzle-kit|pg|postgres|@electric-sql\/pglite)(\/|$)/;

/** Rules inside one project: feature slices, and the API's route → service → repository layers. */
export const PATH_RULES: PathRule[] = [
  {
    id: 'feature-imports-feature',
    tag: APP,
    from: /^src\/features\/([^/]+)\//,
    toPath: /^src\/features\/([^/]+)(\/|$)/,
    sameSlice: true,
    message: 'feature "$1" imports feature "$2"',
    fix: 'Features never import each other. Move what both need to src/shared/ (or to a lib when another remote needs it too), or compose the two in src/app/.',
  },
  {
    id: 'shared-imports-feature',
    tag: APP,
    from: /^src\/shared\//,
    toPath: /^src\/features(\/|$)/,
    message: 'src/shared imports a feature',
    fix: 'src/shared is below every feature. Move the code into src/shared/, or into the feature that uses it.',
  },
  {
    id: 'api-route-imports-repository',
    tag: 'type:api',
    from: /^src\/routes\//,
    toPath: /^src\/(repositories|db)(\/|$)/,
    message: 'a route imports a repository or the database',
    fix: 'Routes stay thin: parse, authorize, call a service in src/services/, reply. Put the work (and the repository call) in a service.',
  },
  {
    id: 'api-route-imports-drizzle',
    tag: 'type:api',
    from: /^src\/routes\//,
    toPackage: DRIZZLE,
    message: 'a route imports Drizzle or a database driver',
    fix: 'Only repositories (src/repositories/) talk to the database; a route calls a service that calls one.',
  },
  {
    id: 'api-service-imports-route',
    tag: 'type:api',
    from: /^src\/services\//,
    toPath: /^src\/routes(\/|$)/,
    message: 'a service imports a route',
    fix: 'Services hold the business rules and know nothing about HTTP handlers. Move shared code into the service (or src/lib/) and let the route import it.',
  },
  {
    id: 'api-repository-imports-upper-layer',
    tag: 'type:api',
    from: /^src\/repositories\//,
    toPath: /^src\/(services|routes|plugins)(\/|$)/,
    message: 'a repository imports a service, a route or a plugin',
    fix: 'Repositories are the bottom layer: queries only. Move the rule up into a service.',
  },
  {
    id: 'api-drizzle-outside-repositories',
    tag: 'type:api',
    from: /^src\//,
    toPackage: DRIZZLE,
    except: /^src\/(repositories|db|seed)\//,
    message: 'Drizzle or a database driver imported outside repositories',
    fix: 'Only src/repositories/ (and src/db/, migrations, the seed) import Drizzle. Add or extend a repository and call it from a service.',
  },
  {
    id: 'api-db-client-outside-data-layer',
    tag: 'type:api',
    from: /^src\//,
    toPath: /^src\/db(\/|$)/,
    allowTypeOnly: true,
    except: /^src\/(repositories|db|seed|plugins)\//,
    message: 'the database client imported outside repositories',
    fix: 'Only repositories, src/db/, the seed and the db plugin use the database client; services receive it (`import type` is fine) and pass it to a repository.',
  },
  {
    id: 'api-lib-imports-upper-layer',
    tag: 'type:api',
    from: /^src\/lib\//,
    toPath: /^src\/(routes|services|repositories|plugins|db)(\/|$)/,
    message: 'src/lib imports an application layer',
    fix: 'src/lib holds helpers every layer uses (errors, i18n, clock); it imports none of them. Move the code to the layer that needs it.',
  },
];

/**
 * A test that reads files outside its own project (`path.resolve(__dirname, '../../..')`) is
 * replayed from Nx's cache after those files change unless its `test` target declares them as
 * inputs. `frontendSources` (nx.json) covers the shell, every remote and every lib.
 */
export const OUTSIDE_READS_INPUT = 'frontendSources';

/**
 * Relative imports out of a project that read data, not code. Journeys assert the text a user
 * sees in both languages, so they read the message catalogues (`…/i18n/<locale>.json`, or
 * `…/i18n/<part>/<locale>.json` for one that loads on its own, e.g. libs/i18n's `forms/`) of the
 * shell, the remotes and the libs, rather than copying the strings.
 */
export const DATA_IMPORTS: ReadonlyArray<{ tag: string; path: RegExp }> = [{ tag: 'type:e2e', path: /(^|\/)i18n\/(?:[\w-]+\/)?[^/]+\.json$/ }];

/**
 * A remote's contract (routes, access, events, parcels) is data that travels with its build; the
 * registry checks it and tooling reads it. They may import that one entry of a remote by package
 * name (`mf-booking/contract`, listed in the remote's package.json "exports"), nothing else.
 */
export const REMOTE_CONTRACT_ENTRY = { entry: 'contract', readers: ['type:infra', 'type:e2e', 'type:tooling'] } as const;
