import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { colors, lazyPage, useMediaQuery } from '@tajriba/design-system';
import { pictureOnly, prerenderFirstScreens, widthMatches } from '../first-screen/prerender';

const Title = styled.h1`
  color: ${({ theme }) => theme.colors.text};
`;
const Piece = lazyPage(() => Promise.resolve({ default: () => <p>loaded piece</p> }), { fallback: <p>loading piece</p> });

function Page() {
  const intl = useIntl();
  const phone = useMediaQuery('(max-width: 767.98px)');
  return (
    <div data-testid="page">
      <Title id="title">{intl.formatMessage({ id: 'test.title' })}</Title>
      {phone ? <span>phone layout</span> : <span>wide layout</span>}
      <Piece />
      <label htmlFor="q">{intl.formatMessage({ id: 'test.label' })}</label>
      <input id="q" name="q" aria-describedby="hint" />
      <Link to="/search">list</Link>
    </div>
  );
}

const options = {
  name: 'mf-test',
  messages: { en: { 'test.title': 'Experiences', 'test.label': 'What' }, ar: { 'test.title': 'التجارب', 'test.label': 'ماذا' } },
  screens: [{ paths: ['/search/map'], render: () => <Page /> }],
};

describe('first screens rendered at build time', () => {
  it('renders every language and theme of a path, in its own strings and colours', async () => {
    const screens = await prerenderFirstScreens(options);
    expect(screens.map((s) => `${s.path} ${s.locale} ${s.theme}`)).toEqual(['/search/map en light', '/search/map en dark', '/search/map ar light', '/search/map ar dark']);
    const [enLight, enDark, arLight] = screens;
    expect(enLight!.html).toContain('>Experiences</h1>');
    expect(arLight!.html).toContain('>التجارب</h1>');
    expect(arLight!.html).toContain('>ماذا</label>');
    expect(enLight!.html).toContain(`color:${colors.light.text}`);
    expect(enDark!.html).toContain(`color:${colors.dark.text}`);
  });

  it('renders one block per viewport, each shown at its width only, as useMediaQuery answers there', async () => {
    const [screen] = await prerenderFirstScreens(options);
    const blocks = [...screen!.html.matchAll(/<div data-viewport="(\d)">([\s\S]*?)<\/div><\/div>/g)].map((m) => m[2]);
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toContain('phone layout');
    expect(blocks[1]).toContain('wide layout');
    expect(screen!.html).toContain('@media not all and (max-width: 767.98px){.tjb-first-screen>[data-viewport="0"]{display:none}}');
    expect(screen!.html).toContain('@media not all and (min-width: 768px){.tjb-first-screen>[data-viewport="1"]{display:none}}');
  });

  it('shows pieces that load on demand loaded, not their fallback', async () => {
    const [screen] = await prerenderFirstScreens(options);
    expect(screen!.html).toContain('loaded piece');
    expect(screen!.html).not.toContain('loading piece');
  });

  it('scopes every rule to the layer and writes one stylesheet for all viewports', async () => {
    const [screen] = await prerenderFirstScreens(options);
    const styles = [...screen!.html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    expect(styles).toHaveLength(1);
    const rules = styles[0]!.replace(/@media[^{]*\{/g, '').split('}').map((r) => r.trim()).filter((r) => r.includes('{'));
    expect(rules.length).toBeGreaterThan(5);
    for (const rule of rules) for (const selector of rule.slice(0, rule.indexOf('{')).split(',')) expect(selector.trim()).toMatch(/^\.tjb-first-screen([ >]|$)/);
    // the design system's reset applies inside the layer as it does on the page
    expect(styles[0]).toContain('.tjb-first-screen h1,.tjb-first-screen h2');
  });

  it('leaves out what ties the markup to a live document: ids, references to ids, test ids, field names', async () => {
    const [screen] = await prerenderFirstScreens(options);
    expect(screen!.html).not.toMatch(/\s(id|for|name|data-testid|aria-describedby)="/);
    expect(screen!.html).toContain('<input');
    expect(pictureOnly('<label for="a" class="x">b</label><input id="a" name="q" aria-controls="l" data-map-control="true">')).toBe('<label class="x">b</label><input data-map-control="true">');
  });

  it('answers simple width queries for a viewport', () => {
    expect(widthMatches('(max-width: 767.98px)', 412)).toBe(true);
    expect(widthMatches('(max-width: 767.98px)', 1280)).toBe(false);
    expect(widthMatches('(min-width: 768px) and (max-width: 991.98px)', 800)).toBe(true);
    expect(widthMatches('(prefers-reduced-motion: reduce)', 412)).toBe(false);
  });
});
