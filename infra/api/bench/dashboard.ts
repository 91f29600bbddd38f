/**
 * Host analytics benchmark (issue 17): one host with 100,000 orders over a year on 50 listings
 * (plus a year of daily views), then every analytics call of the dashboard through the real app
 * (`inject`: auth, validation, service, serialisation) for each range of the chooser. Prints
 * p50/p95/p99 per call; asserts nothing. The payout calls are timed twice: first with every order
 * of the year still owed (a host never paid out: the worst case), then after the weekly payouts
 * the platform runs (README "Payouts": every week's completed sessions paid out and confirmed).
 *
 *   npm run bench:dashboard -w @tajriba/api     (BENCH_ORDERS=100000 BENCH_RUNS=40 BENCH_KEEP=1)
 *
 * DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/test); the benchmark
 * creates the database `tajriba_bench_dashboard` (BENCH_DB) next to it and drops it at the end.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { Client, Pool } from 'pg';
import { RoleId } from '@tajriba/contracts';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { systemClock } from '../src/lib/clock';
import { hashPassword } from '../src/lib/passwords';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const KEEP = process.env.BENCH_KEEP === '1';
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// Its own name per engineer on a shared server (BENCH_DB), so two runs never drop each other's data.
const DB_NAME = process.env.BENCH_DB ?? 'tajriba_bench_dashboard';
const LISTINGS = 50;

const dbUrl = (name: string) => {
  const u = new URL(SERVER_URL);
  u.pathname = `/${name}`;
  return u.toString();
};
function pct(samples: number[], p: number): number {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}
const ms = (n: number) => n.toFixed(2).padStart(7);

async function admin(sql: string) {
  const c = new Client({ connectionString: SERVER_URL });
  await c.connect();
  await c.query(sql);
  await c.end();
}

async function seed(db: Pool): Promise<{ email: string; password: string }> {
  const password = 'Bench#2026';
  const hash = await hashPassword(password);
  const email = 'bench.host@tajriba.sa';
  const { rows: [host] } = await db.query(
    `INSERT INTO users (full_name, email, password_hash, current_role_id, email_confirmed, identity_status_id, work_papers_status_id, language)
     VALUES ('Bench Host', $1, $2, $3, true, 2, 2, 'en-US') RETURNING id`,
    [email, hash, RoleId.Host],
  );
  await db.query('INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2), ($1, $3)', [host.id, RoleId.Host, RoleId.Guest]);
  await db.query(
    `INSERT INTO users (full_name, email, current_role_id, language) SELECT 'Guest ' || g, 'bench.guest' || g || '@example.com', $1, 'en-US' FROM generate_series(1, 2000) g`,
    [RoleId.Guest],
  );
  const { rows: [cat] } = await db.query(`INSERT INTO experience_categories (name_en, name_ar, icon) VALUES ('Bench', 'قياس', 'M2 2h20v20H2z') RETURNING id`);
  await db.query(
    `INSERT INTO experiences (host_id, status_id, type_id, category_id, name_en, name_ar, price, final_price, capacity_max, ratings_count, ratings_average)
     SELECT $1, 5, 1, $2, 'Listing ' || g, 'تجربة ' || g, 100 + g, (100 + g) * 1.05, 20, 10, 4.5 FROM generate_series(1, ${LISTINGS}) g`,
    [host.id, cat.id],
  );
  // orders spread over the last year (paid instants every few minutes), 5 % refunded; ids are consecutive
  const { rows: [ids] } = await db.query(
    `SELECT (SELECT min(id) FROM experiences WHERE host_id = $1) AS e, (SELECT min(id) FROM users WHERE email LIKE 'bench.guest%') AS u`,
    [host.id],
  );
  await db.query(
    `INSERT INTO orders (user_id, experience_id, host_id, booking_date, start_time, adults, children, unit_price, guests_amount, total_amount, vat_amount,
       platform_fee, payout_amount, cancellation_policy, payment_status, paid_at, refunded_amount, created_at, updated_at)
     SELECT $3 + g % 2000, $2 + g % ${LISTINGS}, $1, (p.at + interval '3 hours' + (g % 20) * interval '1 day')::date, '10:00', 1 + g % 3, g % 2, 105, 105,
            105 * (1 + g % 3 + g % 2), 15, 10, 80 * (1 + g % 3 + g % 2), 3, CASE WHEN g % 20 = 0 THEN 6 ELSE 3 END, p.at,
            CASE WHEN g % 20 = 0 THEN 105 * (1 + g % 3 + g % 2) ELSE 0 END, p.at, p.at
       FROM generate_series(1, ${ORDERS}) g CROSS JOIN LATERAL (SELECT now() - (g::float8 / ${ORDERS}) * interval '365 days' AS at) p`,
    [host.id, ids.e, ids.u],
  );
  await db.query(
    `INSERT INTO experience_views_daily (experience_id, day, views)
     SELECT e.id, d::date, 50 + (e.id * 7 + extract(doy FROM d)::int) % 40 FROM experiences e CROSS JOIN generate_series(now() - interval '365 days', now(), interval '1 day') d WHERE e.host_id = $1`,
    [host.id],
  );
  await db.query(
    `INSERT INTO experience_views_hourly (experience_id, hour, views)
     SELECT e.id, date_trunc('hour', h), 3 FROM experiences e CROSS JOIN generate_series(now() - interval '48 hours', now(), interval '1 hour') h WHERE e.host_id = $1`,
    [host.id],
  );
  await db.query('VACUUM ANALYZE');
  return { email, password };
}

/**
 * What a year of the weekly payout run leaves behind (services/payouts.ts `run` + a confirmed bank
 * transfer): one completed payout per week of sessions older than a week, its orders marked paid out.
 */
async function weeklyPayouts(db: Pool): Promise<{ payouts: number; orders: number }> {
  const due = (o: string) => `${o}payment_status IN (3, 7) AND ${o}paid_at IS NOT NULL AND ${o}host_payout_id IS NULL AND ${o}booking_date < (now() - interval '7 days')::date`;
  const { rowCount: payouts } = await db.query(
    `INSERT INTO host_payouts (host_id, amount, orders_count, status, iban_last4, period_to, created_at, updated_at, completed_at)
     SELECT host_id, sum(order_host_net(payout_amount, total_amount, refunded_amount, payment_status)), count(*), 2, '7519',
            wk + interval '7 days', wk + interval '7 days', wk + interval '8 days', wk + interval '8 days'
       FROM (SELECT *, date_trunc('week', booking_date::timestamptz) AS wk FROM orders WHERE ${due('')}) o GROUP BY host_id, wk`,
  );
  const { rowCount: orders } = await db.query(
    `UPDATE orders o SET host_payout_id = p.id, payout_status = 2 FROM host_payouts p
      WHERE ${due('o.')} AND p.host_id = o.host_id AND p.period_to = date_trunc('week', o.booking_date::timestamptz) + interval '7 days'`,
  );
  // what autovacuum does after a run's mass update (its dead index entries would slow every scan)
  await db.query('VACUUM ANALYZE orders, host_payouts, host_owed_daily');
  return { payouts: payouts ?? 0, orders: orders ?? 0 };
}

async function main(): Promise<void> {
  console.info(`tajriba host analytics benchmark — one host, ${ORDERS.toLocaleString('en')} orders on ${LISTINGS} listings over a year, ${RUNS} timed runs per call, server ${new URL(SERVER_URL).host}`);
  await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${DB_NAME}`);
  const url = dbUrl(DB_NAME);
  const config = loadConfig({ ...process.env, NODE_ENV: 'production' }, {
    DATABASE_URL: url,
    LOG_LEVEL: 'silent',
    RATE_LIMITS: false,
    AUTO_SEED: false,
    ACCESS_TOKEN_SECRET: 'bench-access-token-secret-0123456789abcdef',
    CODE_SECRET: 'bench-code-secret-0123456789abcdef-0123',
  });
  let app: FastifyInstance | null = null;
  const db = new Pool({ connectionString: url, max: 4 });
  try {
    app = await buildApp({ config, clock: systemClock });
    await app.ready();
    const t0 = performance.now();
    const login = await seed(db);
    const { rows: [c] } = await db.query('SELECT count(*)::int AS orders, (SELECT count(*)::int FROM host_daily_stats) AS rollup FROM orders');
    console.info(`seeded ${c.orders.toLocaleString('en')} orders → ${c.rollup.toLocaleString('en')} rollup rows in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
    const res = await app.inject({ method: 'POST', url: '/Connect/Token', payload: { username: login.email, password: login.password } });
    const token = res.json().data.accessToken as string;
    const { rows: [e] } = await db.query('SELECT min(id) AS id FROM experiences');
    const calls = [
      'Dashboard/Analytics', 'Dashboard/EarningAnalytics', 'Dashboard/ExperiencesAnalytics', 'Dashboard/HostedEvents', 'Dashboard/Transactions', `Experiences/Insights/${e.id}`,
    ];
    const time = async (path: string, range: string, label = path.replace(/\/\d+$/, '/{id}')) => {
      const q = range === '-' ? '' : `?Range=${range}`;
      const u = `/api/${path}${q}`;
      for (let i = 0; i < 3; i++) await app!.inject({ url: u, headers: { authorization: `Bearer ${token}` } });
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const s = performance.now();
        const r = await app!.inject({ url: u, headers: { authorization: `Bearer ${token}` } });
        samples.push(performance.now() - s);
        if (r.statusCode !== 200) throw new Error(`${u}: ${r.statusCode} ${r.body.slice(0, 200)}`);
      }
      console.info(`${label.padEnd(44)} ${range.padEnd(6)} ${ms(pct(samples, 50))} ${ms(pct(samples, 95))} ${ms(pct(samples, 99))}`);
    };
    // Figures on a shared machine mean little without the load they were taken under.
    const load = () => loadavg().map((n) => n.toFixed(2)).join(' / ');
    console.info(`load average (1 / 5 / 15 min) before timing: ${load()}`);
    console.info(`${'call'.padEnd(44)} ${'range'.padEnd(6)}     p50     p95     p99  (ms)`);
    for (const [path, range] of [...calls.flatMap((x) => ['12m', '30d', '7d', '24h'].map((r) => [x, r] as const)), ['Dashboard/Rating', '-'] as const, ['Bookings/CurrentHostBookings', '-'] as const]) {
      await time(path, range);
    }
    await time('Payouts/EarningsStatistics', '-', 'Payouts/EarningsStatistics (never paid out)');
    const paid = await weeklyPayouts(db);
    console.info(`\nweekly payouts: ${paid.payouts} payouts of ${paid.orders.toLocaleString('en')} orders (sessions older than a week)`);
    await time('Payouts/EarningsStatistics', '-', 'Payouts/EarningsStatistics (paid weekly)');
    for (const range of ['12m', '30d', '7d', '24h']) await time('Dashboard/Transactions', range, 'Dashboard/Transactions (paid weekly)');
    console.info(`\nload average (1 / 5 / 15 min) after timing: ${load()}`);
  } finally {
    await app?.close();
    await db.end();
    if (!KEEP) {
      process.on('uncaughtException', (err: Error & { code?: string }) => {
        if (err.code !== '57P01') throw err;
      });
      await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
