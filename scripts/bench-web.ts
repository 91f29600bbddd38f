/**
 * Front-end loading benchmark: with the site running (BENCH_URL, default http://127.0.0.1:8080),
 * loads every route the environment runs — public routes as a visitor, signed-in routes as the
 * demo account their access needs — in English and Arabic, in Debian Chromium with an empty
 * cache, and prints per route what the person waits for (e2e/support/first-render.ts says what
 * counts: everything until the route's page is on screen, a page loaded on demand included):
 *   - JS gzip (-9) of every script requested until then, and how many scripts
 *   - the sequential request depth (document = 1; a request started by a script is one deeper
 *     than that script; preloads from the HTML are at depth 2)
 *   - the time to the page on screen (indicative only: the machine is shared)
 * Figures only (the lazy widgets a page starts as it paints vary a few chunks run to run); the CI
 * gate is scripts/check-route-budget.ts, each area's first render on the build output.
 *
 *   BENCH_PATHS=/,/search   only these paths        BENCH_LOCALES=en   only these languages
 *   BENCH_RUNS=3            cold loads per page (median time, figures of the last run)
 *   BENCH_VERBOSE=1         list the scripts of every page
 */
import { chromium, type BrowserContext } from '@playwright/test';
import type { RoutedDocument } from '@tajriba/contracts/constants';
import { BUDGET, concretePath, kb, measurableRoutes, measureFirstRender, sampleIds, type FirstRender, type Locale } from '../e2e/support/first-render';

const base = (process.env.BENCH_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const locales = (process.env.BENCH_LOCALES ?? 'en,ar').split(',').map((s) => s.trim()) as Locale[];
const onlyPaths = process.env.BENCH_PATHS?.split(',').map((s) => s.trim());

/** The README's demo accounts, by the access a route needs. */
const guest = { email: 'guest@tajriba.sa', password: 'Guest#2026' };
const demo = {
  'signed-in': guest,
  client: guest,
  host: { email: 'host@tajriba.sa', password: 'Host#2026' },
  staff: { email: 'admin@tajriba.sa', password: 'Admin#2026' },
} as const;

function signIn(account: { email: string; password: string }) {
  return async (context: BrowserContext) => {
    const res = await context.request.post(`${base}/Connect/Token`, {
      data: { username: account.email, password: account.password, isDashboard: false, isPersistent: true, isPhoneOTP: false },
    });
    if (!res.ok()) throw new Error(`sign-in as ${account.email} failed: ${res.status()}`);
  };
}

async function main() {
  // The environment's document: which remotes run, and the routes their contracts declare.
  const doc = (await (await fetch(`${base}/registry/${process.env.SITE_ENV ?? 'dev'}.json`)).json()) as RoutedDocument;
  const ids = await sampleIds(base);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const over: string[] = [];
  try {
    console.info(`bench:web ${base} — ${runs} cold load(s) per page, empty cache; budget ≤ ${kb(BUDGET.gzipBytes)} kB gzip JS, depth ≤ ${BUDGET.depth}`);
    console.info(`${'route'.padEnd(40)} ${'access'.padEnd(9)} lang  JS gzip kB  scripts  depth  to page ms`);
    for (const route of measurableRoutes(doc)) {
      const path = concretePath(route, ids);
      if (!path) {
        console.info(`${route.path.padEnd(40)} ${route.access.padEnd(9)} —     skipped: no sample value for its parameters`);
        continue;
      }
      if (onlyPaths && !onlyPaths.includes(path) && !onlyPaths.includes(route.path)) continue;
      const prepare = route.access === 'public' ? undefined : signIn(demo[route.access]);
      for (const locale of locales) {
        const results: FirstRender[] = [];
        for (let i = 0; i < runs; i++) results.push(await measureFirstRender(browser, { base, path, locale, prepare }));
        const r = results[results.length - 1]!;
        const flag = r.jsGzip > BUDGET.gzipBytes || r.depth > BUDGET.depth ? '  OVER BUDGET' : '';
        if (flag) over.push(`${locale} ${path}`);
        console.info(
          `${path.padEnd(40)} ${route.access.padEnd(9)} ${locale.padEnd(4)} ${kb(r.jsGzip).padStart(10)}  ${String(r.scripts.length).padStart(7)}  ${String(r.depth).padStart(5)}  ${String(median(results.map((x) => x.renderMs))).padStart(10)}${flag}`,
        );
        if (process.env.BENCH_VERBOSE) for (const s of r.scripts) console.info(`      depth ${s.depth}  ${kb(s.gzip).padStart(6)} kB  ${s.url}`);
      }
    }
  } finally {
    await browser.close();
  }
  console.info(over.length ? `over budget: ${over.join(', ')}` : 'every measured route is within budget');
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
