import { emptyFilters, parseSearchParams, toApiQuery, toSearchParams, type SearchFilters } from '../search-params';

const full: SearchFilters = {
  query: 'coffee',
  types: [1, 3],
  cityId: 12,
  cityName: 'Riyadh',
  date: '2026-12-03',
  adults: 3,
  children: 2,
  categories: [4, 7],
  private: true,
  popular: true,
  hostsIds: [21, 22],
  rateMin: 4,
  rateMax: 5,
  languages: ['ar', 'fr'],
  priceMin: 100,
  priceMax: 900,
  guestMin: 12,
  transportation: true,
  discount: true,
  food: true,
  drinks: true,
  equipments: true,
  instantBooking: true,
  kidsAllowed: true,
  accessible: true,
  gender: 'female',
  cancellationDay: true,
  cancellationDayThree: true,
  cancellationDayFive: true,
  page: 3,
};

describe('address bar ↔ filters', () => {
  it('writes every filter under its spec name and reads back the same search', () => {
    const sp = toSearchParams(full);
    expect(Object.fromEntries(sp)).toEqual({
      query: 'coffee',
      types: '1,3',
      cityid: '12',
      cityname: 'Riyadh',
      date: '2026-12-03',
      adults: '3',
      children: '2',
      categories: '4,7',
      hostsids: '21,22',
      ratemin: '4',
      ratemax: '5',
      languages: 'ar,fr',
      pricemin: '100',
      pricemax: '900',
      guestmin: '12',
      gender: 'female',
      private: 'true',
      popular: 'true',
      transportation: 'true',
      discount: 'true',
      food: 'true',
      drinks: 'true',
      equipments: 'true',
      instantbooking: 'true',
      kidsallowed: 'true',
      accessible: 'true',
      cancellationday: 'true',
      cancellationdaythree: 'true',
      cancellationdayfive: 'true',
      page: '3',
    });
    expect(parseSearchParams(new URLSearchParams(sp.toString()))).toEqual(full);
  });

  it('leaves defaults out of the link', () => {
    expect(toSearchParams({ ...emptyFilters }).toString()).toBe('');
  });

  it('reads repeated keys and the single "rate" form of a shared link', () => {
    const f = parseSearchParams(new URLSearchParams('types=1&types=2&categories=3&categories=3&rate=4'));
    expect(f.types).toEqual([1, 2]);
    expect(f.categories).toEqual([3]);
    expect(f.rateMin).toBe(4);
  });

  it('drops malformed values instead of failing', () => {
    const f = parseSearchParams(new URLSearchParams('date=tomorrow&adults=0&types=9,x&guestmin=1&gender=robot&page=-2&languages=xx,en'));
    expect(f).toMatchObject({ date: undefined, adults: undefined, types: [], guestMin: undefined, gender: undefined, page: 1, languages: ['en'] });
  });

  it('maps the filters to the API names, guest counts only with a date', () => {
    const q = toApiQuery(full);
    expect(q).toMatchObject({
      Title: 'coffee',
      Types: [1, 3],
      CityId: 12,
      Date: '2026-12-03',
      AdultsQTY: 3,
      ChildrenQTY: 2,
      CateIds: [4, 7],
      HostsIds: [21, 22],
      RateMin: 4,
      RateMax: 5,
      Languages: ['ar', 'fr'],
      PriceMin: 100,
      PriceMax: 900,
      GuestMinimumAge: 12,
      GuestIsFemale: true,
      IsPrivateEvent: true,
      IsPopular: true,
      TransportationFeesIncluded: true,
      HasDiscounts: true,
      IncludeFood: true,
      IncludeDrinks: true,
      IncludeEquipments: true,
      InstantBooking: true,
      GuestCanBringUnder2YearsOld: true,
      IsAccessible: true,
      IsCancellationPolicyDay: true,
      IsCancellationPolicyDayThree: true,
      IsCancellationPolicyDayFive: true,
    });
    expect(q.CityName).toBeUndefined();
    expect(toApiQuery({ ...emptyFilters, adults: 2 })).toEqual({});
    expect(toApiQuery({ ...emptyFilters, cityName: 'Asir' })).toEqual({ CityName: 'Asir' });
  });
});
