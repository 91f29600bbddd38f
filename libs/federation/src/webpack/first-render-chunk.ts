import type { Chunk, ChunkGraph, ChunkGroup, Module } from 'webpack';
import type { Graphs, ShareIndex } from './share-index';

/**
 * One chunk for everything the shell runs before its first render.
 *
 * Every library the shell provides is its own async chunk (Module Federation loads a shared module
 * as a chunk group of its own), and the bootstrap is another: about 20 files that every page
 * downloads in parallel right after main.js (the edge preloads them). Separate files compress
 * separately: measured on the shell's build, the same bytes gzip ~5.5 kB smaller as one stream
 * (libs/federation README, "JS budget"). This cache group moves a module into one `first-render`
 * chunk when every chunk group holding it is loaded before the first render: the bootstrap
 * (`import('./bootstrap')` in the entry module) or a shared module the bootstrap consumes,
 * directly or through another one. A module used by the first render and also by a lazy route or
 * dialog goes in too (webpack would otherwise split it into a small chunk of its own, one more
 * request before the first render); a module only lazy code uses stays where webpack's defaults
 * put it, so lazy code is never pulled forward. Keys stay `eager: false`: loading any of those
 * groups loads this chunk, which the page already has.
 */
export function firstRenderCacheGroupTest(entryModuleResource: string, shares: ShareIndex) {
  const cache = new WeakMap<ChunkGraph, { groups: Set<ChunkGroup> }>();

  const beforeFirstRender = (graphs: Graphs, anyChunk: Chunk) => {
    const { chunkGraph } = graphs;
    const cached = cache.get(chunkGraph);
    if (cached) return cached;
    const groups = new Set<ChunkGroup>();
    // The entry chunk group: every group is reachable from it through `childrenIterable`.
    const entry = [...anyChunk.groupsIterable].map(rootOf).find(Boolean);
    const providers = new Map<string, ChunkGroup>();
    const bootstrap: ChunkGroup[] = [];
    for (const child of entry ? entry.childrenIterable : []) {
      const key = shares.providedBy(child, graphs);
      if (key) providers.set(key, child);
      else if (child.origins.some((o) => o.module?.nameForCondition() === entryModuleResource)) bootstrap.push(child);
    }
    const visit = (group: ChunkGroup) => {
      if (groups.has(group)) return;
      groups.add(group);
      for (const key of shares.consumedByGroup(group)) {
        const provider = providers.get(key);
        if (provider) visit(provider);
      }
    };
    bootstrap.forEach(visit);
    const result = { groups };
    cache.set(chunkGraph, result);
    return result;
  };

  return (module: Module, graphs: Graphs): boolean => {
    // Module Federation's own share-scope modules (the stand-ins that provide and consume a key)
    // stay where Module Federation put them: they are its bookkeeping, not code of ours, and have
    // no resource of their own.
    if (!module.nameForCondition()) return false;
    const chunks = [...graphs.chunkGraph.getModuleChunksIterable(module)];
    if (chunks.length === 0 || chunks.some((c) => c.canBeInitial())) return false;
    const early = beforeFirstRender(graphs, chunks[0]);
    // Needed by the first render at all: into the chunk. A lazy group that also uses the module then
    // depends on this chunk, which the page has loaded before any lazy group can start.
    return chunks.some((c) => [...c.groupsIterable].some((g) => early.groups.has(g)));
  };
}

/** Walk up to the entrypoint (the group without parents). */
function rootOf(group: ChunkGroup): ChunkGroup | null {
  const seen = new Set<ChunkGroup>();
  let g: ChunkGroup | undefined = group;
  while (g && !seen.has(g)) {
    seen.add(g);
    const parent: ChunkGroup | undefined = g.parentsIterable[Symbol.iterator]().next().value;
    if (!parent) return g;
    g = parent;
  }
  return null;
}
