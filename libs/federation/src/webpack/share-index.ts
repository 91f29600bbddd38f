import type { ChunkGraph, ChunkGroup, Compiler, Dependency, Module, ModuleGraph } from 'webpack';

/** The two graphs webpack hands a splitChunks test, and every compilation has. */
export interface Graphs {
  chunkGraph: ChunkGraph;
  moduleGraph: ModuleGraph;
}

/**
 * Which share key a module or a chunk group stands for, found with webpack's public API only.
 *
 * The build plugins here (first-render chunk, preload.json, the remote's first-render keys, the
 * platform names a build imports) need to know "this chunk group is the shell's copy of
 * `@tajriba/session`" and "this module imports the share key `react`". Module Federation's own
 * modules carry that in private fields (`_name` on its provide module, `options.shareKey` on its
 * consume module, module types such as `provide-module`), which may change in any release — and
 * when they did, the first-render chunk silently stopped forming. This index identifies them
 * itself, from what webpack documents:
 *
 * - **consumed keys**: a module's synchronous dependencies (`module.dependencies`; `import()`
 *   lives in `module.blocks`) whose `request` is a share key, exactly as the source wrote it;
 * - **provided keys**: each key's import (`import` in the shared config, else the key itself) is
 *   resolved with webpack's own resolver (the build's aliases and conditions) before the chunk
 *   graph is built; a chunk group whose origin loads that file through an async block is that
 *   key's provider (Module Federation provides every shared module as an async group of its own).
 */
export class ShareIndex {
  /** share key → what the build imports for it (a path for the platform libs and facades) */
  private readonly imports: ReadonlyMap<string, string>;
  private readonly byResource = new Map<string, string>();
  private readonly byGroup = new WeakMap<ChunkGroup, ReadonlySet<string>>();

  constructor(shared: Record<string, { import?: string | false }>) {
    this.imports = new Map(Object.entries(shared).map(([key, cfg]) => [key, typeof cfg.import === 'string' ? cfg.import : key]));
  }

  get keys(): string[] {
    return [...this.imports.keys()];
  }

  /** Resolves every key's import once per compilation, before any chunk exists. */
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ShareIndex', (compilation) => {
      compilation.hooks.finishModules.tapPromise('ShareIndex', async () => {
        this.byResource.clear();
        const resolver = compilation.resolverFactory.get('normal', { dependencyType: 'esm' });
        const context = compiler.context;
        await Promise.all(
          [...this.imports].map(
            ([key, request]) =>
              new Promise<void>((done) => {
                resolver.resolve({}, context, request, {}, (err: Error | null, result?: string | false) => {
                  // A key nobody installed (e.g. an optional platform entry): nothing provides it.
                  if (!err && typeof result === 'string') this.byResource.set(result, key);
                  done();
                });
              }),
          ),
        );
      });
      // What each chunk group's modules import, read once the chunk graph exists and before any
      // optimisation moves modules between chunks (the first-render chunk belongs to many groups)
      // or concatenates them (a concatenated module no longer lists its parts' imports).
      compilation.hooks.afterChunks.tap('ShareIndex', () => {
        for (const group of compilation.chunkGroups) {
          const keys = new Set<string>();
          for (const chunk of group.chunks) for (const m of compilation.chunkGraph.getChunkModulesIterable(chunk)) for (const k of this.consumedBy(m)) keys.add(k);
          this.byGroup.set(group, keys);
        }
      });
    });
  }

  /** The share keys the modules of `group` import synchronously, as the chunk graph was built. */
  consumedByGroup(group: ChunkGroup): ReadonlySet<string> {
    return this.byGroup.get(group) ?? new Set();
  }

  /** The share keys `module` imports synchronously (what must be loaded before it runs). */
  consumedBy(module: Module): string[] {
    const out: string[] = [];
    for (const dep of module.dependencies) {
      const request = requestOf(dep);
      if (request !== undefined && this.imports.has(request)) out.push(request);
    }
    return out;
  }

  /** The share key whose provided module `group` loads, if it is a provider group. */
  providedBy(group: ChunkGroup, { chunkGraph, moduleGraph }: Graphs): string | undefined {
    for (const origin of group.origins) {
      for (const block of origin.module?.blocks ?? []) {
        // only the block that loads this group (a module may hold several import()s)
        if (chunkGraph.getBlockChunkGroup(block) !== group) continue;
        for (const dep of block.dependencies) {
          const target = moduleGraph.getModule(dep);
          const resource = target?.nameForCondition();
          const key = resource ? this.byResource.get(resource) : undefined;
          if (key) return key;
        }
      }
    }
    return undefined;
  }

  /** The file `key` resolved to in this compilation (the build's own copy of it), if it resolved. */
  resourceOf(key: string): string | undefined {
    for (const [resource, k] of this.byResource) if (k === key) return resource;
    return undefined;
  }

  /** The provided resources found in the last compilation (for diagnostics). */
  get resolvedCount(): number {
    return this.byResource.size;
  }
}

function requestOf(dep: Dependency): string | undefined {
  const request = (dep as Dependency & { request?: unknown }).request;
  return typeof request === 'string' ? request : undefined;
}
