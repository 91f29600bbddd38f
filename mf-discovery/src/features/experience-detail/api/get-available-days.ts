import { queryOptions, useQueries } from '@tanstack/react-query';
import type { ApiClient } from '@tajriba/api-client';
import { useApiContext } from '../../../shared/api/use-api-context';
import { addDaysTo, todayString } from '../../../shared/lib/days';
import { discoverySchema } from '../../../shared/api/lazy-schemas';

const availableDaysResponseSchema = discoverySchema((m) => m.availableDaysResponseSchema);

/** The API answers at most 93 days per call. */
export const AVAILABLE_DAYS_WINDOW = 93;

export const getAvailableDays = (api: ApiClient, id: number, from: string, to: string, signal?: AbortSignal) =>
  api.get(`/api/Home/ExperienceAvailableDays/${id}`, availableDaysResponseSchema, { query: { From: from, To: to }, signal }).then((r) => r.data);

export const availableDaysQueryOptions = (api: ApiClient, locale: string, id: number, from: string, to: string) =>
  queryOptions({
    queryKey: ['discovery', 'available-days', locale, id, from, to],
    queryFn: ({ signal }) => getAvailableDays(api, id, from, to, signal),
    staleTime: 60_000,
  });

/** Seat records for the whole booking window (advance-booking days), in 93-day calls. */
export function useAvailableDays(id: number, advanceDays: number) {
  const { api, locale } = useApiContext();
  const today = todayString();
  const span = Math.max(1, Math.min(advanceDays || 30, 366));
  const windows: Array<[string, string]> = [];
  for (let start = 0; start < span; start += AVAILABLE_DAYS_WINDOW) {
    windows.push([addDaysTo(today, start), addDaysTo(today, Math.min(span, start + AVAILABLE_DAYS_WINDOW) - 1)]);
  }
  return useQueries({
    queries: windows.map(([from, to]) => availableDaysQueryOptions(api, locale, id, from, to)),
    combine: (results) => ({
      isPending: results.some((r) => r.isPending),
      isError: results.some((r) => r.isError),
      refetch: () => results.forEach((r) => void r.refetch()),
      today: results[0]?.data?.today,
      lastBookableDate: results[0]?.data?.lastBookableDate,
      seats: results.flatMap((r) => r.data?.seats ?? []),
      timeSlots: results[0]?.data?.timeSlots ?? [],
    }),
  });
}
