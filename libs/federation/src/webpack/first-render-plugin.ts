import type { Compiler, Module } from 'webpack';

/** The key this plugin adds to a remote's `mf-manifest.json`. */
export const FIRST_RENDER_SHARED_KEY = 'tajribaFirstRenderShared';

/**
 * A remote's manifest lists every share key it consumes, including ones it only loads later with
 * `import()` (the response schemas load beside the first request, not before the first render).
 * The edge preloads the shell's copies of the keys a route's remote needs, so it must know which
 * ones stand before the first render: this plugin adds, per exposed module, the share keys
 * consumed by the chunks that load with it (`{ "tajribaFirstRenderShared": { "./app": [...] } }`).
 * infra/web reads it, and falls back to the whole `shared` list for a manifest without it.
 */
export class FirstRenderSharedPlugin {
  constructor(private readonly manifestFile = 'mf-manifest.json') {}

  apply(compiler: Compiler): void {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap('FirstRenderSharedPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After Module Federation wrote the manifest (PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER).
        { name: 'FirstRenderSharedPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset(this.manifestFile);
          if (!asset) return;
          const warn = (message: string) => compilation.warnings.push(new webpack.WebpackError(`FirstRenderSharedPlugin: ${message}`));
          const manifest = JSON.parse(asset.source.source().toString()) as {
            exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
            [FIRST_RENDER_SHARED_KEY]?: Record<string, string[]>;
          };
          const { chunkGraph } = compilation;
          const out: Record<string, string[]> = {};
          for (const expose of manifest.exposes ?? []) {
            const sync = expose.assets?.js?.sync ?? [];
            if (!expose.path || sync.length === 0) continue;
            // The expose's chunk group is the one whose files are the expose's sync files.
            const group = [...compilation.chunkGroups].find((g) => g.getFiles().some((f) => sync.includes(f)));
            if (!group) {
              warn(`no chunk group for ${expose.path}; the edge will preload every shared key`);
              continue;
            }
            // Its chunks include file-less ones holding only consume-shared modules (split out
            // because other groups consume the same keys): they load with it all the same.
            const keys = new Set<string>();
            for (const chunk of group.chunks) {
              for (const m of chunkGraph.getChunkModulesIterable(chunk)) {
                if (m.type !== 'consume-shared-module') continue;
                const key = (m as Module & { options?: { shareKey?: string } }).options?.shareKey;
                if (key) keys.add(key);
              }
            }
            if (keys.size === 0) warn(`${expose.path} consumes no shared module at first render; Module Federation's internals may have changed`);
            out[expose.path] = [...keys].sort();
          }
          manifest[FIRST_RENDER_SHARED_KEY] = out;
          compilation.updateAsset(this.manifestFile, new webpack.sources.RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }
}
