import { useEffect, useMemo } from 'react';
import { isImage } from '../lib/files';

/** A preview URL of a chosen image (revoked when it goes); null for other files. */
export function useObjectUrl(file: File): string | null {
  const url = useMemo(() => (isImage(file.type) && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
