import { IntlMessageFormat } from 'intl-messageformat';
// oxlint-disable-next-line typescript/no-require-imports -- a CommonJS webpack loader
const loader = require('../webpack/icu-messages-loader.cjs') as (this: { resourcePath: string }, source: string) => string;

const run = (catalogue: Record<string, string>, resourcePath = '/x/i18n/en.json') => JSON.parse(loader.call({ resourcePath }, JSON.stringify(catalogue))) as Record<string, unknown>;

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
});
