import { prerenderFirstScreens } from '@tajriba/federation/first-screen';
import { firstScreens } from '../first-screens';

/** The text a variant shows at one viewport (0: phone, 1: wider), without its styles and tags. */
const textOf = (html: string, viewport: 0 | 1) => {
  const block = html.split(`<div data-viewport="${viewport}">`)[1]!.split('<div data-viewport=')[0]!;
  return block.replace(/<style>[\s\S]*?<\/style>/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
};

describe("the map view's first screen (the edge paints it from the HTML)", () => {
  let screens: Awaited<ReturnType<typeof prerenderFirstScreens>>;
  beforeAll(async () => {
    screens = await prerenderFirstScreens(firstScreens);
  });

  it('covers both map addresses in both languages and themes', () => {
    expect(screens.map((s) => `${s.path} ${s.locale} ${s.theme}`).sort()).toEqual(
      ['/experiences/map', '/search/map'].flatMap((p) => ['ar dark', 'ar light', 'en dark', 'en light'].map((v) => `${p} ${v}`)),
    );
  });

  it("draws the page's heading, view switch and the map's box with its credit, in the page's language", () => {
    const en = screens.find((s) => s.path === '/search/map' && s.locale === 'en' && s.theme === 'light')!.html;
    const ar = screens.find((s) => s.path === '/search/map' && s.locale === 'ar' && s.theme === 'dark')!.html;
    for (const v of [0, 1] as const) {
      expect(textOf(en, v)).toMatch(/Experiences .*Filters .*List .*Map .*Natural Earth · © OpenStreetMap contributors/);
      expect(textOf(ar, v)).toMatch(/التجارب .*التصفية .*قائمة .*خريطة .*Natural Earth · © مساهمو OpenStreetMap/);
      // the map's box as it first renders: waiting for the results, never "no experiences"
      expect(en.split(`<div data-viewport="${v}">`)[1]).toContain('data-map-stage="preview" aria-busy="true"');
      expect(textOf(en, v)).not.toMatch(/No experiences/);
      expect(textOf(ar, v)).not.toMatch(/لا توجد تجارب/);
    }
    // a phone gets the search summary, a wider screen the whole form
    expect(en.split('<div data-viewport="0">')[1]!.split('<div data-viewport="1">')[0]).not.toContain('role="search"');
    expect(en.split('<div data-viewport="1">')[1]).toContain('role="search"');
  });
});
