/**
 * Saudi regions (the 13 administrative regions, used for atGuest coverage) and a gazetteer of cities
 * with real coordinates (WGS84, city centres). `key` is a stable seed-only handle.
 */
export interface RegionSeed {
  key: string;
  en: string;
  ar: string;
  lat: number;
  lng: number;
}
export interface CitySeed {
  key: string;
  region: string;
  en: string;
  ar: string;
  lat: number;
  lng: number;
  population: number;
  /** alternative spellings people type (also searchable) */
  aliases?: string[];
}

export const regions: RegionSeed[] = [
  { key: 'riyadh', en: 'Riyadh Region', ar: 'منطقة الرياض', lat: 24.7136, lng: 46.6753 },
  { key: 'makkah', en: 'Makkah Region', ar: 'منطقة مكة المكرمة', lat: 21.4225, lng: 39.8262 },
  { key: 'madinah', en: 'Madinah Region', ar: 'منطقة المدينة المنورة', lat: 24.4686, lng: 39.6142 },
  { key: 'eastern', en: 'Eastern Province', ar: 'المنطقة الشرقية', lat: 26.4207, lng: 50.0888 },
  { key: 'asir', en: 'Asir Region', ar: 'منطقة عسير', lat: 18.2164, lng: 42.5053 },
  { key: 'tabuk', en: 'Tabuk Region', ar: 'منطقة تبوك', lat: 28.3835, lng: 36.5662 },
  { key: 'qassim', en: 'Al-Qassim Region', ar: 'منطقة القصيم', lat: 26.326, lng: 43.975 },
  { key: 'hail', en: "Ha'il Region", ar: 'منطقة حائل', lat: 27.5114, lng: 41.7208 },
  { key: 'northern', en: 'Northern Borders Region', ar: 'منطقة الحدود الشمالية', lat: 30.9753, lng: 41.0381 },
  { key: 'jazan', en: 'Jazan Region', ar: 'منطقة جازان', lat: 16.8894, lng: 42.5706 },
  { key: 'najran', en: 'Najran Region', ar: 'منطقة نجران', lat: 17.5656, lng: 44.2289 },
  { key: 'baha', en: 'Al-Bahah Region', ar: 'منطقة الباحة', lat: 20.0129, lng: 41.4677 },
  { key: 'jouf', en: 'Al-Jouf Region', ar: 'منطقة الجوف', lat: 29.9697, lng: 40.2064 },
];

export const cities: CitySeed[] = [
  { key: 'riyadh', region: 'riyadh', en: 'Riyadh', ar: 'الرياض', lat: 24.7136, lng: 46.6753, population: 7676654, aliases: ['Ar Riyad', 'Riyad'] },
  { key: 'diriyah', region: 'riyadh', en: 'Diriyah', ar: 'الدرعية', lat: 24.7341, lng: 46.5753, population: 46000, aliases: ['Dir\'iyah', 'Ad Diriyah'] },
  { key: 'jeddah', region: 'makkah', en: 'Jeddah', ar: 'جدة', lat: 21.4858, lng: 39.1925, population: 3751722, aliases: ['Jiddah', 'Jedda'] },
  { key: 'makkah', region: 'makkah', en: 'Makkah', ar: 'مكة المكرمة', lat: 21.3891, lng: 39.8579, population: 2427924, aliases: ['Mecca', 'Makkah Al Mukarramah'] },
  { key: 'taif', region: 'makkah', en: 'Taif', ar: 'الطائف', lat: 21.2703, lng: 40.4158, population: 688693, aliases: ['At Taif', 'Ta\'if'] },
  { key: 'madinah', region: 'madinah', en: 'Madinah', ar: 'المدينة المنورة', lat: 24.5247, lng: 39.5692, population: 1477023, aliases: ['Medina', 'Al Madinah'] },
  { key: 'alula', region: 'madinah', en: 'AlUla', ar: 'العلا', lat: 26.6084, lng: 37.9232, population: 45000, aliases: ['Al-Ula', 'Al Ula'] },
  { key: 'yanbu', region: 'madinah', en: 'Yanbu', ar: 'ينبع', lat: 24.0895, lng: 38.0618, population: 320000, aliases: ['Yanbu Al Bahr'] },
  { key: 'dammam', region: 'eastern', en: 'Dammam', ar: 'الدمام', lat: 26.4207, lng: 50.0888, population: 1532300 },
  { key: 'khobar', region: 'eastern', en: 'Khobar', ar: 'الخبر', lat: 26.2172, lng: 50.1971, population: 658550, aliases: ['Al Khobar', 'Al-Khobar'] },
  { key: 'ahsa', region: 'eastern', en: 'Al-Ahsa', ar: 'الأحساء', lat: 25.3833, lng: 49.5833, population: 1220000, aliases: ['Al Hofuf', 'Hofuf', 'Al Hasa'] },
  { key: 'jubail', region: 'eastern', en: 'Jubail', ar: 'الجبيل', lat: 27.0046, lng: 49.646, population: 684531, aliases: ['Al Jubail'] },
  { key: 'abha', region: 'asir', en: 'Abha', ar: 'أبها', lat: 18.2164, lng: 42.5053, population: 236157 },
  { key: 'khamis', region: 'asir', en: 'Khamis Mushait', ar: 'خميس مشيط', lat: 18.3, lng: 42.7333, population: 630000 },
  { key: 'tabuk', region: 'tabuk', en: 'Tabuk', ar: 'تبوك', lat: 28.3835, lng: 36.5662, population: 667000 },
  { key: 'umluj', region: 'tabuk', en: 'Umluj', ar: 'أملج', lat: 25.0213, lng: 37.2685, population: 55000, aliases: ['Umm Lajj'] },
  { key: 'buraydah', region: 'qassim', en: 'Buraydah', ar: 'بريدة', lat: 26.326, lng: 43.975, population: 745000, aliases: ['Buraidah'] },
  { key: 'hail', region: 'hail', en: "Ha'il", ar: 'حائل', lat: 27.5114, lng: 41.7208, population: 412000, aliases: ['Hail', 'Hayil'] },
  { key: 'arar', region: 'northern', en: 'Arar', ar: 'عرعر', lat: 30.9753, lng: 41.0381, population: 191000 },
  { key: 'jazan', region: 'jazan', en: 'Jazan', ar: 'جازان', lat: 16.8894, lng: 42.5706, population: 173000, aliases: ['Jizan', 'Gizan'] },
  { key: 'najran', region: 'najran', en: 'Najran', ar: 'نجران', lat: 17.5656, lng: 44.2289, population: 381000 },
  { key: 'baha', region: 'baha', en: 'Al-Bahah', ar: 'الباحة', lat: 20.0129, lng: 41.4677, population: 95000, aliases: ['Al Baha', 'Baha'] },
  { key: 'sakaka', region: 'jouf', en: 'Sakaka', ar: 'سكاكا', lat: 29.9697, lng: 40.2064, population: 242000 },
];
