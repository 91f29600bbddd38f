import type { EnvironmentName, RegistryDocument } from '../registry';
import { remoteNameSchema, remoteVersionSchema } from '../registry';
import { type OverrideKeyInput, type OverrideMap, type OverrideTarget, type OverrideTokenFailure, verifyOverrideToken } from './override-token';

/**
 * Per-browser overrides, the pure part: the shell reads the query parameter / local storage,
 * calls `resolveOverrides`, and applies the result to the registry document before it
 * registers remotes. Browser-safe.
 *
 * Query: `?mf-override=mf-discovery@0.2.0-abc1234,mf-account=http://localhost:4301/mf-manifest.json`
 * (`?mf-override=reset` clears), and in production `?mf-override-token=mfo1.…` (signed).
 */

export interface OverrideSpecError {
  part: string;
  reason: 'remote' | 'version' | 'url' | 'syntax';
}

/** Parse `name@version` / `name=url` items separated by commas. Bad items are reported, not fatal. */
export function parseOverrideSpec(spec: string): { overrides: OverrideMap; errors: OverrideSpecError[] } {
  const overrides: OverrideMap = {};
  const errors: OverrideSpecError[] = [];
  for (const raw of spec.split(',')) {
    const part = raw.trim();
    if (!part) continue;
    const m = /^([^@=]+)([@=])(.+)$/.exec(part);
    if (!m) {
      errors.push({ part, reason: 'syntax' });
      continue;
    }
    const [, name, sep, value] = m;
    if (!remoteNameSchema.safeParse(name).success) {
      errors.push({ part, reason: 'remote' });
      continue;
    }
    if (sep === '@') {
      if (!remoteVersionSchema.safeParse(value).success) errors.push({ part, reason: 'version' });
      else overrides[name] = { version: value };
    } else {
      let url: URL | null = null;
      try {
        url = new URL(value);
      } catch {
        url = null;
      }
      if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) errors.push({ part, reason: 'url' });
      else overrides[name] = { manifest: url.href };
    }
  }
  return { overrides, errors };
}

export function formatOverrideSpec(overrides: OverrideMap): string {
  return Object.entries(overrides)
    .map(([name, t]) => ('version' in t ? `${name}@${t.version}` : `${name}=${t.manifest}`))
    .join(',');
}

/** Where a registry-hosted version lives: the same layout the registry serves. */
export function versionUrls(remotesBase: string, name: string, version: string, entryFile = 'remoteEntry.js') {
  const base = `${remotesBase.replace(/\/+$/, '')}/${name}/${version}`;
  return { manifest: `${base}/mf-manifest.json`, entry: `${base}/${entryFile}` };
}

function targetUrls(remotesBase: string, name: string, target: OverrideTarget) {
  if ('version' in target) return { version: target.version, ...versionUrls(remotesBase, name, target.version) };
  const entry = new URL('remoteEntry.js', target.manifest).href;
  // A dev server has no registry version; the marker keeps the document schema valid.
  return { version: '0.0.0-override', manifest: target.manifest, entry };
}

/** The document with overridden entries replaced. Unknown remotes are added (a new area under test). */
export function applyOverrides(
  doc: RegistryDocument,
  overrides: OverrideMap,
  opts: { remotesBase?: string } = {},
): RegistryDocument {
  const remotes = { ...doc.remotes };
  for (const [name, target] of Object.entries(overrides)) {
    const current = remotes[name];
    // Routes and menu links stay those of the published entry; the shell swaps in the ones the
    // overriding build carries (its contract.json) when it can read them (libs/federation).
    remotes[name] = {
      ...targetUrls(opts.remotesBase ?? '/remotes', name, target),
      contractVersion: current?.contractVersion ?? '0.0.0',
      routes: current?.routes ?? [],
      menu: current?.menu ?? [],
    };
  }
  return { ...doc, remotes };
}

export type OverrideRefusal = 'unsigned-in-production' | OverrideTokenFailure;

/**
 * Decide which overrides a page may use. Non-production environments accept the unsigned spec;
 * production uses only what a valid signed token names (the unsigned spec is ignored there).
 */
export async function resolveOverrides(input: {
  env: EnvironmentName;
  spec?: OverrideMap;
  token?: string | null;
  /** the registry's public key: the body of `/registry/override-key.json` or its `key`; needed in production */
  publicKey?: OverrideKeyInput | null;
  now?: number;
}): Promise<{ overrides: OverrideMap; refused: OverrideRefusal | null; subject?: string }> {
  const spec = input.spec ?? {};
  if (input.env !== 'production') {
    if (input.token && input.publicKey) {
      const r = await verifyOverrideToken(input.token, input.publicKey, { env: input.env, now: input.now });
      if (r.ok) return { overrides: { ...r.payload.overrides, ...spec }, refused: null, subject: r.payload.sub };
    }
    return { overrides: spec, refused: null };
  }
  if (!input.token || !input.publicKey) {
    return { overrides: {}, refused: Object.keys(spec).length ? 'unsigned-in-production' : null };
  }
  const r = await verifyOverrideToken(input.token, input.publicKey, { env: 'production', now: input.now });
  if (!r.ok) return { overrides: {}, refused: r.reason };
  return { overrides: r.payload.overrides, refused: null, subject: r.payload.sub };
}
