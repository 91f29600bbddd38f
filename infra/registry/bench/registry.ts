/**
 * Prints how long the registry's operations take on this machine: upload of a realistic build,
 * promote, rollback (the issue asks for < 5 s), and N concurrent promotes of different remotes.
 * Figures only, no assertions.   npx tsx bench/registry.ts [concurrency]
 */
import { publishContract, publishShellContract } from '@tajriba/contracts';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRegistryServer } from '../src/app';
import { RegistryClient } from '../src/client';
import { Registry } from '../src/registry';
import { fakeBuild, fakeContract, testShell } from '../test/helpers';

const concurrency = Number(process.argv[2] ?? 20);
const names = Array.from({ length: concurrency }, (_, i) => `mf-b${i}`);

function stats(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))].toFixed(1);
  return `p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, max ${s[s.length - 1].toFixed(1)} ms (n=${s.length})`;
}

async function time<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const r = await fn();
  return [r, performance.now() - t0];
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'registry-bench-'));
  const registry = new Registry(
    { port: 0, host: '127.0.0.1', dataDir, seedDir: null, token: 't', overrideSecret: 's', publicUrl: '', maxUploadBytes: 500 << 20 },
    { shell: publishShellContract(testShell(names)) },
  );
  await registry.init();
  const server = createRegistryServer(registry);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const client = new RegistryClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, 't', 'bench');
  try {
    // A build shaped like mf-discovery's: ~50 chunks, 2 MB of JavaScript (random, so incompressible: worst case).
    const uploads: number[] = [];
    for (let v = 0; v < 3; v++) {
      const files = fakeBuild('mf-b0', publishContract(fakeContract('mf-b0')), `v${v}`);
      for (let i = 0; i < 50; i++) files.set(`static/${i}.${v}.js`, Buffer.from(randomBytes(20_000).toString('base64')));
      const [, ms] = await time(() => client.upload('mf-b0', `1.0.${v}-bench`, files));
      uploads.push(ms);
    }
    console.info(`upload (52 files, ~2.7 MB):      ${stats(uploads)}`);

    const promotes: number[] = [];
    for (let v = 0; v < 3; v++) promotes.push((await time(() => client.promote('production', 'mf-b0', `1.0.${v}-bench`)))[1]);
    console.info(`promote (with compatibility check): ${stats(promotes)}`);
    const rollbacks: number[] = [];
    for (let i = 0; i < 2; i++) rollbacks.push((await time(() => client.rollback('production', 'mf-b0')))[1]);
    console.info(`rollback:                           ${stats(rollbacks)}`);

    await Promise.all(names.slice(1).map((n) => client.upload(n, '1.0.0-bench', fakeBuild(n, publishContract(fakeContract(n))))));
    const each: number[] = [];
    const [, total] = await time(() =>
      Promise.all(
        names.slice(1).map(async (n) => {
          const [, ms] = await time(() => client.promote('staging', n, '1.0.0-bench'));
          each.push(ms);
        }),
      ),
    );
    const doc = await client.document('staging');
    console.info(`${names.length - 1} concurrent promotes:            total ${total.toFixed(0)} ms; each ${stats(each)}; landed ${Object.keys(doc.remotes).length}/${names.length - 1}`);
  } catch (err) {
    console.error(err);
    process.exitCode = 1;
  } finally {
    server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
