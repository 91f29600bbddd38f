import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReservationFilter } from '../lib/status';
import { bookingSchema, discoverySchema } from '../../../shared/api/schemas';
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

const editQuoteResponse = bookingSchema((_p, b) => b.editQuoteResponseSchema);
const editResponse = bookingSchema((_p, b) => b.editReservationResponseSchema);
const availableDaysResponse = discoverySchema((_p, d) => d.availableDaysResponseSchema);

/** The edit dialog's request (Orders/EditQuote and Orders/Edit take the same body). */
export interface EditRequest {
  bookingDate: string;
  bookingTimeSlot: number;
  adultsQTY: number;
  childrenQTY: number;
}

/** GET /api/Home/ExperienceAvailableDays/{id}: the days that take bookings and the experience's time slots (the API allows 93 days a call). */
export function useEditableDays(experienceId: number, from: string, to: string) {
  const { api, locale } = useApiContext();
  return useQuery({
    queryKey: ['account', 'available-days', experienceId, from, to, locale],
    queryFn: ({ signal }) => api.get(`/api/Home/ExperienceAvailableDays/${experienceId}`, availableDaysResponse, { query: { From: from, To: to }, signal }).then((r) => r.data),
    staleTime: 60_000,
  });
}

/** POST /api/Orders/EditQuote/{id}: what the change would cost (nothing changes). */
export function useEditQuote(id: string) {
  const { api } = useApiContext();
  return useMutation({ mutationFn: (body: EditRequest) => api.post(`/api/Orders/EditQuote/${id}`, body, editQuoteResponse).then((r) => r.data) });
}

/** POST /api/Orders/Edit/{id}: changes the booking; the difference is charged on the saved card or refunded. */
export function useEditReservation(id: string) {
  const { api, userId } = useApiContext();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EditRequest) => api.post(`/api/Orders/Edit/${id}`, body, editResponse).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: reservationsKey(userId) }),
  });
}
