import { useCallback, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useApiContext } from '../../../shared/api/use-api-context';
import { messagingKeys } from '../api/keys';
import { getUnreadChatsCount } from '../api/get-unread-count';
import { markChatRead } from '../api/mark-chat-read';
import { markReadByMe } from '../lib/cache';

/**
 * Opening a chat (or a message arriving in the open one) marks it read, then the unread count is
 * asked again and announced on the bus (`chat:unread-changed`: the header's count follows). A
 * failure is ignored, as the spec says for read marks and counts (§8).
 */
export function useMarkRead() {
  const { api, bus, userId } = useApiContext();
  const qc = useQueryClient();
  const running = useRef(new Set<number>());
  return useCallback(
    async (chatId: number) => {
      if (running.current.has(chatId)) return;
      running.current.add(chatId);
      try {
        const r = await markChatRead(api, chatId);
        markReadByMe(qc, userId, chatId, r.readDate ?? new Date().toISOString());
        const count = await getUnreadChatsCount(api);
        qc.setQueryData(messagingKeys.unread(userId), count);
        bus.emit('chat:unread-changed', { count });
      } catch {
        // Silently ignored (spec §8): the next open or message tries again.
      } finally {
        running.current.delete(chatId);
      }
    },
    [api, bus, qc, userId],
  );
}
