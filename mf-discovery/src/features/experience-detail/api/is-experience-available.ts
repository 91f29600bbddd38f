import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@tajriba/api-client';
import { useApiContext } from '../../../shared/api/use-api-context';
import { discoverySchema } from '../../../shared/api/lazy-schemas';

const isAvailableResponseSchema = discoverySchema((m) => m.isAvailableResponseSchema);

export interface AvailabilityRequest {
  date: string;
  adults: number;
  children: number;
  isPrivate: boolean;
}

export const isExperienceAvailable = (api: ApiClient, id: number, r: AvailabilityRequest, signal?: AbortSignal) =>
  api
    .get(`/api/Home/IsExperienceAvailable/${id}`, isAvailableResponseSchema, {
      query: { Date: r.date, AdultsQTY: r.adults, ChildrenQTY: r.children, IsPrivate: r.isPrivate },
      signal,
    })
    .then((x) => x.data);

export const isAvailableQueryOptions = (api: ApiClient, locale: string, id: number, r: AvailabilityRequest) =>
  queryOptions({
    queryKey: ['discovery', 'is-available', locale, id, r],
    queryFn: ({ signal }) => isExperienceAvailable(api, id, r, signal),
    staleTime: 30_000,
  });

/** The chosen day's bookable slots (today: only those after the cut-off) and the reason when not. */
export function useIsAvailable(id: number, r: AvailabilityRequest | null) {
  const { api, locale } = useApiContext();
  return useQuery({ ...isAvailableQueryOptions(api, locale, id, r ?? { date: '', adults: 1, children: 0, isPrivate: false }), enabled: !!r });
}
