import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@tajriba/api-client';
import type { Booking } from '@tajriba/contracts/booking';
import { bookingSchema, discoverySchema, experienceSchema } from './schemas';
import { useApiContext } from './use-api-context';

/**
 * Every call mf-booking makes (infra/api README, "Carts and Orders"). The client never sends a
 * price: the quote, the order and the payment amount all come from the API.
 */
export const paths = {
  experience: (id: number) => `/api/Home/Experience/${id}`,
  availableDays: (id: number) => `/api/Home/ExperienceAvailableDays/${id}`,
  isAvailable: (id: number) => `/api/Home/IsExperienceAvailable/${id}`,
  quote: '/api/Carts/Quote',
  cartAdd: '/api/Carts/Add',
  turnToOrder: '/api/Carts/TurnToOrder',
  order: (id: string) => `/api/Orders/${id}`,
  orderHost: (id: string) => `/api/Orders/HostInfo/${id}`,
  paymentSession: (id: string) => `/api/Orders/PaymentSession/${id}`,
  pay: (id: string) => `/api/Orders/Pay/${id}`,
  confirm: '/api/Orders/UpdatePaymentStatus',
  invoice: (id: string) => `/api/Orders/Invoice/${id}`,
  invoicePdfLink: (id: string) => `/api/Orders/InvoicePdfLink/${id}`,
  creditNotes: (id: string) => `/api/Orders/CreditNotes/${id}`,
  creditNotePdfLink: (id: string) => `/api/Orders/CreditNotePdfLink/${id}`,
  savedCards: '/api/Manage/SavedCards',
  cancel: (id: string) => `/api/Orders/Cancel/${id}`,
  askRefund: (id: string) => `/api/Orders/AskRefund/${id}`,
} as const;

const quoteResponse = bookingSchema((m) => m.quoteResponseSchema);
const cartAddResponse = bookingSchema((m) => m.cartAddResponseSchema);
const orderResponse = bookingSchema((m) => m.orderResponseSchema);
const orderIdResponse = bookingSchema((m) => m.cartAddResponseSchema);
const hostInfoResponse = bookingSchema((m) => m.orderHostInfoResponseSchema);
const sessionResponse = bookingSchema((m) => m.paymentSessionResponseSchema);
const resultResponse = bookingSchema((m) => m.paymentResultResponseSchema);
const savedCardsResponse = bookingSchema((m) => m.savedCardsResponseSchema);
const invoiceResponse = bookingSchema((m) => m.invoiceResponseSchema);
const invoicePdfLinkResponse = bookingSchema((m) => m.invoicePdfLinkResponseSchema);
const creditNotesResponse = bookingSchema((m) => m.creditNotesResponseSchema);
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
  order: (c: ApiClient, id: string, signal?: AbortSignal) => c.get(paths.order(id), orderResponse, { signal }).then((r) => r.data),
  orderHost: (c: ApiClient, id: string, signal?: AbortSignal) => c.get(paths.orderHost(id), hostInfoResponse, { signal }).then((r) => r.data),
  paymentSession: (c: ApiClient, orderId: string, saveCard: boolean) => c.post(paths.paymentSession(orderId), { saveCard }, sessionResponse).then((r) => r.data),
  payWithSavedCard: (c: ApiClient, orderId: string, cardId: string) => c.post(paths.pay(orderId), { cardId }, resultResponse).then((r) => r.data),
  confirm: (c: ApiClient, paymentId: string) => c.post(paths.confirm, { paymentId }, resultResponse).then((r) => r.data),
  savedCards: (c: ApiClient, signal?: AbortSignal) => c.get(paths.savedCards, savedCardsResponse, { signal }).then((r) => r.data),
  invoice: (c: ApiClient, id: string, signal?: AbortSignal) => c.get(paths.invoice(id), invoiceResponse, { signal }).then((r) => r.data),
  /** Cancels (inside the policy's free window the whole amount goes back through the provider). */
  cancel: (c: ApiClient, id: string) => c.post(paths.cancel(id), {}, orderResponse).then((r) => r.data),
  askRefund: (c: ApiClient, id: string, reason: string) => c.post(paths.askRefund(id), { reason }, orderResponse).then((r) => r.data),
  /** A signed address of the PDF, valid a few minutes (a plain link cannot carry the bearer token). */
  invoicePdfLink: (c: ApiClient, id: string, lang: 'en' | 'ar') => c.get(paths.invoicePdfLink(id), invoicePdfLinkResponse, { query: { lang } }).then((r) => r.data),
  /** The VAT credit notes of the order's refunds (empty while nothing was refunded). */
  creditNotes: (c: ApiClient, id: string, signal?: AbortSignal) => c.get(paths.creditNotes(id), creditNotesResponse, { signal }).then((r) => r.data),
  /** A signed address of one credit note's PDF (`number` = CN-n), valid a few minutes. */
  creditNotePdfLink: (c: ApiClient, id: string, number: string, lang: 'en' | 'ar') =>
    c.get(paths.creditNotePdfLink(id), invoicePdfLinkResponse, { query: { number, lang } }).then((r) => r.data),
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

export function useOrder(id: string) {
  const { api: c, locale, userId } = useApiContext();
  return useQuery({ queryKey: ['booking', 'order', locale, userId, id], queryFn: ({ signal }) => api.order(c, id, signal), enabled: /^\d+$/.test(id) });
}

export function useOrderHost(id: string) {
  const { api: c, locale, userId } = useApiContext();
  return useQuery({ queryKey: ['booking', 'order-host', locale, userId, id], queryFn: ({ signal }) => api.orderHost(c, id, signal), enabled: /^\d+$/.test(id) });
}

export function useInvoice(id: string) {
  const { api: c, locale, userId } = useApiContext();
  return useQuery({ queryKey: ['booking', 'invoice', locale, userId, id], queryFn: ({ signal }) => api.invoice(c, id, signal), enabled: /^\d+$/.test(id) });
}

export function useCreditNotes(id: string) {
  const { api: c, locale, userId } = useApiContext();
  return useQuery({ queryKey: ['booking', 'credit-notes', locale, userId, id], queryFn: ({ signal }) => api.creditNotes(c, id, signal), enabled: /^\d+$/.test(id) });
}
