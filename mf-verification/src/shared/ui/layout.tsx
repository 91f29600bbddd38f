import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import type { DocumentStatus } from '@tajriba/contracts/verification';

export const Page = styled.section`
  max-inline-size: 880px;
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.spacing[6]};
  padding-inline: ${({ theme }) => theme.spacing[4]};
  color: ${({ theme }) => theme.colors.text};
`;
export const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.spacing[2]};
  font-size: ${({ theme }) => theme.typography.sizes['2xl']};
`;
export const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing[5]};
  color: ${({ theme }) => theme.colors.textMuted};
`;
export const Card = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.spacing[5]};
  margin-block-end: ${({ theme }) => theme.spacing[4]};
  /* The card's own blocks (step, fields, slots, text, actions) never touch each other. */
  & > * + * {
    margin-block-start: ${({ theme }) => theme.spacing[3]};
  }
`;
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[3]};
  align-items: center;
`;
export const Footer = styled(Row)`
  && {
    justify-content: space-between;
    margin-block-start: ${({ theme }) => theme.spacing[5]};
  }
`;

const Badge = styled.span<{ $tone: 'success' | 'info' | 'warning' | 'normal' }>`
  display: inline-block;
  padding-block: 2px;
  padding-inline: ${({ theme }) => theme.spacing[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  background: ${({ theme, $tone }) => theme.colors.status[$tone].bg};
  color: ${({ theme, $tone }) => theme.colors.status[$tone].fg};
  border: 1px solid ${({ theme, $tone }) => theme.colors.status[$tone].border};
`;
const tones = { approved: 'success', pending: 'info', resubmit: 'warning' } as const;

/** A verification status as a coloured label (approved success, pending info, resubmit warning, none normal). */
export function StatusBadge({ status, testId }: { status: DocumentStatus; testId?: string }) {
  const intl = useIntl();
  const name = status?.name ?? 'none';
  return (
    <Badge $tone={status ? tones[status.name] : 'normal'} data-testid={testId} data-status={name}>
      {intl.formatMessage({ id: `verification.status.${name}` })}
    </Badge>
  );
}

/** Moves to another route of the site (the shell's single-spa router follows history). */
export function navigate(path: string) {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

export function Steps({ current, total, children }: { current: number; total: number; children?: ReactNode }) {
  const intl = useIntl();
  return (
    <p aria-live="polite" data-testid="wizard-step" style={{ margin: 0 }}>
      {intl.formatMessage({ id: 'verification.step' }, { current, total })}
      {children}
    </p>
  );
}
