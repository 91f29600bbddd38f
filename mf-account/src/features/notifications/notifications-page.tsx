import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { styled, css } from 'styled-components';
import type { Notification } from '@tajriba/contracts/account';
import { notificationHref } from '@tajriba/contracts/notification-targets';
import { Button, CheckIcon, EmptyState, ErrorPanel, focusRing, IconButton, InfoIcon, Pagination, Skeleton, usePageMeta, VisuallyHidden } from '@tajriba/design-system';
import { useFormatters } from '@tajriba/i18n';
import { useMarkRead, useNotifications, useRefreshOnNotification } from './api/notifications';

const Page = styled.div`
  max-inline-size: 800px;
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.spacing[8]} ${theme.spacing[6]} ${theme.spacing[16]}`};
  ${({ theme }) => theme.media.belowLg} {
    padding: ${({ theme }) => `${theme.spacing[5]} ${theme.spacing[4]} ${theme.spacing[12]}`};
  }
`;
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing[3]};
  margin-block-end: ${({ theme }) => theme.spacing[5]};
  min-block-size: 40px;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes['2xl']};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Items = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.spacing[6]};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing[2]};
`;
/** One notification: at least 72 px (the skeleton rows are the same). */
const Item = styled.li<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: 12px minmax(0, 1fr) 40px;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[3]};
  min-block-size: 72px;
  padding-inline: ${({ theme }) => theme.spacing[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  ${({ $unread, theme }) =>
    $unread &&
    css`
      border-color: ${theme.colors.primary};
      .text {
        font-weight: ${theme.typography.weights.semibold};
      }
    `}
  .dot {
    display: block;
    inline-size: 10px;
    block-size: 10px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
  }
`;
const bodyStyles = css`
  display: grid;
  gap: ${({ theme }) => theme.spacing[1]};
  padding-block: ${({ theme }) => theme.spacing[3]};
  color: inherit;
  text-decoration: none;
  overflow-wrap: anywhere;
  border-radius: ${({ theme }) => theme.radii.md};
  ${focusRing}
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
`;
const Body = styled.div`
  ${bodyStyles}
`;
const LinkBody = styled(Link)`
  ${bodyStyles}
  &:hover .text {
    text-decoration: underline;
  }
`;

/**
 * `/profile/notifications` (spec §2, §4, §7): every notification, newest first, 10 a page (page in
 * the URL); mark one or all read; an actionable one links by its target and is marked read when
 * opened. The shell's bell reads the same API and follows what is done here.
 */
export function NotificationsPage() {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const fmt = useFormatters();
  const locale = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const list = useNotifications(page);
  const mark = useMarkRead();
  useRefreshOnNotification();
  usePageMeta({ title: t('notifications.title') });
  const unread = list.data?.unreadCount ?? 0;

  const row = (n: Notification) => {
    const href = notificationHref(n);
    const inner = (
      <>
        {/* the server's text can be in either language: its own direction */}
        <span className="text" dir="auto">
          {n.contentByLanguage[locale] || n.content}
        </span>
        <time dateTime={n.creationDate}>{fmt.relative(n.creationDate)}</time>
      </>
    );
    return (
      <Item key={n.id} $unread={!n.isRead} data-testid="notification-row" data-read={n.isRead}>
        {n.isRead ? (
          <span aria-hidden />
        ) : (
          <span>
            <span className="dot" aria-hidden />
            <VisuallyHidden>{t('notifications.unreadLabel')}</VisuallyHidden>
          </span>
        )}
        {href ? (
          <LinkBody to={href} onClick={() => (n.isRead ? undefined : mark.mutate(n.id))}>
            {inner}
          </LinkBody>
        ) : (
          <Body>{inner}</Body>
        )}
        {n.isRead ? (
          <span aria-hidden />
        ) : (
          <IconButton size="sm" label={t('notifications.markRead')} onClick={() => mark.mutate(n.id)} data-testid="notification-row-mark-read">
            <CheckIcon size={16} />
          </IconButton>
        )}
      </Item>
    );
  };

  return (
    <Page data-testid="notifications-page">
      <Head>
        <div>
          <h1>{t('notifications.title')}</h1>
          {list.data ? <p data-testid="notifications-unread">{t('notifications.unread', { count: unread })}</p> : null}
        </div>
        <Button variant="secondary" size="sm" onClick={() => mark.mutate(null)} disabled={unread === 0} data-testid="notifications-mark-all">
          {t('notifications.markAll')}
        </Button>
      </Head>
      {list.isPending ? (
        <Items aria-busy="true" data-testid="notifications-loading">
          {Array.from({ length: 5 }, (_, i) => (
            <li key={i}>
              <Skeleton height={72} radius="14px" />
            </li>
          ))}
        </Items>
      ) : list.isError ? (
        <ErrorPanel onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : list.data.data.length === 0 ? (
        <EmptyState icon={<InfoIcon size={28} />} title={t('notifications.emptyTitle')} description={t('notifications.empty')} />
      ) : (
        <>
          <Items data-testid="notifications" aria-busy={list.isPlaceholderData}>
            {list.data.data.map(row)}
          </Items>
          <Pagination page={page} totalPages={list.data.totalPages} onPageChange={(p) => setParams(p > 1 ? { page: String(p) } : {})} disabled={list.isFetching} />
        </>
      )}
    </Page>
  );
}
export default NotificationsPage;
