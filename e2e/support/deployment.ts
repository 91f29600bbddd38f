import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  registryDocumentSchema,
  type EnvironmentName,
  type RegistryDocument,
  type RouteAccess,
} from '@tajriba/contracts';

/**
 * Deployment journeys' plumbing: the registry CLI, extra edge servers for other environments,
 * which version of a remote a page really runs, and concrete URLs for every route a remote claims.
 *
 * The site under test is started by the Playwright config (`scripts/start.mjs`, default ports) or
 * is already running (`E2E_BASE_URL`). Writes go straight to the registry service (the edge only
 * serves GETs), so the registry's address must be known: `E2E_REGISTRY_URL`, else the start
 * script's `REGISTRY_PORT` (default 4400) on 127.0.0.1. The same goes for the API, which extra
 * edge servers proxy to: `E2E_API_URL`, else `API_PORT` (default 5050).
 */
export const repoRoot = path.resolve(__dirname, '..', '..');
export const registryUrl = (process.env.E2E_REGISTRY_URL ?? `http://127.0.0.1:${process.env.REGISTRY_PORT ?? 4400}`).replace(/\/+$/, '');
export const apiUrl = (process.env.E2E_API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 5050}`).replace(/\/+$/, '');
/** The environment the site under test runs (scripts/start.mjs --env; dev by default). */
export const siteEnv = (process.env.E2E_SITE_ENV ?? 'dev') as EnvironmentName;

// ---------------------------------------------------------------------------------------------
// Registry CLI (`npm run remote -- …`), exactly as a team runs it.

export interface CliResult {
  stdout: string;
  stderr: string;
  /** wall-clock time of the whole command, process start included */
  ms: number;
}

export class CliError extends Error {
  constructor(
    readonly args: string[],
    readonly code: number | null,
    readonly result: CliResult,
  ) {
    super(`npm run remote -- ${args.join(' ')} exited with ${code}\n${result.stdout}\n${result.stderr}`);
  }
}

/** Runs the registry CLI against the site's registry; rejects on a non-zero exit. */
export function remoteCli(args: string[], opts: { timeoutMs?: number } = {}): Promise<CliResult> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'remote', '--', ...args], {
      cwd: repoRoot,
      env: {
        ...process.env,
        REGISTRY_URL: registryUrl,
        ...(process.env.E2E_REGISTRY_TOKEN ? { REGISTRY_TOKEN: process.env.E2E_REGISTRY_TOKEN } : {}),
        REGISTRY_ACTOR: 'e2e-deployment',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const timer = setTimeout(() => child.kill('SIGTERM'), opts.timeoutMs ?? 120_000);
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      const result = { stdout, stderr, ms: Date.now() - started };
      if (code === 0) resolve(result);
      else reject(new CliError(args, code, result));
    });
  });
}

/**
 * A version string nobody has published: `<package version>-e2e.<tag>.<time><random>`, so journeys
 * never collide with each other, with earlier runs or with the start script's own publish.
 */
export function uniqueVersion(remote: string, tag: string): string {
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, remote, 'package.json'), 'utf8')) as { version: string };
  const base = pkg.version.replace(/-.*$/, '');
  return `${base}-e2e.${tag}.${Date.now()}${Math.floor(Math.random() * 900 + 100)}`;
}

/** Uploads the remote's already built dist/ as `version` (no build, no promotion). */
export async function publishBuilt(remote: string, version: string): Promise<void> {
  const r = await remoteCli(['publish', remote, '--skip-build', '--version', version], { timeoutMs: 180_000 });
  expect(r.stdout).toContain(`published ${remote}@${version}`);
}

export async function promote(remote: string, version: string, env: EnvironmentName): Promise<void> {
  const r = await remoteCli(['promote', `${remote}@${version}`, '--env', env]);
  expect(r.stdout).toContain(`${env}: ${remote} → ${version}`);
}

export interface RollbackResult extends CliResult {
  /** the time the registry reported for the change itself (the CLI prints it) */
  registryMs: number | null;
}

export async function rollback(remote: string, env: EnvironmentName): Promise<RollbackResult> {
  const r = await remoteCli(['rollback', remote, '--env', env]);
  const m = /rolled back to \S+ in (\d+) ms/.exec(r.stdout);
  return { ...r, registryMs: m ? Number(m[1]) : null };
}

/** The live document, read from the registry itself (no edge cache in between). */
export async function liveDocument(env: EnvironmentName): Promise<RegistryDocument> {
  const res = await fetch(`${registryUrl}/registry/${env}.json`, { cache: 'no-store' });
  if (!res.ok) throw new Error(`registry ${registryUrl}: ${env}.json answered ${res.status}`);
  return registryDocumentSchema.parse(await res.json());
}

/**
 * Fails early, with a useful message, when the registry the journeys would write to is not the
 * one the site reads (E2E_BASE_URL set without E2E_REGISTRY_URL, for instance).
 */
export async function expectSiteUsesRegistry(request: APIRequestContext): Promise<void> {
  let live: RegistryDocument;
  try {
    live = await liveDocument(siteEnv);
  } catch (e) {
    throw new Error(`the registry at ${registryUrl} does not answer (${(e as Error).message}); set E2E_REGISTRY_URL to the site's registry`, { cause: e });
  }
  const res = await request.get(`/registry/${siteEnv}.json`);
  const viaSite = registryDocumentSchema.parse(await res.json());
  expect(
    { revision: viaSite.revision, updatedAt: viaSite.updatedAt },
    `the site's registry is not ${registryUrl}: set E2E_REGISTRY_URL (and E2E_API_URL) to the services behind ${res.url()}`,
  ).toEqual({ revision: live.revision, updatedAt: live.updatedAt });
}

/**
 * Puts an environment back to the document it had at `revision` (as a new revision), so a
 * journey leaves the registry the way it found it. Best effort: cleanup never hides the real failure.
 */
export async function restoreEnvironment(env: EnvironmentName, revision: number): Promise<void> {
  try {
    const now = await liveDocument(env);
    if (now.revision !== revision) await remoteCli(['restore', env, '--revision', String(revision), '--force']);
  } catch (e) {
    console.warn(`could not restore ${env} to revision ${revision}: ${(e as Error).message}`);
  }
}

/** The document the edge inlines into index.html: what a page loaded now would run. */
export async function inlinedDocument(baseURL: string): Promise<RegistryDocument | null> {
  const res = await fetch(baseURL, { headers: { accept: 'text/html' }, cache: 'no-store' });
  const m = /<script type="application\/json" id="registry">([\s\S]*?)<\/script>/.exec(await res.text());
  return m ? registryDocumentSchema.parse(JSON.parse(m[1])) : null;
}

// ---------------------------------------------------------------------------------------------
// Extra edge servers (infra/web) for other environments, on ports the OS picks.

export interface EdgeServer {
  env: EnvironmentName;
  url: string;
  stop(): Promise<void>;
}

export async function startEdge(env: EnvironmentName): Promise<EdgeServer> {
  const child = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['infra/web/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SITE_ENV: env, API_URL: apiUrl, REGISTRY_URL: registryUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: tsx runs the server in a child process, and both must go.
    detached: true,
  });
  let output = '';
  // A crashed or interrupted worker must not leave the server behind.
  const killOnExit = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
  };
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }, 5000);
    await exited;
    clearTimeout(timer);
  };
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`edge server (${env}) did not start in 60 s:\n${output}`)), 60_000);
    const onData = (c: Buffer) => {
      output += c.toString();
      const m = /infra\/web: (http:\/\/[^\s]+:\d+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`edge server (${env}) exited with ${code}:\n${output}`));
    });
  }).catch(async (e: unknown) => {
    await stop();
    throw e;
  });
  // Ready once it serves the shell with the environment's document and reaches the API.
  await expect
    .poll(async () => (await fetch(`${url}/ready`).catch(() => null))?.status ?? 0, { timeout: 60_000, message: `edge ${env} /ready` })
    .toBe(200);
  return { env, url, stop };
}

// ---------------------------------------------------------------------------------------------
// What a page runs.

/** `/remotes/<name>/<version>/…` → version (null for other URLs). */
export function versionInUrl(url: string, remote: string): string | null {
  const m = new RegExp(`/remotes/${remote}/([^/]+)/`).exec(new URL(url).pathname);
  return m ? m[1] : null;
}

export interface RemoteRequestLog {
  /** versions of every file of the remote the page requested, in order */
  versions(): string[];
  clear(): void;
}

export function logRemoteRequests(page: Page, remote: string): RemoteRequestLog {
  let seen: string[] = [];
  page.on('request', (r) => {
    const v = versionInUrl(r.url(), remote);
    if (v) seen.push(v);
  });
  return { versions: () => [...seen], clear: () => (seen = []) };
}

/**
 * The version of `remote` the page's Module Federation runtime actually loaded (the entry of
 * its module cache), or null if the remote has not been loaded. Preload hints from the edge
 * can fetch other files; this is the code that runs.
 */
export async function loadedVersion(page: Page, remote: string): Promise<string | null> {
  const entry = await page.evaluate((name) => {
    type Mod = { remoteInfo?: { alias?: string; name?: string; entry?: string } };
    // The MF runtime's own global: the one place that knows which entry it really loaded.
    // oxlint-disable-next-line no-underscore-dangle
    const instances = (globalThis as unknown as { __FEDERATION__?: { __INSTANCES__?: { moduleCache?: Map<string, Mod> }[] } }).__FEDERATION__
      // oxlint-disable-next-line no-underscore-dangle
      ?.__INSTANCES__;
    for (const inst of instances ?? []) {
      for (const mod of inst.moduleCache?.values() ?? []) {
        const info = mod.remoteInfo;
        if (info && (info.alias === name || info.name === name.replace(/-/g, '_')) && info.entry) return info.entry;
      }
    }
    return null;
  }, remote);
  return entry ? versionInUrl(entry, remote) : null;
}

// ---------------------------------------------------------------------------------------------
// Routes a remote claims, with concrete URLs.

export interface RouteSample {
  pattern: string;
  access: RouteAccess;
  urls: string[];
}

interface ExperienceListItem {
  id: number;
  name: string;
  host?: { id: number };
}

/** A few real experiences from the API (the ids behind details and host pages). */
export async function sampleExperiences(request: APIRequestContext, count = 2): Promise<ExperienceListItem[]> {
  const res = await request.get('/api/Home/ExperiencesList');
  expect(res.ok(), 'GET /api/Home/ExperiencesList').toBe(true);
  const body = (await res.json()) as { data: ExperienceListItem[] };
  expect(body.data.length, 'the demo catalogue has experiences').toBeGreaterThan(0);
  return body.data.slice(0, Math.max(1, count));
}

/**
 * One or two concrete URLs per route pattern of `remote`: the routes the site's registry document
 * gives it (from its contract), which the shell activates remotes with. Ids come from real demo
 * data where the route is about an experience or a host; for other ids any number reaches the
 * route (the remote decides whether it exists, which is beside the point when its code cannot load).
 */
export async function routeSamples(request: APIRequestContext, remote: string): Promise<RouteSample[]> {
  const experiences = await sampleExperiences(request, 2);
  const hostIds = [...new Set(experiences.map((e) => e.host?.id).filter((x): x is number => typeof x === 'number'))];
  const doc = await liveDocument(siteEnv);
  return (doc.remotes[remote]?.routes ?? []).map((r) => {
    let ids: string[] = [String(experiences[0].id)];
    if (/^\/experiences\/details\/:id$/.test(r.path)) ids = experiences.map((e) => String(e.id));
    else if (/^\/host\/:id$/.test(r.path) && hostIds.length) ids = hostIds.slice(0, 1).map(String);
    const urls = r.path.includes(':') ? ids.map((id) => r.path.replace(/:[a-zA-Z]+/g, id)) : [r.path];
    return { pattern: r.path, access: r.access, urls };
  });
}

/**
 * Routes the deployment journeys open as a visitor or as the demo host. Staff pages are left out:
 * the host cannot open them (the shell shows its "for the Tajriba team" page, not the remote), and
 * each area's own journey covers its staff pages with a staff account.
 */
export const hostReachable = (s: RouteSample): boolean => s.access !== 'staff';

/** The first route of a remote a signed-in host can open (for "another area still works"). */
export async function firstRoute(request: APIRequestContext, remote: string): Promise<RouteSample | null> {
  const samples = (await routeSamples(request, remote)).filter(hostReachable);
  return samples.find((s) => s.access === 'public') ?? samples[0] ?? null;
}

/** Test ids that prove a route's page is on screen, where one is known; others get the generic check. */
const landmarks: Record<string, string> = {
  '/': 'experience-card',
  '/experiences': 'experience-card',
  '/experiences/details/:id': 'experience-detail',
  '/search': 'discovery-search',
  '/host/:id': 'host-profile',
};

export const remoteContainer = (page: Page, remote: string): Locator => page.locator(`[data-remote="${remote}"]`);

/** The remote rendered its own UI in its container: no error panel, real content. */
export async function expectRemoteRendered(page: Page, remote: string, pattern?: string): Promise<void> {
  const container = remoteContainer(page, remote);
  await expect(container.locator(':scope > :not([data-remote-fallback])').first()).toBeVisible();
  await expect(container.getByTestId('remote-error-panel')).toHaveCount(0);
  const landmark = pattern ? landmarks[pattern] : undefined;
  if (landmark) await expect(container.getByTestId(landmark).first()).toBeVisible();
}

/** Demo accounts seeded by the API (infra/api/README.md): the host may open every route class. */
export const demoHost = { email: 'host@tajriba.sa', password: 'Host#2026' };

export async function signIn(page: Page, account = demoHost, base = ''): Promise<void> {
  await page.goto(`${base}/auth/signin`);
  await page.getByTestId('signin-email').fill(account.email);
  await page.getByTestId('signin-password').fill(account.password);
  await page.getByTestId('signin-submit').click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
}
