/**
 * Duration strings of the experience form (host spec §5 "Duration strings"): the .NET TimeSpan text
 * form `[-][d.]hh:mm:ss[.fffffff]` — an optional sign, optional days under 1000 followed by a dot,
 * hours under 24, minutes under 60, seconds under 60 with up to 7 fractional digits. Start times
 * are `HH:mm:ss`. Months convert to days at 30 days per month. Anything else throws a
 * `DurationError` whose `code` names the part that is wrong (the spec's "invalid months, days,
 * hours, minutes, or string format").
 */

export type DurationErrorCode = 'invalidFormat' | 'invalidMonths' | 'invalidDays' | 'invalidHours' | 'invalidMinutes' | 'invalidSeconds';

export class DurationError extends Error {
  constructor(
    readonly code: DurationErrorCode,
    readonly input: unknown,
  ) {
    super(`${code}: ${JSON.stringify(input)}`);
    this.name = 'DurationError';
  }
}

export interface DurationParts {
  negative: boolean;
  days: number;
  hours: number;
  minutes: number;
  /** whole and fractional seconds, e.g. 5.25 */
  seconds: number;
}

export const DAYS_PER_MONTH = 30;
export const MAX_DURATION_DAYS = 999;

const DURATION = /^(-)?(?:(\d+)\.)?(\d{1,2}):(\d{1,2}):(\d{1,2})(?:\.(\d{1,7}))?$/;

/** Splits a duration string; throws `DurationError` for a bad format or a part out of range. */
export function parseDuration(text: string): DurationParts {
  if (typeof text !== 'string') throw new DurationError('invalidFormat', text);
  const m = DURATION.exec(text.trim());
  if (!m) throw new DurationError('invalidFormat', text);
  const days = m[2] === undefined ? 0 : Number(m[2]);
  const hours = Number(m[3]);
  const minutes = Number(m[4]);
  const seconds = Number(m[5]) + (m[6] ? Number(`0.${m[6]}`) : 0);
  if (days > MAX_DURATION_DAYS) throw new DurationError('invalidDays', text);
  if (hours > 23) throw new DurationError('invalidHours', text);
  if (minutes > 59) throw new DurationError('invalidMinutes', text);
  if (Number(m[5]) > 59) throw new DurationError('invalidSeconds', text);
  return { negative: m[1] === '-', days, hours, minutes, seconds };
}

/** True when `text` parses. */
export function isDuration(text: unknown): text is string {
  try {
    parseDuration(text as string);
    return true;
  } catch {
    return false;
  }
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Formats parts as `[-][d.]hh:mm:ss[.fffffff]` (days only when non-zero, fraction only when present). */
export function formatDuration(parts: Partial<DurationParts>): string {
  const { negative = false, days = 0, hours = 0, minutes = 0, seconds = 0 } = parts;
  for (const [v, code, max] of [
    [days, 'invalidDays', MAX_DURATION_DAYS],
    [hours, 'invalidHours', 23],
    [minutes, 'invalidMinutes', 59],
  ] as const) {
    if (!Number.isInteger(v) || v < 0 || v > max) throw new DurationError(code, parts);
  }
  if (!Number.isFinite(seconds) || seconds < 0 || seconds >= 60) throw new DurationError('invalidSeconds', parts);
  const whole = Math.floor(seconds);
  const fraction = Math.round((seconds - whole) * 1e7);
  const frac = fraction ? `.${String(fraction).padStart(7, '0').replace(/0+$/, '')}` : '';
  return `${negative ? '-' : ''}${days ? `${days}.` : ''}${pad2(hours)}:${pad2(minutes)}:${pad2(whole)}${frac}`;
}

/** Total seconds (negative for a negative duration). */
export function durationToSeconds(text: string): number {
  const p = parseDuration(text);
  const total = ((p.days * 24 + p.hours) * 60 + p.minutes) * 60 + p.seconds;
  return p.negative ? -total : total;
}

/** Whole minutes of a duration (seconds dropped); the API stores minutes. */
export function durationToMinutes(text: string): number {
  const s = durationToSeconds(text);
  return s < 0 ? -Math.floor(-s / 60) : Math.floor(s / 60);
}

/** `minutes` as a duration string (e.g. 1440 → `1.00:00:00`, 90 → `01:30:00`). */
export function minutesToDuration(minutes: number): string {
  if (!Number.isInteger(minutes)) throw new DurationError('invalidMinutes', minutes);
  const abs = Math.abs(minutes);
  const days = Math.floor(abs / 1440);
  return formatDuration({ negative: minutes < 0, days, hours: Math.floor((abs % 1440) / 60), minutes: abs % 60 });
}

/** Days, hours and minutes as the form's duration fields edit them (spec: valid if any part is non-zero). */
export function durationFields(text: string): { days: number; hours: number; minutes: number } {
  const p = parseDuration(text);
  return { days: p.days, hours: p.hours, minutes: p.minutes };
}

/** A start time `HH:mm:ss` (or `HH:mm`) as minutes after midnight; throws for anything else. */
export function parseStartTime(text: string): number {
  const m = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(typeof text === 'string' ? text : '');
  if (!m) throw new DurationError('invalidFormat', text);
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23) throw new DurationError('invalidHours', text);
  if (min > 59) throw new DurationError('invalidMinutes', text);
  if (m[3] !== undefined && Number(m[3]) > 59) throw new DurationError('invalidSeconds', text);
  return h * 60 + min;
}

/** Months (0–11, the "how far ahead guests can book" choice) to days at 30 days per month. */
export function monthsToDays(months: number): number {
  if (!Number.isInteger(months) || months < 0 || months > 120) throw new DurationError('invalidMonths', months);
  return months * DAYS_PER_MONTH;
}

/** Days to whole months at 30 days per month (rounded to the nearest month). */
export function daysToMonths(days: number): number {
  if (!Number.isFinite(days) || days < 0) throw new DurationError('invalidDays', days);
  return Math.round(days / DAYS_PER_MONTH);
}
