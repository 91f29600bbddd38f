// Built bundles receive catalogues precompiled to ICU ASTs (federation's icu-messages-loader);
// the plain-text lookups used by the formatters must read them as well as source strings.
import { parse } from '@formatjs/icu-messageformat-parser';
import en from '../i18n/en.json';

jest.mock('../i18n/en.json', () => {
  const source = jest.requireActual<Record<string, string>>('../i18n/en.json');
  const { parse: compile } = jest.requireActual<typeof import('@formatjs/icu-messageformat-parser')>('@formatjs/icu-messageformat-parser');
  return Object.fromEntries(Object.entries(source).map(([id, m]) => [id, compile(m)]));
});

import { commonMessage } from '../messages';
import { formatDayLabel } from '../formatters/date';

describe('precompiled catalogues', () => {
  it('are ASTs in this test, as in the built site', () => {
    expect(Array.isArray((en as unknown as Record<string, unknown>)['i18n.day.today'])).toBe(true);
    expect(parse('x')).toEqual([{ type: 0, value: 'x' }]);
  });

  it('still give plain text to the formatters', () => {
    expect(commonMessage('en', 'i18n.day.today')).toBe('Today');
    const now = new Date(2026, 10, 21, 12);
    expect(formatDayLabel(new Date(2026, 10, 22, 9), 'en', now)).toBe('Tomorrow');
  });

  it('falls back to the id for an unknown message', () => {
    expect(commonMessage('en', 'i18n.nope')).toBe('i18n.nope');
  });
});
