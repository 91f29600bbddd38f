import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { styled } from 'styled-components';
import { CloseIcon, IconButton } from '@tajriba/design-system';
import type { Notification } from '@tajriba/contracts/account';
import { BellIcon } from './icons';

const Stack = styled.output`
  position: fixed;
  inset-block-start: 76px;
  inset-inline-end: ${({ theme }) => theme.spacing[3]};
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: grid;
  gap: ${({ theme }) => theme.spacing[2]};
  inline-size: min(360px, calc(100vw - ${({ theme }) => theme.spacing[6]}));
`;
const Card = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing[2]};
  padding: ${({ theme }) => theme.spacing[3]};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  > svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.primary};
    margin-block-start: 2px;
  }
`;
const Text = styled.div`
  flex: 1;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  line-height: 1.4;
  a {
    color: inherit;
  }
`;

/** How long a popup stays (ms) unless closed or followed. */
export const POPUP_MS = 8000;

/**
 * A new notification also shows as a popup under the header (spec §4): its text, a link when it
 * leads somewhere (following it marks it read), and a close button; it goes by itself after 8 s.
 */
export function NotificationPopups({ items, hrefOf, onOpen, onDismiss }: { items: readonly Notification[]; hrefOf(n: Notification): string | null; onOpen(n: Notification): void; onDismiss(id: number): void }) {
  const intl = useIntl();
  const locale = intl.locale.startsWith('ar') ? 'ar' : 'en';
  return (
    <Stack aria-live="polite">
      {items.map((n) => (
        <Popup key={n.id} n={n} text={n.contentByLanguage[locale] || n.content} href={hrefOf(n)} onOpen={() => onOpen(n)} onDismiss={() => onDismiss(n.id)} closeLabel={intl.formatMessage({ id: 'shell.live.close' })} />
      ))}
    </Stack>
  );
}

function Popup({ n, text, href, onOpen, onDismiss, closeLabel }: { n: Notification; text: string; href: string | null; onOpen(): void; onDismiss(): void; closeLabel: string }) {
  useEffect(() => {
    const id = setTimeout(onDismiss, POPUP_MS);
    return () => clearTimeout(id);
    // One timer per popup, from when it appeared.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Card data-testid="notification-popup" data-id={n.id}>
      <BellIcon size={18} aria-hidden />
      <Text dir="auto">
        {href ? (
          <Link
            to={href}
            onClick={() => {
              onOpen();
              onDismiss();
            }}
          >
            {text}
          </Link>
        ) : (
          text
        )}
      </Text>
      <IconButton size="sm" label={closeLabel} onClick={onDismiss}>
        <CloseIcon size={16} />
      </IconButton>
    </Card>
  );
}
