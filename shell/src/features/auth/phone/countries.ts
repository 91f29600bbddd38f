import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';

/** The phone input starts on Saudi Arabia (§5). */
export const DEFAULT_COUNTRY: CountryCode = 'SA';

/**
 * The one country the phone input leaves out (§5 "excludes one country"): Israel. Saudi
 * Arabia has no diplomatic relations with it, the marketplace neither serves nor pays out
 * there, and the reference product's phone input omits it as well.
 */
export const EXCLUDED_COUNTRY: CountryCode = 'IL';

/** Gulf neighbours most guests and hosts come from are listed first, after Saudi Arabia. */
const PINNED: CountryCode[] = ['SA', 'AE', 'KW', 'QA', 'BH', 'OM', 'JO', 'EG'];

export interface PhoneCountry {
  code: CountryCode;
  callingCode: string;
  name: string;
}

const displayNames = new Map<string, Intl.DisplayNames | null>();
function regionName(code: string, locale: string): string {
  if (!displayNames.has(locale)) {
    try {
      displayNames.set(locale, new Intl.DisplayNames([locale], { type: 'region' }));
    } catch {
      displayNames.set(locale, null);
    }
  }
  return displayNames.get(locale)?.of(code) ?? code;
}

const cache = new Map<string, PhoneCountry[]>();

/** Every dialable country but the excluded one, named in the UI language. */
export function phoneCountries(locale: string): PhoneCountry[] {
  const hit = cache.get(locale);
  if (hit) return hit;
  const all = getCountries()
    .filter((c) => c !== EXCLUDED_COUNTRY)
    .map((code) => ({ code, callingCode: getCountryCallingCode(code), name: regionName(code, locale) }));
  const pinned = PINNED.map((c) => all.find((x) => x.code === c)).filter((x): x is PhoneCountry => !!x);
  const rest = all.filter((c) => !PINNED.includes(c.code)).sort((a, b) => a.name.localeCompare(b.name, locale));
  const list = [...pinned, ...rest];
  cache.set(locale, list);
  return list;
}

export const isSelectableCountry = (code: string | undefined): code is CountryCode =>
  !!code && code !== EXCLUDED_COUNTRY && (getCountries() as string[]).includes(code);
