import { experienceLanguages, type ExperienceLanguage } from '@tajriba/contracts/constants';
import type { Query } from '@tajriba/api-client';

/**
 * Every search filter as the UI holds it. The address bar carries them under the spec's names
 * (guest §3 "Address-bar forms"): shared links and back/forward restore the exact search.
 */
export interface SearchFilters {
  query?: string;
  types: number[];
  cityId?: number;
  cityName?: string;
  /** yyyy-MM-dd */
  date?: string;
  adults?: number;
  children?: number;
  categories: number[];
  private: boolean;
  popular: boolean;
  hostsIds: number[];
  rateMin?: number;
  rateMax?: number;
  languages: ExperienceLanguage[];
  priceMin?: number;
  priceMax?: number;
  /** applies only from 2 (spec §5) */
  guestMin?: number;
  transportation: boolean;
  discount: boolean;
  food: boolean;
  drinks: boolean;
  equipments: boolean;
  instantBooking: boolean;
  kidsAllowed: boolean;
  accessible: boolean;
  gender?: 'male' | 'female';
  cancellationDay: boolean;
  cancellationDayThree: boolean;
  cancellationDayFive: boolean;
  /** 1-based */
  page: number;
}

export const emptyFilters: SearchFilters = {
  types: [],
  categories: [],
  private: false,
  popular: false,
  hostsIds: [],
  languages: [],
  transportation: false,
  discount: false,
  food: false,
  drinks: false,
  equipments: false,
  instantBooking: false,
  kidsAllowed: false,
  accessible: false,
  cancellationDay: false,
  cancellationDayThree: false,
  cancellationDayFive: false,
  page: 1,
};

/** Spec §5: the minimum-age filter applies only from 2, range 2–100. */
export const GUEST_MIN_AGE = 2;
export const GUEST_MAX_AGE = 100;

type BoolKey = { [K in keyof SearchFilters]-?: SearchFilters[K] extends boolean ? K : never }[keyof SearchFilters];

/**
 * Boolean filters: address-bar name ↔ filter key ↔ API parameter. What only the search page does
 * with the filters (the Filters button's count, clearing the panel, the cancellation choice) is in
 * features/search/lib/panel-filters.ts: home's first render parses and writes the address bar only.
 */
export const booleanFilters: ReadonlyArray<[string, BoolKey, string]> = [
  ['private', 'private', 'IsPrivateEvent'],
  ['popular', 'popular', 'IsPopular'],
  ['transportation', 'transportation', 'TransportationFeesIncluded'],
  ['discount', 'discount', 'HasDiscounts'],
  ['food', 'food', 'IncludeFood'],
  ['drinks', 'drinks', 'IncludeDrinks'],
  ['equipments', 'equipments', 'IncludeEquipments'],
  ['instantbooking', 'instantBooking', 'InstantBooking'],
  ['kidsallowed', 'kidsAllowed', 'GuestCanBringUnder2YearsOld'],
  ['accessible', 'accessible', 'IsAccessible'],
  ['cancellationday', 'cancellationDay', 'IsCancellationPolicyDay'],
  ['cancellationdaythree', 'cancellationDayThree', 'IsCancellationPolicyDayThree'],
  ['cancellationdayfive', 'cancellationDayFive', 'IsCancellationPolicyDayFive'],
];

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

function ints(sp: URLSearchParams, name: string): number[] {
  // Arrays are written comma-separated (readable links); repeated keys are accepted too.
  const out = sp
    .getAll(name)
    .flatMap((v) => v.split(','))
    .map((v) => Number(v.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(out)];
}
function int(sp: URLSearchParams, name: string, min: number, max: number): number | undefined {
  const raw = sp.get(name);
  if (raw === null || raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}
function num(sp: URLSearchParams, name: string, min: number, max: number): number | undefined {
  const raw = sp.get(name);
  if (raw === null || raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isFinite(n) && n >= min && n <= max ? n : undefined;
}
const bool = (sp: URLSearchParams, name: string) => ['true', '1'].includes((sp.get(name) ?? '').toLowerCase());
const text = (sp: URLSearchParams, name: string) => {
  const v = sp.get(name)?.trim();
  return v ? v.slice(0, 100) : undefined;
};

/** Address bar → filters. Unknown or malformed values are dropped, never thrown. */
export function parseSearchParams(sp: URLSearchParams): SearchFilters {
  const f: SearchFilters = { ...emptyFilters, types: [], categories: [], hostsIds: [], languages: [] };
  f.query = text(sp, 'query');
  f.types = ints(sp, 'types').filter((t) => t <= 3);
  f.cityId = int(sp, 'cityid', 1, 2147483647);
  f.cityName = text(sp, 'cityname');
  const date = sp.get('date');
  f.date = date && DAY_RE.test(date) ? date : undefined;
  f.adults = int(sp, 'adults', 1, 1000);
  f.children = int(sp, 'children', 0, 1000);
  f.categories = ints(sp, 'categories');
  f.hostsIds = ints(sp, 'hostsids');
  f.rateMin = num(sp, 'ratemin', 0, 5) ?? num(sp, 'rate', 1, 5);
  f.rateMax = num(sp, 'ratemax', 0, 5);
  f.languages = [
    ...new Set(
      sp
        .getAll('languages')
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter((v): v is ExperienceLanguage => (experienceLanguages as readonly string[]).includes(v)),
    ),
  ];
  f.priceMin = num(sp, 'pricemin', 0, 1_000_000);
  f.priceMax = num(sp, 'pricemax', 0, 1_000_000);
  const guestMin = int(sp, 'guestmin', 0, GUEST_MAX_AGE);
  f.guestMin = guestMin !== undefined && guestMin >= GUEST_MIN_AGE ? guestMin : undefined;
  const gender = sp.get('gender');
  f.gender = gender === 'male' || gender === 'female' ? gender : undefined;
  for (const [name, key] of booleanFilters) f[key] = bool(sp, name);
  f.page = int(sp, 'page', 1, 10000) ?? 1;
  return f;
}

/** Filters → address bar; defaults are left out so links stay short. */
export function toSearchParams(f: SearchFilters): URLSearchParams {
  const sp = new URLSearchParams();
  const set = (name: string, v: string | number | undefined) => {
    if (v !== undefined && v !== '') sp.set(name, String(v));
  };
  set('query', f.query);
  if (f.types.length) sp.set('types', f.types.join(','));
  set('cityid', f.cityId);
  set('cityname', f.cityName);
  set('date', f.date);
  set('adults', f.adults);
  set('children', f.children);
  if (f.categories.length) sp.set('categories', f.categories.join(','));
  if (f.hostsIds.length) sp.set('hostsids', f.hostsIds.join(','));
  set('ratemin', f.rateMin);
  set('ratemax', f.rateMax);
  if (f.languages.length) sp.set('languages', f.languages.join(','));
  set('pricemin', f.priceMin);
  set('pricemax', f.priceMax);
  if (f.guestMin !== undefined && f.guestMin >= GUEST_MIN_AGE) sp.set('guestmin', String(f.guestMin));
  set('gender', f.gender);
  for (const [name, key] of booleanFilters) if (f[key]) sp.set(name, 'true');
  if (f.page > 1) sp.set('page', String(f.page));
  return sp;
}

/** Filters → ExperiencesList / ExperiencesMap query (the API's names, repeated keys for arrays). */
export function toApiQuery(f: SearchFilters): Query {
  const q: Query = {
    Title: f.query,
    Types: f.types.length ? f.types : undefined,
    CityId: f.cityId,
    CityName: f.cityId ? undefined : f.cityName,
    Date: f.date,
    // Guest counts only narrow together with a date (seats are per day).
    AdultsQTY: f.date ? (f.adults ?? 1) : undefined,
    ChildrenQTY: f.date ? (f.children ?? 0) : undefined,
    CateIds: f.categories.length ? f.categories : undefined,
    HostsIds: f.hostsIds.length ? f.hostsIds : undefined,
    RateMin: f.rateMin,
    RateMax: f.rateMax,
    Languages: f.languages.length ? f.languages : undefined,
    PriceMin: f.priceMin,
    PriceMax: f.priceMax,
    GuestMinimumAge: f.guestMin !== undefined && f.guestMin >= GUEST_MIN_AGE ? f.guestMin : undefined,
    GuestIsMale: f.gender === 'male' ? true : undefined,
    GuestIsFemale: f.gender === 'female' ? true : undefined,
  };
  for (const [, key, api] of booleanFilters) if (f[key]) q[api] = true;
  for (const k of Object.keys(q)) if (q[k] === undefined) delete q[k];
  return q;
}
