import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FirstScreens, parseFirstScreens, withFirstScreen, type FirstScreenEntry } from '../src/first-screens';
import { doc, FakeSource, makeShellDist, manifest, rawGet as get, startEdge } from './helpers';

const FILE = '/remotes/mf-discovery/1.2.0/first-screens.json';
const screen = (o: Partial<FirstScreenEntry> = {}): FirstScreenEntry => ({ path: '/search/map', locale: 'en', theme: 'light', html: '<style>.tjb-first-screen h1{margin:0}</style><h1>Experiences</h1>', ...o });

/** The shell's real index.html, and a discovery build that pre-renders its map view. */
function setUp() {
  const shellDist = makeShellDist();
  writeFileSync(path.join(shellDist, 'index.html'), readFileSync(path.join(__dirname, '../../../shell/src/index.html'), 'utf8'));
  const source = new FakeSource({ ...doc, remotes: { ...doc.remotes, 'mf-discovery': { ...doc.remotes['mf-discovery'], routes: [...doc.remotes['mf-discovery'].routes, { path: '/search/map', access: 'public' }] } } });
  source.manifestOverride = { ...manifest, tajribaFirstScreens: 'first-screens.json' };
  const screens = [
    screen(),
    screen({ locale: 'ar', html: '<h1>التجارب</h1>' }),
    screen({ locale: 'ar', theme: 'dark', html: '<h1 class="dark">التجارب</h1>' }),
  ];
  source.files.set(FILE, { status: 200, body: Buffer.from(JSON.stringify({ version: 1, screens })), contentType: 'application/json' });
  return { shellDist, source };
}

describe('a remote’s first screen, painted from the HTML', () => {
  it('puts the page’s one after #root, in the page’s language and theme, inert and hidden from assistive technology', async () => {
    const { shellDist, source } = setUp();
    const edge = await startEdge({ shellDist, source, apiUrl: 'http://127.0.0.1:9' });
    try {
      const en = (await get(`${edge.url}/search/map`, { cookie: 'tj_prefs=en.light' })).body;
      expect(en).toMatch(/<\/div>\s*<div class="tjb-first-screen" lang="en" dir="ltr" data-theme="light" aria-hidden="true" inert><style>[^<]*<\/style><h1>Experiences<\/h1><\/div><\/body>/);
      const arDark = (await get(`${edge.url}/search/map?lang=ar`, { cookie: 'tj_prefs=en.dark' })).body;
      expect(arDark).toContain('<div class="tjb-first-screen" lang="ar" dir="rtl" data-theme="dark" aria-hidden="true" inert><h1 class="dark">التجارب</h1></div>');
      // the file is read once per build (its folder is versioned)
      const reads = source.fetchCount;
      await get(`${edge.url}/search/map`, { cookie: 'tj_prefs=ar.light' });
      expect(source.fetchCount).toBe(reads);
    } finally {
      await edge.close();
    }
  });

  it('paints none where the page may show something else: filters, another page, a variant the build has not', async () => {
    const { shellDist, source } = setUp();
    const edge = await startEdge({ shellDist, source, apiUrl: 'http://127.0.0.1:9' });
    try {
      for (const url of ['/search/map?categories=2', '/search/map?lang=en&page=2', '/search', '/dashboard', '/no-such-page'])
        expect((await get(`${edge.url}${url}`, { cookie: 'tj_prefs=en.light' })).body).not.toContain('<div class="tjb-first-screen"');
      // no English dark variant in this build
      expect((await get(`${edge.url}/search/map`, { cookie: 'tj_prefs=en.dark' })).body).not.toContain('<div class="tjb-first-screen"');
      // a build without first screens
      source.manifestOverride = manifest;
      expect((await get(`${edge.url}/experiences/map`)).body).not.toContain('<div class="tjb-first-screen"');
    } finally {
      await edge.close();
    }
  });

  it('serves the page without it when the file cannot be read, and does not keep that page', async () => {
    const { shellDist, source } = setUp();
    const file = source.files.get(FILE)!;
    source.files.delete(FILE);
    const edge = await startEdge({ shellDist, source, apiUrl: 'http://127.0.0.1:9' });
    try {
      expect((await get(`${edge.url}/search/map`, { cookie: 'tj_prefs=en.light' })).body).not.toContain('<div class="tjb-first-screen"');
      source.files.set(FILE, file);
      expect((await get(`${edge.url}/search/map`, { cookie: 'tj_prefs=en.light' })).body).toContain('<h1>Experiences</h1>');
    } finally {
      await edge.close();
    }
  });
});

describe('what the edge accepts from a build', () => {
  it('keeps well-formed entries and drops anything that could run or is oversized', () => {
    const ok = screen();
    const bad = [
      screen({ html: '<h1>x</h1><script>alert(1)</script>' }),
      screen({ html: '<img src=x onerror=alert(1)>' }),
      screen({ html: '<a href="javascript:alert(1)">x</a>' }),
      screen({ html: '<iframe srcdoc="x"></iframe>' }),
      screen({ html: '<link rel="stylesheet" href="https://evil.example/x.css">' }),
      screen({ html: '<meta http-equiv="refresh" content="0;url=https://evil.example">' }),
      screen({ html: 'x'.repeat(100 * 1024) }),
      screen({ path: 'https://evil.example/' }),
      { ...screen(), locale: 'fr' },
      { ...screen(), html: 7 },
    ];
    expect(parseFirstScreens({ version: 1, screens: [ok, ...bad] })).toEqual([ok]);
    expect(parseFirstScreens({ version: 2, screens: [ok] })).toEqual([]);
    expect(parseFirstScreens(null)).toEqual([]);
  });

  it('places the layer before </body> and leaves a template without one alone', () => {
    expect(withFirstScreen('<body><div id="root"></div></body>', screen())).toBe(
      '<body><div id="root"></div><div class="tjb-first-screen" lang="en" dir="ltr" data-theme="light" aria-hidden="true" inert><style>.tjb-first-screen h1{margin:0}</style><h1>Experiences</h1></div></body>',
    );
    expect(withFirstScreen('<div></div>', screen())).toBe('<div></div>');
  });

  it('asks for nothing on a page whose route is the shell’s or unknown', async () => {
    const source = new FakeSource();
    const screens = new FirstScreens(source);
    const manifestOf = jest.fn(async () => manifest);
    expect(await screens.for('/auth/signin', '', doc, manifestOf, { locale: 'en', theme: 'light' })).toEqual({ screen: null, complete: true });
    expect(await screens.for('/search', '', null, manifestOf, { locale: 'en', theme: 'light' })).toEqual({ screen: null, complete: true });
    expect(source.fetchCount).toBe(0);
  });
});
