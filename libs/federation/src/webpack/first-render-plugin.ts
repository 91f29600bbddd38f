import type { Compiler } from 'webpack';
import type { ShareIndex } from './share-index';
import { catalogueFiles } from './catalogue-chunks';

/** The key this plugin adds to a remote's `mf-manifest.json`. */
export const FIRST_RENDER_SHARED_KEY = 'tajribaFirstRenderShared';
/** The key of the remote's catalogue chunk per language in its `mf-manifest.json`. */
export const CATALOGUES_KEY = 'tajribaCatalogues';

/**
 * A remote's manifest lists every share key it consumes, including ones it only loads later with
 * `import()` (the response schemas load beside the first request, not before the first render).
 * The edge preloads the shell's copies of the keys a route's remote needs, so it must know which
 * ones stand before the first render: this plugin adds, per exposed module, the share keys
 * consumed by the chunks that load with it (`{ "tajribaFirstRenderShared": { "./app": [...] } }`).
 * infra/web reads it, and falls back to the whole `shared` list for a manifest without it.
 *
 * It also records the remote's catalogue chunk per language (`{ "tajribaCatalogues": { "en":
 * ["messages-en.<hash>.js"], … } }`, relative to the manifest like the exposes' files): the remote's
 * lifecycles ask for it only once its `./app` has run, so without a preload it is one more level
 * before the remote renders. A manifest without it gets no catalogue preload.
 */
export class FirstRenderSharedPlugin {
  constructor(
    private readonly shares: ShareIndex,
    private readonly manifestFile = 'mf-manifest.json',
  ) {}

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
            [CATALOGUES_KEY]?: Record<string, string[]>;
          };
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
            // What the modules that load with the expose import from the share scope (ShareIndex:
            // read before chunks are split, so modules split into shared chunks still count).
            const keys = new Set(this.shares.consumedByGroup(group));
            if (keys.size === 0) warn(`${expose.path} consumes no shared module at first render; the build's share keys may have changed`);
            out[expose.path] = [...keys].sort();
          }
          manifest[FIRST_RENDER_SHARED_KEY] = out;
          manifest[CATALOGUES_KEY] = catalogueFiles(compilation);
          compilation.updateAsset(this.manifestFile, new webpack.sources.RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }
}
