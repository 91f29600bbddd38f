/** Calendar-day helpers on `yyyy-MM-dd` strings, in the browser's local calendar. */
const pad = (n: number) => String(n).padStart(2, '0');

export const toDayString = (d: Date): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

export function fromDayString(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d);
}

export function addDaysTo(day: string, n: number): string {
  const d = fromDayString(day);
  d.setDate(d.getDate() + n);
  return toDayString(d);
}

export const todayString = (now: Date = new Date()) => toDayString(now);

/** Spec §2 search bar: presets today, tomorrow and the next 5 days (seven days from today). */
export const DATE_PRESET_DAYS = 7;
export function datePresets(now: Date = new Date()): string[] {
  const today = toDayString(now);
  return Array.from({ length: DATE_PRESET_DAYS }, (_, i) => addDaysTo(today, i));
}
