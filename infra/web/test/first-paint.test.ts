import { readFileSync } from 'node:fs';
import http, { type IncomingMessage } from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { writeFileSync } from 'node:fs';
import { LeadLookup, leadSourceFor, withLeadPhoto } from '../src/first-paint';
import { FakeSource, makeShellDist, rawGet as get, startEdge } from './helpers';

/** A stand-in API with a catalogue: what the remote itself would be answered. */
async function startCatalogue(photo: () => string | null, delayMs = 0) {
  const seen: { url: string; headers: IncomingMessage['headers'] }[] = [];
  const server = http.createServer((req, res) => {
    seen.push({ url: req.url!, headers: req.headers });
    const p = photo();
    const body = req.url!.startsWith('/api/Home/Experience/')
      ? { data: { id: 26, imagesMeta: p ? [{ relativePath: p }] : [] } }
      : { data: p ? [{ id: 26, imagesPaths: [p] }] : [], total: p ? 1 : 0 };
    setTimeout(() => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    }, delayMs);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** The shell's real index.html (its skeleton is what the edge fills in). */
function shellDistWithSkeleton(): string {
  const dir = makeShellDist();
  writeFileSync(path.join(dir, 'index.html'), readFileSync(path.join(__dirname, '../../../shell/src/index.html'), 'utf8'));
  return dir;
}


const PHOTO = '/files/c2bc514b-c9be-48c1-bbe1-a8e3460c3247';

describe('which pages have a lead photo', () => {
  it('names the request for home, unfiltered search and an experience page, and nothing else', () => {
    expect(leadSourceFor('/', '')).toMatchObject({ shape: 'rail', apiPath: '/api/Home/Page?Section=popular&PageNumber=1&PageSize=8' });
    expect(leadSourceFor('/search', '')).toMatchObject({ shape: 'list', apiPath: '/api/Home/ExperiencesList?Size=20' });
    expect(leadSourceFor('/search', '?lang=ar')).toMatchObject({ shape: 'list' });
    expect(leadSourceFor('/experiences/details/26', '')).toMatchObject({ shape: 'detail', apiPath: '/api/Home/Experience/26' });
    // a filtered page's first result depends on its filters; the remote draws it
    expect(leadSourceFor('/search', '?categories=2')).toBeNull();
    expect(leadSourceFor('/', '?categories=2')).toBeNull();
    for (const p of ['/search/map', '/experiences/details/abc', '/experiences/details/0', '/host/3', '/auth/signin']) expect(leadSourceFor(p, '')).toBeNull();
  });
});

describe('the edge paints the lead photo from the HTML', () => {
  it('preloads the photo before the scripts and puts it in the skeleton, in the shape of the page', async () => {
    const api = await startCatalogue(() => PHOTO);
    const edge = await startEdge({ shellDist: shellDistWithSkeleton(), source: new FakeSource(), apiUrl: api.url });
    try {
      const home = (await get(`${edge.url}/`, { cookie: 'tj_prefs=ar.dark' })).body;
      const preload = `<link rel="preload" as="image" href="${PHOTO}" fetchpriority="high">`;
      expect(home).toContain(preload);
      expect(home.indexOf(preload)).toBeLessThan(home.indexOf('<link rel="preload" as="script"'));
      // after #root (React never replaces it), before </body>
      expect(home).toMatch(
        new RegExp(`</div>\\s*<div class="tjb-lead-layer" data-lead="rail" aria-hidden="true"><span class="tjb-sk tjb-lead-top"></span><img class="tjb-sk tjb-lead" src="${PHOTO}" alt="" fetchpriority="high"></div></body>`),
      );
      expect((await get(`${edge.url}/search`)).body).toContain('data-lead="list"');
      expect((await get(`${edge.url}/experiences/details/26`)).body).toContain('data-lead="detail"');
      // a page without one stays as it was
      const filtered = (await get(`${edge.url}/search?categories=2`)).body;
      expect(filtered).not.toContain('data-lead="');
      expect(filtered).not.toContain('as="image"');
    } finally {
      await edge.close();
      await api.close();
    }
  });

  it('asks the API as nobody: the visitor’s cookies and token never reach the lookup, and every visitor gets the same page', async () => {
    const api = await startCatalogue(() => PHOTO);
    const edge = await startEdge({ shellDist: shellDistWithSkeleton(), source: new FakeSource(), apiUrl: api.url });
    try {
      const a = await get(`${edge.url}/search`, { cookie: 'tj_prefs=en.light; tj_rt=secret-refresh', authorization: 'Bearer secret-token' });
      const b = await get(`${edge.url}/search`, { cookie: 'tj_prefs=en.light; tj_rt=someone-else' });
      expect(a.body).toBe(b.body);
      expect(api.seen.length).toBeGreaterThan(0);
      for (const r of api.seen) {
        expect(r.headers.cookie).toBeUndefined();
        expect(r.headers.authorization).toBeUndefined();
      }
    } finally {
      await edge.close();
      await api.close();
    }
  });

  it('names only the API’s own files: anything else the API says is left out', async () => {
    for (const bad of ['https://evil.example/x.jpg', '/files/x"><script>alert(1)</script>', 'javascript:alert(1)', '/api/Account/Me']) {
      const api = await startCatalogue(() => bad);
      const edge = await startEdge({ shellDist: shellDistWithSkeleton(), source: new FakeSource(), apiUrl: api.url });
      try {
        const page = (await get(`${edge.url}/search`)).body;
        expect(page).not.toContain('data-lead="');
        expect(page).not.toContain('evil.example');
        expect(page).not.toContain('alert(1)');
      } finally {
        await edge.close();
        await api.close();
      }
    }
  });

  it('does not hold the page for a slow API: it is served without the photo at first, with it once the API has answered', async () => {
    const api = await startCatalogue(() => PHOTO, 1500);
    const edge = await startEdge({ shellDist: shellDistWithSkeleton(), source: new FakeSource(), apiUrl: api.url });
    try {
      const started = Date.now();
      const first = await get(`${edge.url}/search`);
      expect(Date.now() - started).toBeLessThan(1200);
      expect(first.status).toBe(200);
      expect(first.body).not.toContain('data-lead="');
      await new Promise((r) => setTimeout(r, 1800));
      expect((await get(`${edge.url}/search`)).body).toContain('data-lead="list"');
    } finally {
      await edge.close();
      await api.close();
    }
  });
});

describe('LeadLookup', () => {
  it('reuses an answer, and after its time refreshes it in the background (a new first result shows)', async () => {
    let now = 0;
    let photo = '/files/a';
    let calls = 0;
    const fetchImpl = (async () => {
      calls++;
      return new Response(JSON.stringify({ data: [{ imagesPaths: [photo] }] }), { status: 200 });
    }) as typeof fetch;
    const lookup = new LeadLookup({ apiUrl: 'http://api.invalid', ttlMs: 1000, fetchImpl, now: () => now });
    expect(await lookup.photoFor('/search', '')).toEqual({ shape: 'list', src: '/files/a' });
    expect(await lookup.photoFor('/search', '')).toEqual({ shape: 'list', src: '/files/a' });
    expect(calls).toBe(1);
    photo = '/files/b';
    now = 2000;
    // stale: answered at once with what is known, refreshed behind it
    expect(await lookup.photoFor('/search', '')).toEqual({ shape: 'list', src: '/files/a' });
    await new Promise((r) => setImmediate(r));
    expect(await lookup.photoFor('/search', '')).toEqual({ shape: 'list', src: '/files/b' });
    expect(calls).toBe(2);
  });

  it('gives nothing when the API fails', async () => {
    const lookup = new LeadLookup({ apiUrl: 'http://api.invalid', fetchImpl: (async () => new Response('no', { status: 500 })) as typeof fetch });
    expect(await lookup.photoFor('/', '')).toBeNull();
  });
});

describe('withLeadPhoto', () => {
  it('adds the layer after the page, and leaves a template without a body alone', () => {
    const lead = { shape: 'detail' as const, src: PHOTO };
    expect(withLeadPhoto('<body><div id=root></div></body></html>', lead)).toBe(
      `<body><div id=root></div><div class="tjb-lead-layer" data-lead="detail" aria-hidden="true"><span class="tjb-sk tjb-lead-top"></span><img class="tjb-sk tjb-lead" src="${PHOTO}" alt="" fetchpriority="high"></div></body></html>`,
    );
    expect(withLeadPhoto('<div id=root></div>', lead)).toBe('<div id=root></div>');
  });
});
