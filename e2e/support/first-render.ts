import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { composeRoutes, type RoutedDocument, type RouteEntry } from '@tajriba/contracts/constants';

/**
 * What a person waits for on a route, measured in a real browser with an empty cache: every
 * script requested from the navigation until the route's page is on screen, its gzip size (-9,
 * as the budget is stated) and the longest chain of sequential requests.
 *
 * "On screen" (what the budget counts): the remote has put content into the outlet (or the shell
 * rendered its own page), the shell's page skeleton is hidden, and no page-level loading state is
 * left — an element marked `data-page-loading`: the fallback a remote or the shell shows while a
 * route page loaded on demand downloads its code and strings. So a page that loads lazily after
 * the remote's first render counts with its strings. Data placeholders (result skeletons) and
 * widgets that load behind their own placeholder after the page has painted (the map canvas, the
 * top hosts rail, the header's menus) do not hold it, and neither do the loads the page starts
 * once it has painted (idle warm-ups, the rest of a catalogue).
 *
 * Used by `npm run bench:web` (figures). Not a CI gate: whether a page's own lazy widgets start
 * before or after the moment it is on screen varies run to run by a few chunks; the gate is
 * scripts/check-route-budget.ts on the build output.
 */

export const BUDGET = { gzipBytes: 200 * 1024, depth: 3 } as const;

export type Locale = 'en' | 'ar';

export interface ScriptLoad {
  url: string;
  depth: number;
  gzip: number;
}

export interface FirstRender {
  path: string;
  locale: Locale;
  /** ms from navigation to the route's page on screen (indicative only: the machine is shared) */
  renderMs: number;
  jsGzip: number;
  depth: number;
  scripts: ScriptLoad[];
  /** requests (any type) started before the page was on screen */
  requests: number;
}

interface Req {
  id: string;
  url: string;
  type: string;
  initiatorUrl: string | null;
  initiatorType: string;
  startMs: number;
}

// A string, not a function: tsx would wrap a function with helpers the page does not have.
const watchScript = `(() => {
  const done = () => {
    const main = document.querySelector('main');
    if (!main || document.querySelector('[data-page-loading]')) return false;
    for (const s of document.querySelectorAll('.tjb-page')) if (getComputedStyle(s).display !== 'none') return false;
    const outlet = document.getElementById('remote-outlet');
    if (outlet && outlet.querySelector('[data-remote] > *')) return true;
    // a shell page: something besides the (empty) outlet
    return [...main.children].some((c) => c !== outlet && c.getBoundingClientRect().height > 0);
  };
  const check = () => {
    if (!window.__pageOnScreenAt && done()) window.__pageOnScreenAt = performance.timeOrigin + performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-page-loading', 'class', 'style'] });
})();`;

const gzipCache = new Map<string, number>();
async function gzipSize(url: string): Promise<number> {
  const hit = gzipCache.get(url);
  if (hit !== undefined) return hit;
  const res = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
  const n = gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length;
  gzipCache.set(url, n);
  return n;
}

export interface MeasureOptions {
  base: string;
  path: string;
  locale: Locale;
  /** run before the navigation, e.g. sign in through the API in this context */
  prepare?: (context: import('@playwright/test').BrowserContext) => Promise<void>;
  timeoutMs?: number;
}

export async function measureFirstRender(browser: Browser, opts: MeasureOptions): Promise<FirstRender> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addCookies([{ name: 'tj_prefs', value: `${opts.locale}.light`, url: opts.base }]);
    if (opts.prepare) await opts.prepare(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const reqs = new Map<string, Req>();
    cdp.on('Network.requestWillBeSent', (e) => {
      const stackUrl = e.initiator.stack?.callFrames?.[0]?.url ?? null;
      reqs.set(e.requestId, {
        id: e.requestId,
        url: e.request.url,
        type: e.type ?? 'Other',
        initiatorUrl: e.initiator.url ?? stackUrl,
        initiatorType: e.initiator.type,
        startMs: e.wallTime * 1000,
      });
    });
    await page.addInitScript(watchScript);
    const t0 = Date.now();
    await page.goto(opts.base + opts.path, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => !!(window as unknown as { __pageOnScreenAt?: number }).__pageOnScreenAt, undefined, { timeout: opts.timeoutMs ?? 30_000 });
    const onScreenAt = await page.evaluate(() => (window as unknown as { __pageOnScreenAt: number }).__pageOnScreenAt);

    const all = [...reqs.values()].filter((r) => !r.url.startsWith('data:'));
    const before = all.filter((r) => r.startMs <= onScreenAt);
    const byUrl = new Map(all.map((r) => [r.url, r]));
    const depthCache = new Map<string, number>();
    // Document = 1; a preload or parser-inserted script = 2; a request a script started = one
    // deeper than that script.
    const depth = (r: Req, seen = new Set<string>()): number => {
      const cached = depthCache.get(r.id);
      if (cached !== undefined) return cached;
      if (r.type === 'Document') return 1;
      let d = 2;
      const parent = r.initiatorUrl ? byUrl.get(r.initiatorUrl) : undefined;
      if (parent && !seen.has(parent.id) && parent.type !== 'Document') {
        seen.add(parent.id);
        d = depth(parent, seen) + 1;
      }
      depthCache.set(r.id, d);
      return d;
    };
    const js = before.filter((r) => r.type === 'Script');
    const scripts = await Promise.all(js.map(async (r) => ({ url: r.url.replace(opts.base, ''), depth: depth(r), gzip: await gzipSize(r.url) })));
    scripts.sort((a, b) => a.depth - b.depth || b.gzip - a.gzip);
    return {
      path: opts.path,
      locale: opts.locale,
      renderMs: Math.round(onScreenAt - t0),
      jsGzip: scripts.reduce((s, x) => s + x.gzip, 0),
      depth: Math.max(1, ...scripts.map((s) => s.depth)),
      scripts,
      requests: before.length,
    };
  } finally {
    await context.close();
  }
}

export interface SampleIds {
  experienceId?: number;
  hostId?: string | number;
  policySlug?: string;
}

/** The seeded catalogue's first experience and its host, for the routes with parameters. */
export async function sampleIds(base: string): Promise<SampleIds> {
  const out: SampleIds = { policySlug: 'privacy-policy' };
  try {
    const list = (await (await fetch(`${base}/api/Home/ExperiencesList?pageNumber=1&pageSize=1`)).json()) as { data?: { id: number }[] };
    out.experienceId = list.data?.[0]?.id;
    if (out.experienceId) {
      const exp = (await (await fetch(`${base}/api/Home/Experience/${out.experienceId}`)).json()) as { data?: { host?: { id?: string | number } } };
      out.hostId = exp.data?.host?.id;
    }
  } catch {
    // no API: routes with parameters are skipped
  }
  return out;
}

/** A concrete URL for a route pattern, or null when no sample value is known. */
export function concretePath(route: RouteEntry, ids: SampleIds): string | null {
  let missing = false;
  const path = route.path.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
    const value = name === 'slug' ? ids.policySlug : route.path.startsWith('/host/') ? ids.hostId : route.path.startsWith('/experiences/') ? ids.experienceId : undefined;
    if (value === undefined) missing = true;
    return String(value);
  });
  return missing ? null : path;
}

/**
 * The routes to measure: the environment's route table — the shell's own pages and every route the
 * document's remotes declare in their contracts.
 */
export function measurableRoutes(doc: RoutedDocument): RouteEntry[] {
  return composeRoutes(doc);
}

export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
