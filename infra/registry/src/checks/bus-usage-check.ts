import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { PublishedContract } from '@tajriba/contracts';
import { error, type Problem } from './problems';

// `bus.on('area:event', …)`, `getEventBus().emit("area:event", …)`: the bus's event names are the only
// `x:y` strings passed to on/once/emit in a remote, so a text scan finds them without a compiler.
const CALL = /\.(on|once|emit)\(\s*['"]([a-z][a-z0-9-]*:[a-z][a-z0-9-]*)['"]/g;
const SOURCE = /\.(ts|tsx)$/;
const TEST = /(\.test\.|\.spec\.|__tests__)/;

export interface BusCall {
  kind: 'listens' | 'emits';
  event: string;
  file: string;
}

/** The bus calls with a literal event name in one file's text. */
export function busCallsIn(text: string, file: string): BusCall[] {
  return [...text.matchAll(CALL)].map((m) => ({ kind: m[1] === 'emit' ? 'emits' : 'listens', event: m[2], file }));
}

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((e) => {
      const abs = path.join(dir, e.name);
      if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'dist' ? [] : sourceFiles(abs);
      return SOURCE.test(e.name) && !TEST.test(abs) ? [abs] : [];
    }),
  );
  return nested.flat();
}

/** What a remote's own code (not its tests) listens to and emits on the page's bus. */
export async function busCallsOf(remoteDir: string): Promise<BusCall[]> {
  const files = await sourceFiles(path.join(remoteDir, 'src'));
  const calls = await Promise.all(files.map(async (f) => busCallsIn(await fs.readFile(f, 'utf8'), path.relative(remoteDir, f))));
  return calls.flat();
}

/**
 * Every event a remote listens to must be in its contract's `consumes`, every event it sends in
 * `emits`: the environment check can only protect a consumer it knows about (an undeclared
 * listener is broken silently when the producer changes the payload).
 */
export function checkBusUsage(contract: Pick<PublishedContract, 'name' | 'events'>, calls: readonly BusCall[]): Problem[] {
  const declared = { listens: new Set<string>(contract.events.consumes.map((c) => c.name)), emits: new Set<string>(contract.events.emits.map((e) => e.name)) };
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const call of calls) {
    const key = `${call.kind} ${call.event}`;
    if (declared[call.kind].has(call.event) || seen.has(key)) continue;
    seen.add(key);
    const where = call.kind === 'listens' ? 'events.consumes' : 'events.emits';
    problems.push(error(`event-${call.kind === 'listens' ? 'listener' : 'emit'}-undeclared`, `${call.file} ${call.kind === 'listens' ? 'listens to' : 'emits'} ${call.event}, which contract.ts does not declare in ${where}`, contract.name));
  }
  return problems;
}
