import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { bookingSchema } from '../../../shared/api/schemas';
import { useApiContext } from '../../../shared/api/use-api-context';

/** Booking and host lists are 10 a page (spec §9). */
export const TRANSACTIONS_PAGE_SIZE = 10;
const listResponse = bookingSchema((_p, b) => b.guestTransactionsResponseSchema);

/** GET /api/Orders/CurrentUserTransactions: the guest's payments and refunds, newest first (experience names in the page's language: the locale is in the key). */
export function useTransactions(page: number) {
  const { api, userId, locale } = useApiContext();
  return useQuery({
    queryKey: ['account', 'transactions', userId, page, locale],
    queryFn: ({ signal }) => api.get('/api/Orders/CurrentUserTransactions', listResponse, { query: { PageNumber: page, PageSize: TRANSACTIONS_PAGE_SIZE }, signal }),
    enabled: userId > 0,
    placeholderData: keepPreviousData,
  });
}
