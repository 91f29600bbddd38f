import {
  formatClockTime,
  formatDate,
  formatDateWithHijri,
  formatDayLabel,
  formatCalendarDate,
  formatHijriDate,
  formatRelativeTime,
  formatTime,
  formatDateTime,
  formatMonthYear,
  RELATIVE_TIME_LIMIT_MS,
} from '../formatters/date';

const clean = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');
const tz = { timeZone: 'Asia/Riyadh' };
// 2026-11-21 12:00 in Riyadh (UTC+3)
const NOW = new Date('2026-11-21T09:00:00Z');

describe('12-hour clock', () => {
  it('turns API wall-clock times into 12-hour times', () => {
    expect(clean(formatClockTime('07:00', 'en'))).toBe('7:00 AM');
    expect(clean(formatClockTime('23:00:00', 'en'))).toBe('11:00 PM');
    expect(clean(formatClockTime('00:30', 'en'))).toBe('12:30 AM');
    expect(clean(formatClockTime('07:00', 'ar'))).toBe('٧:٠٠ ص');
    expect(clean(formatClockTime('19:15', 'ar'))).toBe('٧:١٥ م');
  });
  it('rejects malformed clock times', () => {
    expect(() => formatClockTime('25:00', 'en')).toThrow(RangeError);
    expect(() => formatClockTime('7am', 'en')).toThrow(RangeError);
  });
  it('formats instants in the given zone', () => {
    expect(clean(formatTime(NOW, 'en', tz))).toBe('12:00 PM');
    expect(clean(formatTime(NOW, 'ar', tz))).toBe('١٢:٠٠ م');
    expect(clean(formatDateTime(NOW, 'en', tz))).toBe('Nov 21, 2026, 12:00 PM');
  });
});

describe('dates', () => {
  it('formats Gregorian dates in both languages', () => {
    expect(formatDate(NOW, 'en', 'medium', tz)).toBe('Nov 21, 2026');
    expect(formatDate(NOW, 'en', 'long', tz)).toBe('November 21, 2026');
    expect(clean(formatDate(NOW, 'ar', 'long', tz))).toBe('٢١ نوفمبر ٢٠٢٦');
    expect(formatMonthYear(NOW, 'en', tz)).toBe('November 2026');
  });
  it('accepts ISO strings and rejects invalid input', () => {
    expect(formatDate('2026-01-05T10:00:00Z', 'en', 'short', tz)).toBe('1/5/26');
    expect(() => formatDate('not a date', 'en')).toThrow(RangeError);
  });
  it('shows the Umm al-Qura date beside the Gregorian one in Arabic', () => {
    expect(clean(formatHijriDate(NOW, 'ar', tz))).toBe('١١ جمادى الآخرة ١٤٤٨ هـ');
    expect(clean(formatDateWithHijri(NOW, 'ar', tz))).toBe('٢١ نوفمبر ٢٠٢٦ (١١ جمادى الآخرة ١٤٤٨ هـ)');
    expect(formatDateWithHijri(NOW, 'en', tz)).toBe('November 21, 2026');
    expect(formatDateWithHijri(NOW, 'en', { ...tz, hijri: true })).toMatch(/^November 21, 2026 \(.*1448 AH\)$/);
  });
});

describe('Today / Tomorrow / Yesterday', () => {
  it('labels neighbouring calendar days in the user zone, and dates the rest', () => {
    // 23:00 in Riyadh is still the 21st even though it is close to midnight
    expect(formatDayLabel('2026-11-21T20:00:00Z', 'en', NOW, tz)).toBe('Today');
    expect(formatDayLabel('2026-11-21T21:30:00Z', 'en', NOW, tz)).toBe('Tomorrow');
    expect(formatDayLabel('2026-11-20T08:00:00Z', 'en', NOW, tz)).toBe('Yesterday');
    expect(formatDayLabel('2026-11-24T08:00:00Z', 'en', NOW, tz)).toBe('Nov 24, 2026');
    expect(formatDayLabel(NOW, 'ar', NOW, tz)).toBe('اليوم');
    expect(formatDayLabel('2026-11-22T08:00:00Z', 'ar', NOW, tz)).toBe('غدًا');
    expect(formatDayLabel('2026-11-20T08:00:00Z', 'ar', NOW, tz)).toBe('أمس');
  });

  it('dates other days as the date picker writes a chosen day, month in words (not Arabic\'s numeric medium style)', () => {
    expect(formatDayLabel('2026-11-24T08:00:00Z', 'ar', NOW, tz)).toBe('٢٤ نوفمبر ٢٠٢٦');
    expect(formatCalendarDate('2026-11-24T08:00:00Z', 'ar', tz)).toBe('٢٤ نوفمبر ٢٠٢٦');
    expect(formatCalendarDate('2026-11-24T08:00:00Z', 'en', tz)).toBe('Nov 24, 2026');
    // an explicit style still wins
    expect(clean(formatDayLabel('2026-11-24T08:00:00Z', 'ar', NOW, { ...tz, style: 'short' }))).toMatch(/^٢٤\/١١\/٢٠٢٦$/);
  });
});

describe('relative times', () => {
  const ago = (ms: number) => new Date(NOW.getTime() - ms);
  it('says now under a minute', () => {
    expect(formatRelativeTime(ago(59_000), 'en', NOW)).toBe('now');
    expect(formatRelativeTime(ago(0), 'ar', NOW)).toBe('الآن');
  });
  it('counts whole minutes, hours and days', () => {
    expect(formatRelativeTime(ago(60_000), 'en', NOW)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(5 * 60_000 + 59_000), 'en', NOW)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(90 * 60_000), 'en', NOW)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(2 * 86_400_000), 'en', NOW)).toBe('2 days ago');
    expect(formatRelativeTime(new Date(NOW.getTime() + 3 * 3_600_000), 'en', NOW)).toBe('in 3 hours');
    expect(clean(formatRelativeTime(ago(5 * 60_000), 'ar', NOW))).toBe('قبل ٥ دقائق');
    expect(clean(formatRelativeTime(ago(2 * 3_600_000), 'ar', NOW))).toBe('قبل ساعتين');
  });
  it('shows a date after 3 days (259200000 ms)', () => {
    expect(RELATIVE_TIME_LIMIT_MS).toBe(259_200_000);
    expect(formatRelativeTime(ago(259_200_000), 'en', NOW)).toBe('3 days ago');
    expect(formatRelativeTime(ago(259_200_001), 'en', NOW, tz)).toBe('Nov 18, 2026');
    expect(formatRelativeTime(ago(5 * 86_400_000), 'ar', NOW, tz)).toBe(formatDate(ago(5 * 86_400_000), 'ar', 'medium', tz));
  });
});
