import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { selectPart } from '../webpack/catalogue-parts.cjs';
// oxlint-disable-next-line typescript/no-require-imports -- a CommonJS webpack loader
const loader = require('../webpack/icu-messages-loader.cjs') as (this: { resourcePath: string; resourceQuery?: string; addDependency?: (f: string) => void }, source: string) => string;

const run = (catalogue: Record<string, string>, resourcePath = '/x/i18n/en.json', resourceQuery = '', deps: string[] = []) =>
  JSON.parse(loader.call({ resourcePath, resourceQuery, addDependency: (f) => deps.push(f) }, JSON.stringify(catalogue))) as Record<string, unknown>;

describe('icu-messages-loader', () => {
  it('turns every message into an AST that formats like the source string', () => {
    const out = run({ plain: 'Sign in', plural: '{count, plural, one {# guest} other {# guests}}', rich: 'Read <b>this</b>' });
    for (const v of Object.values(out)) expect(Array.isArray(v)).toBe(true);
    expect(new IntlMessageFormat(out.plain as never, 'en').format()).toBe('Sign in');
    expect(new IntlMessageFormat(out.plural as never, 'en').format({ count: 2 })).toBe('2 guests');
    expect(new IntlMessageFormat(out.plural as never, 'en').format({ count: 1 })).toBe('1 guest');
  });

  it('fails the build on a message that does not parse, naming it', () => {
    expect(() => run({ broken: 'Hello {name' })).toThrow(/"broken" is not valid ICU/);
  });

  it('?part=<name> keeps the part parts.json declares beside the catalogue, ?part=rest the others', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'catalogue-parts-'));
    const partsFile = path.join(dir, 'parts.json');
    writeFileSync(partsFile, JSON.stringify({ home: ['a.home.', 'a.loading'] }));
    const catalogue = { 'a.home.title': 'Home', 'a.home.count': '{n, plural, one {# item} other {# items}}', 'a.loading': 'Loading', 'a.loadingMore': 'More', 'a.search.title': 'Search' };
    const deps: string[] = [];
    const home = run(catalogue, path.join(dir, 'en.json'), '?part=home', deps);
    expect(Object.keys(home)).toEqual(['a.home.title', 'a.home.count', 'a.loading']);
    expect(new IntlMessageFormat(home['a.home.count'] as never, 'en').format({ n: 2 })).toBe('2 items');
    expect(Object.keys(run(catalogue, path.join(dir, 'en.json'), '?part=rest'))).toEqual(['a.loadingMore', 'a.search.title']);
    // webpack rebuilds the parts when the declaration changes
    expect(deps).toEqual([partsFile]);
    expect(() => run(catalogue, path.join(dir, 'en.json'), '?part=search')).toThrow(/no part "search" in parts.json/);
  });
});

describe('selectPart', () => {
  const catalogue = { 'a.home.title': 'Home', 'a.loading': 'Loading', 'a.other': 'Other' };

  it('splits a catalogue into declared parts and the rest, every key in exactly one', () => {
    const parts = { home: ['a.home.'], shared: ['a.loading'] };
    const pieces = ['home', 'shared', 'rest'].map((name) => selectPart(catalogue, parts, name));
    expect(pieces).toEqual([{ 'a.home.title': 'Home' }, { 'a.loading': 'Loading' }, { 'a.other': 'Other' }]);
  });

  it('refuses a stale entry (a renamed message would silently move to the rest)', () => {
    expect(() => selectPart(catalogue, { home: ['a.home.', 'a.gone'] }, 'home')).toThrow(/names "a.gone", which matches no message/);
  });

  it('refuses a part called "rest" and entries that are not keys', () => {
    expect(() => selectPart(catalogue, { rest: ['a.other'] }, 'rest')).toThrow(/must not declare "rest"/);
    expect(() => selectPart(catalogue, { home: [''] }, 'home')).toThrow(/not a key/);
  });
});
