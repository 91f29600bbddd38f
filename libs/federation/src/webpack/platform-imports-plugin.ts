import type { Compilation, Compiler, Dependency, Module, NormalModule } from 'webpack';
import { PLATFORM_IMPORTS_KEY, type PlatformImports, type PlatformSurface, platformSurface } from '@tajriba/contracts';
import type { ShareIndex } from './share-index';

const PLUGIN = 'PlatformImportsPlugin';
/** `module.buildInfo` field: the property names a module of the remote's own code reads (set while parsing). */
const READ_PROPERTIES = 'tajribaReadProperties';

/**
 * Records, in a remote's `mf-manifest.json`, the platform names it imports
 * (`{ "tajribaPlatformImports": { "react-router": { "version": "1.1.0", "names": ["Link", …] } } }`),
 * and warns at build time about a name the platform surface (libs/contracts/src/platform-surface.releases.json)
 * does not list: on the composed page it would be `undefined` (the shell's copy wins). The
 * registry refuses such a build (publish, verify, check, promote: infra/registry
 * `checks/surface-check.ts`). The shell's own imports are not checked: its copy is the one it runs.
 *
 * The names come from webpack's public API: the module graph walked from the build's entries, each
 * dependency whose `request` is a platform share key, and `compilation.getDependencyReferencedExports`
 * for what it uses.
 *
 * A lazy import webpack cannot narrow is the contracts' usual shape: schemas arrive beside the first
 * request (`lazySchema(() => import('@tajriba/contracts/discovery'), (m) => m.citySchema)`, often
 * with the pick in another module than the `import()`), so webpack sees the whole namespace used.
 * For such a key the names are those the remote's own code reads as a property (`x.name`,
 * `{ name }`) that the key exports — in the surface, or in the build's own copy of the key, so a
 * new export missing from the surface is still recorded and warned about. Counting a property read
 * that was not the namespace's can only refuse a remote in front of a shell lacking that name;
 * missing one would let a remote through to an `undefined` schema.
 */
export class PlatformImportsPlugin {
  constructor(
    /** the build's share keys (the walk stops at each) and the file each resolves to */
    private readonly shares: ShareIndex,
    private readonly surface: PlatformSurface = platformSurface,
    private readonly manifestFile: string | null = 'mf-manifest.json',
  ) {}

  private stopAt(request: string): boolean {
    return this.shares.keys.includes(request) || request in this.surface;
  }

  /** The imports found by the last compilation (tests, the shell's check). */
  lastImports: PlatformImports = {};

  /** What the build's own copy of `key` (Module Federation's fallback) exports, as far as webpack knows. */
  private copyExports(compilation: Compilation, key: string): string[] {
    const resource = this.shares.resourceOf(key);
    if (!resource) return [];
    for (const module of compilation.modules) {
      if (module.nameForCondition() !== resource) continue;
      // `export *` from another share key leaves its names unknown here; the surface lists them.
      return [...compilation.moduleGraph.getExportsInfo(module).exports].filter((e) => e.provided === true).map((e) => e.name);
    }
    return [];
  }

  apply(compiler: Compiler): void {
    const { webpack } = compiler;
    // Property names each module of the remote's own code reads, kept in its buildInfo (which
    // webpack's caches keep with the module) for the lazy imports described above.
    compiler.hooks.normalModuleFactory.tap(PLUGIN, (factory) => {
      for (const type of ['javascript/auto', 'javascript/esm', 'javascript/dynamic'])
        factory.hooks.parser.for(type).tap(PLUGIN, (parser) => {
          if (!(parser instanceof webpack.javascript.JavascriptParser)) return;
          parser.hooks.program.tap(PLUGIN, (ast) => {
            const module = parser.state.module as NormalModule | undefined;
            // Packages are never the remote's own code; its platform imports are in its sources and libs.
            if (!module?.buildInfo || !module.resource || /[\\/]node_modules[\\/]/.test(module.resource)) return;
            const names = new Set<string>();
            collectReadProperties(ast, names);
            module.buildInfo[READ_PROPERTIES] = [...names];
          });
        });
    });
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      // After webpack flagged which exports are used (production), so a re-export the bundle
      // never uses does not count; without usage flags every re-exported name counts.
      compilation.hooks.afterOptimizeDependencies.tap(PLUGIN, () => {
        const found = new Map<string, Set<string>>();
        // keys imported somewhere with `import()` whose used names webpack could not narrow
        const lazyWhole = new Set<string>();
        const { moduleGraph } = compilation;
        // Walk the build's own code from its entries (the container and its exposes), stopping at
        // every share-key import: behind it is Module Federation's fallback copy of that library,
        // which never runs when the shell provides the key, so its imports do not count.
        const stack: Module[] = [];
        for (const entry of compilation.entries.values())
          for (const dep of entry.dependencies) {
            const m = moduleGraph.getModule(dep);
            if (m) stack.push(m);
          }
        const seen = new Set<Module>();
        while (stack.length) {
          const module = stack.pop()!;
          if (seen.has(module)) continue;
          seen.add(module);
          for (const connection of moduleGraph.getOutgoingConnections(module)) {
            const dep = connection.dependency;
            const key = dep ? requestOf(dep) : undefined;
            if (key !== undefined && this.stopAt(key)) {
              if (key in this.surface) {
                const names = found.get(key) ?? new Set<string>();
                found.set(key, names);
                for (const ref of compilation.getDependencyReferencedExports(dep!, undefined)) {
                  const path = Array.isArray(ref) ? ref : ref.name;
                  // [] is "the whole namespace": a namespace import used as a value (`X[name]`) is
                  // reported; a re-export webpack could not narrow (`export { a } from` of a key
                  // whose exports are unknown at this point) names nothing of its own.
                  if (path.length > 0) names.add(path[0]!);
                  else if (dep!.type === 'harmony import specifier') names.add('*');
                  else if (dep!.type.startsWith('import()')) lazyWhole.add(key);
                }
              }
              continue;
            }
            if (connection.module) stack.push(connection.module);
          }
        }
        if (lazyWhole.size) {
          const read = new Set<string>();
          for (const module of seen) for (const name of (module.buildInfo?.[READ_PROPERTIES] as string[] | undefined) ?? []) read.add(name);
          for (const key of lazyWhole) {
            const exported = new Set([...this.surface[key]!.names, ...this.copyExports(compilation, key)]);
            const names = found.get(key)!;
            for (const name of read) if (exported.has(name)) names.add(name);
          }
        }
        const imports: PlatformImports = {};
        for (const [key, names] of [...found].sort(([a], [b]) => a.localeCompare(b))) {
          const provided = this.surface[key]!;
          for (const name of names) {
            if (name === '*') {
              compilation.warnings.push(
                new webpack.WebpackError(`PlatformImportsPlugin: a module imports all of ${key} (import * used as a value); import the names it uses, so the registry can check them`),
              );
            } else if (!provided.names.includes(name)) {
              compilation.warnings.push(
                new webpack.WebpackError(
                  `PlatformImportsPlugin: ${name} is not in the platform surface of ${key} (${provided.version}); on the composed page it would be undefined. Add it to the facade or lib and to libs/contracts/src/platform-surface.releases.json as a new minor release`,
                ),
              );
            }
          }
          imports[key] = { version: provided.version, names: [...names].filter((n) => n !== '*').sort() };
        }
        this.lastImports = imports;
      });
      if (!this.manifestFile) return;
      const manifestFile = this.manifestFile;
      compilation.hooks.processAssets.tap(
        // After Module Federation wrote the manifest (PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER).
        { name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset(manifestFile);
          if (!asset) return;
          const manifest = JSON.parse(asset.source.source().toString()) as Record<string, unknown>;
          manifest[PLATFORM_IMPORTS_KEY] = this.lastImports;
          compilation.updateAsset(manifestFile, new webpack.sources.RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }
}

/**
 * Property names an ESTree program reads: `x.name`, `x['name']`, `x?.name` and destructured keys
 * (`({ name }) =>`, `const { name } = await …`).
 */
function collectReadProperties(node: unknown, out: Set<string>): void {
  if (Array.isArray(node)) {
    for (const child of node) collectReadProperties(child, out);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const n = node as Record<string, unknown> & { type?: unknown };
  if (n.type === 'MemberExpression') {
    const name = keyName(n.property, n.computed === true);
    if (name) out.add(name);
  } else if (n.type === 'ObjectPattern') {
    for (const p of n.properties as Record<string, unknown>[]) {
      const name = p.type === 'Property' ? keyName(p.key, p.computed === true) : undefined;
      if (name) out.add(name);
    }
  }
  for (const [field, value] of Object.entries(n)) if (field !== 'loc' && field !== 'range' && value && typeof value === 'object') collectReadProperties(value, out);
}

function keyName(key: unknown, computed: boolean): string | undefined {
  const k = key as { type?: string; name?: unknown; value?: unknown } | null;
  if (!k) return undefined;
  if (!computed && k.type === 'Identifier' && typeof k.name === 'string') return k.name;
  return k.type === 'Literal' && typeof k.value === 'string' ? k.value : undefined;
}

function requestOf(dep: Dependency): string | undefined {
  const request = (dep as Dependency & { request?: unknown }).request;
  return typeof request === 'string' ? request : undefined;
}
