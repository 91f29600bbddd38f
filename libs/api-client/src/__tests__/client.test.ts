import * as z from 'zod/mini';
import { envelope, Msg } from '@tajriba/contracts/platform';
import { ApiError, createApiClient, type AuthHooks, type ChannelLike, type LockManagerLike } from '../index';
import { createTabRefreshCoordinator } from '../refresh-coordinator';
import { createFakeApi, fail, ok } from '../testing';

const categories = envelope(z.array(z.object({ id: z.number(), name: z.string(), icon: z.string() })));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(handler: (url: string, init: RequestInit) => Response | Promise<Response>) {
  let token: string | null = 'old';
  const auth: AuthHooks & { refreshed: unknown[]; failed: number } = {
    refreshed: [],
    failed: 0,
    getAccessToken: () => token,
    getLocale: () => 'ar',
    onRefreshed(data) {
      this.refreshed.push(data);
      token = (data as { accessToken: string }).accessToken;
    },
    onRefreshFailed() {
      this.failed++;
      token = null;
    },
  };
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchFn = jest.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return handler(url, init);
  });
  const api = createApiClient({ baseUrl: 'http://api.test', auth, fetch: fetchFn as unknown as typeof fetch });
  return { api, auth, calls, fetchFn };
}

const authOf = (init: RequestInit) => (init.headers as Record<string, string>).Authorization;

describe('api client', () => {
  it('sends the bearer token, Accept-Language and same-origin credentials, and parses the envelope', async () => {
    const { api, calls } = setup(() => json(200, ok([{ id: 1, name: 'طعام', icon: 'food' }])));
    const res = await api.get('/api/Home/ExperiencesCategories', categories, { query: { CateIds: [1, 2], Title: 'x', Empty: '' } });
    expect(res.data[0].name).toBe('طعام');
    expect(calls[0].url).toBe('http://api.test/api/Home/ExperiencesCategories?CateIds=1&CateIds=2&Title=x');
    expect(calls[0].init.credentials).toBe('same-origin');
    expect(calls[0].init.headers).toMatchObject({ Authorization: 'Bearer old', 'Accept-Language': 'ar' });
  });

  it('on a 401 refreshes once, stores the new token and retries the request with it', async () => {
    const { api, auth, calls } = setup((url, init) => {
      if (url.endsWith('/Connect/RefreshToken')) return json(200, ok({ accessToken: 'new', expiresIn: 900, tokenType: 'Bearer', user: { id: 1 } }));
      return authOf(init) === 'Bearer new' ? json(200, ok([])) : json(401, { data: null, succeeded: false, errors: [Msg.unauthorized], fieldsErrors: {} });
    });
    await expect(api.get('/api/Manage/Info', envelope(z.array(z.unknown())))).resolves.toMatchObject({ succeeded: true });
    expect(calls.map((c) => c.url.replace('http://api.test', ''))).toEqual(['/api/Manage/Info', '/Connect/RefreshToken', '/api/Manage/Info']);
    expect(calls[1].init.method).toBe('POST');
    expect(calls[1].init.credentials).toBe('same-origin');
    expect(auth.refreshed).toHaveLength(1);
  });

  it('concurrent 401s share a single refresh', async () => {
    let refreshes = 0;
    const { api } = setup(async (url, init) => {
      if (url.endsWith('/Connect/RefreshToken')) {
        refreshes++;
        await new Promise((r) => setTimeout(r, 10));
        return json(200, ok({ accessToken: 'new', expiresIn: 900, tokenType: 'Bearer', user: { id: 1 } }));
      }
      return authOf(init) === 'Bearer new' ? json(200, ok(null)) : json(401, {});
    });
    const schema = envelope(z.null());
    await Promise.all([api.get('/a', schema), api.get('/b', schema), api.post('/c', { x: 1 }, schema)]);
    expect(refreshes).toBe(1);
  });

  it('when the refresh fails it signs out locally and rejects with a 401 ApiError, without looping', async () => {
    const { api, auth, calls } = setup(() => json(401, { data: null, succeeded: false, errors: [], fieldsErrors: {} }));
    const err = await api.get('/api/Manage/Info', envelope(z.null())).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(401);
    expect(auth.failed).toBe(1);
    expect(calls).toHaveLength(2);
  });

  it('maps field errors and errors from a failed envelope', async () => {
    const { api } = setup(() => json(400, { data: null, succeeded: false, errors: ['error.emailTaken'], fieldsErrors: { email: ['validation.invalidEmail'] } }));
    const err: ApiError = await api.post('/Register/NewUser', {}, envelope(z.null())).catch((e) => e);
    expect(err.errors).toEqual(['error.emailTaken']);
    expect(err.fieldsErrors).toEqual({ email: ['validation.invalidEmail'] });
  });

  it('treats succeeded:false with HTTP 200 as an error', async () => {
    const { api } = setup(() => json(200, { data: null, succeeded: false, errors: ['error.otpInvalid'], fieldsErrors: {} }));
    await expect(api.post('/Connect/Token', {}, envelope(z.null()))).rejects.toMatchObject({ errors: ['error.otpInvalid'] });
  });

  it('never shows 5xx text, and reports contract violations and network failures generically', async () => {
    const { api } = setup((url) => {
      if (url.endsWith('/boom')) return json(500, { errors: ['NullReferenceException at line 3'] });
      if (url.endsWith('/bad')) return json(200, ok([{ id: 'not-a-number' }]));
      throw new TypeError('Failed to fetch');
    });
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(api.get('/boom', categories)).rejects.toMatchObject({ status: 500, errors: [Msg.somethingWentWrong] });
    await expect(api.get('/bad', categories)).rejects.toMatchObject({ errors: [Msg.somethingWentWrong] });
    await expect(api.get('/net', categories)).rejects.toMatchObject({ status: 0, errors: [Msg.somethingWentWrong] });
    spy.mockRestore();
  });

  it('takes a lazy schema, loads it while the request is in flight, and validates with it', async () => {
    let resolveFetch!: (r: Response) => void;
    const { api } = setup(() => new Promise<Response>((r) => (resolveFetch = r)));
    const loader = jest.fn(async () => categories);
    const pending = api.get('/api/Home/ExperiencesCategories', loader);
    // Asked for as the request is sent, not after the response arrives.
    await Promise.resolve();
    expect(loader).toHaveBeenCalledTimes(1);
    resolveFetch(json(200, ok([{ id: 2, name: 'Food', icon: 'food', extra: true }])));
    const res = await pending;
    // Parsed by the loaded schema: unknown keys stripped, as with an eager one.
    expect(res.data).toEqual([{ id: 2, name: 'Food', icon: 'food' }]);
  });

  it('rejects a response that breaks a lazy schema, and a schema that fails to load, with the generic error', async () => {
    const { api } = setup(() => json(200, ok([{ id: 'x' }])));
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(api.get('/bad', async () => categories)).rejects.toMatchObject({ errors: [Msg.somethingWentWrong], cause: expect.objectContaining({ name: 'ContractError' }) });
    await expect(api.get('/bad', () => Promise.reject(new Error('ChunkLoadError')))).rejects.toMatchObject({ status: 0, errors: [Msg.somethingWentWrong] });
    spy.mockRestore();
  });

  it('retries after an asynchronous onRefreshed has stored the token, and treats its failure as a failed refresh', async () => {
    let token = 'old';
    let failures = 0;
    let rejectNext = false;
    const api = createApiClient({
      auth: {
        getAccessToken: () => token,
        getLocale: () => 'en',
        onRefreshed: async (d) => {
          await new Promise((r) => setTimeout(r, 5));
          if (rejectNext) throw new Error('token response broke its contract');
          token = (d as { accessToken: string }).accessToken;
        },
        onRefreshFailed: () => {
          failures++;
        },
      },
      fetch: (async (url: string, init: RequestInit) => {
        if (url.endsWith('/Connect/RefreshToken')) return json(200, ok({ accessToken: 'new' }));
        return authOf(init) === 'Bearer new' ? json(200, ok([])) : json(401, { data: null, succeeded: false, errors: [Msg.unauthorized], fieldsErrors: {} });
      }) as unknown as typeof fetch,
    });
    await expect(api.get('/api/Manage/Info', envelope(z.array(z.unknown())))).resolves.toMatchObject({ succeeded: true });
    token = 'old';
    rejectNext = true;
    await expect(api.get('/api/Manage/Info', envelope(z.array(z.unknown())))).rejects.toMatchObject({ status: 401 });
    expect(failures).toBe(1);
  });

  it('does not try to refresh for auth endpoints (a wrong password is not an expired session)', async () => {
    const { api, auth, calls } = setup(() => json(401, { data: null, succeeded: false, errors: [Msg.invalidCredentials], fieldsErrors: {} }));
    await expect(api.post('/Connect/Token', {}, envelope(z.null()))).rejects.toMatchObject({ errors: [Msg.invalidCredentials] });
    expect(calls).toHaveLength(1);
    expect(auth.failed).toBe(0);
  });
});

it('refreshes for signed-in /Connect endpoints such as SwitchRole', async () => {
  const { api, calls } = setup((url, init) => {
    if (url.endsWith('/Connect/RefreshToken')) return json(200, ok({ accessToken: 'new', expiresIn: 900, tokenType: 'Bearer', user: { id: 1 } }));
    return authOf(init) === 'Bearer new' ? json(200, ok(null)) : json(401, {});
  });
  await api.post('/Connect/SwitchRole', { roleId: 7 }, envelope(z.null()));
  expect(calls.map((c) => c.url.replace('http://api.test', ''))).toEqual(['/Connect/SwitchRole', '/Connect/RefreshToken', '/Connect/SwitchRole']);
});

describe('upload', () => {
  class FakeXhr {
    static next: { status: number; body: unknown }[] = [];
    static sent: { headers: Record<string, string>; form: FormData }[] = [];
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    withCredentials = true;
    status = 0;
    responseText = '';
    private h: Record<string, string> = {};
    open() {}
    setRequestHeader(k: string, v: string) {
      this.h[k] = v;
    }
    abort() {}
    send(form: FormData) {
      FakeXhr.sent.push({ headers: this.h, form });
      const r = FakeXhr.next.shift()!;
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
      this.status = r.status;
      this.responseText = JSON.stringify(r.body);
      this.onload?.();
    }
  }

  const make = (onRefreshFailed = () => {}) => {
    let token = 'old';
    const api = createApiClient({
      auth: {
        getAccessToken: () => token,
        getLocale: () => 'en',
        onRefreshed: (d) => {
          token = (d as { accessToken: string }).accessToken;
        },
        onRefreshFailed,
      },
      fetch: (async () => json(200, ok({ accessToken: 'new', expiresIn: 1, tokenType: 'Bearer', user: { id: 1 } }))) as unknown as typeof fetch,
      xhr: () => new FakeXhr() as unknown as XMLHttpRequest,
    });
    return api;
  };

  beforeEach(() => {
    FakeXhr.next = [];
    FakeXhr.sent = [];
  });

  it('reports progress and returns the string file id', async () => {
    FakeXhr.next.push({ status: 200, body: ok('file-123') });
    const progress: number[] = [];
    const id = await make().upload({ file: new Blob(['x'], { type: 'image/png' }), fileName: 'a.png', onProgress: (f) => progress.push(f) });
    expect(id).toBe('file-123');
    expect(progress).toEqual([0.5, 1]);
    expect(FakeXhr.sent[0].form.get('file')).toBeTruthy();
    expect(FakeXhr.sent[0].headers['Accept-Language']).toBe('en-US');
  });

  it('rejects when data is not a string id', async () => {
    FakeXhr.next.push({ status: 200, body: ok({ id: 5 }) });
    await expect(make().upload({ file: new Blob(['x']) })).rejects.toBeInstanceOf(ApiError);
  });

  it('refreshes once on 401 and re-sends with the new token', async () => {
    FakeXhr.next.push({ status: 401, body: {} }, { status: 200, body: ok('f-9') });
    await expect(make().upload({ file: new Blob(['x']) })).resolves.toBe('f-9');
    expect(FakeXhr.sent[1].headers.Authorization).toBe('Bearer new');
  });

  it('a 401 on the re-sent upload after a successful refresh is its own error: nobody is signed out', async () => {
    FakeXhr.next.push({ status: 401, body: {} }, { status: 401, body: {} });
    let failed = 0;
    await expect(make(() => failed++).upload({ file: new Blob(['x']) })).rejects.toMatchObject({ status: 401 });
    expect(FakeXhr.sent.map((x) => x.headers.Authorization)).toEqual(['Bearer old', 'Bearer new']);
    expect(failed).toBe(0);
  });
});

describe('fake api', () => {
  it('routes by method and path with params, and maps failures like the real client', async () => {
    const api = createFakeApi({
      'GET /api/Home/ExperiencesCategories': ok([{ id: 1, name: 'Food', icon: 'food' }]),
      'POST /api/Orders/Cancel/:id': (req: { params: Record<string, string> }) => (req.params.id === '9' ? fail(403, [Msg.forbidden]) : ok(null)),
    });
    await expect(api.get('/api/Home/ExperiencesCategories', categories)).resolves.toMatchObject({ data: [{ name: 'Food' }] });
    await expect(api.post('/api/Orders/Cancel/9', {}, envelope(z.null()))).rejects.toMatchObject({ status: 403, errors: [Msg.forbidden] });
    await expect(api.get('/nope', categories)).rejects.toMatchObject({ status: 404 });
    expect(api.calls.map((c) => c.path)).toEqual(['/api/Home/ExperiencesCategories', '/api/Orders/Cancel/9', '/nope']);
  });
});

describe('after a 401', () => {
  const newToken = ok({ accessToken: 'new', expiresIn: 900, tokenType: 'Bearer', user: { id: 1 } });

  it('a 401 on the retry after a successful refresh is that request\'s own error: nobody is signed out', async () => {
    let refreshes = 0;
    const { api, auth, calls } = setup((url) => {
      if (url.endsWith('/Connect/RefreshToken')) {
        refreshes++;
        return json(200, newToken);
      }
      return json(401, { data: null, succeeded: false, errors: [Msg.unauthorized], fieldsErrors: {} });
    });
    const err = await api.get('/api/Manage/Info', envelope(z.null())).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(401);
    expect(refreshes).toBe(1);
    expect(auth.failed).toBe(0);
    expect(calls).toHaveLength(3);
    // The session is intact: the next request carries the refreshed token.
    await api.get('/api/Other', envelope(z.null())).catch(() => undefined);
    expect(authOf(calls[3].init)).toBe('Bearer new');
  });

  it('a 401 for a token a concurrent refresh already replaced is retried with the new one, without another refresh', async () => {
    let refreshes = 0;
    const { api, auth } = setup(async (url, init) => {
      if (url.endsWith('/Connect/RefreshToken')) {
        refreshes++;
        return json(200, newToken);
      }
      if (authOf(init) === 'Bearer new') return json(200, ok(null));
      // The slow request's 401 arrives after the fast one's refresh has finished.
      if (url.endsWith('/slow')) await new Promise((r) => setTimeout(r, 30));
      return json(401, {});
    });
    const schema = envelope(z.null());
    await expect(Promise.all([api.get('/fast', schema), api.get('/slow', schema)])).resolves.toHaveLength(2);
    expect(refreshes).toBe(1);
    expect(auth.failed).toBe(0);
  });

  it('a refresh the API cannot answer (network down, 5xx) is a network failure, not a sign-out', async () => {
    let down = true;
    const { api, auth } = setup((url) => {
      if (url.endsWith('/Connect/RefreshToken')) {
        if (down) throw new TypeError('Failed to fetch');
        return json(503, {});
      }
      return json(401, {});
    });
    await expect(api.get('/a', envelope(z.null()))).rejects.toMatchObject({ status: 0, errors: [Msg.somethingWentWrong] });
    down = false;
    await expect(api.get('/a', envelope(z.null()))).rejects.toMatchObject({ status: 0 });
    await expect(api.refresh()).resolves.toBe(false);
    expect(auth.failed).toBe(0);
  });
});

/**
 * Three tabs of one browser whose access tokens expired together, against a server that rotates
 * the shared refresh cookie like the API: the first use replaces it, one more use is forgiven
 * (grace), any further use is theft and revokes the session everywhere.
 */
describe('tabs refreshing at the same moment', () => {
  function browser() {
    const server = { cookie: 'r0', replaced: new Map<string, boolean>(), issued: new Set<string>(), revoked: false, refreshCalls: 0, serial: 0 };
    const rotate = async () => {
      server.refreshCalls++;
      const presented = server.cookie;
      await new Promise((r) => setTimeout(r, 5));
      if (server.revoked) return json(401, {});
      const graceUsed = server.replaced.get(presented);
      if (graceUsed === true) {
        server.revoked = true;
        server.issued.clear();
        return json(401, {});
      }
      server.replaced.set(presented, graceUsed !== undefined);
      const n = ++server.serial;
      server.cookie = `r${n}`;
      server.issued.add(`a${n}`);
      return json(200, ok({ accessToken: `a${n}`, expiresIn: 900, tokenType: 'Bearer', user: { id: 1 } }));
    };
    const fetchFn = (async (url: string, init: RequestInit) => {
      if (url.endsWith('/Connect/RefreshToken')) return rotate();
      const token = authOf(init)?.replace('Bearer ', '') ?? '';
      return server.issued.has(token) ? json(200, ok(null)) : json(401, {});
    }) as unknown as typeof fetch;

    let tail: Promise<unknown> = Promise.resolve();
    const locks: LockManagerLike = {
      request: (_name, cb) => {
        const run = tail.then(cb);
        tail = run.catch(() => undefined);
        return run;
      },
    };
    const listeners = new Set<(e: { data: unknown }) => void>();
    const channel = (): ChannelLike => {
      let own: ((e: { data: unknown }) => void) | null = null;
      return {
        postMessage: (m) => {
          for (const l of listeners) if (l !== own) l({ data: m });
        },
        addEventListener: (_t, l) => {
          own = l;
          listeners.add(l);
        },
      };
    };

    const tab = (coordinate: 'none' | 'lock' | 'lock+share') => {
      const state = { token: 'expired' as string | null, failed: 0 };
      const tabs =
        coordinate === 'none'
          ? undefined
          : createTabRefreshCoordinator(
              (d) => {
                state.token = (d as { accessToken: string }).accessToken;
              },
              { locks, channel: coordinate === 'lock+share' ? channel() : undefined },
            );
      const api = createApiClient({
        fetch: fetchFn,
        coordinator: tabs && (async () => tabs),
        auth: {
          getAccessToken: () => state.token,
          getLocale: () => 'en',
          onRefreshed: (d) => {
            state.token = (d as { accessToken: string }).accessToken;
          },
          onRefreshFailed: () => {
            state.failed++;
            state.token = null;
          },
        },
      });
      return { api, state };
    };
    return { server, tab };
  }

  const allAtOnce = (tabs: { api: ReturnType<typeof createApiClient> }[]) =>
    Promise.allSettled(tabs.map((t) => t.api.get('/api/Manage/Info', envelope(z.null()))));

  it('without coordination the third refresh looks like theft and the session ends on every tab (why the lock exists)', async () => {
    const b = browser();
    const tabs = [b.tab('none'), b.tab('none'), b.tab('none')];
    await allAtOnce(tabs);
    expect(b.server.revoked).toBe(true);
  });

  it('with the lock each tab presents the newest cookie and all stay signed in', async () => {
    const b = browser();
    const tabs = [b.tab('lock'), b.tab('lock'), b.tab('lock')];
    const results = await allAtOnce(tabs);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    expect(b.server.revoked).toBe(false);
    expect(b.server.refreshCalls).toBe(3);
    expect(tabs.map((t) => t.state.failed)).toEqual([0, 0, 0]);
  });

  it('with the shared token the tabs waiting their turn adopt it and present no cookie at all', async () => {
    const b = browser();
    const tabs = [b.tab('lock+share'), b.tab('lock+share'), b.tab('lock+share')];
    const results = await allAtOnce(tabs);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    expect(b.server.refreshCalls).toBe(1);
    expect(new Set(tabs.map((t) => t.state.token))).toEqual(new Set(['a1']));
    expect(b.server.revoked).toBe(false);
  });
});
