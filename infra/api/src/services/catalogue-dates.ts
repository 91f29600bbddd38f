/**
 * Calendar days in the platform time zone. Saudi Arabia is UTC+3 all year (no daylight saving),
 * so "today" and the minute of the day are computed with a fixed offset.
 */
export const PLATFORM_UTC_OFFSET_MINUTES = 180;

export function platformNow(now: Date): { today: string; minutes: number } {
  const local = new Date(now.getTime() + PLATFORM_UTC_OFFSET_MINUTES * 60_000);
  return { today: local.toISOString().slice(0, 10), minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

const toUtc = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

export function addDays(day: string, n: number): string {
  return new Date(toUtc(day) + n * 86_400_000).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / 86_400_000);
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(day: string): number {
  return new Date(toUtc(day)).getUTCDay();
}

/** A real calendar date (2026-02-30 is not). */
export function isValidDay(day: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(toUtc(day)).toISOString().slice(0, 10) === day;
}
