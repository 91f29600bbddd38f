/**
 * Arguments that receive plain numbers are formatted by ICU (`{age, number}`), so Arabic pages
 * show Arabic-Indic digits: a bare `{age}` prints the number as JavaScript writes it (Western
 * digits). Arguments passed as already formatted strings (intl.formatNumber, prices) stay bare.
 */
import detailEn from '../../features/experience-detail/i18n/en.json';
import detailAr from '../../features/experience-detail/i18n/ar.json';
import searchEn from '../../features/search/i18n/en.json';
import searchAr from '../../features/search/i18n/ar.json';

const numberArgs: [Record<string, string>, Record<string, string>, string, string[]][] = [
  [detailEn, detailAr, 'discovery.detail.minAge', ['age']],
  [detailEn, detailAr, 'discovery.reviews.showAll', ['count']],
  [searchEn, searchAr, 'discovery.filters.guestAgeHint', ['min', 'max']],
  [detailEn, detailAr, 'discovery.booking.capacity', ['min', 'max']],
];

test.each(numberArgs.map(([en, ar, key, args]) => [key, en, ar, args] as const))('%s formats its numbers', (key, en, ar, args) => {
  for (const text of [en[key], ar[key]]) for (const a of args) expect(text).toMatch(new RegExp(`\\{${a}, (number|plural)`));
});
