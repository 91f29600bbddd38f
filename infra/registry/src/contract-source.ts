import { promises as fs } from 'node:fs';
import path from 'node:path';
import {
  publishContract,
  type PublishedContract,
  publishedContractSchema,
  type PublishedShellContract,
  publishedShellContractSchema,
  publishShellContract,
  remoteContracts,
  shellContract,
} from '@tajriba/contracts';
import { writeFileAtomic } from './store/fs-utils';

/**
 * Contract snapshots (`infra/registry/contracts/<name>/<contractVersion>.json`) are the
 * committed, published form of every contract version. They let CI check the environment
 * documents in the repo without a registry, and they make a contract change without a
 * version bump visible: the source no longer equals its snapshot.
 */
export const defaultSnapshotDir = path.resolve(__dirname, '../contracts');

export function sourceContract(name: string): PublishedContract | null {
  const c = remoteContracts[name as keyof typeof remoteContracts];
  return c ? publishContract(c) : null;
}

export function sourceContracts(): PublishedContract[] {
  return Object.values(remoteContracts).map((c) => publishContract(c!));
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
export async function snapshotContracts(dir = defaultSnapshotDir, write = true): Promise<SnapshotResult[]> {
  const all: (PublishedContract | PublishedShellContract)[] = [sourceShellContract(), ...sourceContracts()];
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
