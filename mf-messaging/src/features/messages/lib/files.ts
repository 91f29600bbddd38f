import { DOCUMENT_CONTENT_TYPES, IMAGE_CONTENT_TYPES, MAX_UPLOAD_BYTES, MESSAGE_MAX_FILES } from '@tajriba/contracts/account';

/** What the picker offers: images and PDF, each within the API's upload limit. */
export const ACCEPTED_TYPES: readonly string[] = [...IMAGE_CONTENT_TYPES, ...DOCUMENT_CONTENT_TYPES];
export const ACCEPT_ATTRIBUTE = ACCEPTED_TYPES.join(',');
export const MAX_FILE_BYTES = MAX_UPLOAD_BYTES;
export const MAX_FILES = MESSAGE_MAX_FILES;

export type FileProblem = 'type' | 'size' | 'count';

/** Splits picked files into those that can be sent and the first problem with the others. */
export function checkFiles(picked: readonly File[], alreadyChosen: number): { ok: File[]; problem: FileProblem | null } {
  const ok: File[] = [];
  let problem: FileProblem | null = null;
  for (const f of picked) {
    if (!ACCEPTED_TYPES.includes(f.type)) problem ??= 'type';
    else if (f.size > MAX_FILE_BYTES) problem ??= 'size';
    else if (alreadyChosen + ok.length >= MAX_FILES) problem ??= 'count';
    else ok.push(f);
  }
  return { ok, problem };
}

export const isImage = (contentType: string) => contentType.startsWith('image/');
