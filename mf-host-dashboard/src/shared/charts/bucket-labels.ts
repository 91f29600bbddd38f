import { intlLocaleFor, type Locale } from '@tajriba/i18n';

/**
 * Axis labels of a time series, in the page's language and digits: hours as a 12-hour clock,
 * days as day and month, months as month and year. Day and month buckets are calendar days
 * (no instant), so they are formatted at noon UTC in UTC: the same label in every time zone.
 */
export function bucketLabels(points: readonly { at: string }[], bucket: 'hour' | 'day' | 'month', locale: Locale): string[] {
  const tag = intlLocaleFor(locale);
  if (bucket === 'hour') {
    const fmt = new Intl.DateTimeFormat(tag, { hour: 'numeric', hour12: true, timeZone: 'Asia/Riyadh' });
    return points.map((p) => fmt.format(new Date(p.at)));
  }
  const fmt = new Intl.DateTimeFormat(tag, bucket === 'day' ? { day: 'numeric', month: 'short', timeZone: 'UTC' } : { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return points.map((p) => fmt.format(new Date(`${p.at.slice(0, 10)}T12:00:00Z`)));
}
