import { intlLocaleFor, type Locale } from '../locale';

export const CURRENCY = 'SAR';

const cache = new Map<string, Intl.NumberFormat>();
function nf(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(intlLocaleFor(locale), options);
    cache.set(key, f);
  }
  return f;
}

/** "SAR 1,250.00" / "‏١٬٢٥٠٫٠٠ ر.س.‏": thousands separators and always 2 decimals. */
export function formatSar(amount: number, locale: Locale): string {
  return nf(locale, { style: 'currency', currency: CURRENCY, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

/** "SAR 1.3K" / "SAR 2.5M" for tight places (map price markers, dashboard cards). */
export function formatSarCompact(amount: number, locale: Locale): string {
  if (Math.abs(amount) < 1000) return formatSar(amount, locale);
  return nf(locale, { style: 'currency', currency: CURRENCY, notation: 'compact', maximumFractionDigits: 1 }).format(amount);
}

/** A plain number with thousands separators; `decimals` fixes the fraction digits. */
export function formatNumber(value: number, locale: Locale, decimals?: number): string {
  return nf(
    locale,
    decimals === undefined ? { maximumFractionDigits: 2 } : { minimumFractionDigits: decimals, maximumFractionDigits: decimals },
  ).format(value);
}

/** K/M compaction: 950 → "950", 1250 → "1.3K", 2_500_000 → "2.5M" (Arabic: "١٫٣ ألف"). */
export function formatCompact(value: number, locale: Locale): string {
  return nf(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/** `ratio` is a fraction: 0.125 → "12.5%". */
export function formatPercent(ratio: number, locale: Locale, maxDecimals = 1): string {
  return nf(locale, { style: 'percent', maximumFractionDigits: maxDecimals }).format(ratio);
}

/** A signed change for stat cards: +12.5% / −3%. */
export function formatSignedPercent(ratio: number, locale: Locale, maxDecimals = 1): string {
  return nf(locale, { style: 'percent', maximumFractionDigits: maxDecimals, signDisplay: 'exceptZero' }).format(ratio);
}
