import { IdentityTypeId, WorkTypeId } from '@tajriba/contracts';
import countriesJson from '../data/countries.json';
import timeZonesJson from '../data/time-zones.json';
import type { Lang } from '../lib/i18n';

/** Static reference lists (generated data files plus the small curated enumerations below). */
const L = (lang: Lang) => (lang === 'ar' ? 'ar' : 'en');

export const systemLanguages = [
  { id: 1, code: 'ar', nativeName: 'العربية', names: { ar: 'العربية', en: 'Arabic' } },
  { id: 2, code: 'en-US', nativeName: 'English', names: { ar: 'الإنجليزية', en: 'English' } },
];

/** Languages a host can run an experience in / a user can speak; names from ICU. */
const USER_LANGUAGE_CODES = [
  'ar', 'en', 'fr', 'es', 'de', 'it', 'pt', 'ru', 'tr', 'fa', 'ur', 'hi', 'bn', 'id', 'ms', 'tl', 'zh', 'ja', 'ko', 'sw',
  'am', 'so', 'ha', 'nl', 'sv', 'no', 'da', 'fi', 'pl', 'el', 'he', 'ku', 'ps', 'ta', 'te', 'ml', 'th', 'vi', 'uk', 'ro',
];
export const userLanguages = USER_LANGUAGE_CODES.map((code, i) => ({ id: i + 1, code }));

/** SAR first (prices are in SAR); the Gulf and common travel currencies follow. */
const CURRENCY_CODES = ['SAR', 'AED', 'BHD', 'KWD', 'OMR', 'QAR', 'EGP', 'JOD', 'USD', 'EUR', 'GBP', 'TRY', 'INR', 'PKR', 'MYR', 'IDR'];
export const currencies = CURRENCY_CODES.map((code, i) => ({ id: i + 1, code }));

export const genders = [
  { id: 1, isMale: true, names: { ar: 'ذكر', en: 'Male' } },
  { id: 2, isMale: false, names: { ar: 'أنثى', en: 'Female' } },
];

export const identityTypes = [
  { id: IdentityTypeId.NationalID, key: 'NationalID', saudiOnly: true, names: { ar: 'الهوية الوطنية', en: 'National ID' } },
  { id: IdentityTypeId.DriverLicense, key: 'DriverLicense', saudiOnly: true, names: { ar: 'رخصة القيادة', en: 'Driver licence' } },
  { id: IdentityTypeId.ResidencePermit, key: 'ResidencePermit', saudiOnly: false, names: { ar: 'تصريح الإقامة', en: 'Residence permit' } },
  { id: IdentityTypeId.Passport, key: 'Passport', saudiOnly: false, names: { ar: 'جواز السفر', en: 'Passport' } },
  { id: IdentityTypeId.Saudi, key: 'Saudi', saudiOnly: true, names: { ar: 'هوية سعودية (نفاذ)', en: 'Saudi identity (Nafath)' } },
];

export const workTypes = [
  { id: WorkTypeId.Company, key: 'company', names: { ar: 'شركة أو مؤسسة', en: 'Company or establishment' } },
  { id: WorkTypeId.Freelancer, key: 'freelancer', names: { ar: 'عمل حر', en: 'Freelancer' } },
];

export const countries = countriesJson as { id: number; code2: string; code3: string; nameEn: string; nameAr: string }[];
export const timeZones = timeZonesJson as { id: number; ianaId: string; baseUtcOffset: string; displayNameEn: string; displayNameAr: string }[];

export const localized = {
  systemLanguages: (lang: Lang) => systemLanguages.map((l) => ({ id: l.id, code: l.code, nativeName: l.nativeName, name: l.names[L(lang)] })),
  userLanguages: (lang: Lang) => {
    const dn = new Intl.DisplayNames([L(lang)], { type: 'language' });
    return userLanguages.map((l) => ({ id: l.id, code: l.code, name: dn.of(l.code) ?? l.code }));
  },
  currencies: (lang: Lang) => {
    const dn = new Intl.DisplayNames([L(lang)], { type: 'currency' });
    return currencies.map((c) => ({
      id: c.id,
      code: c.code,
      name: dn.of(c.code) ?? c.code,
      symbol: new Intl.NumberFormat(lang, { style: 'currency', currency: c.code, currencyDisplay: 'narrowSymbol' }).formatToParts(0).find((p) => p.type === 'currency')?.value ?? c.code,
    }));
  },
  genders: (lang: Lang) => genders.map((g) => ({ id: g.id, isMale: g.isMale, name: g.names[L(lang)] })),
  identityTypes: (lang: Lang) => identityTypes.map((t) => ({ id: t.id, key: t.key, saudiOnly: t.saudiOnly, name: t.names[L(lang)] })),
  workTypes: (lang: Lang) => workTypes.map((t) => ({ id: t.id, key: t.key, name: t.names[L(lang)] })),
  countries: (lang: Lang) => {
    const collator = new Intl.Collator(lang);
    return countries
      .map((c) => ({ id: c.id, code2: c.code2, code3: c.code3, name: lang === 'ar' ? c.nameAr : c.nameEn }))
      .sort((a, b) => (a.code2 === 'SA' ? -1 : b.code2 === 'SA' ? 1 : collator.compare(a.name, b.name)));
  },
  timeZones: (lang: Lang) => timeZones.map((z) => ({ id: z.id, ianaId: z.ianaId, baseUtcOffset: z.baseUtcOffset, displayName: lang === 'ar' ? z.displayNameAr : z.displayNameEn })),
};
