import { createHash, randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { remoteNameSchema, remoteVersionSchema } from '@tajriba/contracts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export class BuildExistsError extends Error {
  constructor(
    readonly remote: string,
    readonly version: string,
  ) {
    super(`${remote}@${version} already exists; published versions are immutable`);
  }
}

export interface BuildMeta {
  name: string;
  version: string;
  uploadedAt: string;
  commit?: string;
  actor: string;
  contractVersion: string;
  files: Record<string, { size: number; sha256: string }>;
}

/** Folder (relative to a version) holding pre-compressed copies; never served by its own path. */
const COMPRESSED_DIR = '.compressed';
const META_FILE = '.build.json';
// Source maps are fetched by developer tools only: not worth compressing ahead of time.
const COMPRESSIBLE = /\.(js|mjs|cjs|css|json|svg|html|txt|xml|wasm)$/;

/** A path inside a build: relative, no `..`, no hidden segments (those hold registry metadata). */
export function isSafeBuildPath(p: string): boolean {
  if (!p || p.length > 512 || p.startsWith('/') || p.includes('\\') || p.includes('\0')) return false;
  return p.split('/').every((seg) => seg !== '' && seg !== '.' && seg !== '..' && !seg.startsWith('.'));
}

/**
 * Immutable versioned builds on a local volume (`<data>/remotes/<name>/<version>/`). A version
 * is written to a staging folder and renamed into place in one step, so readers never see a
 * half-uploaded build and two uploads of the same version cannot both win.
 */
export class BuildStore {
  readonly dir: string;

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'remotes');
  }

  versionDir(name: string, version: string): string {
    if (!remoteNameSchema.safeParse(name).success || !remoteVersionSchema.safeParse(version).success) {
      throw new Error(`invalid remote or version: ${name}@${version}`);
    }
    return path.join(this.dir, name, version);
  }

  async has(name: string, version: string): Promise<boolean> {
    try {
      await fs.access(path.join(this.versionDir(name, version), META_FILE));
      return true;
    } catch {
      return false;
    }
  }

  async put(
    name: string,
    version: string,
    files: Map<string, Buffer>,
    meta: Omit<BuildMeta, 'name' | 'version' | 'uploadedAt' | 'files'>,
  ): Promise<BuildMeta> {
    const target = this.versionDir(name, version);
    if (await this.has(name, version)) throw new BuildExistsError(name, version);
    const staging = path.join(this.dir, name, `.staging-${version}-${randomBytes(6).toString('hex')}`);
    await fs.mkdir(staging, { recursive: true });
    try {
      const record: BuildMeta['files'] = {};
      for (const [rel, content] of files) {
        if (!isSafeBuildPath(rel)) throw new Error(`unsafe path in build: ${rel}`);
        const abs = path.join(staging, rel);
        await fs.mkdir(path.dirname(abs), { recursive: true });
        await fs.writeFile(abs, content);
        record[rel] = { size: content.length, sha256: createHash('sha256').update(content).digest('hex') };
        if (COMPRESSIBLE.test(rel) && content.length >= 512) {
          const base = path.join(staging, COMPRESSED_DIR, rel);
          await fs.mkdir(path.dirname(base), { recursive: true });
          const [br, gz] = await Promise.all([
            // quality 9: within a few percent of 11 at a fraction of the time, on a shared build box
            brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
            gzip(content, { level: 9 }),
          ]);
          await fs.writeFile(`${base}.br`, br);
          await fs.writeFile(`${base}.gz`, gz);
        }
      }
      const full: BuildMeta = { name, version, uploadedAt: new Date().toISOString(), ...meta, files: record };
      await fs.writeFile(path.join(staging, META_FILE), JSON.stringify(full, null, 2));
      try {
        // rename() onto an existing non-empty directory fails: the loser of a race gets 409.
        await fs.rename(staging, target);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'ENOTEMPTY' || code === 'EEXIST' || code === 'EPERM') throw new BuildExistsError(name, version);
        throw err;
      }
      return full;
    } finally {
      await fs.rm(staging, { recursive: true, force: true });
    }
  }

  async meta(name: string, version: string): Promise<BuildMeta | null> {
    try {
      return JSON.parse(await fs.readFile(path.join(this.versionDir(name, version), META_FILE), 'utf8')) as BuildMeta;
    } catch {
      return null;
    }
  }

  async readJson<T = unknown>(name: string, version: string, file: string): Promise<T | null> {
    const abs = await this.resolveFile(name, version, file);
    if (!abs) return null;
    return JSON.parse(await fs.readFile(abs, 'utf8')) as T;
  }

  /** Absolute path of a served file, or null (unknown build, unsafe or hidden path, directory). */
  async resolveFile(name: string, version: string, rel: string): Promise<string | null> {
    if (!isSafeBuildPath(rel)) return null;
    let dir: string;
    try {
      dir = this.versionDir(name, version);
    } catch {
      return null;
    }
    const abs = path.join(dir, rel);
    const stat = await fs.stat(abs).catch(() => null);
    return stat?.isFile() ? abs : null;
  }

  /** A pre-compressed variant, if the upload produced one. */
  async compressedVariant(name: string, version: string, rel: string, encoding: 'br' | 'gzip'): Promise<string | null> {
    const abs = path.join(this.versionDir(name, version), COMPRESSED_DIR, `${rel}.${encoding === 'br' ? 'br' : 'gz'}`);
    const stat = await fs.stat(abs).catch(() => null);
    return stat?.isFile() ? abs : null;
  }

  async listRemotes(): Promise<string[]> {
    const names = await fs.readdir(this.dir).catch(() => [] as string[]);
    return names.filter((n) => remoteNameSchema.safeParse(n).success).sort();
  }

  async listVersions(name: string): Promise<BuildMeta[]> {
    if (!remoteNameSchema.safeParse(name).success) return [];
    const entries = await fs.readdir(path.join(this.dir, name)).catch(() => [] as string[]);
    const metas: BuildMeta[] = [];
    for (const v of entries) {
      if (v.startsWith('.')) continue;
      const m = await this.meta(name, v);
      if (m) metas.push({ ...m, files: {} });
    }
    return metas.sort((a, b) => a.uploadedAt.localeCompare(b.uploadedAt));
  }
}
