import type { Locale } from './discovery';

/** The Intl locale the UI formats numbers with (libs/i18n intlLocaleFor): Node's plain `ar` writes Western digits. */
const numberLocale = (locale: Locale) => (locale === 'ar' ? 'ar-SA-u-ca-gregory-nu-arab' : 'en-US');

/** One language of the catalogues a journey reads its strings from (an area's root and features). */
export type JourneyCatalogues = Record<Locale, Record<string, string>>;

/**
 * The one way journeys read the UI's strings: `messageLookup(catalogues)` gives the area's lookup
 * (`msg`, `amsg`, `bmsg`, …). An id missing from the catalogue fails at once (the page would show
 * it untranslated, or the journey asks for the wrong area's string); `{name}` values are filled in,
 * `{n, number}` ones written in the page's digits (Arabic-Indic in Arabic), as the page writes them;
 * ICU plural and select messages are refused: journeys assert those through the data (counts,
 * names) rather than re-implement ICU.
 */
export function messageLookup(catalogues: JourneyCatalogues): (locale: Locale, id: string, values?: Record<string, string | number>) => string {
  return (locale, id, values = {}) => {
    const text = catalogues[locale][id];
    if (text === undefined) throw new Error(`no message ${id} in the ${locale} catalogue`);
    if (/\{\w+,\s*(plural|select)/.test(text)) throw new Error(`${id} is an ICU plural/select message; assert it another way`);
    return text.replace(/\{(\w+)(,\s*number)?\}/g, (whole, k: string, number?: string) => {
      if (!(k in values)) return whole;
      return number ? new Intl.NumberFormat(numberLocale(locale)).format(Number(values[k])) : String(values[k]);
    });
  };
}
