import { createHash } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { doc, FakeSource, INLINE_SCRIPT, makeShellDist, manifest, startEdge, startUpstream, type Upstream } from './helpers';

let edge: { url: string; close: () => Promise<void> };
let api: Upstream;
let source: FakeSource;

beforeAll(async () => {
  api = await startUpstream();
  source = new FakeSource();
  edge = await startEdge({ shellDist: makeShellDist(), source, apiUrl: api.url });
});
afterAll(async () => {
  await edge.close();
  await api.close();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(edge.url + path, { headers: { 'Accept-Encoding': 'identity', ...headers } });

describe('security headers', () => {
  it('sends a CSP allowing scripts from self, the registry-named remote origins and inline scripts by hash only', async () => {
    const res = await get('/');
    const csp = res.headers.get('content-security-policy')!;
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).toContain('https://cdn.example.com');
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('allows localhost dev servers for overrides outside production only', async () => {
    const staging = (await get('/')).headers.get('content-security-policy')!;
    expect(staging).toContain('http://localhost:*');
    const prodEdge = await startEdge({ shellDist: makeShellDist(), source: new FakeSource(), apiUrl: api.url, env: 'production' });
    const prod = (await fetch(prodEdge.url + '/')).headers.get('content-security-policy')!;
    await prodEdge.close();
    expect(prod).not.toContain('localhost');
  });

  it('puts security headers on static files too', async () => {
    const res = await get('/static/101.abcdef12.js');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('SPA fallback', () => {
  it.each(['/', '/experiences/details/42', '/auth/signin', '/policies/cookies', '/dashboard', '/profile/account-settings/payments'])(
    'serves the app with 200 for %s, a shell page or a route the document gives a remote',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toContain('<div id=root>');
    },
  );

  it('serves the app with a 404 status for unknown routes (the app renders the localised 404 page)', async () => {
    const res = await get('/no/such/page');
    expect(res.status).toBe(404);
    // a route of a remote this environment does not run is unknown too
    expect((await get('/messages')).status).toBe(404);
    expect(await res.text()).toContain('<div id=root>');
  });

  it('answers a missing asset with a plain 404, not the HTML app', async () => {
    const res = await get('/static/missing.123.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe("the page's language, direction and theme from the first byte", () => {
  const htmlTag = async (headers: Record<string, string>) => /<html\b[^>]*>/.exec(await (await get('/', headers)).text())![0];

  it('follows the preferences cookie the shell writes', async () => {
    expect(await htmlTag({ Cookie: 'a=1; tj_prefs=ar.dark; b=2' })).toBe('<html lang="ar" dir="rtl" data-theme="dark">');
    expect(await htmlTag({ Cookie: 'tj_prefs=en.dark', 'Accept-Language': 'ar' })).toBe('<html lang="en" dir="ltr" data-theme="dark">');
  });

  it('falls back to Accept-Language (English when it names neither language) and the light theme', async () => {
    expect(await htmlTag({ 'Accept-Language': 'ar-SA,ar;q=0.9,en;q=0.8' })).toBe('<html lang="ar" dir="rtl" data-theme="light">');
    expect(await htmlTag({ 'Accept-Language': 'fr-FR,en;q=0.5,ar;q=0.7' })).toBe('<html lang="ar" dir="rtl" data-theme="light">');
    expect(await htmlTag({ 'Accept-Language': 'fr-FR,de;q=0.5' })).toBe('<html lang="en" dir="ltr" data-theme="light">');
    expect(await htmlTag({})).toBe('<html lang="en" dir="ltr" data-theme="light">');
  });

  it('a shared link carrying its language (?lang=) opens in it, keeping the theme the person chose', async () => {
    const tag = async (path: string, headers: Record<string, string>) => /<html\b[^>]*>/.exec(await (await get(path, headers)).text())![0];
    expect(await tag('/?lang=ar', { Cookie: 'tj_prefs=en.dark', 'Accept-Language': 'en' })).toBe('<html lang="ar" dir="rtl" data-theme="dark">');
    expect(await tag('/search?cityid=3&lang=en', { 'Accept-Language': 'ar' })).toBe('<html lang="en" dir="ltr" data-theme="light">');
    expect(await tag('/?lang=fr', { 'Accept-Language': 'ar' })).toBe('<html lang="ar" dir="rtl" data-theme="light">');
  });

  it('names both languages of a page for search engines (hreflang) and says which one it sent', async () => {
    const res = await get('/search?query=tea&lang=ar', { 'Accept-Language': 'ar' });
    const html = await res.text();
    const origin = new URL(edge.url).origin;
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${origin}/search?query=tea&amp;lang=en">`);
    expect(html).toContain(`<link rel="alternate" hreflang="ar" href="${origin}/search?query=tea&amp;lang=ar">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}/search?query=tea">`);
    expect(res.headers.get('content-language')).toBe('ar');
    // a 404 has no language versions to offer
    expect(await (await get('/no-such-page')).text()).not.toContain('hreflang');
  });

  it('ignores a malformed cookie', async () => {
    expect(await htmlTag({ Cookie: 'tj_prefs=<script>.dark', 'Accept-Language': 'ar' })).toBe('<html lang="ar" dir="rtl" data-theme="light">');
  });

  it('tells caches the HTML varies with the cookie and the language', async () => {
    const res = await fetch(edge.url + '/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('vary')).toBe('Accept-Encoding, Cookie, Accept-Language');
  });
});

describe('registry inlining and preloads', () => {
  const inlined = (html: string) => JSON.parse(/<script type="application\/json" id="registry">(.*?)<\/script>/.exec(html)![1]);

  it('inlines the environment document and names the environment', async () => {
    const html = await (await get('/')).text();
    expect(inlined(html)).toEqual(doc);
    expect(html).toContain('<meta name="tajriba-env" content="staging">');
  });

  it("preloads the shell's bootstrap chunks, and the route's remote entry with its ./app chunks", async () => {
    const html = await (await get('/search')).text();
    expect(html).toContain('<link rel="preload" as="script" href="/static/101.abcdef12.js">');
    expect(html).toContain('<link rel="preload" as="script" href="/remotes/mf-discovery/1.2.0/remoteEntry.js">');
    expect(html).toContain('<link rel="preload" as="script" href="/remotes/mf-discovery/1.2.0/__federation_expose_app.1234.js">');
    expect(html).toContain('<link rel="preload" as="script" href="/remotes/mf-discovery/1.2.0/35.abcd.js">');
    // lazy chunks are not on the critical path
    expect(html).not.toContain('99.lazy.js');
  });

  it("preloads the shell's copies of exactly the shared modules the route's remote consumes", async () => {
    const html = await (await get('/search')).text();
    expect(html).toContain('<link rel="preload" as="script" href="/static/202.disc.js">');
    expect(html).toContain('<link rel="preload" as="script" href="/static/303.zod.js">');
    expect(html.match(/href="\/static\/303\.zod\.js"/g)).toHaveLength(1);
    // provided by the shell but consumed by neither the shell's bootstrap nor this remote
    expect(html).not.toContain('404.acct.js');
    const other = await (await get('/about-us')).text();
    expect(other).not.toContain('202.disc.js');
  });

  it('a malformed shared list in a remote manifest costs its preloads, never the page', async () => {
    const odd = new FakeSource();
    odd.manifestOverride = { ...manifest, shared: [null, { name: 'constructor' }, { name: 42 }, { name: '@tajriba/contracts/discovery' }] as never };
    const e = await startEdge({ shellDist: makeShellDist(), source: odd, apiUrl: api.url });
    try {
      const res = await fetch(`${e.url}/search`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('href="/static/202.disc.js"');
      expect(html).toContain('href="/remotes/mf-discovery/1.2.0/remoteEntry.js"');
    } finally {
      await e.close();
    }
  });

  it("with the remote's first-render list, preloads only the shared modules its first render consumes", async () => {
    const lazy = new FakeSource();
    // The schemas' key is consumed later (import() beside the first request): not preloaded.
    lazy.manifestOverride = {
      ...manifest,
      shared: [{ name: 'react' }, { name: '@tajriba/contracts/discovery' }, { name: '@tajriba/contracts/account' }],
      tajribaFirstRenderShared: { './app': ['react', '@tajriba/contracts/account'] },
    };
    const e = await startEdge({ shellDist: makeShellDist(), source: lazy, apiUrl: api.url });
    try {
      const html = await (await fetch(`${e.url}/search`)).text();
      expect(html).toContain('href="/static/404.acct.js"');
      expect(html).toContain('href="/static/303.zod.js"');
      expect(html).not.toContain('202.disc.js');
      // a malformed list falls back to every consumed key
      lazy.manifestOverride = { ...manifest, tajribaFirstRenderShared: { './app': 'react' } as never };
      const fallback = await (await fetch(`${e.url}/experiences`)).text();
      expect(fallback).toContain('href="/static/202.disc.js"');
    } finally {
      await e.close();
    }
  });

  describe("the page's language of the message catalogues", () => {
    const catalogued = { ...manifest, tajribaCatalogues: { en: ['messages-en.e1e1.js'], ar: ['messages-ar.a1a1.js'] } };
    // at low priority (first-render.js is needed first), and never as a plain script preload
    const preloaded = (html: string) => {
      expect(html).not.toMatch(/<link rel="preload" as="script" href="[^"]*messages-[^"]*">/);
      return [...html.matchAll(/<link rel="preload" as="script" href="([^"]*messages-[^"]*)" fetchpriority="low">/g)].map((m) => m[1]);
    };

    it("preloads the shell's and the remote's catalogue chunk of the page's language, and not the other language's", async () => {
      const src = new FakeSource();
      src.manifestOverride = catalogued;
      const e = await startEdge({ shellDist: makeShellDist(), source: src, apiUrl: api.url });
      try {
        const page = async (path: string, headers: Record<string, string> = {}) => preloaded(await (await fetch(e.url + path, { headers })).text());
        const english = ['/static/messages-en.5e11e11e.js', '/remotes/mf-discovery/1.2.0/messages-en.e1e1.js'];
        const arabic = ['/static/messages-ar.5a11a11a.js', '/remotes/mf-discovery/1.2.0/messages-ar.a1a1.js'];
        expect(await page('/search')).toEqual(english);
        // the same URL in the other language (the edge keeps pages per language: never the English one)
        expect(await page('/search', { Cookie: 'tj_prefs=ar.light' })).toEqual(arabic);
        expect(await page('/search', { 'Accept-Language': 'ar-SA,ar;q=0.9' })).toEqual(arabic);
        expect(await page('/search?lang=ar', { Cookie: 'tj_prefs=en.dark' })).toEqual(arabic);
        expect(await page('/search?lang=en', { Cookie: 'tj_prefs=ar.dark' })).toEqual(english);
        // the shell's own pages: the shell's strings only
        expect(await page('/about-us', { Cookie: 'tj_prefs=ar.light' })).toEqual(['/static/messages-ar.5a11a11a.js']);
      } finally {
        await e.close();
      }
    });

    it('builds that predate the record (no `catalogues` in preload.json, no `tajribaCatalogues` in the manifest) get no catalogue preload and nothing else changes', async () => {
      const e = await startEdge({ shellDist: makeShellDist({ catalogues: false }), source: new FakeSource(), apiUrl: api.url });
      try {
        const res = await fetch(`${e.url}/search`, { headers: { Cookie: 'tj_prefs=ar.light' } });
        expect(res.status).toBe(200);
        const html = await res.text();
        expect(preloaded(html)).toEqual([]);
        expect(html).toContain('href="/static/101.abcdef12.js"');
        expect(html).toContain('href="/remotes/mf-discovery/1.2.0/__federation_expose_app.1234.js"');
      } finally {
        await e.close();
      }
      // an old remote in front of a new shell: the shell's strings still are preloaded
      expect(preloaded(await (await get('/search')).text())).toEqual(['/static/messages-en.5e11e11e.js']);
    });

    it("a malformed catalogue record in a remote's manifest costs that preload, never the page", async () => {
      const odd = new FakeSource();
      const e = await startEdge({ shellDist: makeShellDist(), source: odd, apiUrl: api.url });
      try {
        // (a URL per case: the edge keeps a published environment's pages)
        const page = async (path: string) => {
          const res = await fetch(e.url + path, { headers: { Cookie: 'tj_prefs=ar.light' } });
          expect(res.status).toBe(200);
          return preloaded(await res.text());
        };
        odd.manifestOverride = { ...manifest, tajribaCatalogues: { ar: 'messages-ar.a1a1.js' } as never };
        expect(await page('/search')).toEqual(['/static/messages-ar.5a11a11a.js']);
        odd.manifestOverride = { ...manifest, tajribaCatalogues: ['messages-ar.a1a1.js'] as never };
        expect(await page('/experiences')).toEqual(['/static/messages-ar.5a11a11a.js']);
        odd.manifestOverride = { ...manifest, tajribaCatalogues: { ar: [42, null, 'messages-ar.a1a1.js'] } as never };
        expect(await page('/search?q=1')).toEqual(['/static/messages-ar.5a11a11a.js', '/remotes/mf-discovery/1.2.0/messages-ar.a1a1.js']);
      } finally {
        await e.close();
      }
    });
  });

  it('does not preload a remote on routes that belong to another area', async () => {
    const html = await (await get('/about-us')).text();
    expect(html).not.toContain('rel="preload" as="script" href="/remotes/');
  });

  it('escapes the inlined JSON so a document value cannot close the script element', async () => {
    const evil = new FakeSource({ ...doc, updatedAt: '</script><script>alert(1)</script>' });
    const e = await startEdge({ shellDist: makeShellDist(), source: evil, apiUrl: api.url });
    const html = await (await fetch(e.url + '/')).text();
    await e.close();
    expect(html).not.toContain('</script><script>alert(1)');
    expect(inlined(html).updatedAt).toBe('</script><script>alert(1)</script>');
  });

  it('still serves the app when the registry is unreachable (the shell shows its retry panel)', async () => {
    const e = await startEdge({ shellDist: makeShellDist(), source: new FakeSource(null), apiUrl: api.url });
    const res = await fetch(e.url + '/');
    const html = await res.text();
    await e.close();
    expect(res.status).toBe(200);
    expect(html).not.toContain('id="registry"');
  });
});

describe('caching and compression', () => {
  it('marks hashed chunks immutable, revalidates the entry and never caches index.html', async () => {
    expect((await get('/static/101.abcdef12.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/main.js?abc')).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/')).headers.get('cache-control')).toBe('no-cache');
  });

  it('serves versioned remote files immutable and never caches a failure', async () => {
    const ok = await get('/remotes/mf-discovery/1.2.0/remoteEntry.js');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await get('/remotes/mf-discovery/1.2.0/nope.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });

  it('compresses with brotli or gzip as the client accepts', async () => {
    const br = await fetch(edge.url + '/main.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const gz = await fetch(edge.url + '/remotes/mf-discovery/1.2.0/remoteEntry.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    // fetch decodes transparently; check the bytes through a raw request as well
    const raw = await import('node:http').then(
      (http) =>
        new Promise<{ enc?: string; body: Buffer }>((resolve) => {
          http.get(edge.url + '/main.js', { headers: { 'Accept-Encoding': 'br' } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c) => chunks.push(c));
            res.on('end', () => resolve({ enc: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
          });
        }),
    );
    expect(brotliDecompressSync(raw.body).toString()).toContain('console.log("main")');
  });

  it('answers a matching ETag with 304', async () => {
    const first = await get('/static/101.abcdef12.js');
    const again = await get('/static/101.abcdef12.js', { 'If-None-Match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
  });
});

describe('health', () => {
  it('answers its own liveness probe without asking the API', async () => {
    const before = api.requests.length;
    const res = await get('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(api.requests.length).toBe(before);
  });
});

describe('proxy', () => {
  it('forwards API calls with method, body and cookies, and passes Set-Cookie back', async () => {
    const res = await fetch(edge.url + '/api/Manage/ChangeFullName?x=1', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Cookie: 'tj_rt=old', Authorization: 'Bearer t' },
      body: JSON.stringify({ fullName: 'Noura' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toContain('tj_rt=abc');
    const seen = api.requests.at(-1)!;
    expect(seen).toMatchObject({ method: 'PUT', url: '/api/Manage/ChangeFullName?x=1', body: '{"fullName":"Noura"}' });
    expect(seen.headers.cookie).toBe('tj_rt=old');
    expect(seen.headers.authorization).toBe('Bearer t');
    expect(seen.headers['x-forwarded-for']).toBeTruthy();
  });

  it.each(['/Connect/RefreshToken', '/Register/NewOTP', '/Reset/Password', '/openapi.json', '/docs/index.html', '/files/abc'])('sends %s to the API', async (path) => {
    await fetch(edge.url + path, { method: path.startsWith('/Connect') || path.startsWith('/Register') || path.startsWith('/Reset') ? 'POST' : 'GET' });
    expect(api.requests.at(-1)!.url).toBe(path);
  });

  it('passes API statuses through (a 401 from refresh stays a 401)', async () => {
    const res = await fetch(edge.url + '/Connect/RefreshToken', { method: 'POST' });
    expect(res.status).toBe(401);
  });

  it('proxies registry documents with no-cache', async () => {
    const res = await fetch(edge.url + '/registry/staging.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(api.requests.at(-1)!.url).toBe('/registry/staging.json');
  });

  it('answers with the API envelope and 502 when the API is down', async () => {
    const e = await startEdge({ shellDist: makeShellDist(), source: new FakeSource(), apiUrl: 'http://127.0.0.1:1' });
    const res = await fetch(e.url + '/api/Home/ExperiencesCategories');
    const body = await res.json();
    await e.close();
    expect(res.status).toBe(502);
    expect(body).toEqual({ data: null, succeeded: false, errors: ['error.somethingWentWrong'], fieldsErrors: {} });
  });
});
