import { useMemo } from 'react';
import { useLocale } from './provider';
import * as num from './formatters/number';
import * as date from './formatters/date';
import type { DateInput, DateStyle, DateFormatOptions } from './formatters/date';

/** The pure formatters bound to the current locale (durations: `formatDurationLabel(value, locale)` from `@tajriba/i18n/duration`). */
export function useFormatters() {
  const { locale } = useLocale();
  return useMemo(
    () => ({
      locale,
      sar: (amount: number) => num.formatSar(amount, locale),
      sarCompact: (amount: number) => num.formatSarCompact(amount, locale),
      number: (value: number, decimals?: number) => num.formatNumber(value, locale, decimals),
      compact: (value: number) => num.formatCompact(value, locale),
      percent: (ratio: number, maxDecimals?: number) => num.formatPercent(ratio, locale, maxDecimals),
      signedPercent: (ratio: number, maxDecimals?: number) => num.formatSignedPercent(ratio, locale, maxDecimals),
      date: (input: DateInput, style?: DateStyle, options?: DateFormatOptions) => date.formatDate(input, locale, style, options),
      dateTime: (input: DateInput, options?: DateFormatOptions) => date.formatDateTime(input, locale, options),
      time: (input: DateInput, options?: DateFormatOptions) => date.formatTime(input, locale, options),
      clockTime: (value: string) => date.formatClockTime(value, locale),
      calendarDate: (input: DateInput, options?: DateFormatOptions) => date.formatCalendarDate(input, locale, options),
      weekdayDate: (input: DateInput, options?: DateFormatOptions) => date.formatWeekdayDate(input, locale, options),
      monthYear: (input: DateInput, options?: DateFormatOptions) => date.formatMonthYear(input, locale, options),
      hijri: (input: DateInput, options?: DateFormatOptions) => date.formatHijriDate(input, locale, options),
      dateWithHijri: (input: DateInput, options?: DateFormatOptions & { style?: DateStyle; hijri?: boolean }) =>
        date.formatDateWithHijri(input, locale, options),
      dayLabel: (input: DateInput, now?: DateInput, options?: DateFormatOptions & { style?: DateStyle }) =>
        date.formatDayLabel(input, locale, now, options),
      relative: (input: DateInput, now?: DateInput, options?: DateFormatOptions) => date.formatRelativeTime(input, locale, now, options),
    }),
    [locale],
  );
}
export type Formatters = ReturnType<typeof useFormatters>;
