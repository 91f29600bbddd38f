import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { Avatar, EmptyState, ErrorPanel, Skeleton, Spinner } from '@tajriba/design-system';
import { useFormatters } from '@tajriba/i18n';
import type { ChatSummary } from '@tajriba/contracts/account';
import { useChats } from '../api/get-chats';
import { useInView } from '../hooks/use-in-view';
import { isActive, nameOf } from '../lib/presence';
import { ChatIcon } from './icons';

const Wrap = styled.nav`
  display: flex;
  flex-direction: column;
  min-block-size: 0;
  block-size: 100%;
  border-inline-end: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  h1 {
    margin: 0;
    padding: ${({ theme }) => `${theme.spacing[3]} ${theme.spacing[4]}`};
    font-size: ${({ theme }) => theme.typography.sizes.xl};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    min-block-size: 64px;
    display: flex;
    align-items: center;
  }
`;
const Items = styled.ul`
  flex: 1;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-y: auto;
`;
const Row = styled.button<{ $selected: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[3]};
  inline-size: 100%;
  min-block-size: 72px;
  padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[4]}`};
  border: 0;
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primarySoft : 'transparent')};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover {
    background: ${({ theme, $selected }) => ($selected ? theme.colors.primarySoft : theme.colors.surfaceSunken)};
  }
  &:focus-visible {
    outline: none;
    box-shadow: inset ${({ theme }) => theme.shadows.focus};
  }
`;
const Text = styled.span`
  display: grid;
  min-inline-size: 0;
  strong,
  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
`;
const Side = styled.span`
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.spacing[1]};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Unread = styled.span`
  min-inline-size: 20px;
  padding-inline: 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onDanger};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  text-align: center;
  line-height: 20px;
`;
const More = styled.li`
  display: flex;
  justify-content: center;
  min-block-size: 48px;
  align-items: center;
`;

function RowSkeleton() {
  return (
    <li aria-hidden style={{ display: 'flex', gap: 12, alignItems: 'center', padding: '8px 16px', minBlockSize: 72 }}>
      <Skeleton width={44} height={44} radius="50%" />
      <span style={{ display: 'grid', gap: 6, flex: 1 }}>
        <Skeleton width="50%" height={14} />
        <Skeleton width="80%" height={12} />
      </span>
    </li>
  );
}

function ChatRow({ chat, selected, onSelect, now, myId }: { chat: ChatSummary; selected: boolean; onSelect(): void; now: number; myId: number }) {
  const intl = useIntl();
  const f = useFormatters();
  const name = nameOf(chat.otherUser);
  const last = chat.lastMessage;
  const preview = !last
    ? intl.formatMessage({ id: 'messaging.list.noMessages' })
    : last.content || intl.formatMessage({ id: 'messaging.list.attachments' }, { count: last.filesCount });
  const fromMe = last && last.fromUserId === myId;
  return (
    <li>
      <Row type="button" $selected={selected} aria-current={selected ? 'true' : undefined} onClick={onSelect} data-testid="chat-row" data-chat-id={chat.chatId}>
        <Avatar name={name} src={chat.otherUser.avatarPath} size={44} online={isActive(chat.otherUser.lastActiveAt, now)} />
        <Text>
          <strong dir="auto">{name}</strong>
          {/* The preview keeps its own direction inside "You: …" (an Arabic message in an English page and the other way round). */}
          <span>{fromMe ? intl.formatMessage({ id: 'messaging.list.you' }, { text: <bdi key="t">{preview}</bdi> }) : <bdi>{preview}</bdi>}</span>
        </Text>
        <Side>
          {last ? <time dateTime={last.creationDate}>{f.relative(last.creationDate, now)}</time> : null}
          {chat.unreadCount > 0 ? (
            <Unread data-testid="chat-unread" aria-label={intl.formatMessage({ id: 'messaging.list.unread' }, { count: chat.unreadCount })}>
              {intl.formatNumber(chat.unreadCount)}
            </Unread>
          ) : null}
        </Side>
      </Row>
    </li>
  );
}

/** The caller's chats, latest first: avatar, name, last message, its time, the unread badge. Pages of 50, endless. */
export function ChatList({ selectedChatId, onSelect, now, myId }: { selectedChatId: number | null; onSelect(chat: ChatSummary): void; now: number; myId: number }) {
  const intl = useIntl();
  const chats = useChats();
  const more = useInView<HTMLLIElement>(() => {
    if (chats.hasNextPage && !chats.isFetchingNextPage) void chats.fetchNextPage();
  }, !!chats.hasNextPage);
  const all = chats.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <Wrap aria-label={intl.formatMessage({ id: 'messaging.list.label' })} data-testid="chat-list">
      <h1>{intl.formatMessage({ id: 'messaging.title' })}</h1>
      {chats.isError ? (
        <ErrorPanel onRetry={() => void chats.refetch()} retrying={chats.isFetching} />
      ) : chats.isPending ? (
        <Items aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <RowSkeleton key={i} />
          ))}
        </Items>
      ) : all.length === 0 ? (
        <EmptyState icon={<ChatIcon size={32} />} title={intl.formatMessage({ id: 'messaging.list.emptyTitle' })} description={intl.formatMessage({ id: 'messaging.list.emptyText' })} />
      ) : (
        <Items>
          {all.map((c) => (
            <ChatRow key={c.chatId} chat={c} selected={c.chatId === selectedChatId} onSelect={() => onSelect(c)} now={now} myId={myId} />
          ))}
          {chats.hasNextPage ? (
            <More ref={more}>
              <Spinner label={intl.formatMessage({ id: 'messaging.list.loadingMore' })} />
            </More>
          ) : null}
        </Items>
      )}
    </Wrap>
  );
}
