import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from './button';
import { AlertIcon } from '../icons/alert';
import { useDsIntl } from '../i18n/use-ds-intl';
import { useResolveMessage } from '../i18n/use-resolve-message';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.spacing[3]};
  padding: ${({ theme }) => `${theme.spacing[10]} ${theme.spacing[6]}`};
  margin: ${({ theme }) => theme.spacing[6]} auto;
  max-inline-size: 560px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Glyph = styled.span`
  display: inline-flex;
  padding: ${({ theme }) => theme.spacing[3]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.status.danger.bg};
  color: ${({ theme }) => theme.colors.status.danger.fg};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.typography.sizes.xl};
`;

const Message = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ErrorPanelProps {
  title?: ReactNode;
  /** Message id or text; defaults to a generic "couldn't load" message. */
  message?: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
}

/** A failed area (a remote that didn't load, a widget that threw) with a Retry button. */
export function ErrorPanel({ title, message, onRetry, retrying = false, className }: ErrorPanelProps) {
  const { t } = useDsIntl();
  const resolve = useResolveMessage();
  return (
    <Panel role="alert" className={className} data-testid="error-panel">
      <Glyph>
        <AlertIcon size={28} />
      </Glyph>
      <Title>{title ?? t('ds.errorPanel.title')}</Title>
      <Message>{message ? resolve(message) : t('ds.errorPanel.message')}</Message>
      {onRetry ? (
        <Button onClick={onRetry} loading={retrying}>
          {retrying ? t('ds.errorPanel.retrying') : t('ds.errorPanel.retry')}
        </Button>
      ) : null}
    </Panel>
  );
}
