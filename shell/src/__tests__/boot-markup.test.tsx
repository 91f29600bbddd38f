import { readFileSync } from 'node:fs';
import path from 'node:path';
import { colors, typography } from '@tajriba/design-system/core';
import { RouteSkeleton } from '../features/layout/route-skeleton';
import { renderShell } from './render';

/**
 * index.html paints the header and the page skeleton before any script runs (the edge fills in
 * lang/dir/theme). Its styles are plain CSS, so nothing ties them to the design system but this.
 */
const html = readFileSync(path.join(__dirname, '..', 'index.html'), 'utf8');
const css = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
const rule = (selector: string) => {
  const at = css.indexOf(`${selector}{`);
  if (at < 0) throw new Error(`no rule for ${selector} in index.html`);
  return css.slice(at, css.indexOf('}', at));
};

describe('the first paint in index.html', () => {
  it("uses the design system's colours in both themes", () => {
    const { light, dark } = colors;
    expect(rule('html')).toContain(`background:${light.bg};color:${light.text}`);
    expect(rule('html[data-theme=dark]')).toContain(`background:${dark.bg};color:${dark.text}`);
    expect(rule('.tjb-bar')).toContain(`background:${light.surface};border-block-end:1px solid ${light.border}`);
    expect(rule('html[data-theme=dark] .tjb-bar')).toContain(`background:${dark.surface};border-color:${dark.border}`);
    expect(rule('.tjb-brand')).toContain(`color:${light.primary}`);
    expect(rule('html[data-theme=dark] .tjb-brand')).toContain(`color:${dark.primary}`);
    expect(rule('.tjb-mark')).toContain(`background:${light.primary};color:${light.onPrimary}`);
    expect(rule('html[data-theme=dark] .tjb-mark')).toContain(`background:${dark.primary};color:${dark.onPrimary}`);
    expect(rule('.tjb-alt')).toContain(`color:${light.accent}`);
    expect(rule('html[data-theme=dark] .tjb-alt')).toContain(`color:${dark.accent}`);
    expect(rule('.tjb-sk')).toContain(`background:${light.skeletonBase}`);
    expect(rule('html[data-theme=dark] .tjb-sk')).toContain(`background:${dark.skeletonBase}`);
  });

  it("uses the design system's font stacks, Arabic on right-to-left pages", () => {
    expect(rule('body')).toContain(`font-family:${typography.fontFamily.replace(/, /g, ',')}`);
    expect(rule('html[dir=rtl] body')).toContain(`font-family:${typography.fontFamilyArabic.replace(/, /g, ',')}`);
  });

  it('keeps the main area at least the viewport high and hides the skeleton once a remote has rendered', () => {
    expect(rule('.tjb-main')).toContain('min-block-size:100vh');
    expect(css).toContain('main:has(#remote-outlet [data-remote]>*) .tjb-page{display:none}');
  });

  it("draws the same skeleton as the shell's main area shows until the remote renders", () => {
    const staticPage = /<div class="tjb-page">([\s\S]*?)<\/div><\/div><\/div><\/div>/.exec(html)![1]!;
    const classesOf = (markup: string) => [...markup.matchAll(/class="(tjb-[^"]+)"/g)].map((m) => m[1]);
    const { container } = renderShell(<RouteSkeleton />);
    const rendered = container.querySelector('.tjb-page')!.innerHTML;
    expect(classesOf(rendered)).toEqual(classesOf(staticPage));
  });

  it('shows the lead photo layer (infra/web first-paint.ts) on phones only, where the remote draws that photo, until the remote shows its own', () => {
    expect(rule('.tjb-lead-layer')).toBe('.tjb-lead-layer{display:none');
    const phone = css.slice(css.indexOf('.tjb-lead-layer{display:none}'));
    for (const r of [
      '@media (max-width:767.98px){',
      '.tjb-lead-layer{display:grid;gap:24px;align-content:start;position:absolute;inset-inline:0;inset-block-start:57px;',
      `background:${colors.light.bg};pointer-events:none}`,
      `html[data-theme=dark] .tjb-lead-layer{background:${colors.dark.bg}}`,
      // measured at 412 px: first search result / gallery at y 291, home's first card at 593 (Arabic 545, gallery 235)
      '.tjb-lead-top{block-size:194px;',
      'html[lang=ar] .tjb-lead-layer[data-lead=detail] .tjb-lead-top{block-size:138px}',
      '.tjb-lead-layer[data-lead=rail] .tjb-lead-top{block-size:496px}',
      'html[lang=ar] .tjb-lead-layer[data-lead=rail] .tjb-lead-top{block-size:448px}',
      '.tjb-lead-layer[data-lead=rail] .tjb-lead{inline-size:78%}',
      // gone once there is no skeleton, the remote shows a photo, or anything but a loading skeleton
      'body:not(:has(#root .tjb-page)) .tjb-lead-layer,body:has(#remote-outlet img) .tjb-lead-layer,body:has(#remote-outlet [data-remote]>*):not(:has(#remote-outlet :is([data-skeleton],[data-skeleton-card],[aria-busy=true],[data-page-loading]))) .tjb-lead-layer{display:none}',
    ])
      expect(phone).toContain(r);
  });

  it("places a remote's first screen (infra/web first-screens.ts) under the header until the remote has rendered its page, and only in its own language and theme", () => {
    expect(rule('.tjb-first-screen')).toBe(`.tjb-first-screen{position:absolute;inset-inline:0;inset-block-start:57px;min-block-size:calc(100vh - 57px);background:${colors.light.bg};pointer-events:none`);
    expect(rule('html[data-theme=dark] .tjb-first-screen')).toContain(`background:${colors.dark.bg}`);
    // the header is 65 px high from 768 px (12 px padding around its 40 px controls, 1 px border)
    expect(css).toContain('@media (min-width:768px){\n        .tjb-first-screen{inset-block-start:65px;min-block-size:calc(100vh - 65px)}');
    for (const hidden of [
      'html:not([lang=ar]) .tjb-first-screen[lang=ar]',
      'html[lang=ar] .tjb-first-screen:not([lang=ar])',
      'html:not([data-theme=dark]) .tjb-first-screen[data-theme=dark]',
      'html[data-theme=dark] .tjb-first-screen:not([data-theme=dark])',
      // no skeleton: the shell shows something else (an error, another page)
      'body:not(:has(#root .tjb-page)) .tjb-first-screen',
      // the remote has rendered, and not just a page-loading spinner
      'body:has(#remote-outlet [data-remote]>*):not(:has(#remote-outlet [data-page-loading])) .tjb-first-screen',
    ])
      expect(css).toMatch(new RegExp(`(^|,|\\s)${hidden.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(,[^{]*)?\\{display:none\\}`));
  });

  it('removes the first screen once it is hidden, and leaves it while it shows', async () => {
    const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).find((x) => x.includes('tjb-first-screen'))!;
    document.body.innerHTML = '<div id="root"><div class="tjb-page"></div></div><div class="tjb-first-screen"><h1>Experiences</h1></div>';
    new Function(script)();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    const layer = document.querySelector<HTMLElement>('.tjb-first-screen')!;
    expect(layer.isConnected).toBe(true);
    // the remote renders its page (index.html's CSS then hides the layer; jsdom knows no :has)
    layer.style.display = 'none';
    document.getElementById('root')!.append(document.createElement('main'));
    await new Promise((r) => setTimeout(r, 300));
    expect(layer.isConnected).toBe(false);
    document.body.innerHTML = '';
  });

  it('holds the app until the browser reports the first contentful paint and, with a lead photo, that photo painted (at most a second)', async () => {
    const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).find((x) => x.includes('tjLead'))!;
    const w = window as unknown as { tjLead?: Promise<void> };
    // Whether the promise settles within `ms`.
    const settled = async (ms = 300) => {
      let done = false;
      void w.tjLead!.then(() => (done = true));
      for (const until = Date.now() + ms; !done && Date.now() < until; ) await new Promise((r) => setTimeout(r, 10));
      return done;
    };
    // A browser that reports paints: `report(type, entries)` delivers them to that type's observers.
    type Entry = { name?: string; element?: Element };
    const observers: { type: string; cb: (list: { getEntries(): Entry[] }, o: unknown) => void; live: boolean; self?: unknown }[] = [];
    const report = (type: string, entries: Entry[]) => observers.filter((o) => o.type === type && o.live).forEach((o) => o.cb({ getEntries: () => entries }, o.self));
    const Observer = (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = class {
      o: (typeof observers)[number];
      constructor(cb: (typeof observers)[number]['cb']) {
        this.o = { type: '', cb, live: true, self: this };
        observers.push(this.o);
      }
      observe({ type }: { type: string }) {
        this.o.type = type;
      }
      disconnect() {
        this.o.live = false;
      }
    };
    const start = (body: string) => {
      observers.length = 0;
      document.body.innerHTML = body;
      const img = document.querySelector('img');
      if (img) img.getClientRects = () => [{}] as unknown as DOMRectList;
      new Function(script)();
      document.dispatchEvent(new Event('DOMContentLoaded'));
      return img!;
    };
    try {
      // no photo: once the first contentful paint is reported (a first paint without content is not it)
      start('<div id="root"></div>');
      report('paint', [{ name: 'first-paint' }]);
      expect(await settled(100)).toBe(false);
      report('paint', [{ name: 'first-contentful-paint' }]);
      expect(await settled()).toBe(true);
      // a lead photo: not before it is reported as a largest paint itself
      const img = start('<div id="root"></div><div class="tjb-lead-layer"><img class="tjb-lead" src="/files/a"></div>');
      report('paint', [{ name: 'first-contentful-paint' }]);
      report('largest-contentful-paint', [{ element: document.querySelector('.tjb-sk') ?? document.body }]);
      expect(await settled(100)).toBe(false);
      report('largest-contentful-paint', [{ element: img }]);
      expect(await settled()).toBe(true);
      // a photo that fails: at once
      const broken = start('<div id="root"></div><div class="tjb-lead-layer"><img class="tjb-lead" src="/files/x"></div>');
      broken.dispatchEvent(new Event('error'));
      expect(await settled()).toBe(true);
      // a photo never painted: the cap
      jest.useFakeTimers();
      try {
        start('<div id="root"></div><div class="tjb-lead-layer"><img class="tjb-lead" src="/files/b"></div>');
        report('paint', [{ name: 'first-contentful-paint' }]);
        let done = false;
        void w.tjLead!.then(() => (done = true));
        await jest.advanceTimersByTimeAsync(900);
        expect(done).toBe(false);
        await jest.advanceTimersByTimeAsync(200);
        expect(done).toBe(true);
      } finally {
        jest.useRealTimers();
      }
      // a browser without performance observers: as soon as the document is parsed
      (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = undefined;
      start('<div id="root"></div><div class="tjb-lead-layer"><img class="tjb-lead" src="/files/c"></div>');
      expect(await settled()).toBe(true);
    } finally {
      (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = Observer;
      delete w.tjLead;
      document.body.innerHTML = '';
    }
  });

  it('sets the language and theme from storage, else keeps what the edge chose', () => {
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    const run = () => new Function(script)();
    const el = document.documentElement;
    el.lang = 'ar';
    el.setAttribute('data-theme', 'dark');
    localStorage.clear();
    run();
    expect([el.lang, el.dir, el.dataset.theme]).toEqual(['ar', 'rtl', 'dark']);
    localStorage.setItem('tj:prefs', JSON.stringify({ locale: 'en', theme: 'light' }));
    run();
    expect([el.lang, el.dir, el.dataset.theme]).toEqual(['en', 'ltr', 'light']);
    localStorage.clear();
  });
});
