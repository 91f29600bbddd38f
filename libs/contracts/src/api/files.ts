import * as z from 'zod/mini';
import { withDefault } from '../common/schema-helpers';
import { Msg } from '@tajriba/contracts/constants';
import { storable } from './fields';

/** Documents, photos and media (spec §9 "Upload": 2MB per document). */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
/**
 * Chat attachments (issue 14: images and PDF, up to 10 MB each). Only uploads made with
 * `purpose=chat` get this limit; they are always private, and the verification endpoints refuse
 * any file over `MAX_UPLOAD_BYTES`, so a chat upload cannot stand in for a 2 MB document.
 */
export const MAX_CHAT_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** What an upload is for: `chat` raises the size limit (above) and makes the file private. */
export const UPLOAD_PURPOSES = ['chat'] as const;
/** The limit an upload gets (the API, the edge server and the pickers share it). */
export const uploadLimitBytes = (purpose?: (typeof UPLOAD_PURPOSES)[number] | null) => (purpose === 'chat' ? MAX_CHAT_ATTACHMENT_BYTES : MAX_UPLOAD_BYTES);
export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const DOCUMENT_CONTENT_TYPES = ['application/pdf'] as const;
/** `kind` narrows what an upload accepts: images (png/jpg/webp), pdf (work papers) or either. */
export const UPLOAD_KINDS = ['image', 'pdf', 'any'] as const;
/**
 * `private`: identity documents and work papers. A private file is served only to its owner and
 * staff (bearer token on `GET /files/<id>`, e.g. fetched as a blob), never cached by shared caches.
 */
const privateFlag = z.pipe(z.optional(z.union([z.boolean(), z.enum(['true', 'false'])])), z.transform((v) => v === true || v === 'true'));
export const uploadQuerySchema = z.object({ kind: withDefault(z.optional(z.enum(UPLOAD_KINDS)), 'any'), private: privateFlag, purpose: z.optional(z.enum(UPLOAD_PURPOSES)) });

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
