import { createHash, randomUUID } from 'node:crypto';
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

/**
 * Renders SVG to WebP and stores it like an uploaded file (a `files` row + bytes in the file
 * storage), so seeded images are served by the same route as uploads. Renders run a few at a time:
 * sharp works on libuv threads, and the machine is small.
 */
export async function storeSvgImages(
  sql: SqlClient,
  storage: FileStorage,
  items: { svg: string; name: string; width?: number }[],
  concurrency = 4,
): Promise<StoredImage[]> {
  const out: StoredImage[] = new Array(items.length);
  const rows: Record<string, unknown>[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      const item = items[i];
      let img = sharp(Buffer.from(item.svg));
      if (item.width) img = img.resize(item.width);
      const body = await img.webp({ quality: 78, effort: 3 }).toBuffer();
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
