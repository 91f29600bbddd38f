import { DOCUMENT_CONTENT_TYPES, IMAGE_CONTENT_TYPES, MAX_CHAT_ATTACHMENT_BYTES, MESSAGE_MAX_FILES } from '@tajriba/contracts/account';

/** What the picker offers: images and PDF, each within the API's chat attachment limit (10 MB). */
export const ACCEPTED_TYPES: readonly string[] = [...IMAGE_CONTENT_TYPES, ...DOCUMENT_CONTENT_TYPES];
export const ACCEPT_ATTRIBUTE = ACCEPTED_TYPES.join(',');
export const MAX_FILE_BYTES = MAX_CHAT_ATTACHMENT_BYTES;
export const MAX_FILES = MESSAGE_MAX_FILES;

export type FileProblem = 'type' | 'size' | 'count' | 'empty';

/**
 * The type the first bytes say (the same magic numbers the API checks), or null. The picker's
 * `accept` and the browser's `File.type` only look at the name: a renamed file would upload and
 * then fail on the server, so it is refused here with the reason instead.
 */
export function sniffType(b: Uint8Array): string | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  if (b.length >= 8 && b[0] === 0x89 && ascii(1, 4) === 'PNG' && b[4] === 0x0d && b[5] === 0x0a && b[6] === 0x1a && b[7] === 0x0a) return 'image/png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  if (b.length >= 5 && ascii(0, 5) === '%PDF-') return 'application/pdf';
  return null;
}

async function head(file: File): Promise<Uint8Array> {
  const blob = file.slice(0, 12);
  // jsdom's Blob has no arrayBuffer(); FileReader works everywhere.
  if (typeof blob.arrayBuffer === 'function') return new Uint8Array(await blob.arrayBuffer());
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(new Uint8Array(r.result as ArrayBuffer));
    r.onerror = () => reject(r.error);
    r.readAsArrayBuffer(blob);
  });
}

/** One picked file's problem, if any: empty, over 10 MB, or not really an image or PDF. */
async function problemOf(f: File): Promise<FileProblem | null> {
  if (f.size === 0) return 'empty';
  if (f.size > MAX_FILE_BYTES) return 'size';
  // No declared type (some systems send none): the bytes decide.
  if (f.type && !ACCEPTED_TYPES.includes(f.type)) return 'type';
  const sniffed = sniffType(await head(f).catch(() => new Uint8Array()));
  return sniffed && ACCEPTED_TYPES.includes(sniffed) ? null : 'type';
}

/**
 * Splits picked files into those that can be sent and the first refused one with its reason
 * (the composer names the file: "holiday.heic: only images and PDF files…").
 */
export async function checkFiles(picked: readonly File[], alreadyChosen: number): Promise<{ ok: File[]; problem: { kind: FileProblem; name: string } | null }> {
  const ok: File[] = [];
  let problem: { kind: FileProblem; name: string } | null = null;
  for (const f of picked) {
    const p = alreadyChosen + ok.length >= MAX_FILES ? 'count' : await problemOf(f);
    if (p) problem ??= { kind: p, name: f.name };
    else ok.push(f);
  }
  return { ok, problem };
}

export const isImage = (contentType: string) => contentType.startsWith('image/');
