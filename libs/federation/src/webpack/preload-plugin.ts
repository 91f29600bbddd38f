import type { Compiler, Chunk, ChunkGroup } from 'webpack';
import type { ShareIndex } from './share-index';
import { catalogueFiles } from './catalogue-chunks';

/** `preload.json`, written next to the shell's index.html and read by the edge server. */
export interface PreloadManifest {
  /** the entry's own files (index.html already loads them) */
  entry: string[];
  /** what every page needs right after the entry: the bootstrap chunk and the shared modules it consumes */
  preload: string[];
  /** share key → the files of the module the shell provides under it */
  shared: Record<string, string[]>;
  /**
   * language → the shell's catalogue chunk for it (`static/messages-<locale>.<hash>.js`): the
   * shell's first render waits for it, and only its bootstrap asks for it, one level after the HTML
   */
  catalogues: Record<string, string[]>;
}

/**
 * The edge server turns `preload` into `<link rel="preload">` so those files download in
 * parallel with main.js instead of one round trip later, and adds `shared[key]` for each key the
 * URL's remote consumes (its mf-manifest lists them): that keeps the waterfall at ≤ 3 requests
 * without making every page download every library the shell is able to provide. `catalogues`
 * lets it preload the page's language of the shell's strings too: the bootstrap would only ask for
 * them once first-render.js has arrived and run.
 */
export class PreloadManifestPlugin {
  constructor(
    private readonly shares: ShareIndex,
    private readonly entryName = 'main',
  ) {}

  apply(compiler: Compiler): void {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap('PreloadManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PreloadManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const entry = compilation.entrypoints.get(this.entryName);
          if (!entry) return;
          const jsFiles = (chunks: Iterable<Chunk>) => [...chunks].flatMap((c) => [...c.files].filter((f) => f.endsWith('.js')));
          const entryFiles = entry.getFiles().filter((f) => f.endsWith('.js'));

          // The entry's direct children are the async bootstrap chunk group and one group per
          // provided shared module (ShareIndex tells which key, from webpack's public API).
          const groups = new Map<string, ChunkGroup>();
          const bootstrap: ChunkGroup[] = [];
          for (const child of entry.childrenIterable) {
            const key = this.shares.providedBy(child, compilation);
            if (key) groups.set(key, child);
            else bootstrap.push(child);
          }
          // Say so loudly if the shapes change, rather than silently preloading nothing (the
          // waterfall would grow a level).
          const warn = (message: string) => compilation.warnings.push(new webpack.WebpackError(`PreloadManifestPlugin: ${message}`));
          if (groups.size === 0) warn('found no provided shared modules; preload.json lists no shared files');
          if (bootstrap.length !== 1) warn(`expected one async bootstrap chunk group, found ${bootstrap.length}; preloading all of them`);
          // Share keys consumed by the modules of a chunk group (valtio/vanilla → proxy-compare…).
          const consumedBy = (group: ChunkGroup): string[] => [...this.shares.consumedByGroup(group)].filter((k) => groups.has(k));
          // A key's files include those of the keys it consumes, transitively.
          const filesOf = (keys: string[]): string[] => {
            const seen = new Set<string>();
            const files = new Set<string>();
            const visit = (k: string) => {
              if (seen.has(k)) return;
              seen.add(k);
              const g = groups.get(k)!;
              for (const f of jsFiles(g.chunks)) files.add(f);
              consumedBy(g).forEach(visit);
            };
            keys.forEach(visit);
            return [...files].sort();
          };
          const shared: Record<string, string[]> = {};
          for (const key of groups.keys()) shared[key] = filesOf([key]);

          // What the bootstrap consumes from the share scope is needed by every page.
          const preload = new Set<string>(bootstrap.flatMap((g) => [...jsFiles(g.chunks), ...filesOf(consumedBy(g))]));
          const catalogues = catalogueFiles(compilation);
          if (Object.keys(catalogues).length === 0) warn('found no messages-<locale> chunk; preload.json lists no catalogues (one more level before the first render)');
          const manifest: PreloadManifest = {
            entry: entryFiles,
            preload: [...preload].filter((f) => !entryFiles.includes(f)).sort(),
            shared,
            catalogues,
          };
          compilation.emitAsset('preload.json', new webpack.sources.RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }
}
