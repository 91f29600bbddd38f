import {
  DurationError,
  daysToMonths,
  durationToMs,
  formatDuration,
  formatDurationLabel,
  formatStartTime,
  isDurationPartsValid,
  isDurationString,
  monthsToDays,
  msToDuration,
  parseDuration,
  parseStartTime,
} from '../formatters/duration';

const clean = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

function errorId(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    return e instanceof DurationError ? e.messageId : 'not a DurationError';
  }
  return undefined;
}

describe('duration strings [-][d.]hh:mm:ss', () => {
  it('parses the API forms', () => {
    expect(parseDuration('01:00:00')).toEqual({ negative: false, days: 0, hours: 1, minutes: 0, seconds: 0, fraction: '' });
    expect(parseDuration('1.02:30:15')).toMatchObject({ days: 1, hours: 2, minutes: 30, seconds: 15 });
    expect(parseDuration('-00:15:00')).toMatchObject({ negative: true, minutes: 15 });
    expect(parseDuration('999.23:59:59.1234567')).toMatchObject({ days: 999, fraction: '1234567' });
  });
  it('refuses bad strings with message ids', () => {
    expect(errorId(() => parseDuration('1:00'))).toBe('duration.invalidFormat');
    expect(errorId(() => parseDuration('00:00:00.12345678'))).toBe('duration.invalidFormat');
    expect(errorId(() => parseDuration('1000.00:00:00'))).toBe('duration.invalidDays');
    expect(errorId(() => parseDuration('24:00:00'))).toBe('duration.invalidHours');
    expect(errorId(() => parseDuration('00:60:00'))).toBe('duration.invalidMinutes');
    expect(errorId(() => parseDuration('00:00:60'))).toBe('duration.invalidSeconds');
    expect(isDurationString('abc')).toBe(false);
    expect(isDurationString('1.00:00:00')).toBe(true);
  });
  it('formats parts, omitting zero days', () => {
    expect(formatDuration({ days: 0, hours: 1, minutes: 0 })).toBe('01:00:00');
    expect(formatDuration({ days: 1, hours: 0, minutes: 0 })).toBe('1.00:00:00');
    expect(formatDuration({ negative: true, days: 2, hours: 3, minutes: 4, seconds: 5 })).toBe('-2.03:04:05');
    expect(errorId(() => formatDuration({ days: 0, hours: 24, minutes: 0 }))).toBe('duration.invalidHours');
  });
  it('round-trips through milliseconds', () => {
    expect(durationToMs('1.00:00:01.5')).toBe(86_401_500);
    expect(durationToMs('-00:01:00')).toBe(-60_000);
    expect(formatDuration(msToDuration(durationToMs('3.04:05:06')))).toBe('3.04:05:06');
  });
  it('validates the wizard day/hour/minute inputs', () => {
    expect(isDurationPartsValid({ days: 0, hours: 0, minutes: 0 })).toBe(false);
    expect(isDurationPartsValid({ days: 0, hours: 0, minutes: 15 })).toBe(true);
    expect(isDurationPartsValid({ days: 999, hours: 23, minutes: 59 })).toBe(true);
    expect(isDurationPartsValid({ days: 1000, hours: 0, minutes: 0 })).toBe(false);
    expect(isDurationPartsValid({ days: 0, hours: 0, minutes: 60 })).toBe(false);
  });
});

describe('start times HH:mm:ss', () => {
  it('parses and formats', () => {
    expect(parseStartTime('07:30:00')).toEqual({ hours: 7, minutes: 30, seconds: 0 });
    expect(formatStartTime(23, 0)).toBe('23:00:00');
    expect(errorId(() => parseStartTime('7:30'))).toBe('duration.invalidStartTime');
    expect(errorId(() => parseStartTime('24:00:00'))).toBe('duration.invalidStartTime');
    expect(errorId(() => formatStartTime(7, 61))).toBe('duration.invalidStartTime');
  });
});

describe('months and days', () => {
  it('uses 30 days per month', () => {
    expect(monthsToDays(1)).toBe(30);
    expect(monthsToDays(11)).toBe(330);
    expect(daysToMonths(90)).toBe(3);
    expect(daysToMonths(0)).toBe(0);
    expect(errorId(() => monthsToDays(1.5))).toBe('duration.invalidMonths');
    expect(errorId(() => monthsToDays(-1))).toBe('duration.invalidMonths');
    expect(errorId(() => daysToMonths(-3))).toBe('duration.invalidDays');
  });
});

describe('duration labels', () => {
  it('reads naturally in both languages', () => {
    expect(formatDurationLabel('1.02:30:00', 'en')).toBe('1 day, 2 hours, and 30 minutes');
    expect(formatDurationLabel('01:00:00', 'en')).toBe('1 hour');
    expect(clean(formatDurationLabel('02:00:00', 'ar'))).toBe('ساعتان');
    expect(clean(formatDurationLabel('00:45:00', 'ar'))).toBe('٤٥ دقيقة');
  });

  it('has a short form for inputs and lists (never a clock time such as "12:30 AM")', () => {
    expect(formatDurationLabel('00:30:00', 'en', { width: 'short' })).toBe('30 min');
    expect(formatDurationLabel('01:30:00', 'en', { width: 'short' })).toBe('1 hr 30 min');
    expect(formatDurationLabel('00:00:00', 'en', { width: 'short' })).toBe('0 min');
    expect(clean(formatDurationLabel('00:30:00', 'ar', { width: 'short' }))).toBe('٣٠ دقيقة');
    expect(clean(formatDurationLabel('01:30:00', 'ar', { width: 'short' }))).toBe('ساعة و٣٠ دقيقة');
  });
});
