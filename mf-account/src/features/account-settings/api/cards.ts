import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bookingSchema, emptySchema } from '../../../shared/api/schemas';
import { useApiContext } from '../../../shared/api/use-api-context';

const cardsResponse = bookingSchema((_p, b) => b.savedCardsResponseSchema);
export const savedCardsKey = (userId: number) => ['account', 'saved-cards', userId] as const;

/** GET /api/Manage/SavedCards: the signed-in user's cards, the primary one flagged. */
export function useSavedCards() {
  const { api, userId } = useApiContext();
  return useQuery({
    queryKey: savedCardsKey(userId),
    queryFn: ({ signal }) => api.get('/api/Manage/SavedCards', cardsResponse, { signal }).then((r) => r.data),
    enabled: userId > 0,
  });
}

function useCardMutation<V = string>(fn: (v: V) => Promise<unknown>) {
  const { userId } = useApiContext();
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => client.invalidateQueries({ queryKey: savedCardsKey(userId) }) });
}

/** PUT /api/Manage/UpdateCardPrimary/{id}: this card is paid with by default, the others are not. */
export function useSetPrimaryCard() {
  const { api } = useApiContext();
  return useCardMutation((id) => api.put(`/api/Manage/UpdateCardPrimary/${id}`, {}, emptySchema));
}

/** DELETE /api/Manage/RemoveCard/{id}. */
export function useRemoveCard() {
  const { api } = useApiContext();
  return useCardMutation((id) => api.delete(`/api/Manage/RemoveCard/${id}`, emptySchema));
}

const cardResponse = bookingSchema((p, b) => p.envelope(b.savedCardSchema));
/**
 * PUT /api/Manage/UpdateCardStatus/{id}: turns a card off (kept for refunds, never offered for a
 * payment; a primary one hands primary to the next card) or on again.
 */
export function useSetCardActive() {
  const { api } = useApiContext();
  return useCardMutation(({ id, isActive }: { id: string; isActive: boolean }) => api.put(`/api/Manage/UpdateCardStatus/${id}`, { isActive }, cardResponse));
}
