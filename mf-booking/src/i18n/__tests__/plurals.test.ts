import { createIntl } from 'react-intl';
import { intlLocaleFor } from '@tajriba/i18n';
import ar from '../ar.json';
import en from '../en.json';

/**
 * Checkout's guest limits count guests and seats: Arabic writes the noun in the plural form of the
 * number (one, two, few 3–10, many 11–99, other 100…), English in singular or plural, and a number
 * always in the page's digits.
 */
const COUNTS = [1, 2, 3, 11, 100];
const format = (messages: Record<string, string>, lang: 'ar' | 'en', id: string, values: Record<string, number>) =>
  createIntl({ locale: intlLocaleFor(lang), messages }).formatMessage({ id }, values);

describe('checkout guest limits', () => {
  it('the most guests a date takes, in Arabic', () => {
    expect([0, ...COUNTS].map((max) => format(ar, 'ar', 'booking.checkout.tooManyGuests', { max }))).toEqual([
      'لم تبقَ مقاعد في هذا التاريخ.',
      'يمكن حجز مقعد لضيف واحد فقط في هذا التاريخ.',
      'يمكن حجز مقعدين كحد أقصى في هذا التاريخ.',
      'يمكن حجز ٣ مقاعد كحد أقصى في هذا التاريخ.',
      'يمكن حجز ١١ مقعدًا كحد أقصى في هذا التاريخ.',
      'يمكن حجز ١٠٠ مقعد كحد أقصى في هذا التاريخ.',
    ]);
  });

  it('the fewest guests a booking needs, in Arabic', () => {
    expect(COUNTS.map((min) => format(ar, 'ar', 'booking.checkout.tooFewGuests', { min }))).toEqual([
      'يتطلب هذا الحجز ضيفًا واحدًا على الأقل.',
      'يتطلب هذا الحجز ضيفين على الأقل.',
      'يتطلب هذا الحجز ٣ ضيوف على الأقل.',
      'يتطلب هذا الحجز ١١ ضيفًا على الأقل.',
      'يتطلب هذا الحجز ١٠٠ ضيف على الأقل.',
    ]);
  });

  it('the group sizes, in Arabic-Indic digits with the noun agreeing with the largest', () => {
    expect(COUNTS.map((max) => format(ar, 'ar', 'booking.checkout.capacity', { min: 1, max }))).toEqual([
      'مجموعات من ١ إلى ١ ضيف.',
      'مجموعات من ١ إلى ٢ ضيف.',
      'مجموعات من ١ إلى ٣ ضيوف.',
      'مجموعات من ١ إلى ١١ ضيفًا.',
      'مجموعات من ١ إلى ١٠٠ ضيف.',
    ]);
  });

  it('and in English, singular for one', () => {
    expect(format(en, 'en', 'booking.checkout.tooManyGuests', { max: 0 })).toBe('No seats are left on this date.');
    expect(format(en, 'en', 'booking.checkout.tooManyGuests', { max: 1 })).toBe('Only 1 guest can book this date.');
    expect(format(en, 'en', 'booking.checkout.tooManyGuests', { max: 12 })).toBe('At most 12 guests can book this date.');
    expect(format(en, 'en', 'booking.checkout.tooFewGuests', { min: 2 })).toBe('This booking needs at least 2 guests.');
    expect(format(en, 'en', 'booking.checkout.capacity', { min: 1, max: 1 })).toBe('Groups of 1 to 1 guest.');
    expect(format(en, 'en', 'booking.checkout.capacity', { min: 2, max: 1000 })).toBe('Groups of 2 to 1,000 guests.');
  });
});
