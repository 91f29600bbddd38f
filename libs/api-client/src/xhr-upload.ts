import { Msg } from '@tajriba/contracts/constants';
import type { UploadOptions } from './client';
import { ApiError } from './errors';

/** One multipart upload with progress (fetch has no upload progress); resolves on any HTTP status. */
export function sendUpload(
  xhr: XMLHttpRequest,
  url: string,
  headers: Record<string, string>,
  opts: Pick<UploadOptions<never>, 'method' | 'onProgress' | 'signal' | 'fields' | 'field' | 'file' | 'fileName'>,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    xhr.open(opts.method ?? 'POST', url);
    xhr.withCredentials = false;
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (ev) => {
      if (ev.lengthComputable && opts.onProgress) opts.onProgress(ev.total ? ev.loaded / ev.total : 0, ev.loaded, ev.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ApiError(0, [Msg.somethingWentWrong]));
    xhr.onabort = () => reject(new ApiError(0, [Msg.somethingWentWrong], {}, { cause: new DOMException('Aborted', 'AbortError') }));
    opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    for (const [k, v] of Object.entries(opts.fields ?? {})) form.append(k, v);
    form.append(opts.field ?? 'file', opts.file, opts.fileName ?? (opts.file as File).name ?? 'file');
    xhr.send(form);
  });
}
