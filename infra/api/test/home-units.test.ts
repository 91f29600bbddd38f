import { categories } from '../src/seed/catalogue/data/categories';
import { concepts } from '../src/seed/catalogue/data/concepts';
import { illustrationSvg } from '../src/seed/catalogue/illustrations';
import { decodeCursor, durationString, encodeCursor } from '../src/services/catalogue';
import { addDays, daysBetween, platformNow, weekdayOf } from '../src/services/catalogue-dates';
import { normalizeSearch, searchTokens, shortText } from '../src/services/catalogue-text';
import { addOnTotalPrice, feeSignature, priceBreakdown } from '../src/services/pricing';

const fees = { taxRate: 0.15, platformFeeRate: 0.1, serviceFeeMultiplier: 1.05 };

describe('search text normalisation', () => {
  test('folds case, Latin accents, Arabic tashkeel, tatweel and letter variants', () => {
    expect(normalizeSearch('Café CRÈME')).toBe('cafe creme');
    expect(normalizeSearch('جُدَّة')).toBe('جده');
    expect(normalizeSearch('الأحساء')).toBe(normalizeSearch('الاحساء'));
    expect(normalizeSearch('مـــكة')).toBe('مكه');
    expect(normalizeSearch('مستشفى')).toBe('مستشفي');
    expect(normalizeSearch("Ha'il — Al-Ula!")).toBe('hail al ula');
  });
  test('tokens are the words of the normalised query', () => {
    expect(searchTokens('  Desert   CAMP ')).toEqual(['desert', 'camp']);
    expect(searchTokens('!!!')).toEqual([]);
  });
  test('short descriptions are cut at 80 characters on a word boundary', () => {
    const long = 'Leave the city lights behind for a night in a traditional Bedouin tent under the stars of AlUla.';
    const cut = shortText(long, 80);
    expect([...cut].length).toBeLessThanOrEqual(81);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(shortText('Short text.', 80)).toBe('Short text.');
  });
});

describe('pricing', () => {
  test('subtotal = price − tax − platform fee; final = price × multiplier', () => {
    expect(priceBreakdown(199.99, fees)).toEqual({ price: 199.99, taxValue: 30, platfromFees: 20, priceSubTotal: 149.99, finalPrice: 209.99 });
    expect(addOnTotalPrice(55, fees)).toBe(63.25);
    expect(feeSignature(fees)).not.toBe(feeSignature({ ...fees, taxRate: 0.05 }));
  });
});

describe('cursor and durations', () => {
  test('a cursor round-trips and only fits its own sort', () => {
    const c = encodeCursor('priceAsc', { v: '105.00', i: 42 });
    expect(decodeCursor('priceAsc', c)).toEqual({ v: '105.00', i: 42 });
    expect(() => decodeCursor('recommended', c)).toThrow();
    expect(() => decodeCursor('priceAsc', Buffer.from('{"s":"priceAsc","v":"1; drop","i":1}').toString('base64url'))).toThrow();
  });
  test('durations use [d.]hh:mm:ss', () => {
    expect(durationString(90)).toBe('01:30:00');
    expect(durationString(1440 * 3)).toBe('3.00:00:00');
    expect(durationString(0)).toBe('00:00:00');
  });
});

describe('platform calendar (Asia/Riyadh, UTC+3)', () => {
  test('today and the minute of the day', () => {
    expect(platformNow(new Date('2026-06-01T21:30:00Z'))).toEqual({ today: '2026-06-02', minutes: 30 });
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(daysBetween('2026-06-01', '2026-07-01')).toBe(30);
    expect(weekdayOf('2026-06-05')).toBe(5);
  });
});

describe('seed content', () => {
  test('illustrations are deterministic per seed and differ between seeds', () => {
    const c = categories[0];
    expect(illustrationSvg(c.key, c.palettes, 'a')).toBe(illustrationSvg(c.key, c.palettes, 'a'));
    expect(illustrationSvg(c.key, c.palettes, 'a')).not.toBe(illustrationSvg(c.key, c.palettes, 'b'));
    for (const cat of categories) expect(illustrationSvg(cat.key, cat.palettes, 'x')).toMatch(/^<svg [^>]+>.*<\/svg>$/s);
  });
  test('every concept is written in English and Arabic', () => {
    for (const k of concepts) {
      expect(k.en.length).toBeGreaterThan(10);
      expect(k.ar).toMatch(/[\u0600-\u06ff]/);
      expect(k.descAr).toMatch(/[\u0600-\u06ff]/);
      expect(k.descEn.length).toBeGreaterThan(80);
    }
  });
});
