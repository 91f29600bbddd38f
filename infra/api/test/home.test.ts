import {
  activitiesResponseSchema,
  availableDaysResponseSchema,
  categoriesResponseSchema,
  citiesResponseSchema,
  envelope,
  experienceDetailSchema,
  experiencesListResponseSchema,
  homePageResponseSchema,
  hostInfoResponseSchema,
  hostReviewsResponseSchema,
  isAvailableResponseSchema,
  ratingsResponseSchema,
  regionsResponseSchema,
  topHostsResponseSchema,
} from '@tajriba/contracts';
import { paged } from '../src/lib/reply';
import { insertRows } from '../src/repositories/catalogue-import';
import { createTestApp, type TestApp } from './helpers/app';
import { catalogueFixture, type CatalogueFixture } from './helpers/catalogue';

let t: TestApp;
let fx: CatalogueFixture;

beforeAll(async () => {
  t = await createTestApp();
  // Monday 1 June 2026, 09:00 in Riyadh
  t.clock.set(new Date('2026-06-01T06:00:00Z'));
  fx = await catalogueFixture(t);
});
afterAll(async () => t.close());

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url, headers });
  return { status: res.statusCode, body: res.json() };
};

describe('reference lists', () => {
  test('categories in the request language', async () => {
    await insertRows(t.database.sql, 'experience_categories', [{ name_en: 'Sea & Diving', name_ar: 'البحر والغوص', icon: 'M2 15h20', sort_order: -1 }]);
    const en = categoriesResponseSchema.parse((await get('/api/Home/ExperiencesCategories')).body);
    const ar = categoriesResponseSchema.parse((await get('/api/Home/ExperiencesCategories', { 'accept-language': 'ar' })).body);
    expect(en.data[0]).toMatchObject({ name: 'Sea & Diving', icon: 'M2 15h20' });
    expect(ar.data[0].name).toBe('البحر والغوص');
  });

  test('city search: English prefix, Arabic with diacritics, alias, typo', async () => {
    const names = async (text: string, lang = 'en') =>
      citiesResponseSchema.parse((await get(`/api/Home/CitiesSearch?Text=${encodeURIComponent(text)}`, { 'accept-language': lang })).body).data.map((c) => c.name);
    expect(await names('jed')).toEqual(['Jeddah']);
    expect(await names('جِدَّة', 'ar')).toEqual(['جدة']);
    expect(await names('jiddah')).toEqual(['Jeddah']);
    expect(await names('riyad')).toContain('Riyadh');
    expect(await names('Dirriyah')).toContain('Diriyah');
  });

  test('regions search lists cities and regions for the search bar', async () => {
    const body = regionsResponseSchema.parse((await get('/api/Home/RegionsSearch?Text=riyadh')).body);
    expect(body.data.map((r) => `${r.kind}:${r.name}`)).toEqual(expect.arrayContaining(['city:Riyadh', 'region:Riyadh Region']));
    const city = body.data.find((r) => r.kind === 'city')!;
    expect(city).toMatchObject({ cityId: fx.cities.riyadh, parentName: 'Riyadh Region' });
    // A region's parent is the country, in the request's language.
    expect(body.data.find((r) => r.kind === 'region')!.parentName).toBe('Saudi Arabia');
    const all = regionsResponseSchema.parse((await get('/api/Home/RegionsSearch?isActive=true')).body);
    expect(all.data.every((r) => r.kind === 'region')).toBe(true);
    expect(all.data.every((r) => r.parentName === 'Saudi Arabia')).toBe(true);
    const ar = regionsResponseSchema.parse((await get('/api/Home/RegionsSearch?isActive=true', { 'accept-language': 'ar' })).body);
    expect(ar.data[0].parentName).toBe('المملكة العربية السعودية');
  });

  test('activities: data.data list of id and name', async () => {
    await insertRows(t.database.sql, 'activities', [
      { name_en: 'Hiking', name_ar: 'المشي', is_active: true },
      { name_en: 'Retired', name_ar: 'متوقف', is_active: false },
    ]);
    const body = activitiesResponseSchema.parse((await get('/api/Activities?IsActive=true')).body);
    expect(body.data.data.map((a) => a.name)).toEqual(['Hiking']);
    const ar = activitiesResponseSchema.parse((await get('/api/Activities?IsActive=true', { 'accept-language': 'ar' })).body);
    expect(ar.data.data[0].name).toBe('المشي');
  });
});

describe('ExperiencesList paging', () => {
  test('cursor pages have no duplicates or gaps, even with equal sort keys, and agree with Page', async () => {
    const cat = await fx.category();
    const ids: number[] = [];
    for (let i = 0; i < 45; i++) ids.push(await fx.experience({ category_id: cat, rank_score: i % 3 === 0 ? 500 : 100, price: 50 + (i % 7) * 10 }));
    for (const sort of ['recommended', 'priceAsc', 'priceDesc', 'rating', 'newest']) {
      const seen: number[] = [];
      let after: string | null = null;
      let pages = 0;
      do {
        const { body } = await get(`/api/Home/ExperiencesList?CateIds=${cat}&SortBy=${sort}${after ? `&After=${after}` : ''}`);
        const page = experiencesListResponseSchema.parse(body);
        expect(page.total).toBe(45);
        expect(page.data.length).toBeLessThanOrEqual(20);
        seen.push(...page.data.map((x) => x.id));
        after = page.after;
        pages++;
      } while (after && pages < 10);
      expect(pages).toBe(3);
      expect(new Set(seen).size).toBe(45);
      expect([...seen].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
      const second = experiencesListResponseSchema.parse((await get(`/api/Home/ExperiencesList?CateIds=${cat}&SortBy=${sort}&Page=2`)).body);
      expect(second.data.map((x) => x.id)).toEqual(seen.slice(20, 40));
    }
    const cheap = experiencesListResponseSchema.parse((await get(`/api/Home/ExperiencesList?CateIds=${cat}&SortBy=priceAsc&Size=5`)).body);
    const prices = cheap.data.map((x) => x.finalPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test('a tampered cursor is a 400, not a 500', async () => {
    const forged = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    for (const after of ['bm90LWEtY3Vyc29y', forged({ s: 'recommended', v: '99999999999', i: 1 }), forged({ s: 'recommended', v: '1', i: 1e12 }), forged({ s: 'priceAsc', v: '1; drop table', i: 1 })]) {
      const res = await get(`/api/Home/ExperiencesList?After=${after}`);
      expect(res.status).toBe(400);
      expect(res.body.fieldsErrors.After).toBeDefined();
    }
    // oversized ids are validation errors too
    for (const q of ['CateIds=99999999999', 'HostsIds=0', 'CityId=3000000000']) expect((await get(`/api/Home/ExperiencesList?${q}`)).status).toBe(400);
    expect((await get('/api/Home/ExperienceRatings/1?PageNumber=1e30')).status).toBe(400);
  });
});

describe('cards and the detail', () => {
  test('only approved experiences are visible', async () => {
    const cat = await fx.category();
    const approved = await fx.experience({ category_id: cat });
    const pending = await fx.experience({ category_id: cat, status_id: 2 });
    const paused = await fx.experience({ category_id: cat, status_id: 6 });
    const listed = experiencesListResponseSchema.parse((await get(`/api/Home/ExperiencesList?CateIds=${cat}`)).body);
    expect(listed.data.map((x) => x.id)).toEqual([approved]);
    for (const id of [pending, paused]) {
      expect((await get(`/api/Home/Experience/${id}`)).status).toBe(404);
      expect((await get(`/api/Home/ExperienceRatings/${id}`)).status).toBe(404);
      expect((await get(`/api/Home/ExperienceAvailableDays/${id}`)).status).toBe(404);
    }
    expect((await get('/api/Home/Experience/999999')).status).toBe(404);
  });

  test('Accept-Language switches names, descriptions and nested texts', async () => {
    const cat = await fx.category();
    const id = await fx.experience({
      category_id: cat,
      name_en: 'Coffee Ceremony',
      name_ar: 'مراسم القهوة',
      guest_bring: { en: 'Nothing', ar: 'لا شيء' },
      included_equipments: [{ en: 'Dallah', ar: 'دلة' }],
    });
    await insertRows(t.database.sql, 'experience_add_ons', [{ experience_id: id, name_en: 'Dates box', name_ar: 'علبة تمر', description_en: 'One kilo', description_ar: 'كيلو واحد', qty: 5, price: 100 }]);
    await insertRows(t.database.sql, 'experience_agenda_entries', [{ experience_id: id, title_en: 'Roasting', title_ar: 'التحميص', duration_minutes: 95 }]);
    const en = envelope(experienceDetailSchema).parse((await get(`/api/Home/Experience/${id}`, { 'accept-language': 'en-US' })).body).data;
    const ar = envelope(experienceDetailSchema).parse((await get(`/api/Home/Experience/${id}`, { 'accept-language': 'ar' })).body).data;
    expect([en.name, ar.name]).toEqual(['Coffee Ceremony', 'مراسم القهوة']);
    expect([en.guestBring, ar.guestBring]).toEqual(['Nothing', 'لا شيء']);
    expect([en.includedEquipments, ar.includedEquipments]).toEqual([['Dallah'], ['دلة']]);
    expect([en.addOns[0].name, ar.addOns[0].name]).toEqual(['Dates box', 'علبة تمر']);
    expect(en.addOns[0].totalPrice).toBe(115);
    expect(en.agendaEntries[0]).toMatchObject({ title: 'Roasting', duration: '01:35:00' });
    const card = experiencesListResponseSchema.parse((await get(`/api/Home/ExperiencesList?CateIds=${cat}`, { 'accept-language': 'ar' })).body).data[0];
    expect(card.name).toBe('مراسم القهوة');
    expect(card.shortDescription.length).toBeLessThanOrEqual(81);
    expect(card.shortDescription.endsWith('…')).toBe(true);
  });

  test('prices follow the configured fees (tax, platform fee, service-fee multiplier)', async () => {
    const id = await fx.experience({ price: 200, private_enabled: true, private_price: 1000, private_capacity_max: 10 });
    const d = envelope(experienceDetailSchema).parse((await get(`/api/Home/Experience/${id}`)).body).data;
    // defaults: TAX_RATE 0.15, PLATFORM_FEE_RATE 0.10, SERVICE_FEE_MULTIPLIER 1.05
    expect(d).toMatchObject({ price: 200, taxValue: 30, platfromFees: 20, priceSubTotal: 150, finalPrice: 210 });
    expect(d).toMatchObject({ privateEventPrice: 1000, privateTaxValue: 150, privatePlatfromFees: 100, privatePriceSubTotal: 750, privateFinalPrice: 1050 });
    // host-only fields never reach guests
    expect(d.coupons).toBeNull();
    expect(d.guestEmails).toBeNull();
  });

  test('type-specific setup: atHost location, atGuest regions, online platform without the link', async () => {
    const atGuest = await fx.experience({ type_id: 2, travel_region_ids: [fx.regions.riyadh], served_city_ids: [fx.cities.riyadh, fx.cities.diriyah], capacity_max: null, private_enabled: true, private_capacity_max: 8 });
    const online = await fx.experience({
      type_id: 3,
      city_id: null,
      online_setup: { platform: 'Zoom', link: 'https://zoom.us/j/secret', laptop: true, timezone: { id: 283, displayNameEn: 'Riyadh', displayNameAr: 'الرياض', baseUtcOffset: '+03:00' } },
    });
    const g = envelope(experienceDetailSchema).parse((await get(`/api/Home/Experience/${atGuest}`)).body).data;
    expect(g.guestLocationSetup?.travelRegions.map((r) => r.name)).toEqual(['Riyadh Region']);
    expect(g.hostLocationSetup).toBeNull();
    const o = envelope(experienceDetailSchema).parse((await get(`/api/Home/Experience/${online}`, { 'accept-language': 'ar' })).body).data;
    expect(o.onlineSetup).toMatchObject({ platform: 'Zoom', link: null, laptop: true, timezone: { id: 283, displayName: 'الرياض' } });
    const h = envelope(experienceDetailSchema).parse((await get(`/api/Home/Experience/${await fx.experience()}`)).body).data;
    expect(h.hostLocationSetup).toMatchObject({ locationName: 'Fixture place', cityName: 'Riyadh' });
  });
});

describe('ratings, hosts and home sections', () => {
  let busy: number;
  beforeAll(async () => {
    const cat = await fx.category();
    busy = await fx.experience({ category_id: cat, created_at: '2025-01-01T00:00:00Z' });
    const reviewer = await t.createUser({ fullName: 'Reviewer One' });
    for (let i = 0; i < 120; i++) await fx.review(busy, reviewer.row.id, i % 10 === 0 ? 4 : 5, `Review ${i}`, new Date(Date.UTC(2026, 0, 1) + i * 3_600_000));
    const quiet = await fx.experience({ category_id: cat, host_id: fx.otherHostId });
    await fx.review(quiet, reviewer.row.id, 3);
    await fx.refreshRatings();
  });

  test('ExperienceRatings pages by 50 with totalRecords, summary and breakdown', async () => {
    const raw = (await get(`/api/Home/ExperienceRatings/${busy}?PageNumber=1`)).body as Record<string, unknown>;
    // The shared paged envelope (as every paged endpoint answers), plus the reviews' summary and breakdown.
    expect(Object.keys(raw).sort()).toEqual([...Object.keys(paged([], 1, 1, 0)), 'summary', 'breakdown'].sort());
    const p1 = ratingsResponseSchema.parse(raw);
    const p3 = ratingsResponseSchema.parse((await get(`/api/Home/ExperienceRatings/${busy}?PageNumber=3&PageSize=50`)).body);
    expect(p1.data).toHaveLength(50);
    expect(p3.data).toHaveLength(20);
    expect(p1.totalRecords).toBe(120);
    expect(p1.totalPages).toBe(3);
    expect(p1.data[0].comment).toBe('Review 119');
    expect(p1.summary).toEqual({ status: 'guestFavourite', rating: 4.9, reviewsCount: 120 });
    expect(p1.breakdown).toEqual([
      { rate: 5, count: 108 },
      { rate: 4, count: 12 },
      { rate: 3, count: 0 },
      { rate: 2, count: 0 },
      { rate: 1, count: 0 },
    ]);
    const card = experiencesListResponseSchema.parse((await get(`/api/Home/ExperiencesList?HostsIds=${fx.hostId}&RateMin=4.5`)).body).data.find((c) => c.id === busy)!;
    expect(card).toMatchObject({ ratingStatus: 'guestFavourite', ratingsCount: 120, ratingsAverage: 4.9, isPopular: true });
  });

  test('a listing with fewer than 3 reviews is "new"', async () => {
    const id = await fx.experience({ created_at: '2024-01-01T00:00:00Z' });
    const d = envelope(experienceDetailSchema).parse((await get(`/api/Home/Experience/${id}`)).body).data;
    expect(d.ratingSummary).toEqual({ status: 'new', rating: null, reviewsCount: 0 });
  });

  test('host info, host reviews and top hosts', async () => {
    const info = hostInfoResponseSchema.parse((await get(`/api/Home/HostInfo/${fx.hostId}`)).body).data;
    expect(info).toMatchObject({ id: fx.hostId, name: 'Fixture Host' });
    expect(info.ratingSummary.reviewsCount).toBe(120);
    const rawReviews = (await get(`/api/Home/HostReviews/${fx.hostId}?PageSize=10`)).body as Record<string, unknown>;
    expect(Object.keys(rawReviews).sort()).toEqual([...Object.keys(paged([], 1, 1, 0)), 'summary'].sort());
    const reviews = hostReviewsResponseSchema.parse(rawReviews);
    expect(reviews.totalPages).toBe(12);
    expect(reviews.totalRecords).toBe(120);
    expect(reviews.data[0].experience.id).toBe(busy);
    const top = topHostsResponseSchema.parse((await get('/api/Home/TopHosts?Limit=5')).body).data;
    expect(top[0].id).toBe(fx.hostId);
    expect(top.map((h) => h.id)).toContain(fx.otherHostId);
    // a user without approved experiences has no public host page
    const guest = await t.createUser();
    expect((await get(`/api/Home/HostInfo/${guest.row.id}`)).status).toBe(404);
  });

  test('Page sections: popular, category, online, newest', async () => {
    const popular = homePageResponseSchema.parse((await get('/api/Home/Page?Section=popular&PageSize=5')).body);
    expect(popular.data.map((x) => x.id)).toContain(busy);
    expect(popular.data.every((x) => x.isPopular)).toBe(true);
    const online = homePageResponseSchema.parse((await get('/api/Home/Page?Section=online')).body);
    expect(online.data.every((x) => x.type.name === 'online')).toBe(true);
    const newest = homePageResponseSchema.parse((await get('/api/Home/Page?Section=newest&PageSize=3&PageNumber=1')).body);
    expect(newest.data.map((x) => x.id)).toEqual([...newest.data.map((x) => x.id)].sort((a, b) => b - a));
    expect(newest.pageNumber).toBe(1);
    expect(newest.totalRecords).toBeGreaterThan(3);
    expect((await get('/api/Home/Page?Section=category')).status).toBe(400);
  });
});

describe('availability (guest §4 "Available date")', () => {
  let id: number;
  beforeAll(async () => {
    // runs Sunday–Thursday, 10 public seats, private groups up to 6; now is Monday 1 June 2026, 09:00
    id = await fx.experience({ weekday_mask: 0b0011111, capacity_max: 10, private_enabled: true, private_capacity_max: 6, private_price: 600, advance_booking_days: 30, guest_cutoff_minutes: 120 });
    await insertRows(t.database.sql, 'experience_time_slots', [{ experience_id: id, start_time: '10:00' }, { experience_id: id, start_time: '17:00' }], { casts: { start_time: 'time' } });
    await insertRows(t.database.sql, 'experience_holidays', [{ experience_id: id, holiday_id: fx.holidayId }]);
    await insertRows(t.database.sql, 'experience_seats', [
      { experience_id: id, day: '2026-06-02', guests_booked: 7, private_booked: false },
      { experience_id: id, day: '2026-06-03', guests_booked: 10, private_booked: false },
      { experience_id: id, day: '2026-06-07', guests_booked: 0, private_booked: true },
    ]);
  });

  test('ExperienceAvailableDays: seat records only for bookable days', async () => {
    const body = availableDaysResponseSchema.parse((await get(`/api/Home/ExperienceAvailableDays/${id}?From=2026-05-30&To=2026-06-14`)).body).data;
    expect(body.today).toBe('2026-06-01');
    expect(body.lastBookableDate).toBe('2026-07-01');
    const byDay = Object.fromEntries(body.seats.map((s) => [s.date, [s.guestAvailableQTY, s.privateGuestAvailableQTY]]));
    // past days: none; today: the 17:00 slot is still after the 2-hour cut-off
    expect(byDay['2026-05-31']).toBeUndefined();
    expect(byDay['2026-06-01']).toEqual([10, 6]);
    expect(byDay['2026-06-02']).toEqual([3, 0]);
    expect(byDay['2026-06-03']).toEqual([0, 0]);
    // Friday and Saturday are not scheduled, 10–12 June is a holiday
    expect(byDay['2026-06-05']).toBeUndefined();
    expect(byDay['2026-06-06']).toBeUndefined();
    expect(byDay['2026-06-07']).toEqual([0, 0]);
    expect(byDay['2026-06-10']).toBeUndefined();
    expect(byDay['2026-06-14']).toEqual([10, 6]);
    expect(body.timeSlots.map((s) => s.time)).toEqual(['10:00:00', '17:00:00']);
  });

  test('IsExperienceAvailable explains why a day does not work', async () => {
    const check = async (q: string) => isAvailableResponseSchema.parse((await get(`/api/Home/IsExperienceAvailable/${id}?${q}`)).body).data;
    expect(await check('Date=2026-06-01&AdultsQTY=2')).toMatchObject({ isAvailable: true, reason: null, timeSlots: [{ time: '17:00:00' }] });
    expect((await check('Date=2026-05-31')).reason).toBe('past');
    expect((await check('Date=2026-06-05')).reason).toBe('notScheduled');
    expect((await check('Date=2026-06-11')).reason).toBe('holiday');
    expect((await check('Date=2026-07-20')).reason).toBe('tooFarAhead');
    expect((await check('Date=2026-06-03')).reason).toBe('soldOut');
    expect(await check('Date=2026-06-02&AdultsQTY=3')).toMatchObject({ isAvailable: true, seats: { guestAvailableQTY: 3 } });
    expect((await check('Date=2026-06-02&AdultsQTY=3&ChildrenQTY=1')).reason).toBe('notEnoughSeats');
    expect((await check('Date=2026-06-02&IsPrivate=true')).reason).toBe('soldOut');
    expect((await check('Date=2026-06-04&IsPrivate=true&AdultsQTY=7')).reason).toBe('aboveMaximum');
    expect((await check('Date=2026-06-04&IsPrivate=true&AdultsQTY=6')).isAvailable).toBe(true);
    const noPrivate = await fx.experience();
    await insertRows(t.database.sql, 'experience_time_slots', [{ experience_id: noPrivate, start_time: '18:00' }], { casts: { start_time: 'time' } });
    const r = isAvailableResponseSchema.parse((await get(`/api/Home/IsExperienceAvailable/${noPrivate}?Date=2026-06-04&IsPrivate=true`)).body).data;
    expect(r.reason).toBe('privateNotOffered');
  });

  test('time moves on: yesterday is past tomorrow', async () => {
    t.clock.set(new Date('2026-06-02T21:30:00Z'));
    try {
      const body = availableDaysResponseSchema.parse((await get(`/api/Home/ExperienceAvailableDays/${id}?From=2026-06-01&To=2026-06-04`)).body).data;
      expect(body.today).toBe('2026-06-03');
      expect(body.seats.map((s) => s.date)).toEqual(['2026-06-03', '2026-06-04']);
    } finally {
      t.clock.set(new Date('2026-06-01T06:00:00Z'));
    }
  });

  test('range validation', async () => {
    expect((await get(`/api/Home/ExperienceAvailableDays/${id}?From=2026-06-10&To=2026-06-01`)).status).toBe(400);
    expect((await get(`/api/Home/ExperienceAvailableDays/${id}?From=2026-06-01&To=2026-12-01`)).status).toBe(400);
    expect((await get(`/api/Home/IsExperienceAvailable/${id}`)).status).toBe(400);
  });
});
