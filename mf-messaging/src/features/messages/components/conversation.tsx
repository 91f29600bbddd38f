import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio/react';
import { styled } from 'styled-components';
import { Avatar, Button, ChevronStartIcon, ErrorPanel, IconButton, InfoIcon, Skeleton, Spinner } from '@tajriba/design-system';
import type { ChatUser } from '@tajriba/contracts/account';
import { getRealtime } from '@tajriba/realtime';
import { useApiContext } from '../../../shared/api/use-api-context';
import { useMessages } from '../api/get-messages';
import { useActiveStatus } from '../api/get-active-status';
import { useInView } from '../hooks/use-in-view';
import { useSendMessage } from '../hooks/use-send-message';
import { outboxActions, useOutboxStore } from '../stores/outbox-store';
import { isActive, nameOf } from '../lib/presence';
import { Composer } from './composer';
import { MessageItem, OutgoingItem } from './message-item';
import { PresenceLine } from './presence-line';

const Wrap = styled.section`
  display: grid;
  grid-template-rows: auto 1fr auto;
  min-block-size: 0;
  block-size: 100%;
  background: ${({ theme }) => theme.colors.bg};
`;
const Head = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[3]};
  padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[3]}`};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  min-block-size: 64px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.md};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Who = styled.div`
  display: grid;
  flex: 1;
  min-inline-size: 0;
`;
const Back = styled(IconButton)`
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;
const DetailsToggle = styled(IconButton)`
  display: none;
  ${({ theme }) => theme.media.md} {
    display: inline-flex;
  }
`;
/* Newest at the bottom: column-reverse keeps the view anchored there as messages arrive and as older pages load above. */
const Scroll = styled.div`
  display: flex;
  flex-direction: column-reverse;
  overflow-y: auto;
  min-block-size: 0;
  padding: ${({ theme }) => theme.spacing[3]};
`;
const List = styled.ol`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.spacing[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Older = styled.div`
  display: flex;
  justify-content: center;
  min-block-size: 40px;
  padding-block: ${({ theme }) => theme.spacing[2]};
`;
const Start = styled.p`
  margin: auto;
  padding: ${({ theme }) => theme.spacing[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

export interface ConversationProps {
  chatId: number | null;
  /** A first message to this person (no chat yet). */
  toUserId: number | null;
  otherUser: ChatUser | null;
  now: number;
  onBack(): void;
  onToggleDetails(): void;
  detailsOpen: boolean;
  onChatOpened(toUserId: number, chatId: number): void;
  /** Open at this message (a search result): older pages load until it is there. */
  focus?: MessageFocus | null;
}

/**
 * A message to scroll to and ring. `n` counts the choices, so choosing the same search result
 * again (the chat already open, the message scrolled away) scrolls to it again.
 */
export interface MessageFocus {
  chatId: number;
  messageId: number;
  n: number;
}

function MessagesSkeleton() {
  return (
    <List aria-hidden>
      {[60, 40, 70, 35].map((w, i) => (
        <li key={i} style={{ display: 'flex', justifyContent: i % 2 ? 'flex-end' : 'flex-start' }}>
          <Skeleton width={`${w}%`} height={44} radius="14px" />
        </li>
      ))}
    </List>
  );
}

/**
 * Scrolls to `focus`'s message (and focuses it, for a screen reader) once it is on a loaded page,
 * loading older pages of 50 until it is, or until there are none: a message not in this chat is
 * not looked for again.
 */
function useScrollToMessage(focus: MessageFocus | null, messages: ReturnType<typeof useMessages>, scroller: RefObject<HTMLDivElement | null>): void {
  const handled = useRef<MessageFocus | null>(null);
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = messages;
  useEffect(() => {
    if (!focus || handled.current === focus || !data) return;
    const el = scroller.current?.querySelector<HTMLElement>(`[data-message-id="${focus.messageId}"]`);
    if (el) {
      handled.current = focus;
      el.scrollIntoView?.({ block: 'center' });
      el.focus({ preventScroll: true });
    } else if (!hasNextPage) handled.current = focus;
    else if (!isFetchingNextPage) void fetchNextPage();
  }, [focus, data, hasNextPage, isFetchingNextPage, fetchNextPage, scroller]);
}

/**
 * One conversation: the other person with their online status, the messages (newest at the
 * bottom; scrolling up loads older pages of 50), what the caller is sending, and the composer.
 */
export function Conversation({ chatId, toUserId, otherUser, now, onBack, onToggleDetails, detailsOpen, onChatOpened, focus = null }: ConversationProps) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  const { userId } = useApiContext();
  const messages = useMessages(chatId);
  const status = useActiveStatus(otherUser?.id ?? null, chatId !== null);
  const outbox = useSnapshot(useOutboxStore());
  const store = useOutboxStore();
  const { send, retry, discard } = useSendMessage(onChatOpened);

  const list = useMemo(() => messages.data?.pages.flatMap((p) => p.data) ?? [], [messages.data]);
  const scroller = useRef<HTMLDivElement>(null);
  const target = focus?.chatId === chatId ? focus : null;
  useScrollToMessage(target, messages, scroller);
  const knownIds = useMemo(() => new Set(list.map((m) => m.messageId)), [list]);
  // A sent message leaves the outbox once the server's list holds it.
  useEffect(() => outboxActions(store).settle(knownIds), [knownIds, store]);
  // Catch-up after a reconnect starts after the newest message this page shows.
  useEffect(() => {
    if (list[0]) getRealtime()?.markSeen('chat', list[0].messageId);
  }, [list]);

  const mine = outbox.messages.filter((m) => (chatId !== null ? m.chatId === chatId : m.chatId === null && m.toUserId === toUserId) && !(m.messageId !== null && knownIds.has(m.messageId)));
  const newestSeen = list.find((m) => m.fromUser.id === userId && m.readAt)?.messageId ?? null;
  const olderRef = useInView<HTMLDivElement>(() => {
    if (messages.hasNextPage && !messages.isFetchingNextPage) void messages.fetchNextPage();
  }, !!messages.hasNextPage);

  const lastActiveAt = status.data?.lastActiveAt ?? otherUser?.lastActiveAt ?? null;
  const name = otherUser ? nameOf(otherUser) : '';

  return (
    <Wrap aria-label={otherUser ? t('messaging.conversation.with', { name }) : undefined} data-testid="conversation">
      <Head>
        <Back label={t('messaging.conversation.back')} onClick={onBack} data-testid="conversation-back">
          <ChevronStartIcon />
        </Back>
        {otherUser ? (
          <>
            <Avatar name={name} src={otherUser.avatarPath} size={40} online={isActive(lastActiveAt, now)} />
            <Who>
              <h2 data-testid="conversation-name">{name}</h2>
              <small>
                <PresenceLine lastActiveAt={lastActiveAt} now={now} />
              </small>
            </Who>
            <DetailsToggle label={t(detailsOpen ? 'messaging.details.hide' : 'messaging.details.show')} aria-pressed={detailsOpen} onClick={onToggleDetails}>
              <InfoIcon />
            </DetailsToggle>
          </>
        ) : (
          <Who>
            <Skeleton width={160} height={18} />
            <Skeleton width={90} height={12} />
          </Who>
        )}
      </Head>
      <Scroll ref={scroller} data-testid="conversation-scroll">
        {messages.isError ? (
          <ErrorPanel onRetry={() => void messages.refetch()} retrying={messages.isFetching} />
        ) : chatId !== null && messages.isPending ? (
          <MessagesSkeleton />
        ) : (
          <>
            <List aria-label={t('messaging.conversation.messages')} aria-live="polite" data-testid="messages">
              {[...mine].reverse().map((m) => (
                <OutgoingItem key={m.localId} message={m as never} onRetry={() => void retry(m.localId)} onDiscard={() => discard(m.localId)} />
              ))}
              {list.map((m) => (
                <MessageItem key={m.messageId} message={m} mine={m.fromUser.id === userId} showSeen={m.messageId === newestSeen} now={now} highlighted={m.messageId === target?.messageId} />
              ))}
            </List>
            {list.length === 0 && mine.length === 0 ? <Start>{t('messaging.conversation.start', { name })}</Start> : null}
            {messages.hasNextPage ? (
              <Older ref={olderRef}>
                {messages.isFetchingNextPage ? (
                  <Spinner label={t('messaging.conversation.loadingOlder')} />
                ) : (
                  <Button size="sm" variant="ghost" onClick={() => void messages.fetchNextPage()}>
                    {t('messaging.conversation.older')}
                  </Button>
                )}
              </Older>
            ) : null}
          </>
        )}
      </Scroll>
      <Composer draftKey={`${chatId ?? 'to'}-${toUserId ?? ''}`} disabled={!otherUser} onSend={(content, files) => send({ chatId, toUserId: chatId === null ? toUserId : null }, content, files)} />
    </Wrap>
  );
}
