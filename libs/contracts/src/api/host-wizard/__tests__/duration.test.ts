import {
  DurationError,
  daysToMonths,
  durationFields,
  durationToMinutes,
  durationToSeconds,
  formatDuration,
  minutesToDuration,
  monthsToDays,
  parseDuration,
  parseStartTime,
} from '../duration';

const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e instanceof DurationError ? e.code : 'other';
  }
  return 'none';
};

describe('duration strings [-][d.]hh:mm:ss[.fffffff]', () => {
  it('reads hours, days, sign and fractions', () => {
    expect(parseDuration('01:00:00')).toEqual({ negative: false, days: 0, hours: 1, minutes: 0, seconds: 0 });
    expect(parseDuration('1.00:00:00')).toEqual({ negative: false, days: 1, hours: 0, minutes: 0, seconds: 0 });
    expect(parseDuration('-2.03:04:05.5')).toEqual({ negative: true, days: 2, hours: 3, minutes: 4, seconds: 5.5 });
    expect(parseDuration('00:00:01.1234567').seconds).toBeCloseTo(1.1234567, 7);
    expect(parseDuration('999.23:59:59').days).toBe(999);
  });

  it('throws a coded error for each wrong part and for a bad format', () => {
    expect(code(() => parseDuration('1000.00:00:00'))).toBe('invalidDays');
    expect(code(() => parseDuration('24:00:00'))).toBe('invalidHours');
    expect(code(() => parseDuration('00:60:00'))).toBe('invalidMinutes');
    expect(code(() => parseDuration('00:00:60'))).toBe('invalidSeconds');
    for (const bad of ['', '1:00', 'abc', '00:00:00.12345678', '1.2.00:00:00', '--01:00:00', ' 01:00:00x']) expect(code(() => parseDuration(bad))).toBe('invalidFormat');
    expect(code(() => parseDuration(undefined as unknown as string))).toBe('invalidFormat');
  });

  it('formats parts back, with days only when non-zero and fractions trimmed', () => {
    expect(formatDuration({ hours: 1 })).toBe('01:00:00');
    expect(formatDuration({ days: 1 })).toBe('1.00:00:00');
    expect(formatDuration({ negative: true, days: 2, hours: 3, minutes: 4, seconds: 5.25 })).toBe('-2.03:04:05.25');
    expect(code(() => formatDuration({ hours: 24 }))).toBe('invalidHours');
    expect(code(() => formatDuration({ minutes: 60 }))).toBe('invalidMinutes');
    expect(code(() => formatDuration({ days: 1000 }))).toBe('invalidDays');
    expect(code(() => formatDuration({ days: 1.5 }))).toBe('invalidDays');
  });

  it('converts to seconds and minutes and from minutes', () => {
    expect(durationToSeconds('1.01:01:01.5')).toBe(90061.5);
    expect(durationToSeconds('-00:01:00')).toBe(-60);
    expect(durationToMinutes('02:30:59')).toBe(150);
    expect(minutesToDuration(1440)).toBe('1.00:00:00');
    expect(minutesToDuration(90)).toBe('01:30:00');
    expect(minutesToDuration(-15)).toBe('-00:15:00');
    expect(durationFields('3.04:05:00')).toEqual({ days: 3, hours: 4, minutes: 5 });
  });

  it('reads start times HH:mm:ss', () => {
    expect(parseStartTime('07:30:00')).toBe(450);
    expect(parseStartTime('23:00')).toBe(1380);
    expect(code(() => parseStartTime('24:00:00'))).toBe('invalidHours');
    expect(code(() => parseStartTime('10:61:00'))).toBe('invalidMinutes');
    expect(code(() => parseStartTime('7:30'))).toBe('invalidFormat');
  });

  it('converts months and days at 30 days per month', () => {
    expect(monthsToDays(0)).toBe(0);
    expect(monthsToDays(11)).toBe(330);
    expect(daysToMonths(90)).toBe(3);
    expect(daysToMonths(45)).toBe(2);
    expect(code(() => monthsToDays(-1))).toBe('invalidMonths');
    expect(code(() => monthsToDays(1.5))).toBe('invalidMonths');
    expect(code(() => daysToMonths(-3))).toBe('invalidDays');
  });
});
