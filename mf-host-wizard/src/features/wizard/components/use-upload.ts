import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '@tajriba/api-client';

export interface UploadRules {
  /** accepted MIME types and the file-name endings that go with them (the API checks the content again) */
  types: readonly string[];
  extensions: RegExp;
  maxBytes: number;
  /** message ids: a refused type, a file over the size limit */
  badType: string;
  tooBig: string;
}

/**
 * One file upload with its progress and its failure in words (§8 "upload failure": the server's
 * message when it has one, else the generic one). `pick` answers the stored file id, or null when
 * the file was refused or the upload failed (the reason is in `error`).
 */
export function useUpload(rules: UploadRules, upload: (file: File, onProgress: (fraction: number) => void) => Promise<string>) {
  const intl = useIntl();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pick = async (file: File): Promise<string | null> => {
    setError(null);
    if (!rules.types.includes(file.type) || !rules.extensions.test(file.name)) return (setError(intl.formatMessage({ id: rules.badType })), null);
    if (file.size > rules.maxBytes) return (setError(intl.formatMessage({ id: rules.tooBig })), null);
    setProgress(0);
    try {
      return await upload(file, setProgress);
    } catch (e) {
      const id = isApiError(e) ? e.errors[0] : undefined;
      setError(intl.formatMessage({ id: id && intl.messages[id] !== undefined ? id : 'host-wizard.media.uploadFailed' }));
      return null;
    } finally {
      setProgress(null);
    }
  };
  return { progress, error, pick };
}
