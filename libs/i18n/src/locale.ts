export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export type Direction = 'ltr' | 'rtl';
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'ar';
}

export function dirFor(locale: Locale): Direction {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The BCP 47 tag handed to Intl and react-intl.
 *
 * English formats as en-US (the API's Accept-Language is en-US too, and "SAR 1,250.00" reads
 * naturally to Gulf English users). Arabic formats as Saudi Arabic with Arabic-Indic digits
 * (١٢٣), CLDR's default for ar-SA and what Saudi readers see in print and on official
 * documents. The Gregorian calendar is pinned explicitly: some ICU builds default ar-SA to the
 * Umm al-Qura calendar, and every date the API sends is Gregorian; the Hijri date is shown
 * beside it on request (see formatDateWithHijri).
 */
export function intlLocaleFor(locale: Locale): string {
  return locale === 'ar' ? 'ar-SA-u-ca-gregory-nu-arab' : 'en-US';
}

/** The Accept-Language value the API expects for a UI locale. */
export function acceptLanguageFor(locale: Locale): 'ar' | 'en-US' {
  return locale === 'ar' ? 'ar' : 'en-US';
}
