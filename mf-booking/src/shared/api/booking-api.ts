import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@tajriba/api-client';
import type { Booking } from '@tajriba/contracts/booking';
import { bookingSchema, discoverySchema, experienceSchema } from './schemas';
import { useApiContext } from './use-api-context';

/**
 * The checkout's calls (infra/api README, "Carts and Orders"). The client never sends a price: the
 * quote, the order and the payment amount all come from the API. What the pages after the payment
 * ask about an order (the order, its host, invoice, credit notes, cancel, refund) is in
 * ./order-api.ts: those pages load on demand, so the checkout's first render does not carry it.
 */
export const paths = {
  experience: (id: number) => `/api/Home/Experience/${id}`,
  availableDays: (id: number) => `/api/Home/ExperienceAvailableDays/${id}`,
  isAvailable: (id: number) => `/api/Home/IsExperienceAvailable/${id}`,
  quote: '/api/Carts/Quote',
  cartAdd: '/api/Carts/Add',
  turnToOrder: '/api/Carts/TurnToOrder',
  paymentSession: (id: string) => `/api/Orders/PaymentSession/${id}`,
  pay: (id: string) => `/api/Orders/Pay/${id}`,
  confirm: '/api/Orders/UpdatePaymentStatus',
  savedCards: '/api/Manage/SavedCards',
} as const;

const quoteResponse = bookingSchema((m) => m.quoteResponseSchema);
const cartAddResponse = bookingSchema((m) => m.cartAddResponseSchema);
const orderIdResponse = bookingSchema((m) => m.cartAddResponseSchema);
const sessionResponse = bookingSchema((m) => m.paymentSessionResponseSchema);
const resultResponse = bookingSchema((m) => m.paymentResultResponseSchema);
const savedCardsResponse = bookingSchema((m) => m.savedCardsResponseSchema);
const availableDaysResponse = discoverySchema((m) => m.availableDaysResponseSchema);
const isAvailableResponse = discoverySchema((m) => m.isAvailableResponseSchema);

export const api = {
  experience: (c: ApiClient, id: number, signal?: AbortSignal) => c.get(paths.experience(id), experienceSchema, { signal }).then((r) => r.data),
  availableDays: (c: ApiClient, id: number, from: string, to: string, signal?: AbortSignal) =>
    c.get(paths.availableDays(id), availableDaysResponse, { query: { From: from, To: to }, signal }).then((r) => r.data),
  isAvailable: (c: ApiClient, id: number, q: { date: string; adults: number; children: number; isPrivate: boolean }, signal?: AbortSignal) =>
    c
      .get(paths.isAvailable(id), isAvailableResponse, { query: { Date: q.date, AdultsQTY: q.adults, ChildrenQTY: q.children, IsPrivate: q.isPrivate }, signal })
      .then((r) => r.data),
  quote: (c: ApiClient, booking: Booking, signal?: AbortSignal) => c.post(paths.quote, booking, quoteResponse, { signal }).then((r) => r.data),
  /** A cart line, then an order that holds the seats (409 `error.soldOut` with `data.alternatives`): the order id. */
  placeOrder: async (c: ApiClient, booking: Booking) => {
    const cartId = (await c.post(paths.cartAdd, booking, cartAddResponse)).data;
    return (await c.post(paths.turnToOrder, { cartId }, orderIdResponse)).data;
  },
  paymentSession: (c: ApiClient, orderId: string, saveCard: boolean) => c.post(paths.paymentSession(orderId), { saveCard }, sessionResponse).then((r) => r.data),
  payWithSavedCard: (c: ApiClient, orderId: string, cardId: string) => c.post(paths.pay(orderId), { cardId }, resultResponse).then((r) => r.data),
  confirm: (c: ApiClient, paymentId: string) => c.post(paths.confirm, { paymentId }, resultResponse).then((r) => r.data),
  savedCards: (c: ApiClient, signal?: AbortSignal) => c.get(paths.savedCards, savedCardsResponse, { signal }).then((r) => r.data),
};

export function useExperience(id: number) {
  const { api: c, locale } = useApiContext();
  return useQuery(
    queryOptions({ queryKey: ['booking', 'experience', locale, id], queryFn: ({ signal }) => api.experience(c, id, signal), enabled: id > 0, staleTime: 60_000 }),
  );
}

export function useSavedCards(enabled: boolean) {
  const { api: c, userId } = useApiContext();
  return useQuery({
    queryKey: ['booking', 'saved-cards', userId],
    queryFn: ({ signal }) => api.savedCards(c, signal),
    // a card the guest turned off (payment settings) is never offered for a payment
    select: (cards) => cards.filter((card) => card.isActive),
    enabled: enabled && userId > 0,
  });
}
