/**
 * What the search page does with the filters beyond the address bar (shared/search/search-params.ts):
 * the Filters button's count, clearing the panel, and the cancellation choice. Kept out of the
 * shared module so that home's first render does not carry them.
 */
import { booleanFilters, emptyFilters, type SearchFilters } from '../../../shared/search/search-params';

/** How many panel filters are active (the Filters button's count). */
export function countPanelFilters(f: SearchFilters): number {
  let n = f.types.length + f.categories.length + f.languages.length;
  if (f.rateMin !== undefined) n++;
  if (f.priceMin !== undefined || f.priceMax !== undefined) n++;
  if (f.guestMin !== undefined) n++;
  if (f.gender) n++;
  for (const [name, key] of booleanFilters) if (name !== 'private' && f[key]) n++;
  return n;
}

/** The filter panel's fields cleared; what the search bar set (text, place, date, guests, private) stays. */
export function clearPanelFilters(f: SearchFilters): SearchFilters {
  return {
    ...emptyFilters,
    types: [],
    categories: [],
    hostsIds: f.hostsIds,
    languages: [],
    query: f.query,
    cityId: f.cityId,
    cityName: f.cityName,
    date: f.date,
    adults: f.adults,
    children: f.children,
    private: f.private,
  };
}

/**
 * "Free cancellation up to" is one choice (the API has one flag per policy): any, 24 hours,
 * 3 days or 5 days before. A link carrying several flags reads as the first one set.
 */
export type CancellationChoice = 'any' | 'day' | 'three' | 'five';

export function cancellationChoice(f: SearchFilters): CancellationChoice {
  return f.cancellationDay ? 'day' : f.cancellationDayThree ? 'three' : f.cancellationDayFive ? 'five' : 'any';
}

export function withCancellation(choice: CancellationChoice): Pick<SearchFilters, 'cancellationDay' | 'cancellationDayThree' | 'cancellationDayFive'> {
  return { cancellationDay: choice === 'day', cancellationDayThree: choice === 'three', cancellationDayFive: choice === 'five' };
}
