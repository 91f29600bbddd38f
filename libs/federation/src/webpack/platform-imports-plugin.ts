import type { Compiler, Dependency } from 'webpack';
import { PLATFORM_IMPORTS_KEY, type PlatformImports, type PlatformSurface, platformSurface } from '@tajriba/contracts';

/**
 * Records, in a remote's `mf-manifest.json`, the platform names it imports
 * (`{ "tajribaPlatformImports": { "react-router": { "version": "1.1.0", "names": ["Link", …] } } }`),
 * and warns at build time about a name the platform surface (libs/contracts/src/platform-surface.releases.json)
 * does not list: on the composed page it would be `undefined` (the shell's copy wins). The
 * registry refuses such a build (publish, verify, check, promote: infra/registry
 * `checks/surface-check.ts`). The shell's own imports are not checked: its copy is the one it runs.
 *
 * The names come from webpack's public API: every module's dependencies whose `request` is a
 * platform share key, and `compilation.getDependencyReferencedExports` for what each one uses.
 */
export class PlatformImportsPlugin {
  constructor(
    private readonly surface: PlatformSurface = platformSurface,
    private readonly manifestFile: string | null = 'mf-manifest.json',
  ) {}

  /** The imports found by the last compilation (tests, the shell's check). */
  lastImports: PlatformImports = {};

  apply(compiler: Compiler): void {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap('PlatformImportsPlugin', (compilation) => {
      // After webpack flagged which exports are used (production), so a re-export the bundle
      // never uses does not count; without usage flags every re-exported name counts.
      compilation.hooks.afterOptimizeDependencies.tap('PlatformImportsPlugin', (modules) => {
        const found = new Map<string, Set<string>>();
        for (const module of modules) {
          // Only code of this build: a facade or platform lib bundled as a fallback imports its
          // implementation, never a share key; what a remote's own files import is what counts.
          for (const dep of module.dependencies) {
            const key = requestOf(dep);
            if (key === undefined || !(key in this.surface)) continue;
            const names = found.get(key) ?? new Set<string>();
            found.set(key, names);
            for (const ref of compilation.getDependencyReferencedExports(dep, undefined)) {
              const path = Array.isArray(ref) ? ref : ref.name;
              // [] is "the whole namespace" (import * as X, used dynamically): every name.
              if (path.length === 0) names.add('*');
              else names.add(path[0]!);
            }
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
