/**
 * A typed in-memory ApiClient for component tests: route by "METHOD /path" to a handler that
 * returns an envelope (or `{ status, body }` for errors). Responses go through the same schema
 * parsing and error mapping as the real client, so a fake that breaks the contract fails the test.
 */
import * as z from 'zod/mini';
import { Msg } from '@tajriba/contracts/platform';
import type { ApiClient, Query, RequestOptions, UploadOptions } from './client';
import { ApiError, toApiError } from './errors';

export interface FakeRequest {
  method: string;
  path: string;
  query: Query;
  body: unknown;
  params: Record<string, string>;
}
export type FakeResult = unknown | { status: number; body: unknown };
export type FakeHandler = (req: FakeRequest) => FakeResult | Promise<FakeResult>;
export type FakeRoutes = Record<string, FakeHandler | unknown>;

export interface FakeApi extends ApiClient {
  /** every request made, in order */
  calls: FakeRequest[];
  /** add or replace a route */
  on(route: string, handler: FakeHandler | unknown): void;
}

export const ok = <T>(data: T) => ({ data, succeeded: true, errors: [] as string[], fieldsErrors: {} as Record<string, string[]> });
export const fail = (status: number, errors: string[] = [Msg.somethingWentWrong], fieldsErrors: Record<string, string[]> = {}) => ({
  status,
  body: { data: null, succeeded: false, errors, fieldsErrors },
});

const isStatusResult = (r: unknown): r is { status: number; body: unknown } =>
  !!r && typeof r === 'object' && 'status' in r && 'body' in r && typeof (r as { status: unknown }).status === 'number';

function match(pattern: string, path: string): Record<string, string> | null {
  const a = pattern.split('/').filter(Boolean);
  const b = path.split('/').filter(Boolean);
  if (a.length !== b.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < a.length; i++) {
    if (a[i].startsWith(':')) params[a[i].slice(1)] = decodeURIComponent(b[i]);
    else if (a[i].toLowerCase() !== b[i].toLowerCase()) return null;
  }
  return params;
}

export function createFakeApi(routes: FakeRoutes = {}): FakeApi {
  const table = new Map<string, FakeHandler | unknown>(Object.entries(routes));
  const calls: FakeRequest[] = [];

  async function resolve(method: string, path: string, query: Query, body: unknown): Promise<{ status: number; body: unknown }> {
    for (const [route, handler] of [...table].reverse()) {
      const [m, p] = route.split(' ');
      if (m.toUpperCase() !== method) continue;
      const params = match(p, path);
      if (!params) continue;
      const req = { method, path, query, body, params };
      calls.push(req);
      const out = typeof handler === 'function' ? await (handler as FakeHandler)(req) : handler;
      return isStatusResult(out) ? out : { status: 200, body: out };
    }
    calls.push({ method, path, query, body, params: {} });
    return { status: 404, body: { data: null, succeeded: false, errors: [Msg.notFound], fieldsErrors: {} } };
  }

  async function request<S extends z.core.$ZodType>(opts: RequestOptions<S>): Promise<z.infer<S>> {
    const res = await resolve(opts.method ?? 'GET', opts.path, opts.query ?? {}, opts.body);
    if (res.status < 200 || res.status >= 300) throw toApiError(res.status, res.body);
    if ((res.body as { succeeded?: boolean })?.succeeded === false) throw toApiError(400, res.body);
    // Lazy schemas too, as the real client takes them (SchemaSource).
    const schema = typeof opts.schema === 'function' ? await (opts.schema as () => Promise<S>)() : opts.schema;
    const parsed = z.safeParse(schema, res.body);
    if (!parsed.success) throw new ApiError(res.status, [Msg.somethingWentWrong], {}, { cause: parsed.error });
    return parsed.data;
  }

  return {
    calls,
    on: (route, handler) => void table.set(route, handler),
    request,
    get: (path, schema, o) => request({ method: 'GET', path, schema, ...o }),
    post: (path, body, schema, o) => request({ method: 'POST', path, body, schema, ...o }),
    put: (path, body, schema, o) => request({ method: 'PUT', path, body, schema, ...o }),
    delete: (path, schema, o) => request({ method: 'DELETE', path, schema, ...o }),
    async upload(opts: UploadOptions<z.core.$ZodType>) {
      opts.onProgress?.(1, opts.file.size, opts.file.size);
      const res = await resolve(opts.method ?? 'POST', opts.path ?? '/api/Files/UploadFile', {}, opts.file);
      if (res.status < 200 || res.status >= 300) throw toApiError(res.status, res.body);
      const data = (res.body as { data?: unknown })?.data;
      if (typeof data !== 'string') throw new ApiError(res.status, [Msg.somethingWentWrong]);
      return data;
    },
    refresh: async () => (await resolve('POST', '/Connect/RefreshToken', {}, {})).status === 200,
  };
}
