import { intlLocaleFor, type Locale } from '../locale';

/**
 * .NET TimeSpan-style durations as the API sends them: `[-][d.]hh:mm:ss[.fffffff]`, plus the
 * wizard's day/hour/minute inputs and the months↔days conversion (30 days per month).
 * Errors carry a message id so the UI can show them in either language.
 */
export const DurationMessage = {
  invalidFormat: 'duration.invalidFormat',
  invalidMonths: 'duration.invalidMonths',
  invalidDays: 'duration.invalidDays',
  invalidHours: 'duration.invalidHours',
  invalidMinutes: 'duration.invalidMinutes',
  invalidSeconds: 'duration.invalidSeconds',
  invalidStartTime: 'duration.invalidStartTime',
} as const;
export type DurationMessageId = (typeof DurationMessage)[keyof typeof DurationMessage];

export class DurationError extends Error {
  constructor(readonly messageId: DurationMessageId, detail?: string) {
    super(detail ? `${messageId}: ${detail}` : messageId);
    this.name = 'DurationError';
  }
}

export const DAYS_PER_MONTH = 30;
export const MAX_DURATION_DAYS = 999;

export interface DurationParts {
  negative?: boolean;
  days: number;
  hours: number;
  minutes: number;
  seconds?: number;
  /** Fractional seconds as written after the dot (up to 7 digits, 100 ns ticks). */
  fraction?: string;
}

const DURATION_RE = /^(-)?(?:(\d+)\.)?(\d{1,2}):(\d{1,2}):(\d{1,2})(?:\.(\d{1,7}))?$/;

function checkInt(value: number, max: number, id: DurationMessageId): void {
  if (!Number.isInteger(value) || value < 0 || value > max) throw new DurationError(id, String(value));
}

function checkParts(p: DurationParts): void {
  checkInt(p.days, MAX_DURATION_DAYS, DurationMessage.invalidDays);
  checkInt(p.hours, 23, DurationMessage.invalidHours);
  checkInt(p.minutes, 59, DurationMessage.invalidMinutes);
  checkInt(p.seconds ?? 0, 59, DurationMessage.invalidSeconds);
}

/** "1.02:30:00" → { days: 1, hours: 2, minutes: 30, seconds: 0 }. Throws DurationError. */
export function parseDuration(value: string): Required<DurationParts> {
  const m = DURATION_RE.exec(value.trim());
  if (!m) throw new DurationError(DurationMessage.invalidFormat, value);
  const parts: Required<DurationParts> = {
    negative: m[1] === '-',
    days: m[2] === undefined ? 0 : Number(m[2]),
    hours: Number(m[3]),
    minutes: Number(m[4]),
    seconds: Number(m[5]),
    fraction: m[6] ?? '',
  };
  checkParts(parts);
  return parts;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** { days: 1, hours: 2, minutes: 30 } → "1.02:30:00"; days are omitted when 0 ("01:00:00"). */
export function formatDuration(parts: DurationParts): string {
  checkParts(parts);
  const sign = parts.negative ? '-' : '';
  const days = parts.days > 0 ? `${parts.days}.` : '';
  const fraction = parts.fraction ? `.${parts.fraction}` : '';
  return `${sign}${days}${pad(parts.hours)}:${pad(parts.minutes)}:${pad(parts.seconds ?? 0)}${fraction}`;
}

export function isDurationString(value: string): boolean {
  try {
    parseDuration(value);
    return true;
  } catch {
    return false;
  }
}

/** Wizard rule: each part in range and at least one part non-zero. */
export function isDurationPartsValid(parts: Pick<DurationParts, 'days' | 'hours' | 'minutes'>): boolean {
  try {
    checkParts({ ...parts, seconds: 0 });
  } catch {
    return false;
  }
  return parts.days + parts.hours + parts.minutes > 0;
}

export function durationToMs(value: string | DurationParts): number {
  const p = typeof value === 'string' ? parseDuration(value) : value;
  const fractionMs = p.fraction ? Number(`0.${p.fraction}`) * 1000 : 0;
  const ms = (((p.days * 24 + p.hours) * 60 + p.minutes) * 60 + (p.seconds ?? 0)) * 1000 + fractionMs;
  return p.negative ? -ms : ms;
}

/** Milliseconds → duration parts (whole seconds; sub-second remainder dropped). */
export function msToDuration(ms: number): Required<DurationParts> {
  if (!Number.isFinite(ms)) throw new DurationError(DurationMessage.invalidFormat, String(ms));
  const negative = ms < 0;
  let s = Math.floor(Math.abs(ms) / 1000);
  const days = Math.floor(s / 86400);
  s -= days * 86400;
  const hours = Math.floor(s / 3600);
  s -= hours * 3600;
  const minutes = Math.floor(s / 60);
  const parts = { negative, days, hours, minutes, seconds: s - minutes * 60, fraction: '' };
  checkParts(parts);
  return parts;
}

const START_TIME_RE = /^(\d{2}):(\d{2}):(\d{2})$/;

/** Start times are "HH:mm:ss" on a 24-hour clock. Throws DurationError(invalidStartTime). */
export function parseStartTime(value: string): { hours: number; minutes: number; seconds: number } {
  const m = START_TIME_RE.exec(value.trim());
  if (!m) throw new DurationError(DurationMessage.invalidStartTime, value);
  const [hours, minutes, seconds] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (hours > 23 || minutes > 59 || seconds > 59) throw new DurationError(DurationMessage.invalidStartTime, value);
  return { hours, minutes, seconds };
}

export function formatStartTime(hours: number, minutes: number, seconds = 0): string {
  if (!Number.isInteger(hours) || hours < 0 || hours > 23 || !Number.isInteger(minutes) || minutes < 0 || minutes > 59 || !Number.isInteger(seconds) || seconds < 0 || seconds > 59) {
    throw new DurationError(DurationMessage.invalidStartTime, `${hours}:${minutes}:${seconds}`);
  }
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

/** Advance booking is stored in days and shown in months (30 days each). */
export function monthsToDays(months: number): number {
  if (!Number.isInteger(months) || months < 0) throw new DurationError(DurationMessage.invalidMonths, String(months));
  return months * DAYS_PER_MONTH;
}

export function daysToMonths(days: number): number {
  if (!Number.isFinite(days) || days < 0) throw new DurationError(DurationMessage.invalidDays, String(days));
  return Math.round(days / DAYS_PER_MONTH);
}

/**
 * A duration as words, never as a clock time. `long` (summaries): "1 day, 2 hours, and 30 minutes"
 * / "يوم و٢ ساعة و٣٠ دقيقة". `short` (beside an input, in lists): "1 hr 30 min" in English; Arabic
 * keeps the full words ("ساعة و٣٠ دقيقة"), as its abbreviations (س، د) do not read as prose.
 */
export function formatDurationLabel(value: string | DurationParts, locale: Locale, options: { width?: 'long' | 'short' } = {}): string {
  const p = typeof value === 'string' ? parseDuration(value) : value;
  const tag = intlLocaleFor(locale);
  const short = options.width === 'short';
  const unitDisplay = short && locale !== 'ar' ? 'short' : 'long';
  const units: Array<[number, 'day' | 'hour' | 'minute']> = [
    [p.days, 'day'],
    [p.hours, 'hour'],
    [p.minutes, 'minute'],
  ];
  const pieces = units
    .filter(([n]) => n > 0)
    .map(([n, unit]) => new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay }).format(n));
  if (pieces.length === 0) pieces.push(new Intl.NumberFormat(tag, { style: 'unit', unit: 'minute', unitDisplay }).format(0));
  return new Intl.ListFormat(tag, short ? { style: 'narrow', type: 'unit' } : { style: 'long', type: 'conjunction' }).format(pieces);
}
