import { render, screen } from '@testing-library/react';
import { I18nProvider, useFormatters, formatDateTime, formatWeekdayDate, formatMonthYear, formatSignedPercent, formatDate } from '../index';
import { formatDurationLabel } from '../formatters/duration';

const clean = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');
const tz = { timeZone: 'Asia/Riyadh' };
const NOW = new Date('2026-11-21T16:30:00Z'); // 19:30 in Riyadh

describe('remaining formatters in both languages', () => {
  it('formats date-times on the 12-hour clock', () => {
    expect(clean(formatDateTime(NOW, 'en', tz))).toBe('Nov 21, 2026, 7:30 PM');
    const ar = clean(formatDateTime(NOW, 'ar', tz));
    expect(ar).toContain('٢١');
    expect(ar).toContain('٧:٣٠');
    expect(ar).toContain('م');
  });
  it('formats weekday dates and month headers', () => {
    expect(formatWeekdayDate(NOW, 'en', tz)).toBe('Sat, Nov 21');
    expect(clean(formatWeekdayDate(NOW, 'ar', tz))).toBe('السبت، ٢١ نوفمبر');
    expect(clean(formatMonthYear(NOW, 'ar', tz))).toBe('نوفمبر ٢٠٢٦');
  });
  it('signs percentage changes', () => {
    expect(clean(formatSignedPercent(0.125, 'ar'))).toBe('+١٢٫٥٪');
  });
});

function Probe({ now }: { now: Date }) {
  const f = useFormatters();
  return (
    <ul>
      <li data-testid="sar">{clean(f.sar(99.5))}</li>
      <li data-testid="compact">{clean(f.compact(1500))}</li>
      <li data-testid="clock">{clean(f.clockTime('07:00'))}</li>
      <li data-testid="relative">{f.relative(new Date(now.getTime() - 30_000), now)}</li>
      <li data-testid="day">{f.dayLabel(new Date(now.getTime() + 86_400_000), now, tz)}</li>
      <li data-testid="date">{clean(f.date(now, 'long', tz))}</li>
      <li data-testid="duration">{clean(formatDurationLabel('01:30:00', f.locale))}</li>
    </ul>
  );
}

describe('useFormatters', () => {
  it('binds English formatters to the provider locale', () => {
    render(
      <I18nProvider locale="en">
        <Probe now={NOW} />
      </I18nProvider>,
    );
    expect(screen.getByTestId('sar')).toHaveTextContent('SAR 99.50');
    expect(screen.getByTestId('compact')).toHaveTextContent('1.5K');
    expect(screen.getByTestId('clock')).toHaveTextContent('7:00 AM');
    expect(screen.getByTestId('relative')).toHaveTextContent('now');
    expect(screen.getByTestId('day')).toHaveTextContent('Tomorrow');
    expect(screen.getByTestId('date')).toHaveTextContent('November 21, 2026');
    expect(screen.getByTestId('duration')).toHaveTextContent('1 hour and 30 minutes');
  });
  it('binds Arabic formatters to the provider locale', () => {
    render(
      <I18nProvider locale="ar">
        <Probe now={NOW} />
      </I18nProvider>,
    );
    expect(screen.getByTestId('sar')).toHaveTextContent('٩٩٫٥٠ ر.س.');
    expect(screen.getByTestId('compact')).toHaveTextContent('١٫٥ ألف');
    expect(screen.getByTestId('clock')).toHaveTextContent('٧:٠٠ ص');
    expect(screen.getByTestId('relative')).toHaveTextContent('الآن');
    expect(screen.getByTestId('day')).toHaveTextContent('غدًا');
    expect(screen.getByTestId('date')).toHaveTextContent(clean(formatDate(NOW, 'ar', 'long', tz)));
    expect(screen.getByTestId('duration').textContent).toMatch(/ساعة/);
  });
});
