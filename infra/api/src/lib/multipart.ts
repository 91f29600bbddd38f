import type { FastifyRequest } from 'fastify';
import { Msg } from '@tajriba/contracts';
import { AppError } from './errors';

/** Reads the multipart field `file` into memory (the plugin caps it at 2 MB → 413). */
export async function readFileField(request: FastifyRequest): Promise<{ body: Buffer; filename: string | null }> {
  if (!request.isMultipart()) throw new AppError(Msg.fileMissing, 400, { file: [Msg.required] });
  const part = await request.file();
  if (!part || part.fieldname !== 'file') throw new AppError(Msg.fileMissing, 400, { file: [Msg.required] });
  const body = await part.toBuffer();
  return { body, filename: part.filename || null };
}
