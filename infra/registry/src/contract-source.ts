import { existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import {
  isRemoteName,
  publishContract,
  type PublishedContract,
  publishedContractSchema,
  type PublishedShellContract,
  publishedShellContractSchema,
  publishShellContract,
  remoteContractSchema,
  shellContract,
} from '@tajriba/contracts';
import { repoRoot } from './config';
import { writeFileAtomic } from './store/fs-utils';

/**
 * Contract snapshots (`infra/registry/contracts/<name>/<contractVersion>.json`) are the
 * committed, published form of every contract version. They let CI check the environment
 * documents in the repo without a registry, and they make a contract change without a
 * version bump visible: the source no longer equals its snapshot.
 */
export const defaultSnapshotDir = path.resolve(__dirname, '../contracts');

/** The remote folders of a workspace: `mf-*` with a contract file. */
export async function remoteFolders(root = repoRoot): Promise<string[]> {
  const names = (await fs.readdir(root)).filter((d) => isRemoteName(d) && existsSync(path.join(root, d, 'contract.ts')));
  return names.sort();
}

/**
 * A remote's contract from its own folder (`<dir>/contract.ts`, export `contract`), published.
 * Each remote owns its contract; nothing lists the remotes, so a new folder is picked up as is.
 */
export async function contractAt(dir: string): Promise<PublishedContract | null> {
  const file = path.join(dir, 'contract.ts');
  if (!existsSync(file)) return null;
  const mod = (await import(file)) as { contract?: unknown };
  const parsed = remoteContractSchema.safeParse(mod.contract);
  if (!parsed.success) throw new Error(`${path.relative(repoRoot, file)}: not a remote contract (export const contract = {...}):\n${JSON.stringify(parsed.error.issues, null, 2)}`);
  const published = publishContract(parsed.data);
  if (published.name !== path.basename(dir)) throw new Error(`${path.relative(repoRoot, file)} is the contract of ${published.name}; a remote's folder and contract name agree`);
  return published;
}

export async function sourceContract(name: string, root = repoRoot): Promise<PublishedContract | null> {
  return isRemoteName(name) ? contractAt(path.join(root, name)) : null;
}

/** Every remote's contract in the workspace, by folder name. */
export async function sourceContracts(root = repoRoot): Promise<PublishedContract[]> {
  const out: PublishedContract[] = [];
  for (const name of await remoteFolders(root)) out.push((await contractAt(path.join(root, name)))!);
  return out;
}

export function sourceShellContract(): PublishedShellContract {
  return publishShellContract(shellContract);
}

function snapshotFile(dir: string, name: string, contractVersion: string) {
  if (!/^[a-z0-9-]+$/.test(name) || !/^[0-9A-Za-z.+-]+$/.test(contractVersion)) throw new Error(`bad snapshot key ${name}@${contractVersion}`);
  return path.join(dir, name, `${contractVersion}.json`);
}

export async function readSnapshot(name: string, contractVersion: string, dir = defaultSnapshotDir): Promise<PublishedContract | null> {
  try {
    return publishedContractSchema.parse(JSON.parse(await fs.readFile(snapshotFile(dir, name, contractVersion), 'utf8')));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

export async function readShellSnapshot(contractVersion: string, dir = defaultSnapshotDir): Promise<PublishedShellContract | null> {
  try {
    return publishedShellContractSchema.parse(JSON.parse(await fs.readFile(snapshotFile(dir, 'shell', contractVersion), 'utf8')));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/** Stable JSON so snapshots diff cleanly and compare byte for byte. */
export function stableJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

export interface SnapshotResult {
  name: string;
  contractVersion: string;
  status: 'written' | 'unchanged' | 'changed-without-bump';
}

/**
 * Write missing snapshots for the source contracts. An existing snapshot of the same version
 * with other content is never overwritten: the contract changed and its version must move.
 */
export async function snapshotContracts(dir = defaultSnapshotDir, write = true, root = repoRoot): Promise<SnapshotResult[]> {
  const all: (PublishedContract | PublishedShellContract)[] = [sourceShellContract(), ...(await sourceContracts(root))];
  const out: SnapshotResult[] = [];
  for (const c of all) {
    const file = snapshotFile(dir, c.name, c.contractVersion);
    const text = stableJson(c);
    const existing = await fs.readFile(file, 'utf8').catch(() => null);
    if (existing === null) {
      if (write) await writeFileAtomic(file, text);
      out.push({ name: c.name, contractVersion: c.contractVersion, status: 'written' });
    } else {
      out.push({ name: c.name, contractVersion: c.contractVersion, status: existing === text ? 'unchanged' : 'changed-without-bump' });
    }
  }
  return out;
}
