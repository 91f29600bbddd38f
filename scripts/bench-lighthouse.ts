/**
 * Lighthouse (mobile, default simulated throttling: slow 4G, 4× CPU) on the public routes the
 * issue names, in English and Arabic, against a running site (BENCH_URL, default
 * http://127.0.0.1:8080). Prints performance score, CLS, LCP, FCP, TBT and the LCP element per
 * page: figures only, never a pass/fail (the goals are CLS ≤ 0.05, LCP ≤ 2.0 s, score ≥ 0.9).
 *
 * Lighthouse drives Debian's Chromium (/usr/bin/chromium, or CHROME_PATH); it never downloads a
 * browser. The language is chosen the way a returning visitor's is: the preferences cookie the
 * shell writes (`tj_prefs`), sent with every request, so the edge serves Arabic HTML.
 *
 *   BENCH_PATHS=/,/search   only these paths (the experience page is added unless listed)
 *   BENCH_LOCALES=en        only these languages
 *   BENCH_RUNS=3            runs per page (median reported; Lighthouse varies under load)
 *   BENCH_JSON=out.json     also write every run's figures
 */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { promisify } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';

// Lighthouse runs as its own CLI process: its page functions are serialised into the browser, and
// tsx's transform (which names functions with a `__name` helper) would break them.
const lighthouseCli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
const run = promisify(execFile);

const base = (process.env.BENCH_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const locales = (process.env.BENCH_LOCALES ?? 'en,ar').split(',').map((s) => s.trim()).filter(Boolean);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

interface Figures {
  score: number;
  cls: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  siMs: number;
  lcpElement: string;
}

interface LighthouseResult {
  runtimeError?: { code: string; message: string };
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
}

/** The first experience the catalogue lists: a real detail page with images and reviews. */
async function experiencePath(): Promise<string | null> {
  try {
    const res = await fetch(`${base}/api/Home/ExperiencesList?pageNumber=1&pageSize=1`);
    const body = (await res.json()) as { data?: { id: number }[] };
    const id = body.data?.[0]?.id;
    return id ? `/experiences/details/${id}` : null;
  } catch {
    return null;
  }
}

async function audit(port: number, url: string, locale: string): Promise<Figures> {
  // Sent with every request of the page: the edge renders this language from the first byte.
  const headers = { Cookie: `tj_prefs=${locale}.light`, 'Accept-Language': locale === 'ar' ? 'ar' : 'en-US' };
  const { stdout } = await run(
    process.execPath,
    [lighthouseCli, url, `--port=${port}`, '--output=json', '--output-path=stdout', '--only-categories=performance', '--quiet', `--extra-headers=${JSON.stringify(headers)}`],
    { maxBuffer: 256 * 1024 * 1024 },
  );
  const lhr = JSON.parse(stdout) as LighthouseResult;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const num = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
  // Lighthouse 13 names the LCP element in its LCP breakdown insight (a `node` item).
  const breakdown = lhr.audits['lcp-breakdown-insight']?.details as { items?: { type?: string; snippet?: string; selector?: string; nodeLabel?: string }[] } | undefined;
  const lcpNode = breakdown?.items?.find((i) => i.type === 'node');
  return {
    score: lhr.categories.performance?.score ?? NaN,
    cls: num('cumulative-layout-shift'),
    lcpMs: num('largest-contentful-paint'),
    fcpMs: num('first-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    siMs: num('speed-index'),
    lcpElement: `${lcpNode?.snippet ?? ''} ${lcpNode?.nodeLabel ?? ''}`.replace(/\s+/g, ' ').trim().slice(0, 60),
  };
}

/**
 * Every audit in a browser of its own (a new profile): the shell writes the preferences cookie,
 * and a cookie left by the previous page's audit would decide the next one's language.
 */
async function withFreshChrome<T>(task: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    return await task(chrome.port);
  } finally {
    chrome.kill();
  }
}

/**
 * On a loaded machine Lighthouse now and then loses the trace (NO_NAVSTART, NO_FCP): such a run
 * measures nothing, so it is run again (up to twice) rather than ending the whole benchmark.
 */
async function auditWithRetry(url: string, locale: string): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await withFreshChrome((port) => audit(port, url, locale));
    } catch (e) {
      if (attempt >= 3) throw e;
      console.warn(`${url} ${locale}: run failed (${String((e as Error).message).split('\n').find((l) => l.includes('Runtime error')) ?? 'error'}), running it again`);
    }
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const exp = await experiencePath();
  const paths = process.env.BENCH_PATHS
    ? process.env.BENCH_PATHS.split(',').map((s) => s.trim())
    : ['/', '/search', '/search/map', ...(exp ? [exp] : [])];
  const load = os.loadavg().map((n) => n.toFixed(2)).join(' ');
  const all: Record<string, Figures[]> = {};
  console.info(`bench:lighthouse ${base} — Lighthouse mobile, default throttling, ${runs} run(s) per page; load average at start ${load} on ${os.cpus().length} CPUs`);
  console.info('goals: performance ≥ 0.90, CLS ≤ 0.05, LCP ≤ 2.0 s');
  console.info(`${'page'.padEnd(36)} lang  score    CLS   LCP s  FCP s  TBT ms  LCP element`);
  for (const path of paths) {
    for (const locale of locales) {
      const results: Figures[] = [];
      for (let i = 0; i < runs; i++) results.push(await auditWithRetry(base + path, locale));
      all[`${locale} ${path}`] = results;
      const m = (k: keyof Omit<Figures, 'lcpElement'>) => median(results.map((r) => r[k]));
      console.info(
        `${path.padEnd(36)} ${locale.padEnd(4)} ${m('score').toFixed(2).padStart(5)}  ${m('cls').toFixed(3).padStart(5)}  ${(m('lcpMs') / 1000).toFixed(2).padStart(5)}  ${(m('fcpMs') / 1000).toFixed(2).padStart(5)}  ${String(Math.round(m('tbtMs'))).padStart(6)}  ${results[results.length - 1]!.lcpElement}`,
      );
    }
  }
  console.info(`load average at end ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(all, null, 2));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
