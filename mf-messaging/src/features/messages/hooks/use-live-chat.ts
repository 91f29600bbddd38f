import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useHubEvent, useHubState, type RealtimeManager } from '@tajriba/realtime';
import { useApiContext } from '../../../shared/api/use-api-context';
import { messagingKeys } from '../api/keys';
import { addMessage, bumpChat, markSeenByOther } from '../lib/cache';

/**
 * The chat hub, live on this page: a new message joins its conversation (once per id) and moves
 * its chat to the top (with an unread badge unless it is the open one, which is marked read); the
 * other person's read mark shows as "seen". After a reconnect everything is asked again, on top
 * of the manager's own catch-up by id.
 */
export function useLiveChat(manager: RealtimeManager, openChatId: number | null, markRead: (chatId: number) => void) {
  const { userId } = useApiContext();
  const qc = useQueryClient();

  useHubEvent(
    'chat',
    'ReceiveMessage',
    (m) => {
      addMessage(qc, userId, m);
      const isOpen = m.chatId === openChatId;
      if (!bumpChat(qc, userId, m, isOpen)) void qc.invalidateQueries({ queryKey: messagingKeys.chats(userId) });
      if (m.toUser.id === userId) {
        // They just wrote: they are active now.
        qc.setQueryData(messagingKeys.status(userId, m.fromUser.id), { userId: m.fromUser.id, isActive: true, lastActiveAt: m.creationDate });
        if (isOpen && document.visibilityState === 'visible') markRead(m.chatId);
      }
    },
    manager,
  );
  useHubEvent('chat', 'ReceiveRead', ({ chatId, readDate }) => markSeenByOther(qc, userId, chatId, readDate), manager);

  const state = useHubState('chat', manager);
  const previous = useRef(state);
  useEffect(() => {
    const was = previous.current;
    previous.current = state;
    if (state === 'connected' && (was === 'reconnecting' || was === 'disconnected')) void qc.invalidateQueries({ queryKey: messagingKeys.all(userId) });
  }, [state, qc, userId]);
}
