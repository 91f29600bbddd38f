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
  /**
   * Keeps the tabs of one browser from refreshing at once (a loader, called at each refresh;
   * `createSessionApiClient` loads the browser's). The refresh cookie rotates on every use and
   * the API treats a third use of a replaced one as theft, revoking the session on every tab and
   * device; refreshes taken one at a time always present the newest cookie.
   */
  coordinator?: () => Promise<RefreshCoordinator>;
}

/** Cross-tab refresh coordination (see `refresh-coordinator.ts` for the browser one). */
export interface RefreshCoordinator {
  /** Runs `fn` while no other tab runs its own; resolves or rejects with it. */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  /** Hands a token response this tab just obtained to the other tabs. */
  share(data: unknown): void;
}

/** How a refresh ended: only `rejected` (the API refused the cookie) means the session is over. */
export type Renewal = 'renewed' | 'rejected' | 'unreachable';

/** One client's refresh state and means, handed to renew.ts. */
export interface RenewalSession {
  auth: AuthHooks;
  coordinator?: () => Promise<RefreshCoordinator>;
  /** the refresh in flight, which concurrent 401s share */
  inflight: Promise<Renewal> | null;
  /** POST /Connect/RefreshToken */
  post(): Promise<Response>;
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

  const url = (path: string, query?: Query) => `${/^https?:/.test(path) ? path : baseUrl + path}${buildQuery(query)}`;

  const headers = (extra?: Record<string, string>): Record<string, string> => {
    const h: Record<string, string> = { Accept: 'application/json', 'Accept-Language': acceptLanguage(auth.getLocale()), ...extra };
    const token = auth.getAccessToken();
    if (token) h.Authorization = `Bearer ${token}`;
    return h;
  };

  // The refresh and the 401 rules (renew.ts) load with the first 401 or refresh: a visitor needs
  // neither, and the first render stays small.
  const session: RenewalSession = {
    auth,
    coordinator: options.coordinator,
    inflight: null,
    post: () =>
      doFetch(url(refreshPath), {
        method: 'POST',
        credentials: 'same-origin',
        headers: { ...headers(), 'Content-Type': 'application/json' },
        body: '{}',
      }),
  };
  const refresh = (): Promise<boolean> =>
    import('./renew').then(
      (m) => m.renew(session, auth.getAccessToken()).then((r) => r === 'renewed'),
      () => false,
    );
  const afterUnauthorized = (sentWith: string | null, body: () => Promise<unknown>): Promise<void> =>
    import('./renew').then((m) => m.afterUnauthorized(session, sentWith, body));

  // Credential endpoints answer 401 for a wrong password or code, not for an expired session,
  // so they never trigger a refresh. Signed-in ones (/Connect/SwitchRole, /Connect/Logout) do.
  const isAuthPath = (path: string) =>
    /^\/(Register|Reset)\//i.test(path) || /^\/Connect\/(Token|TwoFactor|RefreshToken|SendLoginOTP|signin-)/i.test(path);

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
      const sentWith = auth.getAccessToken();
      res = await send();
      // Renew once and retry once. A 401 on the retry is that request's own answer, thrown to
      // its caller: the session was just proven alive, so it signs nobody out.
      if (res.status === 401 && !isAuthPath(opts.path)) {
        const first = res;
        await afterUnauthorized(sentWith, () => first.json().catch(() => null));
        res = await send();
      }
    } catch (e) {
      if (e instanceof ApiError) throw e;
      throw new ApiError(0, [Msg.somethingWentWrong], {}, { cause: e });
    }
    return parse(res, schema);
  }

  // Uploads are rare (profile photo, host documents): their code, XMLHttpRequest and the rules
  // for the answer, loads with the first.
  async function upload(opts: UploadOptions<z.core.$ZodType>): Promise<string> {
    const schema = opts.schema ? loadSchema(opts.schema) : null;
    const { uploadFile } = await import('./xhr-upload').catch((e: unknown) => {
      throw new ApiError(0, [Msg.somethingWentWrong], {}, { cause: e });
    });
    return uploadFile(opts, {
      xhr: () => (options.xhr ? options.xhr() : new XMLHttpRequest()),
      url: url(opts.path ?? '/api/Files/UploadFile'),
      headers,
      token: auth.getAccessToken,
      afterUnauthorized,
      validate: schema ? async (body) => validate(await schema, body) : null,
    });
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
