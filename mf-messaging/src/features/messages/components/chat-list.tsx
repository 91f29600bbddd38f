import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { Avatar, CloseIcon, EmptyState, ErrorPanel, IconButton, SearchIcon, Skeleton, Spinner, useDebouncedValue, VisuallyHidden } from '@tajriba/design-system';
import { useFormatters } from '@tajriba/i18n';
import { CHAT_SEARCH_MAX_LENGTH, type ChatSummary } from '@tajriba/contracts/account';
import { useChats } from '../api/get-chats';
import { useChatSearch } from '../api/search-chats';
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
const Search = styled.search`
  position: relative;
  display: flex;
  align-items: center;
  padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[3]}`};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  > svg {
    position: absolute;
    inset-inline-start: ${({ theme }) => theme.spacing[5]};
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
  /* The input's intrinsic width (about 20 characters) must not widen the list's column. */
  min-inline-size: 0;
  input {
    flex: 1;
    box-sizing: border-box;
    inline-size: 100%;
    min-inline-size: 0;
    block-size: 40px;
    padding-inline: 36px 40px;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.bg};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    &::-webkit-search-cancel-button {
      appearance: none;
    }
    &:focus-visible {
      outline: none;
      box-shadow: ${({ theme }) => theme.shadows.focus};
    }
  }
  > button {
    position: absolute;
    inset-inline-end: ${({ theme }) => theme.spacing[4]};
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
  mark {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
    border-radius: 2px;
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

/** How many characters of a long message show before its first match. */
const CONTEXT_BEFORE_MATCH = 8;

/**
 * `text` with each case-insensitive occurrence of `term` marked. A long message starts just before
 * the first one (at the start of a word when one begins within a few characters), so the match
 * is not lost under the ellipsis of a narrow row (a phone, the RTL layout, a long number before it).
 */
export function highlight(text: string, term: string): ReactNode {
  if (!term) return text;
  const lower = text.toLocaleLowerCase();
  const needle = term.toLocaleLowerCase();
  const first = lower.indexOf(needle);
  if (first < 0) return text;
  let from = 0;
  // Cutting fewer than a few characters would not be worth the "…".
  if (first > CONTEXT_BEFORE_MATCH + 3) {
    from = first - CONTEXT_BEFORE_MATCH;
    const space = text.slice(from, first).search(/\s/);
    if (space >= 0) from += space + 1;
  }
  const parts: ReactNode[] = from ? ['…'] : [];
  let at = from;
  for (let i = first; i >= 0; i = lower.indexOf(needle, i + needle.length)) {
    if (i > at) parts.push(text.slice(at, i));
    parts.push(<mark key={i}>{text.slice(i, i + needle.length)}</mark>);
    at = i + needle.length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

function ChatRow({ chat, selected, onSelect, now, myId, term }: { chat: ChatSummary; selected: boolean; onSelect(): void; now: number; myId: number; term: string }) {
  const intl = useIntl();
  const f = useFormatters();
  const name = nameOf(chat.otherUser);
  // A search result shows the message that matched (with its time), otherwise the last message.
  const last = chat.match ? { ...chat.match, filesCount: 0 } : chat.lastMessage;
  const preview = !last
    ? intl.formatMessage({ id: 'messaging.list.noMessages' })
    : last.content
      ? highlight(last.content, term)
      : intl.formatMessage({ id: 'messaging.list.attachments' }, { count: last.filesCount });
  const fromMe = last && last.fromUserId === myId;
  return (
    <li>
      <Row type="button" $selected={selected} aria-current={selected ? 'true' : undefined} onClick={onSelect} data-testid="chat-row" data-chat-id={chat.chatId}>
        <Avatar name={name} src={chat.otherUser.avatarPath} size={44} online={isActive(chat.otherUser.lastActiveAt, now)} />
        <Text>
          <strong dir="auto">{term ? highlight(name, term) : name}</strong>
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

/**
 * The caller's chats, latest first: avatar, name, last message, its time, the unread badge. Pages
 * of 50, endless. The search box (500 ms after the last keystroke, spec §9) narrows the list to
 * chats whose person or any message contains the text, showing the newest matching message.
 */
export function ChatList({ selectedChatId, onSelect, now, myId }: { selectedChatId: number | null; onSelect(chat: ChatSummary): void; now: number; myId: number }) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const [query, setQuery] = useState('');
  const term = useDebouncedValue(query.trim());
  const list = useChats();
  const found = useChatSearch(term);
  const chats = term ? found : list;
  const more = useInView<HTMLLIElement>(() => {
    if (chats.hasNextPage && !chats.isFetchingNextPage) void chats.fetchNextPage();
  }, !!chats.hasNextPage);
  const all = chats.data?.pages.flatMap((p) => p.data) ?? [];
  const total = chats.data?.pages[0]?.totalRecords ?? 0;
  return (
    <Wrap aria-label={t('messaging.list.label')} data-testid="chat-list">
      <h1>{t('messaging.title')}</h1>
      <Search>
        <SearchIcon size={18} aria-hidden />
        <input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && query) {
              e.preventDefault();
              setQuery('');
            }
          }}
          maxLength={CHAT_SEARCH_MAX_LENGTH}
          placeholder={t('messaging.search.placeholder')}
          aria-label={t('messaging.search.label')}
          data-testid="chat-search"
        />
        {query ? (
          <IconButton size="sm" label={t('messaging.search.clear')} onClick={() => setQuery('')} data-testid="chat-search-clear">
            <CloseIcon size={14} />
          </IconButton>
        ) : null}
      </Search>
      <VisuallyHidden aria-live="polite">{term && !chats.isPending && !chats.isError ? t('messaging.search.results', { count: total }) : ''}</VisuallyHidden>
      {chats.isError ? (
        <ErrorPanel onRetry={() => void chats.refetch()} retrying={chats.isFetching} />
      ) : chats.isPending ? (
        <Items aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <RowSkeleton key={i} />
          ))}
        </Items>
      ) : all.length === 0 ? (
        term ? (
          <EmptyState
            icon={<SearchIcon size={32} />}
            title={t('messaging.search.noneTitle', { text: term })}
            description={t('messaging.search.noneText')}
          />
        ) : (
          <EmptyState icon={<ChatIcon size={32} />} title={t('messaging.list.emptyTitle')} description={t('messaging.list.emptyText')} />
        )
      ) : (
        <Items aria-busy={term && found.isPlaceholderData ? 'true' : undefined}>
          {all.map((c) => (
            <ChatRow key={c.chatId} chat={c} selected={c.chatId === selectedChatId} onSelect={() => onSelect(c)} now={now} myId={myId} term={term && !found.isPlaceholderData ? term : ''} />
          ))}
          {chats.hasNextPage ? (
            <More ref={more}>
              <Spinner label={t('messaging.list.loadingMore')} />
            </More>
          ) : null}
        </Items>
      )}
    </Wrap>
  );
}
