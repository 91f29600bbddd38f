/**
 * The workspace's projects as the checker needs them, read from the Nx project graph: the same
 * names, roots, tags and resolved target inputs that `nx show project <name> --json` prints.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ProjectInfo } from './check';

type Input = string | { fileset?: string; input?: string; dependencies?: boolean; projects?: unknown };
interface GraphNode {
  name: string;
  data: { root: string; tags?: string[]; namedInputs?: Record<string, Input[]>; targets?: Record<string, { inputs?: Input[] }> };
}
interface ProjectGraph {
  nodes: Record<string, GraphNode>;
}

/**
 * Inside an Nx task (`nx run-many -t lint`) Nx has just written the graph to its cache, so reading
 * that costs milliseconds; run by hand, compute it (about a second, Nx caches file hashes).
 */
async function loadGraph(workspaceRoot: string): Promise<ProjectGraph> {
  const devkit = require(require.resolve('nx/src/devkit-exports', { paths: [workspaceRoot] })) as {
    readCachedProjectGraph: () => ProjectGraph;
    createProjectGraphAsync: (o: { exitOnError: boolean }) => Promise<ProjectGraph>;
  };
  if (process.env.NX_TASK_TARGET_PROJECT) {
    try {
      return devkit.readCachedProjectGraph();
    } catch {
      /* no cached graph (another cache directory): compute it below */
    }
  }
  return devkit.createProjectGraphAsync({ exitOnError: false });
}

/** A target's file inputs with named inputs expanded; dependency (`^…`) inputs are left out. */
export function expandInputs(inputs: Input[], named: Record<string, Input[]>, seen = new Set<string>()): string[] {
  const out: string[] = [];
  for (const input of inputs) {
    const name = typeof input === 'string' ? input : input.input && !input.dependencies && !input.projects ? input.input : undefined;
    const fileset = typeof input === 'string' ? undefined : input.fileset;
    if (fileset) out.push(fileset);
    else if (name && !name.startsWith('^')) {
      if (named[name]) {
        if (!seen.has(name)) out.push(...expandInputs(named[name]!, named, new Set([...seen, name])));
      } else if (typeof input === 'string') out.push(name);
    }
  }
  return out;
}

export async function readProjects(workspaceRoot: string): Promise<ProjectInfo[]> {
  const graph = await loadGraph(workspaceRoot);
  const nxJson = JSON.parse(readFileSync(path.join(workspaceRoot, 'nx.json'), 'utf8')) as { namedInputs?: Record<string, Input[]> };
  return Object.values(graph.nodes).map((node) => {
    const root = node.data.root === '.' ? '' : node.data.root;
    const pkgFile = path.join(workspaceRoot, root, 'package.json');
    const pkg = existsSync(pkgFile) ? (JSON.parse(readFileSync(pkgFile, 'utf8')) as { name?: unknown }) : undefined;
    const projectJson = path.join(root, 'project.json');
    const named = { ...nxJson.namedInputs, ...node.data.namedInputs };
    const test = node.data.targets?.test;
    return {
      name: node.name,
      root,
      tags: node.data.tags ?? [],
      packageName: typeof pkg?.name === 'string' ? pkg.name : undefined,
      testInputs: test ? expandInputs(test.inputs ?? ['default'], named) : undefined,
      configFile: existsSync(path.join(workspaceRoot, projectJson)) ? projectJson : path.join(root, 'package.json'),
    };
  });
}
