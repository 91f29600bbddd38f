/**
 * The shared-singleton list, declared once for the shell and every remote. Sub-path imports are
 * separate share keys: forget one and each remote silently ships (and runs) its own copy, which
 * for react means "invalid hook call" and for valtio means stores that do not react.
 *
 * react-router and @tanstack/react-query are shared through facades (../router/router-facade.ts,
 * ../query/react-query-facade.ts): a shared module is never tree-shaken (react-router 7 whole is
 * 61 kB gzip, react-query with query-core 12.6 kB), so each of these share keys provides an
 * explicit export list instead of the package, tree-shaken once in the providing bundle.
 * Nothing crosses roots for the router: each remote mounts its own <BrowserRouter> over the same
 * URL, and single-spa re-dispatches popstate on every pushState so all routers follow each
 * navigation. The query facade is one module per page, so the shell's QueryClient (passed to
 * every remote) and the remotes' hooks share one QueryClientContext.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const sharedSingletonNames = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'styled-components',
  '@tanstack/react-query',
  'react-intl',
  'valtio',
  'valtio/vanilla',
  'valtio/react',
  'valtio/utils',
  // valtio's own dependency: shared so valtio/vanilla and valtio/react do not each embed a copy.
  'proxy-compare',
  // Contracts are shared per area, never the root entry (it carries the registry's tooling and a
  // shared module is never tree-shaken): see libs/contracts/src/platform.ts. `constants` is the
  // zod-free part a first render imports; the schemas load beside the first request.
  '@tajriba/contracts/constants',
  '@tajriba/contracts/platform',
  '@tajriba/contracts/discovery',
  '@tajriba/contracts/account',
  '@tajriba/event-bus',
  '@tajriba/session',
  '@tajriba/session/shell',
  '@tajriba/api-client',
  '@tajriba/i18n',
  // Only the core is shared: the rest of the design system is tree-shaken into each bundle.
  '@tajriba/design-system/core',
  'react-router',
] as const;

/** Share keys whose provided module is not the package itself (see the header). */
export const sharedImports: Partial<Record<(typeof sharedSingletonNames)[number], string>> = {
  'react-router': path.join(__dirname, '..', 'router', 'router-facade.ts'),
  '@tanstack/react-query': path.join(__dirname, '..', 'query', 'react-query-facade.ts'),
};

/**
 * The packages behind those facades. Only a facade imports them, so they belong in the facade's
 * chunk: webpack's vendors split would move them to a chunk of their own (one more request per
 * facade on every page, for nothing).
 */
export const facadeImplementations: readonly RegExp[] = [
  /[\\/]node_modules[\\/]react-router[\\/]/,
  /[\\/]node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/,
];

export interface SharedConfig {
  singleton: true;
  /** the module provided under this key, when it is not the package itself */
  import?: string;
  requiredVersion: string | false;
  version?: string;
  eager: false;
  strictVersion: false;
}

function installedVersion(pkg: string, fromDir: string): string | undefined {
  const base = pkg.startsWith('@') ? pkg.split('/').slice(0, 2).join('/') : pkg.split('/')[0];
  try {
    const p = require.resolve(`${base}/package.json`, { paths: [fromDir] });
    return (JSON.parse(readFileSync(p, 'utf8')) as { version: string }).version;
  } catch {
    // Packages whose exports hide package.json: walk up from the resolved entry.
    try {
      let dir = path.dirname(require.resolve(base, { paths: [fromDir] }));
      for (let i = 0; i < 6; i++) {
        try {
          const pj = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string; version: string };
          if (pj.name === base) return pj.version;
        } catch {
          /* keep walking */
        }
        dir = path.dirname(dir);
      }
    } catch {
      /* not installed: let MF infer */
    }
    return undefined;
  }
}

/**
 * The platform libs' entries, by absolute path. webpack provides a bare-named shared module only
 * when the providing build itself imports it, but the shell must provide every platform entry a
 * remote may consume (e.g. `@tajriba/contracts/discovery`, which the shell never imports): else
 * the remote falls back to its own copy, with its own zod. An `import` path is always provided.
 */
function platformLibImport(name: string, fromDir: string): string | undefined {
  if (!name.startsWith('@tajriba/')) return undefined;
  try {
    return require.resolve(name, { paths: [fromDir] });
  } catch {
    return undefined;
  }
}

/**
 * Only what a package actually needs is worth sharing, but sharing a package that nobody
 * imports costs nothing (MF emits chunks lazily), so one list serves everyone.
 * `eager: false` everywhere: the shell and the remotes boot through an async boundary, and
 * eager sharing would put every library in the first chunk, blowing the JS budget.
 */
export function createShared(fromDir: string, extra: readonly string[] = [], { provideAll = false }: { provideAll?: boolean } = {}): Record<string, SharedConfig> {
  const out: Record<string, SharedConfig> = {};
  for (const name of [...sharedSingletonNames, ...extra]) {
    const version = installedVersion(name, fromDir);
    const provided = (sharedImports as Record<string, string | undefined>)[name] ?? (provideAll ? platformLibImport(name, fromDir) : undefined);
    out[name] = {
      singleton: true,
      ...(provided ? { import: provided } : {}),
      eager: false,
      strictVersion: false,
      ...(version ? { version, requiredVersion: `^${version.split('.')[0] === '0' ? version.split('.').slice(0, 2).join('.') : version.split('.')[0]}` } : { requiredVersion: false }),
    };
  }
  return out;
}
