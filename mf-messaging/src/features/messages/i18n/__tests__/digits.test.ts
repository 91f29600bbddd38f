import { createIntl } from 'react-intl';
import { intlLocaleFor } from '@tajriba/i18n';
import { MAX_FILES } from '../../lib/files';
import ar from '../ar.json';
import en from '../en.json';

/** A number passed to a message is `{x, number}`: in Arabic it reads in Arabic-Indic digits (a plain `{x}` prints Western ones). */
describe('numbers in the messages catalogue', () => {
  it('the composer\u2019s file limit in Arabic-Indic digits', () => {
    const intl = createIntl({ locale: intlLocaleFor('ar'), messages: ar });
    const text = intl.formatMessage({ id: 'messaging.composer.fileCount' }, { count: MAX_FILES });
    expect(text).toContain(new Intl.NumberFormat(intlLocaleFor('ar')).format(MAX_FILES));
    expect(text).not.toMatch(/[0-9]/);
  });

  it('the file limit takes the Arabic plural form of its count (one, two, few, many, other)', () => {
    const intl = createIntl({ locale: intlLocaleFor('ar'), messages: ar });
    const limit = (count: number) => intl.formatMessage({ id: 'messaging.composer.fileCount' }, { count });
    expect([1, 2, 3, 11, 100].map(limit)).toEqual([
      'حتى ملف واحد في الرسالة الواحدة.',
      'حتى ملفين في الرسالة الواحدة.',
      'حتى ٣ ملفات في الرسالة الواحدة.',
      'حتى ١١ ملفًا في الرسالة الواحدة.',
      'حتى ١٠٠ ملف في الرسالة الواحدة.',
    ]);
  });

  it('and in Western digits in English', () => {
    const intl = createIntl({ locale: intlLocaleFor('en'), messages: en });
    expect(intl.formatMessage({ id: 'messaging.composer.fileCount' }, { count: MAX_FILES })).toBe(`Up to ${MAX_FILES} files per message.`);
    expect(intl.formatMessage({ id: 'messaging.composer.fileCount' }, { count: 1 })).toBe('Up to 1 file per message.');
  });
});
