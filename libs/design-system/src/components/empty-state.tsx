import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { useDsIntl } from '@tajriba/design-system/core';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.spacing[3]};
  padding: ${({ theme }) => `${theme.spacing[10]} ${theme.spacing[4]}`};
`;

const Art = styled.div`
  display: inline-flex;
  padding: ${({ theme }) => theme.spacing[4]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.onPrimarySoft};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.typography.sizes.lg};
`;

const Description = styled.p`
  max-inline-size: 420px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface EmptyStateProps {
  title?: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  const { t } = useDsIntl();
  return (
    <Wrap className={className} data-testid="empty-state">
      {icon ? <Art aria-hidden>{icon}</Art> : null}
      <Title>{title ?? t('ds.emptyState.defaultTitle')}</Title>
      {description ? <Description>{description}</Description> : null}
      {action}
    </Wrap>
  );
}
