// Types only: this module is on the first render, and a response is validated through the
// schema's own Standard Schema interface (`~standard`), so the client itself loads no zod.
// `z.core.$ZodType` is the base of mini and classic schemas alike, so callers may pass either.
import type * as z from 'zod/mini';
import { Msg } from '@tajriba/contracts/constants';
import { ApiError, toApiError } from './errors';

/**
 * A response schema, or a function that loads it. The lazy form lets a page's first requests
 * start before zod and the contracts have downloaded: the client calls it as the request is
 * sent, so the schema's chunk and the response travel in parallel
 * (`() => import('@tajriba/contracts/discovery').then((m) => m.categoriesResponseSchema)`).
 */
export type SchemaSource<S extends z.core.$ZodType> = S | (() => Promise<S>);

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];
export type Query = Record<string, QueryValue>;

export interface RequestOptions<S extends z.core.$ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** envelope schema for the response (or its loader), e.g. `envelope(z.array(categorySchema))` */
  schema: SchemaSource<S>;
  query?: Query;
  /** JSON body, or FormData sent as multipart */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface UploadOptions<S extends z.core.$ZodType> {
  path?: string;
  file: Blob;
  fileName?: string;
  field?: string;
  fields?: Record<string, string>;
  method?: 'POST' | 'PUT';
  schema?: SchemaSource<S>;
  onProgress?: (fraction: number, loaded: number, total: number) => void;
  signal?: AbortSignal;
}

/** The one HTTP client of the site. Remotes get the shell's instance through their mount props. */
export interface ApiClient {
  request<S extends z.core.$ZodType>(opts: RequestOptions<S>): Promise<z.infer<S>>;
  get<S extends z.core.$ZodType>(path: string, schema: SchemaSource<S>, opts?: { query?: Query; signal?: AbortSignal }): Promise<z.infer<S>>;
  post<S extends z.core.$ZodType>(path: string, body: unknown, schema: SchemaSource<S>, opts?: { query?: Query; signal?: AbortSignal }): Promise<z.infer<S>>;
  put<S extends z.core.$ZodType>(path: string, body: unknown, schema: SchemaSource<S>, opts?: { query?: Query; signal?: AbortSignal }): Promise<z.infer<S>>;
  delete<S extends z.core.$ZodType>(path: string, schema: SchemaSource<S>, opts?: { query?: Query; signal?: AbortSignal }): Promise<z.infer<S>>;
  /** Multipart upload with progress; resolves to the file id (`data` must be a string). */
  upload(opts: UploadOptions<z.core.$ZodType>): Promise<string>;
  /** Restore or renew the session from the refresh cookie; resolves false when there is none. */
  refresh(): Promise<boolean>;
}

export interface AuthHooks {
  getAccessToken(): string | null;
  getLocale(): 'en' | 'ar';
  /**
   * POST /Connect/RefreshToken succeeded: validate and store the new token and user. The
   * request that got the 401 is retried after this settles; throwing counts as a failed refresh.
   */
  onRefreshed(data: unknown): void | Promise<void>;
  /** Refresh failed after a 401: sign out locally and ask for a login. */
  onRefreshFailed(): void;
}

export interface ApiClientOptions {
  /** '' = same origin (the edge server proxies API paths) */
  baseUrl?: string;
  auth: AuthHooks;
  fetch?: typeof fetch;
  /** for uploads; injectable for tests */
  xhr?: () => XMLHttpRequest;
  refreshPath?: string;
}

export function buildQuery(query: Query | undefined): string {
  if (!query) return '';
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    // The API reads arrays as repeated keys (CateIds=1&CateIds=2), per the spec's search table.
    if (Array.isArray(v)) for (const item of v) sp.append(k, String(item));
    else sp.append(k, String(v));
  }
  const s = sp.toString();
  return s ? `?${s}` : '';
}

interface StandardSchema {
  '~standard': { validate(value: unknown): StandardResult | Promise<StandardResult> };
}
type StandardResult = { value: unknown; issues?: undefined } | { issues: readonly unknown[] };

/** A response that does not match its schema; `issues` are the schema's (zod's) issues. */
export class ContractError extends Error {
  constructor(readonly issues: readonly unknown[]) {
    super('response does not match its contract');
    this.name = 'ContractError';
  }
}

/**
 * Start loading a lazy schema now, in parallel with the request. A rejection is observed here
 * and re-raised where the response is parsed, so a request that fails first reports its own error.
 */
function loadSchema<S extends z.core.$ZodType>(source: SchemaSource<S>): Promise<S> {
  const p = typeof source === 'function' ? (source as () => Promise<S>)() : Promise.resolve(source);
  p.catch(() => undefined);
  return p;
}

const acceptLanguage = (locale: 'en' | 'ar') => (locale === 'ar' ? 'ar' : 'en-US');

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((...a: Parameters<typeof fetch>) => globalThis.fetch(...a));
  const refreshPath = options.refreshPath ?? '/Connect/RefreshToken';
  const { auth } = options;
  let inflightRefresh: Promise<boolean> | null = null;

  const url = (path: string, query?: Query) => `${/^https?:/.test(path) ? path : baseUrl + path}${buildQuery(query)}`;

  const headers = (extra?: Record<string, string>): Record<string, string> => {
    const h: Record<string, string> = { Accept: 'application/json', 'Accept-Language': acceptLanguage(auth.getLocale()), ...extra };
    const token = auth.getAccessToken();
    if (token) h.Authorization = `Bearer ${token}`;
    return h;
  };

  /**
   * One refresh for any number of concurrent 401s: they all wait on the same promise, so the
   * rotating refresh cookie is presented once (a second use would look like token theft).
   */
  function refresh(): Promise<boolean> {
    inflightRefresh ??= (async () => {
      try {
        const res = await doFetch(url(refreshPath), {
          method: 'POST',
          credentials: 'same-origin',
          headers: { ...headers(), 'Content-Type': 'application/json' },
          body: '{}',
        });
        if (!res.ok) return false;
        const body = (await res.json().catch(() => null)) as { succeeded?: boolean; data?: unknown } | null;
        if (!body?.succeeded || !body.data) return false;
        await auth.onRefreshed(body.data);
        return true;
      } catch {
        return false;
      } finally {
        inflightRefresh = null;
      }
    })();
    return inflightRefresh;
  }

  // Credential endpoints answer 401 for a wrong password or code, not for an expired session,
  // so they never trigger a refresh. Signed-in ones (/Connect/SwitchRole, /Connect/Logout) do.
  const isAuthPath = (path: string) =>
    /^\/(Register|Reset)\//i.test(path) || /^\/Connect\/(Token|RefreshToken|SendLoginOTP|signin-)/i.test(path);

  /** The schema's own Standard Schema check: zod mini and classic both implement `~standard`. */
  async function validate(schema: z.core.$ZodType, body: unknown): Promise<{ ok: true; value: unknown } | { ok: false; issues: readonly unknown[] }> {
    const result = await (schema as unknown as StandardSchema)['~standard'].validate(body);
    return result.issues ? { ok: false, issues: result.issues } : { ok: true, value: result.value };
  }

  async function parse<S extends z.core.$ZodType>(res: Response, schema: Promise<S>): Promise<z.infer<S>> {
    const text = await res.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch (e) {
      throw toApiError(res.ok ? 502 : res.status, null, e);
    }
    if (!res.ok) throw toApiError(res.status, body);
    const b = body as { succeeded?: boolean } | null;
    if (b && b.succeeded === false) throw toApiError(res.status === 200 ? 400 : res.status, body);
    let checked: Awaited<ReturnType<typeof validate>>;
    try {
      checked = await validate(await schema, body);
    } catch (e) {
      // The schema's chunk did not load (offline between the request and its answer).
      throw new ApiError(0, [Msg.somethingWentWrong], {}, { cause: e });
    }
    if (!checked.ok) {
      // The server broke its contract: the user sees the generic failure, the console the detail.
      console.error(`Response of ${res.url || 'request'} does not match its contract`, checked.issues);
      throw new ApiError(res.status, [Msg.somethingWentWrong], {}, { cause: new ContractError(checked.issues) });
    }
    return checked.value as z.infer<S>;
  }

  async function request<S extends z.core.$ZodType>(opts: RequestOptions<S>): Promise<z.infer<S>> {
    const method = opts.method ?? 'GET';
    const schema = loadSchema(opts.schema);
    const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
    const send = () =>
      doFetch(url(opts.path, opts.query), {
        method,
        credentials: 'same-origin',
        signal: opts.signal,
        headers: headers({ ...(opts.body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}), ...opts.headers }),
        body: opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
      });
    let res: Response;
    try {
      res = await send();
      // Refresh once, then give up: a second 401 means the refresh token itself is dead.
      if (res.status === 401 && !isAuthPath(opts.path)) {
        if (await refresh()) res = await send();
        else {
          auth.onRefreshFailed();
          throw toApiError(401, await res.json().catch(() => null));
        }
      }
    } catch (e) {
      if (e instanceof ApiError) throw e;
      throw new ApiError(0, [Msg.somethingWentWrong], {}, { cause: e });
    }
    if (res.status === 401 && !isAuthPath(opts.path)) auth.onRefreshFailed();
    return parse(res, schema);
  }

  // Uploads are rare (profile photo, host documents): the XMLHttpRequest code loads with the first.
  async function xhrUpload(opts: UploadOptions<z.core.$ZodType>): Promise<{ status: number; body: unknown }> {
    const { sendUpload } = await import('./xhr-upload').catch((e: unknown) => {
      throw new ApiError(0, [Msg.somethingWentWrong], {}, { cause: e });
    });
    return sendUpload(options.xhr ? options.xhr() : new XMLHttpRequest(), url(opts.path ?? '/api/Files/UploadFile'), headers(), opts);
  }

  async function upload(opts: UploadOptions<z.core.$ZodType>): Promise<string> {
    const schema = opts.schema ? loadSchema(opts.schema) : null;
    let res = await xhrUpload(opts);
    if (res.status === 401) {
      if (await refresh()) res = await xhrUpload(opts);
      else {
        auth.onRefreshFailed();
        throw toApiError(401, res.body);
      }
    }
    if (res.status < 200 || res.status >= 300) throw toApiError(res.status, res.body);
    const body = res.body as { succeeded?: boolean; data?: unknown } | null;
    if (!body || body.succeeded === false) throw toApiError(400, body);
    if (schema) {
      const checked = await validate(await schema, body);
      if (!checked.ok) throw new ApiError(res.status, [Msg.somethingWentWrong], {}, { cause: new ContractError(checked.issues) });
    }
    // The spec: upload response data must be a string file id, otherwise it is an error.
    if (typeof body.data !== 'string' || !body.data) throw new ApiError(res.status, [Msg.somethingWentWrong]);
    return body.data;
  }

  return {
    request,
    get: (path, schema, o) => request({ method: 'GET', path, schema, ...o }),
    post: (path, body, schema, o) => request({ method: 'POST', path, body, schema, ...o }),
    put: (path, body, schema, o) => request({ method: 'PUT', path, body, schema, ...o }),
    delete: (path, schema, o) => request({ method: 'DELETE', path, schema, ...o }),
    upload,
    refresh,
  };
}
