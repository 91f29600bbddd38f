import { createReadStream, promises as fs } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { RemoteContract } from '@tajriba/contracts';
import type { FederationManifest } from './manifest-check';
import { error, type Problem } from './problems';

type Lifecycle = unknown;
const isLifecycle = (v: Lifecycle) => typeof v === 'function' || (Array.isArray(v) && v.length > 0 && v.every((f) => typeof f === 'function'));

function contentType(file: string) {
  return file.endsWith('.js') ? 'text/javascript' : file.endsWith('.json') ? 'application/json' : 'application/octet-stream';
}

/** Serve a build folder on an ephemeral port, as the registry would. */
async function serveDir(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(async (req, res) => {
    const rel = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).replace(/^\/+/, '');
    const abs = path.join(dir, rel);
    if (!abs.startsWith(dir) || !(await fs.stat(abs).catch(() => null))?.isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': contentType(abs) });
    createReadStream(abs).pipe(res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
}

let runtimeCoreBundle: string | null = null;

/**
 * Remotes built with `experiments.externalRuntime` use the page's MF runtime
 * (`window._FEDERATION_RUNTIME_CORE`, which the shell provides). Give the DOM the same runtime,
 * bundled for the browser, so the remote loads as it would inside the shell.
 */
async function federationRuntimeScript(): Promise<string> {
  if (runtimeCoreBundle) return runtimeCoreBundle;
  const esbuild = await import('esbuild');
  // buildSync: the async API keeps a service process alive that would hold the CLI / jest open.
  const result = esbuild.buildSync({
    stdin: { contents: "export * from '@module-federation/runtime-tools/runtime-core';", resolveDir: __dirname },
    bundle: true,
    format: 'iife',
    globalName: '_FEDERATION_RUNTIME_CORE',
    platform: 'browser',
    write: false,
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  runtimeCoreBundle = result.outputFiles[0].text;
  // buildSync may still leave esbuild's worker/service running (it did under jest here, holding
  // the run open forever): stop it, the bundle is cached for the rest of the process.
  await esbuild.stop();
  return runtimeCoreBundle;
}

interface Container {
  init(shareScope: Record<string, unknown>, initScope?: unknown[]): unknown;
  get(module: string): Promise<() => Record<string, unknown>>;
}

/**
 * Check 1 (runtime half): load the built remoteEntry in a DOM (jsdom), initialise the
 * container with an empty share scope (so it falls back to the copies it ships) and require
 * every exposed module: an `app` must export bootstrap/mount/unmount, a `parcel` a parcel
 * config with the same lifecycles.
 */
export async function checkLifecyclesInDom(
  distDir: string,
  manifest: FederationManifest,
  contract: Pick<RemoteContract, 'name' | 'exposes'>,
  timeoutMs = 30_000,
): Promise<Problem[]> {
  const { JSDOM, VirtualConsole } = await import('jsdom');
  const served = await serveDir(path.resolve(distDir));
  const errors: string[] = [];
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('jsdomError', (e) => errors.push(e.message));
  const dom = new JSDOM('<!doctype html><html><head></head><body><div id="root"></div></body></html>', {
    url: served.url,
    runScripts: 'dangerously',
    resources: 'usable',
    pretendToBeVisual: true,
    virtualConsole,
    // jsdom lacks a few browser globals that bundles touch while their modules evaluate.
    beforeParse(window) {
      const w = window as unknown as Record<string, unknown>;
      const fill: Record<string, unknown> = {
        TextEncoder,
        TextDecoder,
        fetch,
        Request,
        Response,
        Headers,
        structuredClone,
        MessageChannel,
        crypto: globalThis.crypto,
        matchMedia: () => ({ matches: false, media: '', addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }),
        ResizeObserver: class {
          observe() {}
          unobserve() {}
          disconnect() {}
        },
        IntersectionObserver: class {
          observe() {}
          unobserve() {}
          disconnect() {}
          takeRecords() {
            return [];
          }
        },
      };
      for (const [k, v] of Object.entries(fill)) if (w[k] === undefined) w[k] = v;
    },
  });
  const win = dom.window as unknown as Window & Record<string, unknown>;
  const problems: Problem[] = [];
  try {
    const entry = manifest.metaData.remoteEntry;
    const entryFile = [entry.path, entry.name].filter(Boolean).join('/');
    const entryUrl = new URL(entryFile, served.url).href;
    const entrySource = await fs.readFile(path.join(distDir, entryFile), 'utf8').catch(() => '');
    if (entrySource.includes('_FEDERATION_RUNTIME_CORE')) {
      const runtime = win.document.createElement('script');
      runtime.textContent = await federationRuntimeScript();
      win.document.head.appendChild(runtime);
    }
    await new Promise<void>((resolve, reject) => {
      const s = win.document.createElement('script');
      s.src = entryUrl;
      s.onload = () => resolve();
      s.onerror = () => reject(new Error(`could not load ${entryUrl}`));
      win.document.head.appendChild(s);
      setTimeout(() => reject(new Error('timed out loading remoteEntry')), timeoutMs).unref();
    });
    const globalName = manifest.metaData.globalName ?? manifest.name;
    const container = win[globalName] as Container | undefined;
    if (!container || typeof container.get !== 'function') {
      return [error('container-missing', `remoteEntry did not define the container "${globalName}"${errors.length ? ` (${errors.join('; ')})` : ''}`, contract.name)];
    }
    await container.init({}, []);
    for (const exposed of contract.exposes) {
      let mod: Record<string, unknown>;
      try {
        const factory = await withTimeout(container.get(exposed.module), timeoutMs, `loading ${exposed.module}`);
        mod = factory();
      } catch (err) {
        problems.push(error('expose-load-failed', `${exposed.module} failed to load: ${(err as Error).message}${errors.length ? ` (${errors.join('; ')})` : ''}`, contract.name));
        continue;
      }
      if (!mod || (typeof mod !== 'object' && typeof mod !== 'function')) {
        problems.push(error('expose-load-failed', `${exposed.module} evaluated to nothing${errors.length ? ` (${errors.join('; ')})` : ''}`, contract.name));
        continue;
      }
      const target = (exposed.kind === 'parcel' && mod.default && typeof mod.default === 'object' ? mod.default : mod) as Record<string, unknown>;
      for (const fn of ['bootstrap', 'mount', 'unmount']) {
        if (!isLifecycle(target[fn])) {
          problems.push(error('lifecycle-missing', `${exposed.module} (${exposed.kind}) does not export a ${fn} lifecycle`, contract.name));
        }
      }
    }
  } catch (err) {
    problems.push(error('remote-entry-failed', `${(err as Error).message}${errors.length ? ` (${errors.join('; ')})` : ''}`, contract.name));
  } finally {
    dom.window.close();
    await served.close();
  }
  return problems;
}

function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([p, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`timed out ${what}`)), ms).unref())]);
}
