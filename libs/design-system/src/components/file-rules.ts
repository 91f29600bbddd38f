/**
 * File acceptance rules, kept apart from the drop zone: callers validate files (and read the
 * size limit) without loading the zone's UI, which is lazy (see ./lazy-components.tsx).
 */

/** Spec: 2MB per document. */
export const DEFAULT_MAX_FILE_BYTES = 2 * 1024 * 1024;

export const MIME_EXTENSIONS: Record<string, string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/jpg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'application/pdf': ['pdf'],
  'text/plain': ['txt'],
};

function extensionOf(name: string): string {
  const i = name.lastIndexOf('.');
  return i >= 0 ? name.slice(i + 1).toLowerCase() : '';
}

export function isFileAccepted(file: File, accept: ReadonlyArray<string>): boolean {
  if (accept.length === 0) return true;
  const ext = extensionOf(file.name);
  const type = (file.type || '').toLowerCase();
  return accept.some((raw) => {
    const a = raw.trim().toLowerCase();
    if (a.startsWith('.')) return ext === a.slice(1);
    if (a.endsWith('/*')) return type.startsWith(a.slice(0, -1));
    // Browsers leave `type` empty for some files; fall back to the extension.
    return type === a || (!type && (MIME_EXTENSIONS[a] ?? []).includes(ext));
  });
}

