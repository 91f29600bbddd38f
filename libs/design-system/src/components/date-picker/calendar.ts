/** Pure calendar arithmetic on local-time dates at midnight. */

/** Spec: the picker never goes past the year 2999. */
export const MAX_YEAR = 2999;
export const MIN_YEAR = 1900;

export interface DateRange {
  start: Date | null;
  end: Date | null;
}

export function startOfDay(d: Date): Date {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate());
}

export function startOfMonth(d: Date): Date {
  return new Date(d.getFullYear(), d.getMonth(), 1);
}

export function addDays(d: Date, n: number): Date {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(year, month + 1, 0).getDate();
}

/** Adds months keeping the day where possible (Jan 31 + 1 month → Feb 28/29). */
export function addMonths(d: Date, n: number): Date {
  const target = new Date(d.getFullYear(), d.getMonth() + n, 1);
  const day = Math.min(d.getDate(), daysInMonth(target.getFullYear(), target.getMonth()));
  return new Date(target.getFullYear(), target.getMonth(), day);
}

export function isSameDay(a: Date | null | undefined, b: Date | null | undefined): boolean {
  return !!a && !!b && a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

export function compareDay(a: Date, b: Date): number {
  return startOfDay(a).getTime() - startOfDay(b).getTime();
}

export function clampYear(year: number): number {
  return Math.min(MAX_YEAR, Math.max(MIN_YEAR, year));
}

/** Keeps a date inside [MIN_YEAR-01-01, MAX_YEAR-12-31]. */
export function clampDate(d: Date): Date {
  if (d.getFullYear() > MAX_YEAR) return new Date(MAX_YEAR, 11, 31);
  if (d.getFullYear() < MIN_YEAR) return new Date(MIN_YEAR, 0, 1);
  return d;
}

export function decadeStart(year: number): number {
  return Math.floor(year / 10) * 10;
}

/** Six weeks of days covering `month`, starting on `weekStart` (0 = Sunday). */
export function monthGrid(year: number, month: number, weekStart = 0): Date[][] {
  const first = new Date(year, month, 1);
  const lead = (first.getDay() - weekStart + 7) % 7;
  const start = addDays(first, -lead);
  return Array.from({ length: 6 }, (_w, w) => Array.from({ length: 7 }, (_d, d) => addDays(start, w * 7 + d)));
}

/** First pick sets the start, second the end; a reversed pair is swapped; a third starts over. */
export function nextRange(current: DateRange, picked: Date): DateRange {
  const day = startOfDay(picked);
  if (!current.start || current.end) return { start: day, end: null };
  return compareDay(day, current.start) < 0 ? { start: day, end: current.start } : { start: current.start, end: day };
}

export function isInRange(d: Date, start: Date | null, end: Date | null): boolean {
  if (!start || !end) return false;
  return compareDay(d, start) >= 0 && compareDay(d, end) <= 0;
}
