/**
 * Search benchmark: seeds 100,000 experiences into a PostgreSQL database of its own, then times
 * ExperiencesList (a mix of filter combinations) and ExperiencesMap (map bounds) through the real
 * app (`inject`: routing, validation, service, serialisation), and the very same SQL statements
 * run directly, for comparison. Prints p50/p95/p99; asserts nothing.
 *
 *   npm run bench -w @tajriba/api            (BENCH_ROWS=100000 BENCH_RUNS=60 BENCH_KEEP=1 to keep the database)
 *
 * DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/test); the benchmark
 * creates the database `tajriba_bench` next to it and drops it at the end.
 */
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { Client, Pool } from 'pg';
import { experiencesListQuerySchema, experiencesMapQuerySchema } from '@tajriba/contracts';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { systemClock } from '../src/lib/clock';
import { listStatements, mapStatements, type LangSuffix } from '../src/repositories/catalogue-search';
import { catalogueService, decodeCursor } from '../src/services/catalogue';
import { addDays, platformNow } from '../src/services/catalogue-dates';
import { normalizeSearch } from '../src/services/catalogue-text';
import { categories } from '../src/seed/catalogue/data/categories';
import { concepts } from '../src/seed/catalogue/data/concepts';
import { cities, regions } from '../src/seed/catalogue/data/places';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const KEEP = process.env.BENCH_KEEP === '1';
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DB_NAME = 'tajriba_bench';

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

async function createDatabase(): Promise<void> {
  const admin = new Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DB_NAME}`);
  await admin.end();
}

async function dropDatabase(): Promise<void> {
  // FORCE ends any connection still open; its client then reports "terminating connection due to
  // administrator command" (57P01), which is expected here
  process.on('uncaughtException', (err: Error & { code?: string }) => {
    if (err.code !== '57P01') throw err;
  });
  const admin = new Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.end();
}

/** Bulk data in SQL (generate_series): reference lists from the demo seed, then ROWS experiences. */
async function seed(pool: Pool, multiplier: number): Promise<void> {
  const t0 = performance.now();
  const c = await pool.connect();
  try {
    await c.query('SELECT setseed(0.42)');
    await c.query(
      `INSERT INTO experience_categories (name_en, name_ar, icon, sort_order) SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::int[])`,
      [categories.map((x) => x.en), categories.map((x) => x.ar), categories.map((x) => x.icon), categories.map((_, i) => i)],
    );
    await c.query(`INSERT INTO regions (name_en, name_ar, search_text, latitude, longitude) SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::float8[], $5::float8[])`, [
      regions.map((r) => r.en),
      regions.map((r) => r.ar),
      regions.map((r) => normalizeSearch(`${r.en} ${r.ar}`)),
      regions.map((r) => r.lat),
      regions.map((r) => r.lng),
    ]);
    await c.query(
      `INSERT INTO cities (region_id, name_en, name_ar, search_text, latitude, longitude, population)
       SELECT r.id, x.en, x.ar, x.st, x.lat, x.lng, x.pop
       FROM unnest($1::text[], $2::text[], $3::text[], $4::float8[], $5::float8[], $6::int[], $7::text[]) AS x(en, ar, st, lat, lng, pop, region)
       JOIN regions r ON r.name_en = x.region`,
      [
        cities.map((x) => x.en),
        cities.map((x) => x.ar),
        cities.map((x) => normalizeSearch([x.en, x.ar, ...(x.aliases ?? [])].join(' '))),
        cities.map((x) => x.lat),
        cities.map((x) => x.lng),
        cities.map((x) => x.population),
        cities.map((x) => regions.find((r) => r.key === x.region)!.en),
      ],
    );
    await c.query(
      `INSERT INTO users (full_name, current_role_id, email_confirmed, phone_confirmed)
       SELECT 'Bench Host ' || g, 7, true, true FROM generate_series(1, greatest($1::int / 50, 20)) g`,
      [ROWS],
    );
    const hostCount = Math.max(ROWS / 50, 20);
    const [{ min_host: minHost }] = (await c.query('SELECT min(id) AS min_host FROM users')).rows;
    // per-concept templates; `xcityx` stands for the city name
    const tpl = concepts.map((k) => ({
      en: k.en,
      ar: k.ar,
      st: normalizeSearch([k.en.replaceAll('{city}', 'xcityx'), k.ar.replaceAll('{city}', 'xcityx'), ...k.kwEn, ...k.kwAr].join(' ')),
      type: { atHost: 1, atGuest: 2, online: 3 }[k.type],
      cat: categories.findIndex((x) => x.key === k.cat) + 1,
      lo: k.price[0],
      hi: k.price[1],
    }));
    const cityRows = (await c.query('SELECT id, name_en, name_ar, search_text, latitude, longitude, region_id FROM cities ORDER BY population DESC')).rows as {
      id: number;
      name_en: string;
      name_ar: string;
      search_text: string;
      latitude: number;
      longitude: number;
      region_id: number;
    }[];
    const catIds = (await c.query('SELECT id FROM experience_categories ORDER BY sort_order')).rows.map((r) => r.id as number);
    await c.query(
      `INSERT INTO experiences (host_id, status_id, type_id, category_id, name_en, name_ar, description_en, description_ar, keywords_en, keywords_ar,
         languages, image_paths, search_text, city_id, served_city_ids, latitude, longitude, location_en, location_ar, weekday_mask, advance_booking_days,
         included_food, included_drinks, included_equipments, guest_min_age, guest_under2_allowed, guest_is_male, guest_is_female, capacity_min, capacity_max,
         private_enabled, private_capacity_min, private_capacity_max, instant_booking, price, private_price, final_price, private_final_price,
         provides_transportation, transportation_included, has_discounts, cancellation_policy, is_accessible, ratings_count, ratings_sum, ratings_average,
         rating_status, is_popular, rank_score, created_at)
       SELECT $9::int + (g % $10::int), CASE WHEN a < 0.04 THEN 2 ELSE 5 END, tt, ($8::int[])[ct],
         replace(ten, '{city}', cen), replace(tar, '{city}', car), 'Bench description of an experience, long enough for a card cut at eighty characters.', 'وصف تجربة للاختبار',
         '{}', '{}', CASE WHEN b < 0.1 THEN '{ar,en,fr}'::text[] WHEN b < 0.85 THEN '{ar,en}'::text[] ELSE '{ar}'::text[] END,
         ARRAY['/files/bench-' || (g % 97), '/files/bench-' || (g % 89), '/files/bench-' || (g % 83)],
         replace(tst, 'xcityx', cst), CASE WHEN tt = 3 THEN NULL ELSE cid END,
         CASE WHEN tt = 1 THEN ARRAY[cid] WHEN tt = 2 THEN (SELECT array_agg(id) FROM cities WHERE region_id = creg) ELSE '{}'::int[] END,
         CASE WHEN tt = 3 THEN NULL ELSE clat + (c2 - 0.5) * 0.3 END, CASE WHEN tt = 3 THEN NULL ELSE clng + (d - 0.5) * 0.3 END,
         'Bench place', 'مكان', CASE WHEN e < 0.4 THEN 127 ELSE (31 + floor(e * 96))::int END, (ARRAY[60, 90, 180])[1 + (g % 3)],
         CASE WHEN a2 < 0.4 THEN '{lunch}'::text[] ELSE '{}'::text[] END, CASE WHEN b2 < 0.6 THEN '{coffee,tea}'::text[] ELSE '{}'::text[] END,
         CASE WHEN c3 < 0.5 THEN '[{"en":"Gear","ar":"معدات"}]'::jsonb ELSE '[]'::jsonb END,
         (ARRAY[2, 2, 6, 8, 12, 16])[1 + (g % 6)], b < 0.6, c2 > 0.05, true,
         CASE WHEN tt = 2 THEN NULL ELSE 1 END, CASE WHEN tt = 2 THEN NULL ELSE (ARRAY[6, 8, 10, 12, 15, 20])[1 + (g % 6)] END,
         tt = 2 OR a2 < 0.45, 2, CASE WHEN tt = 2 OR a2 < 0.45 THEN (ARRAY[6, 10, 15, 25])[1 + (g % 4)] END,
         d2 < 0.5, p, CASE WHEN tt = 2 OR a2 < 0.45 THEN round(p * 6, 2) END, round(p * $7::numeric, 2), CASE WHEN tt = 2 OR a2 < 0.45 THEN round(p * 6 * $7::numeric, 2) END,
         tt = 1 AND e2 < 0.3, e2 < 0.2, e2 > 0.7, 1 + (g % 3), c3 > 0.6, rc, round(rc * avg)::int, CASE WHEN rc > 0 THEN round(avg, 2) END,
         CASE WHEN avg >= 4.8 AND rc >= 25 THEN 1 WHEN rc >= 10 AND avg >= 4.75 THEN 2 ELSE 4 END,
         rc >= 20 AND avg >= 4.5, round(((rc * avg + 10 * 4.5) / (rc + 10)) * 10000 + least(rc, 200) * 5)::int,
         now() - (floor(a * 900) || ' days')::interval
       FROM (
         SELECT g, random() AS a, random() AS b, random() AS c2, random() AS d, random() AS e, random() AS a2, random() AS b2, random() AS c3, random() AS d2, random() AS e2,
                ((g * 7919) % cardinality($1::text[])) + 1 AS ti, 1 + floor(power(random(), 2) * cardinality($11::int[]))::int AS ci,
                floor(power(random(), 3) * 160)::int AS rc, (3.6 + random() * 1.4)::numeric AS avg
         FROM generate_series(1, $12::int) g
       ) s,
       LATERAL (SELECT ($1::text[])[ti] AS ten, ($2::text[])[ti] AS tar, ($3::text[])[ti] AS tst, ($4::int[])[ti] AS tt, ($5::int[])[ti] AS ct,
                       (round((($6::int[])[ti * 2 - 1] + random() * (($6::int[])[ti * 2] - ($6::int[])[ti * 2 - 1])) / 5) * 5)::numeric AS p,
                       ($11::int[])[ci] AS cid, ($13::text[])[ci] AS cen, ($14::text[])[ci] AS car, ($15::text[])[ci] AS cst,
                       ($16::float8[])[ci] AS clat, ($17::float8[])[ci] AS clng, ($18::int[])[ci] AS creg) t`,
      [
        tpl.map((x) => x.en),
        tpl.map((x) => x.ar),
        tpl.map((x) => x.st),
        tpl.map((x) => x.type),
        tpl.map((x) => x.cat),
        tpl.flatMap((x) => [x.lo, x.hi]),
        multiplier,
        catIds,
        minHost,
        hostCount,
        cityRows.map((x) => x.id),
        ROWS,
        cityRows.map((x) => x.name_en),
        cityRows.map((x) => x.name_ar),
        cityRows.map((x) => x.search_text),
        cityRows.map((x) => x.latitude),
        cityRows.map((x) => x.longitude),
        cityRows.map((x) => x.region_id),
      ],
    );
    // occupancy over the next two weeks for a fifth of the listings, holidays for a third, one slot each
    const today = platformNow(new Date()).today;
    await c.query(
      `INSERT INTO experience_seats (experience_id, day, guests_booked, private_booked)
       SELECT e.id, d::date, 1 + (e.id % 9), (e.id % 17 = 0)
       FROM experiences e, generate_series($1::date, $2::date, interval '1 day') d
       WHERE e.id % 5 = 0 AND random() < 0.5`,
      [today, addDays(today, 14)],
    );
    await c.query(`INSERT INTO holidays (name_en, name_ar, from_date, to_date) VALUES ('Bench holiday', 'إجازة', $1::date, $2::date)`, [addDays(today, 10), addDays(today, 11)]);
    await c.query(`INSERT INTO experience_holidays (experience_id, holiday_id) SELECT e.id, h.id FROM experiences e, holidays h WHERE e.id % 3 = 0`);
    await c.query(`INSERT INTO experience_time_slots (experience_id, start_time) SELECT id, '17:00' FROM experiences`);
    await c.query('VACUUM ANALYZE');
  } finally {
    c.release();
  }
  console.info(`seeded ${ROWS.toLocaleString('en')} experiences in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

interface Case {
  name: string;
  query: string;
}

function listCases(cityIds: Record<string, number>, hostId: number, day: string): Case[] {
  return [
    { name: 'no filter (home)', query: '' },
    { name: 'CityId', query: `CityId=${cityIds.Riyadh}` },
    { name: 'CityName + CateIds', query: 'CityName=Jeddah&CateIds=2' },
    { name: 'Title (en, trigram)', query: 'Title=camel' },
    { name: 'Title (ar, trigram)', query: `Title=${encodeURIComponent('القهوة')}` },
    { name: 'Types + price range', query: 'Types=1&PriceMin=100&PriceMax=300' },
    { name: 'rating + popular', query: 'RateMin=4.5&IsPopular=true' },
    { name: 'Date + guests', query: `Date=${day}&AdultsQTY=2&ChildrenQTY=1` },
    { name: 'Date + private + city', query: `Date=${day}&IsPrivateEvent=true&AdultsQTY=4&CityId=${cityIds.Jeddah}` },
    { name: 'services + languages', query: 'IncludeFood=true&IncludeDrinks=true&InstantBooking=true&Languages=fr' },
    { name: 'requirements', query: 'GuestMinimumAge=10&IsAccessible=true&GuestIsFemale=true&IsCancellationPolicyDayFive=true' },
    { name: 'host', query: `HostsIds=${hostId}` },
    { name: 'sort price, page 5', query: 'SortBy=priceAsc&Page=5' },
  ];
}

const mapCases: Case[] = [
  { name: 'Riyadh viewport', query: 'SwLat=24.3&SwLng=46.2&NeLat=25.1&NeLng=47.2&Limit=500' },
  { name: 'Jeddah viewport + Types', query: 'SwLat=21.2&SwLng=38.9&NeLat=21.8&NeLng=39.5&Types=1&Limit=500' },
  { name: 'whole country', query: 'SwLat=16&SwLng=34&NeLat=32.5&NeLng=56&Limit=500' },
  { name: 'country + price + rating', query: 'SwLat=16&SwLng=34&NeLat=32.5&NeLng=56&PriceMax=250&RateMin=4&Limit=500' },
];

async function main(): Promise<void> {
  console.info(`tajriba catalogue benchmark — ${ROWS.toLocaleString('en')} experiences, ${RUNS} timed runs per case, server ${new URL(SERVER_URL).host}`);
  await createDatabase();
  const url = dbUrl(DB_NAME);
  const config = loadConfig({ ...process.env, NODE_ENV: 'production' }, {
    DATABASE_URL: url,
    LOG_LEVEL: 'silent',
    RATE_LIMITS: false,
    // every case is timed on its SQL, not on a kept answer
    LIST_CACHE_TTL_MS: 0,
    AUTO_SEED: false,
    ACCESS_TOKEN_SECRET: 'bench-access-token-secret-0123456789abcdef',
    CODE_SECRET: 'bench-code-secret-0123456789abcdef-0123',
  });
  let app: FastifyInstance | null = null;
  const raw = new Pool({ connectionString: url, max: 10 });
  try {
    // building the app applies the migrations
    app = await buildApp({ config, clock: systemClock });
    await app.ready();
    await seed(raw, config.fees.serviceFeeMultiplier);
    const cityIds = Object.fromEntries((await raw.query('SELECT name_en, id FROM cities')).rows.map((r) => [r.name_en, r.id]));
    const hostId = (await raw.query('SELECT host_id FROM experiences GROUP BY host_id ORDER BY count(*) DESC LIMIT 1')).rows[0].host_id;
    const day = addDays(platformNow(new Date()).today, 3);
    const service = catalogueService({ sql: app.sql, clock: systemClock, fees: config.fees });

    const run = async (kind: 'list' | 'map', cases: Case[]) => {
      const path = kind === 'list' ? '/api/Home/ExperiencesList' : '/api/Home/ExperiencesMap';
      const all = { app: [] as number[], raw: [] as number[] };
      const rows: string[] = [];
      for (const c of cases) {
        // the same statements the API runs for this query (filters resolved by the service)
        const lang: LangSuffix = 'en';
        const parsed = kind === 'list' ? experiencesListQuerySchema.parse(Object.fromEntries(new URLSearchParams(c.query))) : experiencesMapQuerySchema.parse(Object.fromEntries(new URLSearchParams(c.query)));
        const filter = await service.resolve(parsed);
        const st =
          kind === 'list'
            ? (() => {
                const q = parsed as ReturnType<typeof experiencesListQuerySchema.parse>;
                return listStatements({ filter, sort: q.SortBy, size: q.Size, lang, userId: null, after: q.After ? decodeCursor(q.SortBy, q.After) : undefined, offset: q.Page && q.Page > 1 ? (q.Page - 1) * q.Size : undefined });
              })()
            : (() => {
                const q = parsed as ReturnType<typeof experiencesMapQuerySchema.parse>;
                return mapStatements(filter, q.SwLat !== undefined ? { swLat: q.SwLat, swLng: q.SwLng!, neLat: q.NeLat!, neLng: q.NeLng! } : null, q.Limit, lang);
              })();
        const viaApp = async () => {
          const t0 = performance.now();
          const res = await app!.inject({ url: `${path}?${c.query}` });
          const dt = performance.now() - t0;
          // reading the response back is the client's work, outside the timed section
          if (res.statusCode !== 200) throw new Error(`${c.name}: ${res.statusCode} ${res.body.slice(0, 300)}`);
          return { dt, total: (res.json() as { total: number }).total };
        };
        const viaSql = async () => {
          const t0 = performance.now();
          await Promise.all([raw.query(st.page.text, st.page.values), raw.query(st.count.text, st.count.values)]);
          return performance.now() - t0;
        };
        for (let i = 0; i < 5; i++) {
          await viaApp();
          await viaSql();
        }
        const a: number[] = [];
        const r: number[] = [];
        let total = 0;
        for (let i = 0; i < RUNS; i++) {
          // interleave so both paths see the same machine load
          const x = await viaApp();
          total = x.total;
          a.push(x.dt);
          r.push(await viaSql());
        }
        all.app.push(...a);
        all.raw.push(...r);
        rows.push(
          `  ${c.name.padEnd(28)} ${String(total).padStart(7)}  app ${ms(pct(a, 50))} ${ms(pct(a, 95))} ${ms(pct(a, 99))}   sql ${ms(pct(r, 50))} ${ms(pct(r, 95))} ${ms(pct(r, 99))}   ${(pct(a, 95) / pct(r, 95)).toFixed(2)}×`,
        );
      }
      console.info(`\n${kind === 'list' ? 'ExperiencesList' : 'ExperiencesMap'} (ms)               matches       p50     p95     p99          p50     p95     p99   p95 app/sql`);
      for (const line of rows) console.info(line);
      console.info(
        `  ${'ALL'.padEnd(28)} ${''.padStart(7)}  app ${ms(pct(all.app, 50))} ${ms(pct(all.app, 95))} ${ms(pct(all.app, 99))}   sql ${ms(pct(all.raw, 50))} ${ms(pct(all.raw, 95))} ${ms(pct(all.raw, 99))}   ${(pct(all.app, 95) / pct(all.raw, 95)).toFixed(2)}×`,
      );
      return all;
    };

    const list = await run('list', listCases(cityIds, hostId, day));
    const map = await run('map', mapCases);
    const budget = (name: string, s: { app: number[]; raw: number[] }) => {
      const p95 = pct(s.app, 95);
      const ratio = p95 / pct(s.raw, 95);
      console.info(`${name}: p95 ${p95.toFixed(1)} ms (budget 30 ms) ${p95 <= 30 ? 'within' : 'OVER'}; ${ratio.toFixed(2)}× raw SQL (budget 1.5×) ${ratio <= 1.5 ? 'within' : 'OVER'}`);
    };
    console.info('');
    budget('ExperiencesList', list);
    budget('ExperiencesMap', map);
  } finally {
    await app?.close();
    await raw.end();
    if (!KEEP) await dropDatabase();
    else console.info(`kept database ${DB_NAME} (drop it with: psql ${SERVER_URL} -c 'DROP DATABASE ${DB_NAME}')`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
