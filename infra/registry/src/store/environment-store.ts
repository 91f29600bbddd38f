import { promises as fs } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  type EnvironmentName,
  environmentNameSchema,
  type RegistryDocument,
  registryDocumentSchema,
} from '@tajriba/contracts';
import { appendLineDurable, withFileLock, writeFileAtomic } from './fs-utils';

export const environmentNames = environmentNameSchema.options as readonly EnvironmentName[];

export const historyEntrySchema = z.object({
  revision: z.number().int().min(0),
  updatedAt: z.string(),
  action: z.enum(['seed', 'promote', 'rollback', 'restore', 'remove', 'refresh']),
  /** the remote a promote/rollback/remove changed */
  remote: z.string().optional(),
  from: z.string().nullable().optional(),
  to: z.string().nullable().optional(),
  actor: z.string(),
  note: z.string().optional(),
  document: registryDocumentSchema,
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export class RevisionConflictError extends Error {
  constructor(
    readonly expected: number,
    readonly current: RegistryDocument,
  ) {
    super(`revision conflict: expected ${expected}, current ${current.revision}`);
  }
}

export interface ChangeDescription {
  action: HistoryEntry['action'];
  remote?: string;
  from?: string | null;
  to?: string | null;
  actor: string;
  note?: string;
}

function emptyDocument(env: EnvironmentName): RegistryDocument {
  return { env, revision: 0, updatedAt: new Date(0).toISOString(), remotes: {} };
}

/**
 * The environment documents and their history. The history file is the log: a change is
 * appended there first, then the document is replaced atomically; on start a document older
 * than its log is rebuilt from the log, so a crash between the two loses nothing.
 */
export class EnvironmentStore {
  private readonly dir: string;

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'environments');
  }

  private docFile(env: EnvironmentName) {
    return path.join(this.dir, `${env}.json`);
  }
  private historyFile(env: EnvironmentName) {
    return path.join(this.dir, `${env}.history.jsonl`);
  }
  private lockFile(env: EnvironmentName) {
    return path.join(this.dir, `${env}.lock`);
  }

  /**
   * Create missing documents. `seed` returns the document to start from (the versioned seed in
   * the repo, minus builds this registry does not hold); it is recorded as revision-0 history.
   */
  async init(seed: (env: EnvironmentName) => Promise<RegistryDocument | null>): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
    for (const env of environmentNames) {
      await withFileLock(this.lockFile(env), async () => {
        const history = await this.readHistory(env);
        const doc = await this.readDocFile(env);
        const last = history.at(-1);
        if (last && (!doc || doc.revision < last.revision)) {
          await writeFileAtomic(this.docFile(env), JSON.stringify(last.document, null, 2));
          return;
        }
        if (doc) return;
        const seeded = (await seed(env)) ?? emptyDocument(env);
        const document: RegistryDocument = { ...seeded, env, revision: 0, updatedAt: new Date().toISOString() };
        await appendLineDurable(
          this.historyFile(env),
          JSON.stringify({ revision: 0, updatedAt: document.updatedAt, action: 'seed', actor: 'registry', document } satisfies HistoryEntry),
        );
        await writeFileAtomic(this.docFile(env), JSON.stringify(document, null, 2));
      });
    }
  }

  private async readDocFile(env: EnvironmentName): Promise<RegistryDocument | null> {
    try {
      return registryDocumentSchema.parse(JSON.parse(await fs.readFile(this.docFile(env), 'utf8')));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async get(env: EnvironmentName): Promise<RegistryDocument> {
    return (await this.readDocFile(env)) ?? emptyDocument(env);
  }

  async readHistory(env: EnvironmentName): Promise<HistoryEntry[]> {
    let text: string;
    try {
      text = await fs.readFile(this.historyFile(env), 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
    const out: HistoryEntry[] = [];
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      // A torn last line (crash mid-append) never made it into the document: skip it.
      const parsed = historyEntrySchema.safeParse(safeJson(line));
      if (parsed.success) out.push(parsed.data);
    }
    return out;
  }

  /**
   * Apply a change under the environment's lock. `expectedRevision` is the revision the caller
   * based its decision on (If-Match); a mismatch throws so the caller can re-read and retry.
   * `mutate` returns null when there is nothing to change.
   */
  async update(
    env: EnvironmentName,
    expectedRevision: number | undefined,
    mutate: (current: RegistryDocument, history: HistoryEntry[]) => Promise<{ remotes: RegistryDocument['remotes']; change: ChangeDescription } | null>,
  ): Promise<{ document: RegistryDocument; changed: boolean }> {
    return withFileLock(this.lockFile(env), async () => {
      const current = await this.get(env);
      if (expectedRevision !== undefined && expectedRevision !== current.revision) {
        throw new RevisionConflictError(expectedRevision, current);
      }
      const result = await mutate(current, await this.readHistory(env));
      if (!result) return { document: current, changed: false };
      const document: RegistryDocument = {
        env,
        revision: current.revision + 1,
        updatedAt: new Date().toISOString(),
        remotes: sortKeys(result.remotes),
      };
      const entry: HistoryEntry = { revision: document.revision, updatedAt: document.updatedAt, ...result.change, document };
      await appendLineDurable(this.historyFile(env), JSON.stringify(entry));
      await writeFileAtomic(this.docFile(env), JSON.stringify(document, null, 2));
      return { document, changed: true };
    });
  }
}

function safeJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return null;
  }
}

function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The version a rollback returns to: replay the remote's history as a stack (a promote or a
 * restore that changes it pushes, a rollback pops), so repeated rollbacks walk further back
 * instead of flipping between the last two versions.
 */
export function previousVersion(history: HistoryEntry[], remote: string): string | null {
  const stack: string[] = [];
  for (const entry of history) {
    const version = entry.document.remotes[remote]?.version ?? null;
    if (entry.action === 'rollback' && entry.remote === remote) {
      stack.pop();
      continue;
    }
    if (version === null) {
      stack.length = 0;
      continue;
    }
    if (stack.at(-1) !== version) stack.push(version);
  }
  return stack.length >= 2 ? stack[stack.length - 2] : null;
}
