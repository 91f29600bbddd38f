import { RoleId } from '@tajriba/contracts';
import { insertRows } from '../../src/repositories/catalogue-import';
import { catalogueRepository } from '../../src/repositories/catalogue';
import { normalizeSearch } from '../../src/services/catalogue-text';
import { finalPriceOf } from '../../src/services/pricing';
import type { TestApp } from './app';

/**
 * Small catalogue fixtures for discovery tests: three cities in two regions, and an
 * `experience()` factory with complete defaults that each test overrides.
 */
export interface CatalogueFixture {
  hostId: number;
  otherHostId: number;
  cities: { riyadh: number; diriyah: number; jeddah: number };
  regions: { riyadh: number; makkah: number };
  holidayId: number;
  /** A fresh category per call keeps tests independent inside one database. */
  category(name?: string): Promise<number>;
  experience(overrides?: Record<string, unknown>): Promise<number>;
  review(experienceId: number, userId: number, rate: number, comment?: string, at?: Date): Promise<void>;
  refreshRatings(): Promise<void>;
}

let categorySeq = 0;

export async function catalogueFixture(t: TestApp): Promise<CatalogueFixture> {
  const sql = t.database.sql;
  const host = await t.createUser({ roles: [RoleId.Guest, RoleId.Host], currentRole: RoleId.Host, fullName: 'Fixture Host' });
  const other = await t.createUser({ roles: [RoleId.Guest, RoleId.Host], currentRole: RoleId.Host, fullName: 'Other Host' });
  const [r1, r2] = await insertRows(
    sql,
    'regions',
    [
      { name_en: 'Riyadh Region', name_ar: 'منطقة الرياض', search_text: normalizeSearch('Riyadh Region منطقة الرياض'), latitude: 24.7, longitude: 46.7 },
      { name_en: 'Makkah Region', name_ar: 'منطقة مكة المكرمة', search_text: normalizeSearch('Makkah Region منطقة مكة المكرمة'), latitude: 21.4, longitude: 39.8 },
    ],
    { returning: 'id' },
  );
  const [c1, c2, c3] = await insertRows(
    sql,
    'cities',
    [
      { region_id: r1.id, name_en: 'Riyadh', name_ar: 'الرياض', search_text: normalizeSearch('Riyadh الرياض Riyad'), latitude: 24.7136, longitude: 46.6753, population: 7000000 },
      { region_id: r1.id, name_en: 'Diriyah', name_ar: 'الدرعية', search_text: normalizeSearch('Diriyah الدرعية'), latitude: 24.7341, longitude: 46.5753, population: 46000 },
      { region_id: r2.id, name_en: 'Jeddah', name_ar: 'جدة', search_text: normalizeSearch('Jeddah جدة Jiddah'), latitude: 21.4858, longitude: 39.1925, population: 3700000 },
    ],
    { returning: 'id' },
  );
  const [holiday] = await insertRows(sql, 'holidays', [{ name_en: 'Test Holiday', name_ar: 'إجازة اختبار', from_date: '2026-06-10', to_date: '2026-06-12' }], {
    returning: 'id',
  });
  const cities = { riyadh: c1.id as number, diriyah: c2.id as number, jeddah: c3.id as number };
  const fees = t.config.fees;
  let defaultCategory: number | null = null;

  const category = async (name = `Category ${++categorySeq}`) => {
    const [c] = await insertRows(sql, 'experience_categories', [{ name_en: name, name_ar: `فئة ${categorySeq}`, icon: 'M2 2h20v20H2z' }], { returning: 'id' });
    return c.id as number;
  };

  const experience = async (overrides: Record<string, unknown> = {}) => {
    defaultCategory ??= await category('Default');
    const price = (overrides.price as number | undefined) ?? 100;
    const nameEn = (overrides.name_en as string | undefined) ?? 'Fixture experience';
    const nameAr = (overrides.name_ar as string | undefined) ?? 'تجربة اختبار';
    const cityId = overrides.city_id === undefined ? cities.riyadh : (overrides.city_id as number | null);
    const typeId = (overrides.type_id as number | undefined) ?? 1;
    const row: Record<string, unknown> = {
      host_id: host.row.id,
      status_id: 5,
      type_id: typeId,
      category_id: defaultCategory,
      name_en: nameEn,
      name_ar: nameAr,
      description_en: 'A long enough English description of a fixture experience, well past the eighty characters of a card.',
      description_ar: 'وصف عربي طويل بما يكفي لتجربة اختبارية يتجاوز ثمانين حرفاً في البطاقة حتى يظهر القطع بوضوح.',
      keywords_en: [],
      keywords_ar: [],
      languages: ['ar', 'en'],
      search_text: normalizeSearch(`${nameEn} ${nameAr}`),
      city_id: cityId,
      served_city_ids: typeId === 3 || cityId === null ? [] : [cityId],
      latitude: typeId === 3 ? null : 24.7136,
      longitude: typeId === 3 ? null : 46.6753,
      location_en: 'Fixture place',
      location_ar: 'مكان الاختبار',
      image_paths: ['/files/00000000-0000-4000-a000-000000000001'],
      weekday_mask: 127,
      advance_booking_days: 90,
      capacity_min: 1,
      capacity_max: 10,
      price,
      final_price: finalPriceOf(price, fees),
      ...overrides,
    };
    if (row.private_price !== undefined && row.private_price !== null && overrides.private_final_price === undefined) {
      row.private_final_price = finalPriceOf(row.private_price as number, fees);
    }
    const [e] = await insertRows(sql, 'experiences', [row], {
      casts: { host_location: 'jsonb', online_setup: 'jsonb', discounts: 'jsonb', included_equipments: 'jsonb', created_at: 'timestamptz' },
      returning: 'id',
    });
    return e.id as number;
  };

  return {
    hostId: host.row.id,
    otherHostId: other.row.id,
    cities,
    regions: { riyadh: r1.id as number, makkah: r2.id as number },
    holidayId: holiday.id as number,
    category,
    experience,
    async review(experienceId, userId, rate, comment = 'Great', at = new Date()) {
      await insertRows(sql, 'experience_reviews', [{ experience_id: experienceId, user_id: userId, rate, comment, created_at: at.toISOString() }], {
        casts: { created_at: 'timestamptz' },
      });
    },
    refreshRatings: () => catalogueRepository(sql).refreshRatings(),
  };
}
