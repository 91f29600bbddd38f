/**
 * Load check through the edge (issue 11): ExperiencesList and `/` at 50 and 200 connections for
 * 20 s each, printing requests/s, p50/p99 latency and errors (non-2xx, resets, timeouts). A script
 * that prints figures, not a test. Start the site first (README), then:
 *
 *   npm run bench:load -w @tajriba/web                      # http://127.0.0.1:$WEB_PORT (8080)
 *   BENCH_URL=http://127.0.0.1:8110 BENCH_SECONDS=20 BENCH_CONNECTIONS=50,200 npm run bench:load -w @tajriba/web
 *   # the API alone, without the edge in front (where does a request wait?)
 *   BENCH_URL=http://127.0.0.1:5050 BENCH_TARGETS=ExperiencesList npm run bench:load -w @tajriba/web
 *
 * Each connection is one keep-alive socket sending its next request when the previous answer
 * ends (closed-loop, like autocannon's default). Rate limits count per client address: run the
 * API with RATE_LIMITS=false for this (the README says so).
 */
import http from 'node:http';
import os from 'node:os';

const base = process.env.BENCH_URL ?? `http://127.0.0.1:${process.env.WEB_PORT ?? 8080}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connectionsList = (process.env.BENCH_CONNECTIONS ?? '50,200').split(',').map(Number);
const timeoutMs = Number(process.env.BENCH_TIMEOUT_MS ?? 10_000);
const allTargets = [
  { name: 'ExperiencesList', path: '/api/Home/ExperiencesList?Size=20' },
  { name: '/ (HTML)', path: '/' },
];
/** BENCH_TARGETS=ExperiencesList (names, comma-separated) runs only those. */
const only = process.env.BENCH_TARGETS?.split(',').map((t) => t.trim());
const targets = only ? allTargets.filter((t) => only.includes(t.name) || only.includes(t.path)) : allTargets;

interface Result {
  ok: number;
  errors: Record<string, number>;
  latencies: number[];
}

function one(agent: http.Agent, url: URL): Promise<{ ms: number; error?: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get(url, { agent, headers: { 'accept-encoding': 'gzip, br', 'accept-language': 'en-US' } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ ms: performance.now() - started, error: res.statusCode && res.statusCode < 400 ? undefined : `HTTP ${res.statusCode}` }));
      res.on('error', (e) => resolve({ ms: performance.now() - started, error: (e as NodeJS.ErrnoException).code ?? 'error' }));
    });
    req.setTimeout(timeoutMs, () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (e) => resolve({ ms: performance.now() - started, error: (e as NodeJS.ErrnoException).code ?? 'error' }));
  });
}

async function run(path: string, connections: number): Promise<Result & { elapsed: number }> {
  const url = new URL(path, base);
  const result: Result = { ok: 0, errors: {}, latencies: [] };
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      while (performance.now() < until) {
        const r = await one(agent, url);
        result.latencies.push(r.ms);
        if (r.error) result.errors[r.error] = (result.errors[r.error] ?? 0) + 1;
        else result.ok++;
      }
      agent.destroy();
    }),
  );
  return { ...result, elapsed: (performance.now() - started) / 1000 };
}

const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);

async function main() {
  if (!targets.length) throw new Error(`BENCH_TARGETS names none of ${allTargets.map((t) => t.name).join(', ')}`);
  // The first target answers (the edge's /healthz is not the API's): the site is up.
  const warm = await one(new http.Agent(), new URL(targets[0].path, base));
  if (warm.error) throw new Error(`nothing answers ${targets[0].path} at ${base} (${warm.error}): start the site first`);
  console.log(`load check against ${base}: ${seconds} s per case, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}, ${os.cpus().length} cores`);
  console.log('| target | connections | requests/s | p50 | p99 | max | errors | load average after |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const t of targets) {
    for (const c of connectionsList) {
      const r = await run(t.path, c);
      const sorted = r.latencies.sort((a, b) => a - b);
      const errors = Object.entries(r.errors).map(([k, v]) => `${v} ${k}`).join(', ') || '0';
      const total = r.ok + Object.values(r.errors).reduce((a, b) => a + b, 0);
      const ms = (v: number) => `${v.toFixed(0)} ms`;
      console.log(
        `| ${t.name} | ${c} | ${(total / r.elapsed).toFixed(0)} | ${ms(pct(sorted, 50))} | ${ms(pct(sorted, 99))} | ${ms(sorted[sorted.length - 1] ?? NaN)} | ${errors} | ${os.loadavg()[0].toFixed(1)} |`,
      );
    }
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
