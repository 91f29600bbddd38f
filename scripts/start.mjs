#!/usr/bin/env node
/**
 * `npm start`: the whole site on one machine, the way a newcomer runs it.
 *
 *   1. builds the shell and every remote (skip with --no-build; CI builds once before the journeys)
 *   2. starts the remote registry and publishes each built remote into the `dev` environment
 *      as an immutable version (the shell then loads remotes from /remotes/<name>/<version>/…)
 *   3. starts the payment sandbox (infra/payments-sandbox: an offline card gateway with 3-D Secure)
 *   4. with IDENTITY_PROVIDER=nafath and no NAFATH_BASE_URL, starts the Nafath stand-in
 *      (infra/nafath-sandbox) and points the API's real Nafath adapter at it
 *   5. starts the API on its embedded PostgreSQL (PGlite: migrated and seeded on first start)
 *   6. starts the edge server that serves the shell, inlines the registry document and proxies
 *      the API and the registry, then prints the URL.
 *
 * Flags: --no-build, --fresh (throw-away data directories, used by the journeys), --e2e (quiet
 * logs), --env <dev|staging|production> (which registry document the site runs; default dev).
 * Ports: WEB_PORT 8080, API 5050, registry 4400, payment sandbox 4700, Nafath stand-in 4800
 * (override with WEB_PORT, API_PORT, REGISTRY_PORT, PAYMENTS_PORT, NAFATH_PORT).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const argValue = (name, fallback) => {
  const list = process.argv.slice(2);
  const i = list.indexOf(name);
  return i >= 0 && list[i + 1] ? list[i + 1] : fallback;
};
const siteEnv = argValue('--env', process.env.SITE_ENV ?? 'dev');
const webPort = Number(process.env.WEB_PORT ?? 8080);
const apiPort = Number(process.env.API_PORT ?? 5050);
const registryPort = Number(process.env.REGISTRY_PORT ?? 4400);
const paymentsPort = Number(process.env.PAYMENTS_PORT ?? 4700);
// With PAYMENT_PROVIDER=moyasar the API talks to the real gateway and no sandbox is started.
const paymentsSandbox = (process.env.PAYMENT_PROVIDER ?? 'sandbox') === 'sandbox';
// IDENTITY_PROVIDER=nafath without a NAFATH_BASE_URL: the real adapter against the local stand-in.
const nafathPort = Number(process.env.NAFATH_PORT ?? 4800);
const nafathSandbox = process.env.IDENTITY_PROVIDER === 'nafath' && !process.env.NAFATH_BASE_URL;
const quiet = args.has('--e2e');

const remotes = readdirSync(root)
  .filter((d) => d.startsWith('mf-') && existsSync(path.join(root, d, 'package.json')))
  .sort();

let dataRoot = path.join(root, '.data');
if (args.has('--fresh')) dataRoot = mkdtempSync(path.join(tmpdir(), 'tajriba-'));
const registryData = args.has('--fresh') ? path.join(dataRoot, 'registry') : path.join(root, '.registry-data');

const children = [];
function log(line) {
  process.stdout.write(`[start] ${line}\n`);
}

function run(cmd, argv, opts = {}) {
  const r = spawnSync(cmd, argv, { cwd: root, stdio: 'inherit', env: { ...process.env, ...opts.env } });
  if (r.status !== 0) {
    log(`${cmd} ${argv.join(' ')} failed (exit ${r.status})`);
    shutdown(1);
  }
}

function start(name, cmd, argv, env) {
  const child = spawn(cmd, argv, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((l) => `[${name}] ${l}\n`)
      .join('');
  child.stdout.on('data', (c) => {
    if (!quiet) process.stdout.write(prefix(c));
  });
  child.stderr.on('data', (c) => process.stderr.write(prefix(c)));
  child.on('exit', (code, signal) => {
    if (!stopping) {
      log(`${name} stopped (${signal ?? code}); shutting down`);
      shutdown(1);
    }
  });
  children.push(child);
  return child;
}

async function waitFor(url, label, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) {
      log(`${label} did not become ready at ${url}`);
      shutdown(1);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

let stopping = false;
function shutdown(code = 0) {
  stopping = true;
  for (const c of children) c.kill('SIGTERM');
  if (args.has('--fresh')) {
    setTimeout(() => {
      rmSync(dataRoot, { recursive: true, force: true });
      process.exit(code);
    }, 1500);
  } else {
    setTimeout(() => process.exit(code), 1500);
  }
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

const tsx = path.join(root, 'node_modules/.bin/tsx');

if (!args.has('--no-build')) {
  log(`building the shell and ${remotes.length} remote(s)…`);
  run('npx', ['nx', 'run-many', '-t', 'build', '--projects', ['shell', ...remotes].join(','), '--outputStyle=static'], {
    env: { NX_DAEMON: 'false', NX_TUI: 'false' },
  });
}

log(`data in ${dataRoot}`);
start('registry', tsx, ['infra/registry/src/server.ts'], {
  REGISTRY_PORT: String(registryPort),
  REGISTRY_DATA: registryData,
});
await waitFor(`http://127.0.0.1:${registryPort}/healthz`, 'registry');

log(`publishing ${remotes.join(', ')} to the ${siteEnv} environment…`);
run(tsx, ['infra/registry/src/cli.ts', 'publish', '--all', '--skip-build', '--env', siteEnv], {
  env: { REGISTRY_URL: `http://127.0.0.1:${registryPort}` },
});

if (paymentsSandbox) {
  start('payments', tsx, ['infra/payments-sandbox/src/server.ts'], {
    PAYMENTS_PORT: String(paymentsPort),
    PAYMENTS_PUBLIC_URL: `http://localhost:${paymentsPort}`,
    // webhooks go straight to the API (signed with the shared secret both read from their defaults)
    PAYMENTS_WEBHOOK_URL: `http://127.0.0.1:${apiPort}/api/Payments/Webhook`,
    PAYMENTS_DATA_FILE: path.join(dataRoot, 'payments-sandbox.json'),
  });
  await waitFor(`http://127.0.0.1:${paymentsPort}/healthz`, 'payments sandbox');
}

const nafathCredentials = { NAFATH_APP_ID: process.env.NAFATH_APP_ID ?? 'nafath-sandbox-app', NAFATH_APP_KEY: process.env.NAFATH_APP_KEY ?? 'nafath-sandbox-key' };
if (nafathSandbox) {
  start('nafath', tsx, ['infra/nafath-sandbox/src/server.ts'], {
    NAFATH_PORT: String(nafathPort),
    ...nafathCredentials,
    // the signed outcome goes straight to the API, as Nafath posts it to the relying party
    NAFATH_CALLBACK_URL: `http://127.0.0.1:${apiPort}/api/Manage/NationalIdentity/Callback`,
  });
  await waitFor(`http://127.0.0.1:${nafathPort}/healthz`, 'nafath sandbox');
}

start('api', tsx, ['infra/api/src/server.ts'], {
  PORT: String(apiPort),
  ...(nafathSandbox ? { NAFATH_BASE_URL: `http://127.0.0.1:${nafathPort}`, ...nafathCredentials } : {}),
  ...(paymentsSandbox ? { PAYMENTS_URL: `http://127.0.0.1:${paymentsPort}`, PAYMENTS_PUBLIC_URL: `http://localhost:${paymentsPort}` } : {}),
  SITE_URL: process.env.SITE_URL ?? `http://localhost:${webPort}`,
  DATA_DIR: path.join(dataRoot, 'pglite'),
  FILES_DIR: path.join(dataRoot, 'files'),
  // Journeys always run on the embedded database, whatever the shell exported for API tests.
  ...(args.has('--fresh') ? { DATABASE_URL: '', REDIS_URL: '' } : {}),
  // Every person the journeys create signs in (and asks for codes) from the one loopback
  // address: the limits stay on, with ten times the budget (RATE_LIMIT_SCALE in the API README).
  ...(quiet ? { RATE_LIMIT_SCALE: process.env.RATE_LIMIT_SCALE ?? '10' } : {}),
});
await waitFor(`http://127.0.0.1:${apiPort}/ready`, 'api', 300_000);

start('web', tsx, ['infra/web/src/server.ts'], {
  PORT: String(webPort),
  SITE_ENV: siteEnv,
  API_URL: `http://127.0.0.1:${apiPort}`,
  REGISTRY_URL: `http://127.0.0.1:${registryPort}`,
  // the CSP lets the checkout post cards to the gateway the API names for browsers
  ...(paymentsSandbox ? { PAYMENTS_PUBLIC_URL: `http://localhost:${paymentsPort}` } : {}),
});
await waitFor(`http://127.0.0.1:${webPort}/ready`, 'web');

log(`ready: http://localhost:${webPort}  (environment ${siteEnv}; API docs at http://localhost:${webPort}/docs)`);
if (nafathSandbox) log(`Nafath stand-in: the person's app at http://localhost:${nafathPort}/app`);
