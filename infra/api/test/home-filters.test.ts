import { experiencesListResponseSchema, experiencesMapResponseSchema } from '@tajriba/contracts';
import { insertRows } from '../src/repositories/catalogue-import';
import { createTestApp, type TestApp } from './helpers/app';
import { catalogueFixture, type CatalogueFixture } from './helpers/catalogue';

/**
 * ExperiencesList filters (guest §3 "Search filter parameters"): each filter, applied inside a
 * fresh category, returns exactly the experiences that satisfy it.
 */
let t: TestApp;
let fx: CatalogueFixture;

beforeAll(async () => {
  t = await createTestApp();
  // Monday 1 June 2026, 09:00 in Riyadh
  t.clock.set(new Date('2026-06-01T06:00:00Z'));
  fx = await catalogueFixture(t);
});
afterAll(async () => t.close());

async function list(query: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url: `/api/Home/ExperiencesList?${query}`, headers });
  expect(res.statusCode).toBe(200);
  return experiencesListResponseSchema.parse(res.json());
}

/** Creates `match` and `miss` experiences in a new category and returns the ids the filter keeps. */
async function narrow(match: Record<string, unknown>, miss: Record<string, unknown>, query: string) {
  const cat = await fx.category();
  const a = await fx.experience({ category_id: cat, name_en: 'Match', ...match });
  const b = await fx.experience({ category_id: cat, name_en: 'Miss', ...miss });
  const all = await list(`CateIds=${cat}`);
  expect(all.data.map((x) => x.id).sort()).toEqual([a, b].sort());
  const filtered = await list(`CateIds=${cat}&${query}`);
  return { ids: filtered.data.map((x) => x.id), total: filtered.total, a, b };
}

const cases: [string, Record<string, unknown>, Record<string, unknown>, string][] = [
  ['Types', { type_id: 3, city_id: null }, { type_id: 1 }, 'Types=3'],
  ['RateMin', { ratings_average: 4.6, ratings_count: 10 }, { ratings_average: 3.2, ratings_count: 10 }, 'RateMin=4'],
  ['RateMax', { ratings_average: 3.2, ratings_count: 10 }, { ratings_average: 4.6, ratings_count: 10 }, 'RateMax=4'],
  ['Languages', { languages: ['ar', 'fr'] }, { languages: ['ar', 'en'] }, 'Languages=fr'],
  ['IsPopular', { is_popular: true }, { is_popular: false }, 'IsPopular=true'],
  ['IsPrivateEvent', { private_enabled: true, private_capacity_max: 12, private_price: 900 }, { private_enabled: false }, 'IsPrivateEvent=true'],
  ['PriceMin', { price: 400 }, { price: 100 }, 'PriceMin=300'],
  ['PriceMax', { price: 100 }, { price: 400 }, 'PriceMax=300'],
  ['TransportationFeesIncluded', { provides_transportation: true, transportation_included: true }, { provides_transportation: true, transportation_included: false, transportation_fees: 80 }, 'TransportationFeesIncluded=true'],
  ['HasDiscounts', { has_discounts: true, discounts: [{ id: 1, type: 'percentage', value: 10, groupSizeMin: 4, groupSizeMax: 10 }] }, { has_discounts: false }, 'HasDiscounts=true'],
  ['IncludeFood', { included_food: ['lunch'] }, { included_food: [] }, 'IncludeFood=true'],
  ['IncludeDrinks', { included_drinks: ['coffee'] }, { included_drinks: [] }, 'IncludeDrinks=true'],
  ['IncludeEquipments', { included_equipments: [{ en: 'Tent', ar: 'خيمة' }] }, { included_equipments: [] }, 'IncludeEquipments=true'],
  ['IsCancellationPolicyDay', { cancellation_policy: 1 }, { cancellation_policy: 3 }, 'IsCancellationPolicyDay=true'],
  ['IsCancellationPolicyDayThree', { cancellation_policy: 2 }, { cancellation_policy: 1 }, 'IsCancellationPolicyDayThree=true'],
  ['IsCancellationPolicyDayFive', { cancellation_policy: 3 }, { cancellation_policy: 2 }, 'IsCancellationPolicyDayFive=true'],
  ['InstantBooking', { instant_booking: true }, { instant_booking: false }, 'InstantBooking=true'],
  ['GuestMinimumAge', { guest_min_age: 8 }, { guest_min_age: 16 }, 'GuestMinimumAge=10'],
  ['GuestCanBringUnder2YearsOld', { guest_under2_allowed: true }, { guest_under2_allowed: false }, 'GuestCanBringUnder2YearsOld=true'],
  ['IsAccessible', { is_accessible: true }, { is_accessible: false }, 'IsAccessible=true'],
  ['GuestIsMale', { guest_is_male: true }, { guest_is_male: false }, 'GuestIsMale=true'],
  ['GuestIsFemale', { guest_is_female: true }, { guest_is_female: false }, 'GuestIsFemale=true'],
  ['CityId', { city_id: 0 }, {}, ''],
  ['CityName (English)', { city_id: 0 }, {}, 'CityName=Jeddah'],
  ['CityName (Arabic, with tashkeel)', { city_id: 0 }, {}, `CityName=${encodeURIComponent('جُدَّة')}`],
  ['Title (English, case and accents ignored)', { name_en: 'Falconry at Dawn' }, { name_en: 'Pottery' }, 'Title=FALCÖNRY'],
  ['Title (Arabic, hamza folded)', { name_ar: 'تجربة الصقارة في الأحساء' }, { name_ar: 'درس الفخار' }, `Title=${encodeURIComponent('الاحساء')}`],
  ['AdultsQTY + ChildrenQTY (capacity)', { capacity_max: 8 }, { capacity_max: 4 }, 'AdultsQTY=3&ChildrenQTY=3'],
  ['HostsIds', {}, { host_id: -1 }, 'HostsIds=0'],
];

describe('ExperiencesList filters narrow the results', () => {
  test.each(cases)('%s', async (name, match, miss, query) => {
    let q = query;
    const m = { ...match };
    const x = { ...miss };
    if (name === 'CityId') {
      m.city_id = fx.cities.jeddah;
      m.served_city_ids = [fx.cities.jeddah];
      q = `CityId=${fx.cities.jeddah}`;
    }
    if (name.startsWith('CityName')) {
      m.city_id = fx.cities.jeddah;
      m.served_city_ids = [fx.cities.jeddah];
    }
    if (name.startsWith('Title')) {
      m.search_text = undefined;
    }
    if (name === 'HostsIds') {
      x.host_id = fx.otherHostId;
      q = `HostsIds=${fx.hostId}`;
    }
    // the fixture derives search_text from the names unless told otherwise
    for (const o of [m, x]) if (o.search_text === undefined) delete o.search_text;
    const { ids, total, a } = await narrow(m, x, q);
    expect(ids).toEqual([a]);
    expect(total).toBe(1);
  });

  test('array filters take repeated keys (Types=1&Types=3)', async () => {
    const cat = await fx.category();
    const a = await fx.experience({ category_id: cat, type_id: 1 });
    const b = await fx.experience({ category_id: cat, type_id: 2, capacity_max: null, capacity_min: null, private_enabled: true, private_capacity_max: 8 });
    const c = await fx.experience({ category_id: cat, type_id: 3, city_id: null });
    const res = await list(`CateIds=${cat}&Types=1&Types=3`);
    expect(res.data.map((x) => x.id).sort()).toEqual([a, c].sort());
    expect(res.data.map((x) => x.id)).not.toContain(b);
  });

  test('GuestMinimumAge below 2 does not narrow', async () => {
    const cat = await fx.category();
    await fx.experience({ category_id: cat, guest_min_age: 2 });
    await fx.experience({ category_id: cat, guest_min_age: 18 });
    expect((await list(`CateIds=${cat}&GuestMinimumAge=1`)).total).toBe(2);
  });

  test('a false boolean filter means "any"', async () => {
    const cat = await fx.category();
    await fx.experience({ category_id: cat, instant_booking: true });
    await fx.experience({ category_id: cat, instant_booking: false });
    expect((await list(`CateIds=${cat}&InstantBooking=false`)).total).toBe(2);
  });

  test('atGuest experiences match every city of the regions they cover', async () => {
    const cat = await fx.category();
    const atGuest = await fx.experience({
      category_id: cat,
      type_id: 2,
      city_id: fx.cities.riyadh,
      served_city_ids: [fx.cities.riyadh, fx.cities.diriyah],
      travel_region_ids: [fx.regions.riyadh],
      capacity_max: null,
      capacity_min: null,
      private_enabled: true,
      private_capacity_max: 10,
    });
    await fx.experience({ category_id: cat, city_id: fx.cities.jeddah, served_city_ids: [fx.cities.jeddah] });
    expect((await list(`CateIds=${cat}&CityId=${fx.cities.diriyah}`)).data.map((x) => x.id)).toEqual([atGuest]);
    // a region name matches its cities
    expect((await list(`CateIds=${cat}&CityName=${encodeURIComponent('Riyadh Region')}`)).data.map((x) => x.id)).toEqual([atGuest]);
  });

  test('an unknown city name matches nothing', async () => {
    const cat = await fx.category();
    await fx.experience({ category_id: cat });
    expect((await list(`CateIds=${cat}&CityName=Atlantis`)).total).toBe(0);
  });

  describe('Date, guests and private', () => {
    // 2026-06-02 is a Tuesday (weekday 2)
    const tuesday = '2026-06-02';
    test('runs that weekday', async () => {
      const { ids, a } = await narrow({ weekday_mask: 1 << 2 }, { weekday_mask: 1 << 3 }, `Date=${tuesday}`);
      expect(ids).toEqual([a]);
    });
    test('not on one of its holidays', async () => {
      const cat = await fx.category();
      const a = await fx.experience({ category_id: cat });
      const b = await fx.experience({ category_id: cat });
      await insertRows(t.database.sql, 'experience_holidays', [{ experience_id: b, holiday_id: fx.holidayId }]);
      expect((await list(`CateIds=${cat}&Date=2026-06-11`)).data.map((x) => x.id)).toEqual([a]);
      expect((await list(`CateIds=${cat}&Date=2026-06-13`)).total).toBe(2);
    });
    test('enough seats left for the guests', async () => {
      const cat = await fx.category();
      const a = await fx.experience({ category_id: cat, capacity_max: 10 });
      const b = await fx.experience({ category_id: cat, capacity_max: 10 });
      await insertRows(t.database.sql, 'experience_seats', [
        { experience_id: a, day: tuesday, guests_booked: 2, private_booked: false },
        { experience_id: b, day: tuesday, guests_booked: 8, private_booked: false },
      ]);
      expect((await list(`CateIds=${cat}&Date=${tuesday}&AdultsQTY=2&ChildrenQTY=1`)).data.map((x) => x.id)).toEqual([a]);
      expect((await list(`CateIds=${cat}&Date=${tuesday}&AdultsQTY=2`)).total).toBe(2);
    });
    test('private: private capacity and a free day', async () => {
      const cat = await fx.category();
      const a = await fx.experience({ category_id: cat, private_enabled: true, private_capacity_max: 12, private_price: 800 });
      const b = await fx.experience({ category_id: cat, private_enabled: true, private_capacity_max: 12, private_price: 800 });
      const c = await fx.experience({ category_id: cat, private_enabled: true, private_capacity_max: 4, private_price: 800 });
      await insertRows(t.database.sql, 'experience_seats', [{ experience_id: b, day: tuesday, guests_booked: 1, private_booked: false }]);
      expect((await list(`CateIds=${cat}&Date=${tuesday}&IsPrivateEvent=true&AdultsQTY=6`)).data.map((x) => x.id)).toEqual([a]);
      expect((await list(`CateIds=${cat}&Date=${tuesday}&IsPrivateEvent=true&AdultsQTY=3`)).data.map((x) => x.id).sort()).toEqual([a, c].sort());
    });
    test('a privately booked day is closed to public guests', async () => {
      const cat = await fx.category();
      const a = await fx.experience({ category_id: cat });
      const b = await fx.experience({ category_id: cat });
      await insertRows(t.database.sql, 'experience_seats', [{ experience_id: b, day: tuesday, guests_booked: 0, private_booked: true }]);
      expect((await list(`CateIds=${cat}&Date=${tuesday}`)).data.map((x) => x.id)).toEqual([a]);
    });
    test('past days and days beyond the booking window match nothing', async () => {
      const cat = await fx.category();
      await fx.experience({ category_id: cat, advance_booking_days: 30 });
      expect((await list(`CateIds=${cat}&Date=2026-05-31`)).total).toBe(0);
      expect((await list(`CateIds=${cat}&Date=2026-07-15`)).total).toBe(0);
      expect((await list(`CateIds=${cat}&Date=2026-06-20`)).total).toBe(1);
    });
    test('today needs a time slot still open after the cut-off', async () => {
      const cat = await fx.category();
      const late = await fx.experience({ category_id: cat, guest_cutoff_minutes: 60 });
      const early = await fx.experience({ category_id: cat, guest_cutoff_minutes: 60 });
      // now is 09:00 in Riyadh: 09:30 is inside the 60-minute cut-off, 18:00 is not
      await insertRows(t.database.sql, 'experience_time_slots', [
        { experience_id: late, start_time: '18:00' },
        { experience_id: early, start_time: '09:30' },
      ], { casts: { start_time: 'time' } });
      expect((await list(`CateIds=${cat}&Date=2026-06-01`)).data.map((x) => x.id)).toEqual([late]);
    });
  });

  test('invalid filter values are 400 with field errors', async () => {
    for (const q of ['RateMin=9', 'Date=2026-02-30', 'Date=01%2F06%2F2026', 'Types=7', 'Languages=xx', 'Size=500', 'PriceMin=-1']) {
      const res = await t.app.inject({ url: `/api/Home/ExperiencesList?${q}` });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.succeeded).toBe(false);
      expect(Object.keys(body.fieldsErrors).length).toBeGreaterThan(0);
    }
  });

  test('the map returns points inside the bounds with price, and applies the same filters', async () => {
    const cat = await fx.category();
    const inside = await fx.experience({ category_id: cat, latitude: 24.7, longitude: 46.7, price: 200 });
    await fx.experience({ category_id: cat, latitude: 21.5, longitude: 39.2 });
    await fx.experience({ category_id: cat, type_id: 3, city_id: null, latitude: null, longitude: null });
    const res = await t.app.inject({ url: `/api/Home/ExperiencesMap?CateIds=${cat}&SwLat=24&SwLng=46&NeLat=25.5&NeLng=47.5` });
    expect(res.statusCode).toBe(200);
    const body = experiencesMapResponseSchema.parse(res.json());
    expect(body.data.map((p) => p.id)).toEqual([inside]);
    expect(body.total).toBe(1);
    expect(body.data[0].finalPrice).toBe(210);
    const all = experiencesMapResponseSchema.parse((await t.app.inject({ url: `/api/Home/ExperiencesMap?CateIds=${cat}` })).json());
    // online experiences have no place on the map
    expect(all.total).toBe(2);
    const priced = experiencesMapResponseSchema.parse((await t.app.inject({ url: `/api/Home/ExperiencesMap?CateIds=${cat}&PriceMin=150` })).json());
    expect(priced.data.map((p) => p.id)).toEqual([inside]);
    expect((await t.app.inject({ url: '/api/Home/ExperiencesMap?SwLat=30&SwLng=46&NeLat=20&NeLng=47' })).statusCode).toBe(400);
  });
});
