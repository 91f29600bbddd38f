import { intlLocaleFor, type Locale } from '../locale';
import { commonMessage } from '../messages';

export type DateInput = Date | string | number;
export type DateStyle = 'short' | 'medium' | 'long' | 'full';

export interface DateFormatOptions {
  /** IANA zone; defaults to the browser's. Pass one for deterministic output (tests, emails). */
  timeZone?: string;
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/** Relative times stop at 3 days (spec: 259200000 ms); older instants show a date. */
export const RELATIVE_TIME_LIMIT_MS = 3 * DAY_MS;

export function toDate(input: DateInput): Date {
  const d = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(d.getTime())) throw new RangeError(`Invalid date: ${String(input)}`);
  return d;
}

const cache = new Map<string, Intl.DateTimeFormat>();
function dtf(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(tag, options);
    cache.set(key, f);
  }
  return f;
}

/** A Gregorian date: short 11/21/2026, medium Nov 21, 2026, long November 21, 2026. */
export function formatDate(input: DateInput, locale: Locale, style: DateStyle = 'medium', options: DateFormatOptions = {}): string {
  return dtf(intlLocaleFor(locale), { dateStyle: style, timeZone: options.timeZone }).format(toDate(input));
}

/** Date and 12-hour time: "Nov 21, 2026, 7:00 PM". */
export function formatDateTime(input: DateInput, locale: Locale, options: DateFormatOptions = {}): string {
  return dtf(intlLocaleFor(locale), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone: options.timeZone,
  }).format(toDate(input));
}

/** The 12-hour clock time of an instant: "7:00 PM" / "٧:٠٠ م". */
export function formatTime(input: DateInput, locale: Locale, options: DateFormatOptions = {}): string {
  return dtf(intlLocaleFor(locale), { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: options.timeZone }).format(toDate(input));
}

const CLOCK_RE = /^([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d+)?)?$/;

/**
 * A wall-clock time from the API ("07:00", "19:30:00") on the 12-hour clock: "7:00 AM".
 * Formatted in UTC on a fixed day so no time zone can shift it.
 */
export function formatClockTime(value: string, locale: Locale): string {
  const m = CLOCK_RE.exec(value.trim());
  if (!m) throw new RangeError(`Invalid clock time: ${value}`);
  const d = new Date(Date.UTC(2000, 0, 1, Number(m[1]), Number(m[2])));
  return dtf(intlLocaleFor(locale), { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' }).format(d);
}

/** Weekday + date: "Sat, Nov 21". */
export function formatWeekdayDate(input: DateInput, locale: Locale, options: DateFormatOptions = {}): string {
  return dtf(intlLocaleFor(locale), { weekday: 'short', month: 'short', day: 'numeric', timeZone: options.timeZone }).format(toDate(input));
}

/** "November 2026" (calendar headers). */
export function formatMonthYear(input: DateInput, locale: Locale, options: DateFormatOptions = {}): string {
  return dtf(intlLocaleFor(locale), { month: 'long', year: 'numeric', timeZone: options.timeZone }).format(toDate(input));
}

/** The Umm al-Qura Hijri date, e.g. "١١ جمادى الآخرة ١٤٤٨ هـ" / "Jumada II 11, 1448 AH". */
export function formatHijriDate(input: DateInput, locale: Locale, options: DateFormatOptions = {}): string {
  const tag = locale === 'ar' ? 'ar-SA-u-ca-islamic-umalqura-nu-arab' : 'en-US-u-ca-islamic-umalqura';
  return dtf(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: options.timeZone }).format(toDate(input));
}

/**
 * Gregorian date with the Umm al-Qura date beside it. By default the Hijri date is added in
 * Arabic only, where Saudi readers expect both; pass `hijri: true` to add it in English too.
 */
export function formatDateWithHijri(
  input: DateInput,
  locale: Locale,
  options: DateFormatOptions & { style?: DateStyle; hijri?: boolean } = {},
): string {
  const gregorian = formatDate(input, locale, options.style ?? 'long', options);
  const withHijri = options.hijri ?? locale === 'ar';
  return withHijri ? `${gregorian} (${formatHijriDate(input, locale, options)})` : gregorian;
}

/** Calendar-day number (days since epoch) of an instant as seen in a time zone. */
function dayNumber(d: Date, timeZone?: string): number {
  const parts = dtf('en-US', { year: 'numeric', month: 'numeric', day: 'numeric', timeZone }).formatToParts(d);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  return Math.round(Date.UTC(get('year'), get('month') - 1, get('day')) / DAY_MS);
}

/** Calendar days from `now` to `input` (0 today, 1 tomorrow, -1 yesterday) in the given zone. */
export function calendarDayDiff(input: DateInput, now: DateInput = Date.now(), options: DateFormatOptions = {}): number {
  return dayNumber(toDate(input), options.timeZone) - dayNumber(toDate(now), options.timeZone);
}

/**
 * A day with its month written out, as the date picker shows a chosen day: "Nov 24, 2026" /
 * "٢٤ نوفمبر ٢٠٢٦". The one format for "which day" next to a calendar, so a booking card never
 * writes the same day two ways (Arabic's medium style is numeric, "٢٤‏/١١‏/٢٠٢٦").
 */
export function formatCalendarDate(input: DateInput, locale: Locale, options: DateFormatOptions = {}): string {
  return dtf(intlLocaleFor(locale), { day: 'numeric', month: 'short', year: 'numeric', timeZone: options.timeZone }).format(toDate(input));
}

/** "Today" / "Tomorrow" / "Yesterday", or the day as the date picker writes it (or in `style`). */
export function formatDayLabel(
  input: DateInput,
  locale: Locale,
  now: DateInput = Date.now(),
  options: DateFormatOptions & { style?: DateStyle } = {},
): string {
  const diff = calendarDayDiff(input, now, options);
  if (diff === 0) return commonMessage(locale, 'i18n.day.today');
  if (diff === 1) return commonMessage(locale, 'i18n.day.tomorrow');
  if (diff === -1) return commonMessage(locale, 'i18n.day.yesterday');
  return options.style ? formatDate(input, locale, options.style, options) : formatCalendarDate(input, locale, options);
}

const rtfCache = new Map<Locale, Intl.RelativeTimeFormat>();
function rtf(locale: Locale): Intl.RelativeTimeFormat {
  let f = rtfCache.get(locale);
  if (!f) {
    f = new Intl.RelativeTimeFormat(intlLocaleFor(locale), { numeric: 'auto' });
    rtfCache.set(locale, f);
  }
  return f;
}

/**
 * Spec relative times: under a minute "now"; then whole minutes, hours, days up to 3 days
 * (259200000 ms); beyond that the date. Works for past and future instants.
 */
export function formatRelativeTime(input: DateInput, locale: Locale, now: DateInput = Date.now(), options: DateFormatOptions = {}): string {
  const diff = toDate(input).getTime() - toDate(now).getTime();
  const abs = Math.abs(diff);
  const sign = diff < 0 ? -1 : 1;
  if (abs < MINUTE_MS) return commonMessage(locale, 'i18n.relative.now');
  if (abs < HOUR_MS) return rtf(locale).format(sign * Math.floor(abs / MINUTE_MS), 'minute');
  if (abs < DAY_MS) return rtf(locale).format(sign * Math.floor(abs / HOUR_MS), 'hour');
  if (abs <= RELATIVE_TIME_LIMIT_MS) return rtf(locale).format(sign * Math.floor(abs / DAY_MS), 'day');
  return formatDate(input, locale, 'medium', options);
}
