import { Msg } from '@tajriba/contracts/constants';
import type * as z from 'zod/mini';
import { ContractError, type UploadOptions } from './client';
import { ApiError, toApiError } from './errors';

export interface UploadContext {
  xhr(): XMLHttpRequest;
  url: string;
  headers(): Record<string, string>;
  /** the token the upload is sent with */
  token(): string | null;
  /** the client's 401 rules: renew (or adopt a newer token) and return, or throw */
  afterUnauthorized(sentWith: string | null, body: () => Promise<unknown>): Promise<void>;
  /** the response schema's check (loading since the upload started), when the caller gave one */
  validate: ((body: unknown) => Promise<{ ok: true; value: unknown } | { ok: false; issues: readonly unknown[] }>) | null;
}

/** `ApiClient.upload`: renews once on a 401 by the client's rules, then wants a string file id. */
export async function uploadFile(opts: UploadOptions<z.core.$ZodType>, ctx: UploadContext): Promise<string> {
  const sentWith = ctx.token();
  let res = await sendUpload(ctx.xhr(), ctx.url, ctx.headers(), opts);
  if (res.status === 401) {
    const first = res;
    await ctx.afterUnauthorized(sentWith, async () => first.body);
    res = await sendUpload(ctx.xhr(), ctx.url, ctx.headers(), opts);
  }
  if (res.status < 200 || res.status >= 300) throw toApiError(res.status, res.body);
  const body = res.body as { succeeded?: boolean; data?: unknown } | null;
  if (!body || body.succeeded === false) throw toApiError(400, body);
  if (ctx.validate) {
    const checked = await ctx.validate(body);
    if (!checked.ok) throw new ApiError(res.status, [Msg.somethingWentWrong], {}, { cause: new ContractError(checked.issues) });
  }
  // The spec: upload response data must be a string file id, otherwise it is an error.
  if (typeof body.data !== 'string' || !body.data) throw new ApiError(res.status, [Msg.somethingWentWrong]);
  return body.data;
}

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
