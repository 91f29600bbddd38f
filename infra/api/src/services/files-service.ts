import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { DOCUMENT_CONTENT_TYPES, IMAGE_CONTENT_TYPES, MAX_UPLOAD_BYTES, Msg } from '@tajriba/contracts';
import { AppError } from '../lib/errors';
import { sniffContentType } from '../lib/sniff';
import { filesRepository } from '../repositories/files';

export type UploadKind = 'image' | 'pdf' | 'any';
const allowed: Record<UploadKind, readonly string[]> = {
  image: IMAGE_CONTENT_TYPES,
  pdf: DOCUMENT_CONTENT_TYPES,
  any: [...IMAGE_CONTENT_TYPES, ...DOCUMENT_CONTENT_TYPES],
};
const extension: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'application/pdf': 'pdf' };

/**
 * Decodes and re-encodes an image: proves it really is one (a valid header on garbage fails
 * here), applies the EXIF orientation, and drops metadata such as the GPS position phones write.
 */
async function cleanImage(body: Buffer, contentType: string, square?: number): Promise<Buffer> {
  try {
    const img = sharp(body, { failOn: 'error', limitInputPixels: 50_000_000 }).rotate();
    if (square) return await img.resize(square, square, { fit: 'cover', position: 'attention' }).webp({ quality: 85 }).toBuffer();
    if (contentType === 'image/png') return await img.png().toBuffer();
    if (contentType === 'image/webp') return await img.webp({ quality: 90 }).toBuffer();
    return await img.jpeg({ quality: 90 }).toBuffer();
  } catch {
    throw new AppError(Msg.fileTypeNotAllowed, 415, { file: [Msg.fileTypeNotAllowed] });
  }
}

/**
 * A PDF is really a PDF: a version header, at least one object, an end-of-file marker at the end
 * (a renamed image or a truncated download fails), and no active content (scripts, launch
 * actions) that a reviewer's viewer could run.
 */
function checkPdf(body: Buffer): void {
  const head = body.toString('latin1', 0, 16);
  const tail = body.toString('latin1', Math.max(0, body.length - 1024));
  const text = body.toString('latin1');
  const valid = /^%PDF-(1\.[0-7]|2\.0)\s/.test(head) && tail.includes('%%EOF') && /\d+\s+\d+\s+obj\b/.test(text) && text.includes('endobj');
  if (!valid || /\/(JavaScript|JS|Launch)\b/.test(text)) throw new AppError(Msg.fileTypeNotAllowed, 415, { file: [Msg.fileTypeNotAllowed] });
}

/**
 * Uploads: type decided by the bytes (never the client's name or header), 2 MB cap unless the
 * caller allows more (chat attachments: 10 MB), stored via FileStorage.
 */
export function filesService(fastify: FastifyInstance) {
  const repo = filesRepository(fastify.db);
  const { storage, clock } = fastify;
  return {
    async store(
      input: Buffer,
      o: { ownerId: number | null; originalName?: string | null; kind: UploadKind; isPrivate?: boolean; square?: number; maxBytes?: number },
    ): Promise<{ id: string; contentType: string; size: number }> {
      let body = input;
      const maxBytes = o.maxBytes ?? MAX_UPLOAD_BYTES;
      if (body.length === 0) throw new AppError(Msg.fileMissing, 400, { file: [Msg.required] });
      if (body.length > maxBytes) {
        const id = maxBytes > MAX_UPLOAD_BYTES ? Msg.attachmentTooLarge : Msg.fileTooLarge;
        throw new AppError(id, 413, { file: [id] });
      }
      const sniffed = sniffContentType(body);
      if (!sniffed || !allowed[o.kind].includes(sniffed)) throw new AppError(Msg.fileTypeNotAllowed, 415, { file: [Msg.fileTypeNotAllowed] });
      if (sniffed.startsWith('image/')) body = await cleanImage(body, sniffed, o.square);
      if (sniffed === 'application/pdf') checkPdf(body);
      // A square (avatar) is always stored as WebP.
      const contentType = sniffed.startsWith('image/') && o.square ? 'image/webp' : sniffed;
      const id = randomUUID();
      const now = clock.now();
      const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${id}.${extension[contentType]}`;
      await storage.put(key, body, contentType);
      try {
        await repo.insert({
          id,
          ownerId: o.ownerId,
          contentType,
          sizeBytes: body.length,
          storageKey: key,
          originalName: o.originalName ? o.originalName.slice(0, 250) : null,
          sha256: createHash('sha256').update(body).digest('hex'),
          isPrivate: o.isPrivate ?? false,
          createdAt: now,
        });
      } catch (err) {
        await storage.delete(key).catch(() => undefined);
        throw err;
      }
      return { id, contentType, size: body.length };
    },
    find: (id: string) => repo.find(id),
  };
}
