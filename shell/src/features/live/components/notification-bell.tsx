import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { CheckIcon, IconButton, Skeleton, Switch } from '@tajriba/design-system';
import { useFormatters } from '@tajriba/i18n';
import type { Notification } from '@tajriba/contracts/account';
import { BellIcon } from './icons';
import { headerIconButton } from '../../../shared/header-icon-button';
import { useMenuDisclosure } from '../../../shared/use-menu-disclosure';

const Wrap = styled.div`
  position: relative;
`;
const Trigger = styled.button`
  ${headerIconButton}
`;
const Dot = styled.span`
  position: absolute;
  inset-block-start: 6px;
  inset-inline-end: 7px;
  inline-size: 10px;
  block-size: 10px;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.surface};
  background: ${({ theme }) => theme.colors.danger};
`;
const Panel = styled.section`
  position: absolute;
  inset-inline-end: 0;
  inset-block-start: calc(100% + ${({ theme }) => theme.spacing[2]});
  inline-size: min(360px, calc(100vw - ${({ theme }) => theme.spacing[6]}));
  max-block-size: calc(100dvh - 88px);
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  z-index: ${({ theme }) => theme.zIndex.dropdown};
`;
const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing[2]};
  padding: ${({ theme }) => `${theme.spacing[3]} ${theme.spacing[3]} ${theme.spacing[2]}`};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.md};
  }
`;
const TextButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  cursor: pointer;
  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: default;
  }
`;
const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-y: auto;
  overscroll-behavior: contain;
  border-block: 1px solid ${({ theme }) => theme.colors.border};
`;
const Item = styled.li<{ $unread: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing[1]};
  padding: ${({ theme }) => `${theme.spacing[1]} ${theme.spacing[2]}`};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.primarySoft : 'transparent')};
  & + & {
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
const Body = styled.div`
  flex: 1;
  display: grid;
  gap: 2px;
  padding: ${({ theme }) => theme.spacing[2]};
  color: ${({ theme }) => theme.colors.text};
  text-align: start;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  line-height: 1.4;
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.xs};
  }
  a&:hover,
  button&:hover {
    text-decoration: underline;
  }
  a&:focus-visible,
  button&:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
const ButtonBody = styled(Body).attrs({ as: 'button', type: 'button' })`
  border: 0;
  background: none;
  font: inherit;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  cursor: pointer;
`;
const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.spacing[6]} ${theme.spacing[3]}`};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  border-block: 1px solid ${({ theme }) => theme.colors.border};
`;
const Foot = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing[2]};
  padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[3]}`};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
`;

export interface NotificationBellProps {
  items: readonly Notification[] | undefined;
  unread: number;
  /** The page where every notification is listed, when this environment routes it. */
  allHref: string | null;
  /** Where a notification leads (null: it shows no link). */
  hrefOf(n: Notification): string | null;
  onOpen(n: Notification): void;
  onMarkRead(n: Notification): void;
  onMarkAll(): void;
  muted: boolean;
  onMutedChange(muted: boolean): void;
  /** The dropdown opened (it lists what the popups showed: they go). */
  onOpened?(): void;
}

/**
 * The header's bell (spec §2 Notification dropdown): a red dot when anything is unread; the
 * dropdown has its title, "Mark all as read", the latest 10 (unread ones tinted, each with its own
 * mark-read button; an actionable one links to its target, and opening it marks it read), the
 * empty text, the sound switch and the link to the notifications page.
 */
export function NotificationBell({ items, unread, allHref, hrefOf, onOpen, onMarkRead, onMarkAll, muted, onMutedChange, onOpened }: NotificationBellProps) {
  const intl = useIntl();
  const f = useFormatters();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const { open, close, wrapRef, panelId, triggerProps } = useMenuDisclosure();
  const titleId = useId();
  useEffect(() => {
    if (open) onOpened?.();
    // Once per opening.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  const locale = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const label = t('shell.live.bell', { count: unread });

  return (
    <Wrap ref={wrapRef}>
      <Trigger {...triggerProps} aria-label={label} title={label} data-testid="notification-bell" data-unread={unread}>
        <BellIcon />
        {unread > 0 ? <Dot aria-hidden data-testid="notification-dot" /> : null}
      </Trigger>
      {open ? (
        <Panel id={panelId} aria-labelledby={titleId} data-testid="notification-panel">
          <Head>
            <h2 id={titleId}>{t('shell.live.title')}</h2>
            <TextButton type="button" onClick={onMarkAll} disabled={unread === 0} data-testid="notification-mark-all">
              {t('shell.live.markAll')}
            </TextButton>
          </Head>
          {!items ? (
            <Items aria-busy="true">
              {[0, 1, 2].map((i) => (
                <Item key={i} $unread={false} aria-hidden>
                  <Body as="div">
                    <Skeleton width="90%" height={14} />
                    <Skeleton width="30%" height={10} />
                  </Body>
                </Item>
              ))}
            </Items>
          ) : items.length === 0 ? (
            <Empty>{t('shell.live.empty')}</Empty>
          ) : (
            <Items>
              {items.map((n) => {
                const href = hrefOf(n);
                const text = n.contentByLanguage[locale] || n.content;
                const inner = (
                  <>
                    <span dir="auto">{text}</span>
                    <time dateTime={n.creationDate}>{f.relative(n.creationDate)}</time>
                  </>
                );
                return (
                  <Item key={n.id} $unread={!n.isRead} data-testid="notification-item" data-read={n.isRead}>
                    {href ? (
                      <Body
                        as={Link}
                        to={href}
                        onClick={() => {
                          close();
                          onOpen(n);
                        }}
                      >
                        {inner}
                      </Body>
                    ) : !n.isRead ? (
                      <ButtonBody onClick={() => onOpen(n)}>{inner}</ButtonBody>
                    ) : (
                      <Body>{inner}</Body>
                    )}
                    {!n.isRead ? (
                      <IconButton size="sm" label={t('shell.live.markRead')} onClick={() => onMarkRead(n)} data-testid="notification-mark-read">
                        <CheckIcon size={16} />
                      </IconButton>
                    ) : null}
                  </Item>
                );
              })}
            </Items>
          )}
          <Foot>
            <Switch checked={!muted} onChange={(e) => onMutedChange(!e.target.checked)} label={t('shell.live.sound')} data-testid="notification-sound" />
            {allHref ? (
              <Link to={allHref} onClick={close}>
                {t('shell.live.all')}
              </Link>
            ) : null}
          </Foot>
        </Panel>
      ) : null}
    </Wrap>
  );
}
