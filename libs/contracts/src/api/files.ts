import * as z from 'zod/mini';
import { withDefault } from '../common/schema-helpers';
import { Msg } from '@tajriba/contracts/constants';
import { storable } from './fields';

export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const DOCUMENT_CONTENT_TYPES = ['application/pdf'] as const;
/** `kind` narrows what an upload accepts: images (png/jpg/webp), pdf (work papers) or either. */
export const UPLOAD_KINDS = ['image', 'pdf', 'any'] as const;
/**
 * `private`: identity documents and work papers. A private file is served only to its owner and
 * staff (bearer token on `GET /files/<id>`, e.g. fetched as a blob), never cached by shared caches.
 */
const privateFlag = z.pipe(z.optional(z.union([z.boolean(), z.enum(['true', 'false'])])), z.transform((v) => v === true || v === 'true'));
export const uploadQuerySchema = z.object({ kind: withDefault(z.optional(z.enum(UPLOAD_KINDS)), 'any'), private: privateFlag });

/** `POST /api/Files/UploadBase64`: a data URL or bare base64. */
export const uploadBase64RequestSchema = z.object({
  file: z.string({ error: Msg.fileMissing }).check(z.minLength(1, Msg.fileMissing)),
  fileName: z.optional(z.string().check(storable(), z.maxLength(250))),
  kind: withDefault(z.optional(z.enum(UPLOAD_KINDS)), 'any'),
  private: privateFlag,
});

/** Uploaded document (§3): what `GET /api/Files/Meta/{id}` returns. */
export const uploadedFileMetaSchema = z.object({
  fileMetaId: z.string(),
  contentType: z.string(),
  relativePath: z.string(),
  sizeInBytes: z.int(),
});
export type UploadedFileMeta = z.infer<typeof uploadedFileMetaSchema>;

/** Path the UI uses for a stored file. */
export const filePath = (id: string) => `/files/${id}`;
