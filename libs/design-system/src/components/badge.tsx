import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import type { StatusTone } from '@tajriba/design-system/core';
import { statusTone, type StatusFamily } from '../theme/status';

const Pill = styled.span<{ $tone: StatusTone; $size: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[1]};
  padding: ${({ $size }) => ($size === 'sm' ? '2px 8px' : '4px 12px')};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.typography.sizes.xs : theme.typography.sizes.sm)};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  line-height: 1.4;
  white-space: nowrap;
  background: ${({ theme, $tone }) => theme.colors.status[$tone].bg};
  color: ${({ theme, $tone }) => theme.colors.status[$tone].fg};
  border: 1px solid ${({ theme, $tone }) => theme.colors.status[$tone].border};
`;

export interface BadgeProps {
  tone?: StatusTone;
  size?: 'sm' | 'md';
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A small coloured label ("New", "Guest favourite", counts). */
export function Badge({ tone = 'normal', size = 'sm', icon, children, className }: BadgeProps) {
  return (
    <Pill $tone={tone} $size={size} className={className} data-tone={tone}>
      {icon}
      {children}
    </Pill>
  );
}

export interface StatusPillProps {
  /** Which spec mapping to use: payment, schedule, order, listing, payout, verification. */
  family: StatusFamily;
  status: string | null | undefined;
  /** The localised status name to show (the API's {id, name} or your catalogue). */
  children: ReactNode;
  size?: 'sm' | 'md';
  className?: string;
}

/** A status name coloured by the spec's tone mapping (e.g. payment paid → success). */
export function StatusPill({ family, status, children, size = 'sm', className }: StatusPillProps) {
  return (
    <Badge tone={statusTone(family, status)} size={size} className={className}>
      {children}
    </Badge>
  );
}
