import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Clock } from '../lib/clock';
import type { Db, SqlClient } from '../db/client';
import { seedCore } from './core';

export interface SeedContext {
  db: Db;
  sql: SqlClient;
  config: Config;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** A seeding step. Areas add `src/seed/<area>/index.ts` default-exporting one; they run after the core. */
export interface SeedHook {
  name: string;
  /** Lower runs first (core is 0; catalogue should use 100). Ties run by name. */
  order?: number;
  run(ctx: SeedContext): Promise<void>;
}

export const coreSeedHook: SeedHook = { name: 'core', order: 0, run: seedCore };

/** Core hook plus every `src/seed/<dir>/index.ts` default export, in order. */
export function loadSeedHooks(dir = __dirname): SeedHook[] {
  const hooks: SeedHook[] = [coreSeedHook];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const file = ['index.ts', 'index.js'].map((f) => path.join(dir, entry.name, f)).find((f) => existsSync(f));
    if (!file) continue;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const mod = require(file) as { default?: SeedHook };
    if (mod.default && typeof mod.default.run === 'function') hooks.push(mod.default);
  }
  return hooks.sort((a, b) => (a.order ?? 100) - (b.order ?? 100) || a.name.localeCompare(b.name));
}

/** Runs every seed hook. Hooks are idempotent: running the seed twice changes nothing. */
export async function runSeed(ctx: SeedContext, hooks = loadSeedHooks()): Promise<void> {
  for (const hook of hooks) {
    ctx.log.info({ hook: hook.name }, 'seeding');
    await hook.run(ctx);
  }
}
