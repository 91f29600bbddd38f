export { LOCALES, DEFAULT_LOCALE, isLocale, dirFor, intlLocaleFor, acceptLanguageFor } from './locale';
export type { Locale, Direction } from './locale';
export { mergeMessages, pickMessages, messagesFor, commonCatalogues, commonMessage, formCatalogues } from './messages';
export type { Messages, Catalogues } from './messages';
export { featureCatalogues, libraryCatalogues, loadCatalogue, loadCatalogues, loadFirstCatalogues, loadedMessages, mountFeatureCatalogue, useCatalogues, useLoadedMessages } from './catalogues';
export type { LazyCatalogues, CatalogueSource } from './catalogues';
export { I18nProvider, useLocale } from './provider';
export type { I18nProviderProps } from './provider';
export { useFormatters } from './use-formatters';
export type { Formatters } from './use-formatters';
export { toLatinDigits } from './digits';
export {
  CURRENCY,
  formatSar,
  formatSarCompact,
  formatNumber,
  formatCompact,
  formatPercent,
  formatSignedPercent,
} from './formatters/number';
export {
  MINUTE_MS,
  HOUR_MS,
  DAY_MS,
  RELATIVE_TIME_LIMIT_MS,
  toDate,
  formatDate,
  formatDateTime,
  formatTime,
  formatClockTime,
  formatWeekdayDate,
  formatMonthYear,
  formatHijriDate,
  formatDateWithHijri,
  formatDayLabel,
  formatCalendarDate,
  formatRelativeTime,
  calendarDayDiff,
} from './formatters/date';
export type { DateInput, DateStyle, DateFormatOptions } from './formatters/date';
// Durations are `@tajriba/i18n/duration`: this entry is a shared singleton (never tree-shaken,
// loaded by every first render), and only the detail page and the host wizard format durations.
