import type { Compiler, Chunk, ChunkGroup } from 'webpack';

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
          const isConsumeFallback = (g: ChunkGroup) =>
            g.origins.some((o) => (o.module as { type?: string } | null)?.type === 'consume-shared-module');
          // Walk bootstrap chunks and the shared fallbacks they consume, but not lazy routes.
          const seen = new Set<ChunkGroup>();
          const walk = (g: ChunkGroup, depth: number) => {
            for (const child of g.childrenIterable) {
              if (seen.has(child)) continue;
              if (depth > 0 && !isConsumeFallback(child)) continue;
              seen.add(child);
              addChunks(child.chunks);
              walk(child, depth + 1);
            }
          };
          walk(entry, 0);
          const entryFiles = entry.getFiles().filter((f) => f.endsWith('.js'));
          const json = JSON.stringify({ entry: entryFiles, preload: [...files].filter((f) => !entryFiles.includes(f)).sort() }, null, 2);
          compilation.emitAsset('preload.json', new webpack.sources.RawSource(json));
        },
      );
    });
  }
}
