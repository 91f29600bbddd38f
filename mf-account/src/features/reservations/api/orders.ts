import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReservationFilter } from '../lib/status';
import { bookingSchema } from '../../../shared/api/schemas';
import { useApiContext } from '../../../shared/api/use-api-context';

export const RESERVATIONS_PAGE_SIZE = 10;
const listResponse = bookingSchema((_p, b) => b.ordersResponseSchema);
const orderResponse = bookingSchema((_p, b) => b.orderResponseSchema);

/** Everything under ['account', 'reservations', user] (texts come in the page's language: the locale is in each key). */
export const reservationsKey = (userId: number) => ['account', 'reservations', userId] as const;

/** GET /api/Orders/CurrentUserList?PageNumber=&PageSize=10&Status=: the guest's orders, newest first. */
export function useReservations(page: number, status: ReservationFilter | null) {
  const { api, userId, locale } = useApiContext();
  return useQuery({
    queryKey: [...reservationsKey(userId), 'list', page, status, locale],
    queryFn: ({ signal }) =>
      api.get('/api/Orders/CurrentUserList', listResponse, {
        query: { PageNumber: page, PageSize: RESERVATIONS_PAGE_SIZE, ...(status ? { Status: status } : {}) },
        signal,
      }),
    enabled: userId > 0,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/Orders/Guest/{id}: one of the guest's own orders (another person's answers 404). */
export function useReservation(id: string) {
  const { api, userId, locale } = useApiContext();
  return useQuery({
    queryKey: [...reservationsKey(userId), 'order', id, locale],
    queryFn: ({ signal }) => api.get(`/api/Orders/Guest/${id}`, orderResponse, { signal }).then((r) => r.data),
    enabled: userId > 0 && /^[1-9]\d{0,17}$/.test(id),
    retry: false,
  });
}

/** POST /api/Orders/Cancel/{id}: cancels, and the policy's refund goes back through the provider. */
export function useCancelReservation() {
  const { api, userId } = useApiContext();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(`/api/Orders/Cancel/${id}`, {}, orderResponse).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: reservationsKey(userId) }),
  });
}
