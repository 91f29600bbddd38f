import type { Compiler, Chunk } from 'webpack';

/**
 * Writes `preload.json` next to the shell's index.html: the JS files the entry loads right
 * after it starts (the async bootstrap chunk and the shared-library fallbacks it consumes).
 * The edge server turns them into `<link rel="preload">` so they download in parallel with
 * main.js instead of one round trip later: that is what keeps the waterfall at ≤ 3 requests.
 */
export class PreloadManifestPlugin {
  constructor(private readonly entryName = 'main') {}

  apply(compiler: Compiler): void {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap('PreloadManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PreloadManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const entry = compilation.entrypoints.get(this.entryName);
          if (!entry) return;
          const files = new Set<string>();
          const addChunks = (chunks: Iterable<Chunk>) => {
            for (const c of chunks) for (const f of c.files) if (f.endsWith('.js')) files.add(f);
          };
          // Direct children of the entry: the async bootstrap chunk and the chunks of the shared
          // modules this build provides (with 'loaded-first' the shell's own provides are what
          // get loaded). Consume-side fallback chunks are not: they only load when nobody
          // provides the module, and preloading them would waste bytes.
          for (const child of entry.childrenIterable) addChunks(child.chunks);
          const entryFiles = entry.getFiles().filter((f) => f.endsWith('.js'));
          const json = JSON.stringify({ entry: entryFiles, preload: [...files].filter((f) => !entryFiles.includes(f)).sort() }, null, 2);
          compilation.emitAsset('preload.json', new webpack.sources.RawSource(json));
        },
      );
    });
  }
}
