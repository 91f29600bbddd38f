import { formatSar, formatSarCompact, formatCompact, formatNumber, formatPercent, formatSignedPercent } from '../formatters/number';

// Intl separates currency and amount with a no-break space and wraps Arabic in direction marks;
// normalising them keeps the assertions about what the reader sees.
const clean = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

describe('SAR amounts', () => {
  it('uses thousands separators and two decimals in English', () => {
    expect(clean(formatSar(1250, 'en'))).toBe('SAR 1,250.00');
    expect(clean(formatSar(0.5, 'en'))).toBe('SAR 0.50');
    expect(clean(formatSar(1234567.891, 'en'))).toBe('SAR 1,234,567.89');
  });
  it('uses Arabic-Indic digits and the riyal sign in Arabic', () => {
    expect(clean(formatSar(1250, 'ar'))).toBe('١٬٢٥٠٫٠٠ ر.س.');
  });
  it('compacts large amounts', () => {
    expect(clean(formatSarCompact(1250, 'en'))).toBe('SAR 1.3K');
    expect(clean(formatSarCompact(999, 'en'))).toBe('SAR 999.00');
    expect(clean(formatSarCompact(2_500_000, 'ar'))).toContain('٢٫٥');
  });
});

describe('numbers', () => {
  it('compacts with K and M in English', () => {
    expect(formatCompact(950, 'en')).toBe('950');
    expect(formatCompact(1250, 'en')).toBe('1.3K');
    expect(formatCompact(2_500_000, 'en')).toBe('2.5M');
  });
  it('compacts with Arabic words in Arabic', () => {
    expect(clean(formatCompact(1250, 'ar'))).toBe('١٫٣ ألف');
    expect(clean(formatCompact(2_500_000, 'ar'))).toBe('٢٫٥ مليون');
  });
  it('formats plain numbers and percentages', () => {
    expect(formatNumber(12345.678, 'en')).toBe('12,345.68');
    expect(formatNumber(3, 'en', 2)).toBe('3.00');
    expect(formatNumber(12345, 'ar')).toBe('١٢٬٣٤٥');
    expect(formatPercent(0.125, 'en')).toBe('12.5%');
    expect(clean(formatPercent(0.5, 'ar'))).toBe('٥٠٪');
    expect(formatSignedPercent(0.1, 'en')).toBe('+10%');
    expect(formatSignedPercent(-0.03, 'en')).toBe('-3%');
  });
});
