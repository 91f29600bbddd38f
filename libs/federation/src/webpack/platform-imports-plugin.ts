import type { Compiler, Dependency, Module } from 'webpack';
import { PLATFORM_IMPORTS_KEY, type PlatformImports, type PlatformSurface, platformSurface } from '@tajriba/contracts';

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
 */
export class PlatformImportsPlugin {
  constructor(
    /** every share key of the build (the walk stops at each) */
    private readonly shareKeys: readonly string[],
    private readonly surface: PlatformSurface = platformSurface,
    private readonly manifestFile: string | null = 'mf-manifest.json',
  ) {}

  private stopAt(request: string): boolean {
    return this.shareKeys.includes(request) || request in this.surface;
  }

  /** The imports found by the last compilation (tests, the shell's check). */
  lastImports: PlatformImports = {};

  apply(compiler: Compiler): void {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap('PlatformImportsPlugin', (compilation) => {
      // After webpack flagged which exports are used (production), so a re-export the bundle
      // never uses does not count; without usage flags every re-exported name counts.
      compilation.hooks.afterOptimizeDependencies.tap('PlatformImportsPlugin', () => {
        const found = new Map<string, Set<string>>();
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
                }
              }
              continue;
            }
            if (connection.module) stack.push(connection.module);
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
        { name: 'PlatformImportsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
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

function requestOf(dep: Dependency): string | undefined {
  const request = (dep as Dependency & { request?: unknown }).request;
  return typeof request === 'string' ? request : undefined;
}
