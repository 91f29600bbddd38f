import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

/** Write a file so readers see the old or the new content, never a torn one: temp file, fsync, rename. */
export async function writeFileAtomic(file: string, data: string | Buffer): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  const handle = await fs.open(tmp, 'w');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rename(tmp, file);
}

export async function appendLineDurable(file: string, line: string): Promise<void> {
  const handle = await fs.open(file, 'a');
  try {
    await handle.appendFile(`${line}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

const inProcess = new Map<string, Promise<unknown>>();

/**
 * Run `fn` holding a lock on `lockFile`: an in-process queue (so one registry process never
 * spins against itself) plus an O_EXCL lock file, so several registry processes sharing one
 * data directory (a rolling deploy, an operator's CLI on the volume) still serialise. A lock
 * older than `staleMs` belongs to a crashed process and is broken.
 */
export async function withFileLock<T>(lockFile: string, fn: () => Promise<T>, opts: { timeoutMs?: number; staleMs?: number } = {}): Promise<T> {
  const previous = inProcess.get(lockFile) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(() => withLockFile(lockFile, fn, opts));
  inProcess.set(lockFile, run);
  try {
    return await run;
  } finally {
    if (inProcess.get(lockFile) === run) inProcess.delete(lockFile);
  }
}

async function withLockFile<T>(lockFile: string, fn: () => Promise<T>, { timeoutMs = 10_000, staleMs = 30_000 }): Promise<T> {
  const started = Date.now();
  let delay = 5;
  for (;;) {
    try {
      const handle = await fs.open(lockFile, 'wx');
      await handle.writeFile(`${process.pid} ${new Date().toISOString()}\n`);
      await handle.close();
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const stat = await fs.stat(lockFile).catch(() => null);
      if (stat && Date.now() - stat.mtimeMs > staleMs) {
        await fs.rm(lockFile, { force: true });
        continue;
      }
      if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for lock ${lockFile}`, { cause: err });
      await new Promise((r) => setTimeout(r, delay + Math.random() * delay));
      delay = Math.min(delay * 2, 100);
    }
  }
  try {
    return await fn();
  } finally {
    await fs.rm(lockFile, { force: true });
  }
}
