import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { currencySchema, timeZoneSchema } from '@tajriba/contracts/account';
import { accountSchema } from '../../../shared/api/schemas';
import { useApiContext } from '../../../shared/api/use-api-context';

type Currency = z.infer<typeof currencySchema>;
type TimeZone = z.infer<typeof timeZoneSchema>;

const currencies = accountSchema((p, a) => p.envelope(z.array(a.currencySchema)));
const timeZones = accountSchema((p, a) => p.envelope(z.array(a.timeZoneSchema)));

// Names come back in the request's language, so the locale is part of each key; the lists change
// rarely (the API lets them be cached for a day).
export function useCurrencies() {
  const { api, locale } = useApiContext();
  return useQuery({ queryKey: ['account', 'currencies', locale], queryFn: ({ signal }) => api.get('/api/Utilities/Currencies', currencies, { signal }).then((r): Currency[] => r.data as Currency[]), staleTime: 3_600_000 });
}

/** The 418 time zones (§9) of `GET /api/Utilities/TimeZones`. */
export function useTimeZones() {
  const { api, locale } = useApiContext();
  return useQuery({ queryKey: ['account', 'time-zones', locale], queryFn: ({ signal }) => api.get('/api/Utilities/TimeZones', timeZones, { signal }).then((r): TimeZone[] => r.data as TimeZone[]), staleTime: 3_600_000 });
}
