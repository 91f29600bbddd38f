import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES, Msg } from '@tajriba/contracts';
import { AppError } from './errors';

const missing = () => new AppError(Msg.fileMissing, 400, { file: [Msg.required] });
/** Over the cap: the 2 MB document message, or the chat attachment's own (it names 10 MB). */
const tooLarge = (maxBytes: number) => {
  const id = maxBytes > MAX_UPLOAD_BYTES ? Msg.attachmentTooLarge : Msg.fileTooLarge;
  return new AppError(id, 413, { file: [id] });
};

/** Control characters, NUL included, and lone surrogates: nothing a file name needs. */
// oxlint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_NAME = /[\u0000-\u001f\u007f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Reads the multipart field `file` into memory. Every way a body can be wrong answers 4xx: no
 * multipart body, no parts, no `file` part, a malformed or cut-off body (400, field `file`), a
 * file over `maxBytes` (2 MB unless the caller allows more; 413; the parser stops at the cap and marks the stream truncated, which is
 * checked too, so a cut file is never stored as if complete). The name is display metadata only:
 * control characters and lone surrogates are dropped.
 */
export async function readFileField(request: FastifyRequest, maxBytes = MAX_UPLOAD_BYTES): Promise<{ body: Buffer; filename: string | null }> {
  if (!request.isMultipart()) throw missing();
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  } catch (err) {
    throw mapped(err, maxBytes);
  }
  if (!part || part.fieldname !== 'file') throw missing();
  let body: Buffer;
  try {
    body = await part.toBuffer();
  } catch (err) {
    throw mapped(err, maxBytes);
  }
  if (part.file.truncated || body.length > maxBytes) throw tooLarge(maxBytes);
  const filename = (part.filename || '').replace(UNSAFE_NAME, '').trim().slice(0, 250);
  return { body, filename: filename || null };
}

function mapped(err: unknown, maxBytes: number): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return tooLarge(maxBytes);
  // busboy: "Unexpected end of form", "Malformed part header", "Multipart: Boundary not found"…
  return new AppError(Msg.fileMissing, 400, { file: [Msg.invalidValue] });
}
