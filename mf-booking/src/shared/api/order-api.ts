import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@tajriba/api-client';
import { bookingSchema } from './schemas';
import { useApiContext } from './use-api-context';

/**
 * What the pages after the payment ask about an order (infra/api README, "Carts and Orders"): the
 * confirmation, the invoice with its credit notes, cancelling and asking for a refund, the ticket.
 * Apart from the checkout's calls (./booking-api.ts): these pages load on demand, and the
 * checkout's first render does not carry them.
 */
export const orderPaths = {
  order: (id: string) => `/api/Orders/${id}`,
  orderHost: (id: string) => `/api/Orders/HostInfo/${id}`,
  invoice: (id: string) => `/api/Orders/Invoice/${id}`,
  invoicePdfLink: (id: string) => `/api/Orders/InvoicePdfLink/${id}`,
  creditNotes: (id: string) => `/api/Orders/CreditNotes/${id}`,
  creditNotePdfLink: (id: string) => `/api/Orders/CreditNotePdfLink/${id}`,
  cancel: (id: string) => `/api/Orders/Cancel/${id}`,
  askRefund: (id: string) => `/api/Orders/AskRefund/${id}`,
} as const;

const orderResponse = bookingSchema((m) => m.orderResponseSchema);
const hostInfoResponse = bookingSchema((m) => m.orderHostInfoResponseSchema);
const invoiceResponse = bookingSchema((m) => m.invoiceResponseSchema);
const invoicePdfLinkResponse = bookingSchema((m) => m.invoicePdfLinkResponseSchema);
const creditNotesResponse = bookingSchema((m) => m.creditNotesResponseSchema);

export const orderApi = {
  order: (c: ApiClient, id: string, signal?: AbortSignal) => c.get(orderPaths.order(id), orderResponse, { signal }).then((r) => r.data),
  orderHost: (c: ApiClient, id: string, signal?: AbortSignal) => c.get(orderPaths.orderHost(id), hostInfoResponse, { signal }).then((r) => r.data),
  invoice: (c: ApiClient, id: string, signal?: AbortSignal) => c.get(orderPaths.invoice(id), invoiceResponse, { signal }).then((r) => r.data),
  /** Cancels (inside the policy's free window the whole amount goes back through the provider). */
  cancel: (c: ApiClient, id: string) => c.post(orderPaths.cancel(id), {}, orderResponse).then((r) => r.data),
  askRefund: (c: ApiClient, id: string, reason: string) => c.post(orderPaths.askRefund(id), { reason }, orderResponse).then((r) => r.data),
  /** A signed address of the PDF, valid a few minutes (a plain link cannot carry the bearer token). */
  invoicePdfLink: (c: ApiClient, id: string, lang: 'en' | 'ar') => c.get(orderPaths.invoicePdfLink(id), invoicePdfLinkResponse, { query: { lang } }).then((r) => r.data),
  /** The VAT credit notes of the order's refunds (empty while nothing was refunded). */
  creditNotes: (c: ApiClient, id: string, signal?: AbortSignal) => c.get(orderPaths.creditNotes(id), creditNotesResponse, { signal }).then((r) => r.data),
  /** A signed address of one credit note's PDF (`number` = CN-n), valid a few minutes. */
  creditNotePdfLink: (c: ApiClient, id: string, number: string, lang: 'en' | 'ar') =>
    c.get(orderPaths.creditNotePdfLink(id), invoicePdfLinkResponse, { query: { number, lang } }).then((r) => r.data),
};

/** One of the order's reads, cached per language, user and order; only for a numeric id. */
function useOrderRead<T>(key: string, id: string, read: (c: ApiClient, id: string, signal?: AbortSignal) => Promise<T>) {
  const { api: c, locale, userId } = useApiContext();
  return useQuery({ queryKey: ['booking', key, locale, userId, id], queryFn: ({ signal }) => read(c, id, signal), enabled: /^\d+$/.test(id) });
}

export const useOrder = (id: string) => useOrderRead('order', id, orderApi.order);
export const useOrderHost = (id: string) => useOrderRead('order-host', id, orderApi.orderHost);
export const useInvoice = (id: string) => useOrderRead('invoice', id, orderApi.invoice);
export const useCreditNotes = (id: string) => useOrderRead('credit-notes', id, orderApi.creditNotes);
