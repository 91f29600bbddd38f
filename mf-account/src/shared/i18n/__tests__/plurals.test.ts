import { createIntl } from 'react-intl';
import { intlLocaleFor } from '@tajriba/i18n';
import ar from '../ar.json';
import en from '../en.json';

/** The resend countdown counts seconds: Arabic writes "second" in the plural form of the number. */
describe('the contact code resend countdown', () => {
  it('in Arabic, for each plural form', () => {
    const intl = createIntl({ locale: intlLocaleFor('ar'), messages: ar });
    expect([1, 2, 3, 11, 100].map((seconds) => intl.formatMessage({ id: 'contact.resendIn' }, { seconds }))).toEqual([
      'يمكنك طلب رمز جديد بعد ثانية واحدة',
      'يمكنك طلب رمز جديد بعد ثانيتين',
      'يمكنك طلب رمز جديد بعد ٣ ثوانٍ',
      'يمكنك طلب رمز جديد بعد ١١ ثانية',
      'يمكنك طلب رمز جديد بعد ١٠٠ ثانية',
    ]);
  });

  it('in English', () => {
    const intl = createIntl({ locale: intlLocaleFor('en'), messages: en });
    expect(intl.formatMessage({ id: 'contact.resendIn' }, { seconds: 120 })).toBe('You can ask for a new code in 120 s');
  });
});
