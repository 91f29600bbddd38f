/**
 * Front-end loading benchmark for `/` (or BENCH_PATH): with the site running (BENCH_URL,
 * default http://127.0.0.1:8080), loads the page in Debian Chromium with an empty cache and
 * prints, up to the moment the remote has rendered into the shell's outlet:
 *   - JS bytes on the wire (as served: brotli/gzip) and their gzip size (re-fetched with gzip only)
 *   - number of requests, and of JS requests
 *   - the sequential request depth (document = 1; a request started by a script is one deeper
 *     than that script; preloads from the HTML are at depth 2)
 * Figures only, no assertions: budgets are ≤ 200 kB gzip JS and ≤ 3 sequential requests.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const base = process.env.BENCH_URL ?? 'http://127.0.0.1:8080';
const pathname = process.env.BENCH_PATH ?? '/';
const runs = Number(process.env.BENCH_RUNS ?? 3);
const renderedSelector = process.env.BENCH_SELECTOR ?? '#remote-outlet [data-remote] > *';

interface Req {
  id: string;
  url: string;
  type: string;
  initiatorUrl: string | null;
  initiatorType: string;
  startMs: number;
  endMs: number | null;
  transfer: number;
  status: number;
}

async function once() {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
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
        endMs: null,
        transfer: 0,
        status: 0,
      });
    });
    cdp.on('Network.responseReceived', (e) => {
      const r = reqs.get(e.requestId);
      if (r) r.status = e.response.status;
    });
    const wallAt = new Map<string, number>();
    cdp.on('Network.loadingFinished', (e) => {
      const r = reqs.get(e.requestId);
      if (r) {
        r.transfer = e.encodedDataLength;
        wallAt.set(e.requestId, e.timestamp);
      }
    });
    // The moment the remote puts its first element into the outlet, in epoch ms.
    // A string, not a function: tsx would wrap a function with helpers the page does not have.
    await page.addInitScript(`(() => {
      const sel = ${JSON.stringify(renderedSelector)};
      const check = () => {
        if (!window.__remoteRenderedAt && document.querySelector(sel)) window.__remoteRenderedAt = performance.timeOrigin + performance.now();
      };
      new MutationObserver(check).observe(document, { childList: true, subtree: true });
    })();`);
    const t0 = Date.now();
    await page.goto(base + pathname, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector(renderedSelector, { timeout: 30_000 });
    const renderedAt = await page.evaluate(() => (window as unknown as { __remoteRenderedAt: number }).__remoteRenderedAt);
    await page.waitForTimeout(300);

    const all = [...reqs.values()].filter((r) => !r.url.startsWith('data:'));
    const before = all.filter((r) => r.startMs <= renderedAt);
    const byUrl = new Map(all.map((r) => [r.url, r]));
    const depthCache = new Map<string, number>();
    const depth = (r: Req, seen = new Set<string>()): number => {
      if (depthCache.has(r.id)) return depthCache.get(r.id)!;
      if (r.type === 'Document') return 1;
      let d = 2;
      const parent = r.initiatorUrl ? byUrl.get(r.initiatorUrl) : undefined;
      if (parent && !seen.has(parent.id) && r.initiatorType !== 'parser' && r.initiatorType !== 'preload') {
        seen.add(parent.id);
        d = depth(parent, seen) + 1;
      } else if (parent && parent.type !== 'Document') {
        d = depth(parent, seen) + 1;
      }
      depthCache.set(r.id, d);
      return d;
    };
    const js = before.filter((r) => r.type === 'Script');
    const gzipBytes = await Promise.all(
      js.map(async (r) => {
        const res = await fetch(r.url, { headers: { 'Accept-Encoding': 'identity' } });
        return gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length;
      }),
    );
    const critical = before.filter((r) => r.type === 'Script' || r.type === 'Document' || r.type === 'Fetch' || r.type === 'XHR');
    const maxDepth = Math.max(...critical.filter((r) => r.type !== 'Fetch' && r.type !== 'XHR').map((r) => depth(r)));
    return {
      renderMs: Math.round(renderedAt - t0),
      requests: before.length,
      requestsTotal: all.length,
      jsRequests: js.length,
      jsTransfer: js.reduce((s, r) => s + r.transfer, 0),
      jsGzip: gzipBytes.reduce((s, n) => s + n, 0),
      depth: maxDepth,
      chain: js
        .map((r) => ({ url: r.url.replace(base, ''), depth: depth(r), kb: +(r.transfer / 1024).toFixed(1) }))
        .sort((a, b) => a.depth - b.depth || b.kb - a.kb),
    };
  } finally {
    await browser.close();
  }
}

async function main() {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await once());
  const last = results[results.length - 1];
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.info(`bench:web ${base}${pathname} (${runs} cold loads, empty cache)`);
  console.info('  JS scripts before the remote rendered:');
  for (const c of last.chain) console.info(`    depth ${c.depth}  ${String(c.kb).padStart(7)} kB  ${c.url}`);
  console.info(`  JS to first remote render:   ${(last.jsGzip / 1024).toFixed(1)} kB gzip, ${(last.jsTransfer / 1024).toFixed(1)} kB on the wire (${last.jsRequests} scripts)   budget ≤ 200 kB gzip`);
  console.info(`  requests before render:      ${last.requests} (${last.requestsTotal} by the end of the load)`);
  console.info(`  sequential request depth:    ${last.depth}   budget ≤ 3`);
  console.info(`  time to remote render:       median ${median(results.map((r) => r.renderMs))} ms over ${runs} runs (local machine, indicative only)`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
