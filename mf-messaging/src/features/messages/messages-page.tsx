import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { styled } from 'styled-components';
import { EmptyState, ErrorPanel } from '@tajriba/design-system';
import { isApiError } from '@tajriba/api-client';
import type { ChatSummary } from '@tajriba/contracts/account';
import { useApiContext } from '../../shared/api/use-api-context';
import { useChats } from './api/get-chats';
import { useChatWith } from './api/get-chat-with';
import { useMessages } from './api/get-messages';
import { ChatList } from './components/chat-list';
import { Conversation, type MessageFocus } from './components/conversation';
import { DetailsPanel } from './components/details-panel';
import { ChatIcon } from './components/icons';
import { useLiveChat } from './hooks/use-live-chat';
import { useMarkRead } from './hooks/use-mark-read';
import { useNow } from './hooks/use-now';
import { useRealtime } from './hooks/use-realtime';
import { OutboxProvider } from './stores/outbox-store';

/*
 * Three columns from 992 px (list, conversation, details); two from 768 px (details open over
 * the conversation's end); below that the list and the conversation take turns.
 */
const Layout = styled.div<{ $open: boolean; $details: boolean }>`
  display: grid;
  grid-template-columns: 1fr;
  block-size: calc(100dvh - 64px);
  min-block-size: 480px;
  max-inline-size: 1440px;
  margin-inline: auto;
  border-inline: 1px solid ${({ theme }) => theme.colors.border};
  & > [data-col='list'] {
    display: ${({ $open }) => ($open ? 'none' : 'grid')};
  }
  & > [data-col='conversation'] {
    display: ${({ $open }) => ($open ? 'grid' : 'none')};
  }
  & > [data-col='details'] {
    display: none;
  }
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 300px 1fr;
    & > [data-col='list'] {
      display: grid;
    }
    & > [data-col='conversation'] {
      display: grid;
    }
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: ${({ $details }) => ($details ? '320px 1fr 280px' : '320px 1fr')};
    & > [data-col='details'] {
      display: ${({ $details }) => ($details ? 'grid' : 'none')};
    }
  }
`;
const Placeholder = styled.div`
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.bg};
`;

const positiveInt = (v: string | null): number | null => {
  const n = v && /^[1-9]\d{0,9}$/.test(v) ? Number(v) : null;
  return n !== null && Number.isSafeInteger(n) ? n : null;
};

function MessagesScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { userId } = useApiContext();
  const [params, setParams] = useSearchParams();
  const chatId = positiveInt(params.get('chat'));
  const toUserId = chatId === null ? positiveInt(params.get('to')) : null;
  const experienceId = positiveInt(params.get('experience'));
  const messageId = chatId === null ? null : positiveInt(params.get('message'));
  // The message to open at (`?message=`, a search result's or a shared link's). `choices` counts
  // the search results chosen, so choosing the same one again scrolls to it again.
  const [choices, setChoices] = useState(0);
  const focus = useMemo<MessageFocus | null>(() => (chatId !== null && messageId !== null ? { chatId, messageId, n: choices } : null), [chatId, messageId, choices]);
  const [details, setDetails] = useState(true);
  const now = useNow(10_000);
  const manager = useRealtime();
  const markRead = useMarkRead();
  useLiveChat(manager, chatId, markRead);

  const chats = useChats();
  const summaries = useMemo(() => chats.data?.pages.flatMap((p) => p.data) ?? [], [chats.data]);
  const selected: ChatSummary | null = summaries.find((c) => c.chatId === chatId) ?? null;
  // "Message the host": the person and their chat, if there is one already.
  const chatWith = useChatWith(toUserId);

  const go = useCallback(
    (next: { chat?: number | null; to?: number | null; message?: number | null }, replace = false) => {
      const p = new URLSearchParams();
      if (next.chat) p.set('chat', String(next.chat));
      else if (next.to) p.set('to', String(next.to));
      if (next.chat && next.message) p.set('message', String(next.message));
      if (experienceId) p.set('experience', String(experienceId));
      setParams(p, { replace });
    },
    [experienceId, setParams],
  );

  // A search result whose message matched opens at that message; any other row at the newest.
  const openChat = (c: ChatSummary) => {
    const at = c.match?.messageId ?? null;
    if (at !== null) setChoices((n) => n + 1);
    go({ chat: c.chatId, message: at });
  };

  // An existing chat with that person: open it instead of starting another.
  useEffect(() => {
    if (toUserId !== null && chatWith.data?.chatId) go({ chat: chatWith.data.chatId }, true);
  }, [toUserId, chatWith.data, go]);

  // Opening a chat marks it read (and the header's count follows).
  const unread = selected?.unreadCount ?? 0;
  useEffect(() => {
    if (chatId !== null && unread > 0) void markRead(chatId);
  }, [chatId, unread, markRead]);

  // A chat opened by URL that is not on the loaded pages of the list (a notification's link to an
  // older chat): the person comes from its messages.
  const thread = useMessages(chatId);
  const newest = thread.data?.pages[0]?.data[0] ?? null;
  const fromThread = newest ? (newest.fromUser.id === userId ? newest.toUser : newest.fromUser) : null;
  const otherUser = selected?.otherUser ?? fromThread ?? (toUserId !== null ? (chatWith.data?.otherUser ?? null) : null);
  const open = chatId !== null || toUserId !== null;

  let conversation;
  if (toUserId !== null && chatWith.isError) {
    conversation = (
      <Placeholder>
        {isApiError(chatWith.error) && chatWith.error.status === 404 ? (
          <EmptyState icon={<ChatIcon size={32} />} title={t('messaging.start.notAllowedTitle')} description={t('messaging.start.notAllowedText')} />
        ) : (
          <ErrorPanel onRetry={() => void chatWith.refetch()} retrying={chatWith.isFetching} />
        )}
      </Placeholder>
    );
  } else if (chatId !== null && thread.isError && isApiError(thread.error) && thread.error.status === 404) {
    conversation = (
      <Placeholder>
        <EmptyState icon={<ChatIcon size={32} />} title={t('messaging.conversation.notFoundTitle')} description={t('messaging.conversation.notFoundText')} />
      </Placeholder>
    );
  } else if (open) {
    conversation = (
      <Conversation
        chatId={chatId}
        toUserId={toUserId}
        otherUser={otherUser}
        now={now}
        onBack={() => go({})}
        detailsOpen={details}
        onToggleDetails={() => setDetails((d) => !d)}
        onChatOpened={(_to, id) => go({ chat: id }, true)}
        focus={focus}
      />
    );
  } else {
    conversation = (
      <Placeholder>
        <EmptyState icon={<ChatIcon size={32} />} title={t('messaging.conversation.pickTitle')} description={t('messaging.conversation.pickText')} />
      </Placeholder>
    );
  }

  return (
    <Layout $open={open} $details={details && !!otherUser} data-testid="messaging-page">
      <div data-col="list" style={{ minBlockSize: 0 }}>
        <ChatList selectedChatId={chatId} onSelect={openChat} now={now} myId={userId} />
      </div>
      <div data-col="conversation" style={{ minBlockSize: 0 }}>
        {conversation}
      </div>
      {otherUser ? (
        <div data-col="details" style={{ minBlockSize: 0 }}>
          <DetailsPanel user={otherUser} now={now} experienceId={experienceId} />
        </div>
      ) : null}
    </Layout>
  );
}

/** `/messages` (spec §2 Messages screen): `?chat=<id>` opens a chat, `?to=<userId>` starts one. */
export default function MessagesPage() {
  return (
    <OutboxProvider>
      <MessagesScreen />
    </OutboxProvider>
  );
}
