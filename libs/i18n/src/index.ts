export { LOCALES, DEFAULT_LOCALE, isLocale, dirFor, intlLocaleFor, acceptLanguageFor } from './locale';
export type { Locale, Direction } from './locale';
export { mergeMessages, pickMessages, messagesFor, commonCatalogues, commonMessage } from './messages';
export type { Messages, Catalogues } from './messages';
export { libraryCatalogues, loadCatalogue, loadCatalogues, loadedMessages, useCatalogues, useLoadedMessages } from './catalogues';
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
  formatRelativeTime,
  calendarDayDiff,
} from './formatters/date';
export type { DateInput, DateStyle, DateFormatOptions } from './formatters/date';
export {
  DurationMessage,
  DurationError,
  DAYS_PER_MONTH,
  MAX_DURATION_DAYS,
  parseDuration,
  formatDuration,
  isDurationString,
  isDurationPartsValid,
  durationToMs,
  msToDuration,
  parseStartTime,
  formatStartTime,
  monthsToDays,
  daysToMonths,
  formatDurationLabel,
} from './formatters/duration';
export type { DurationParts, DurationMessageId } from './formatters/duration';
