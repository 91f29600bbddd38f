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
