import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { filePath } from '@tajriba/contracts';
import type { SqlClient } from '../../db/client';
import type { FileStorage } from '../../lib/storage';
import { insertRows } from '../../repositories/catalogue-import';

export interface StoredImage {
  fileId: string;
  relativePath: string;
  contentType: string;
  sizeBytes: number;
}

const WEBP = { quality: 78, effort: 3 } as const;

/**
 * Rendered pictures kept between seeds, by what they are drawn from: the journeys seed a fresh
 * database at every start and the catalogue draws ~420 pictures (≈ 1–2 minutes on a busy small
 * machine). Same SVG, size, encoder settings and sharp version → same file, so a cached render is
 * exactly what rendering again would give (config `seedImageCache`, SEED_IMAGE_CACHE=off: never).
 */
async function render(svg: string, width: number | undefined, cacheDir: string | null): Promise<Buffer> {
  const key = createHash('sha256').update(JSON.stringify([svg, width ?? null, WEBP, sharp.versions.vips])).digest('hex');
  const file = cacheDir ? path.join(cacheDir, `${key}.webp`) : null;
  if (file) {
    try {
      return await readFile(file);
    } catch {
      // not rendered yet
    }
  }
  let img = sharp(Buffer.from(svg));
  if (width) img = img.resize(width);
  const body = await img.webp(WEBP).toBuffer();
  if (file && cacheDir) {
    try {
      await mkdir(cacheDir, { recursive: true });
      // write then rename: a seed running at the same time never reads half a file
      const part = `${file}.${process.pid}.${randomUUID()}.part`;
      await writeFile(part, body);
      await rename(part, file);
    } catch {
      // a cache that cannot be written only costs the next seed a render
    }
  }
  return body;
}

/**
 * Renders SVG to WebP and stores it like an uploaded file (a `files` row + bytes in the file
 * storage), so seeded images are served by the same route as uploads. Renders run a few at a time:
 * sharp works on libuv threads, and the machine is small.
 */
export async function storeSvgImages(
  sql: SqlClient,
  storage: FileStorage,
  items: { svg: string; name: string; width?: number }[],
  opts: { cacheDir?: string | null; concurrency?: number } = {},
): Promise<StoredImage[]> {
  const concurrency = opts.concurrency ?? 4;
  const out: StoredImage[] = new Array(items.length);
  const rows: Record<string, unknown>[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      const item = items[i];
      const body = await render(item.svg, item.width, opts.cacheDir ?? null);
      const sha256 = createHash('sha256').update(body).digest('hex');
      const id = randomUUID();
      const key = `catalogue/${sha256.slice(0, 2)}/${sha256.slice(0, 32)}`;
      await storage.put(key, body, 'image/webp');
      rows[i] = { id, content_type: 'image/webp', size_bytes: body.length, storage_key: key, original_name: item.name, sha256 };
      out[i] = { fileId: id, relativePath: filePath(id), contentType: 'image/webp', sizeBytes: body.length };
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  // identical renders share one stored object; keep one files row per storage key
  const seen = new Map<string, string>();
  const unique: Record<string, unknown>[] = [];
  rows.forEach((r, i) => {
    const prev = seen.get(r.storage_key as string);
    if (prev) {
      out[i] = { ...out[i], fileId: prev, relativePath: filePath(prev) };
    } else {
      seen.set(r.storage_key as string, r.id as string);
      unique.push(r);
    }
  });
  await insertRows(sql, 'files', unique, { casts: { id: 'uuid' }, onConflict: 'ON CONFLICT (storage_key) DO NOTHING' });
  // a previous partial run may already own a key: point at the stored row
  const existing = await sql.query<{ id: string; storage_key: string }>('SELECT id::text AS id, storage_key FROM files WHERE storage_key = ANY($1::text[])', [
    unique.map((r) => r.storage_key),
  ]);
  const byKey = new Map(existing.map((r) => [r.storage_key, r.id]));
  return out.map((o, i) => {
    const id = byKey.get(rows[i].storage_key as string) ?? o.fileId;
    return { ...o, fileId: id, relativePath: filePath(id) };
  });
}
