import type { ReactNode } from 'react';
import { styled, css } from 'styled-components';
import { CheckIcon } from '../icons/check';
import { useDsIntl } from '@tajriba/design-system/core';
import { VisuallyHidden } from '@tajriba/design-system/core';
import { focusRing } from '@tajriba/design-system/core';

export interface StepItem {
  id: string;
  label: ReactNode;
}

export interface StepperProps {
  steps: ReadonlyArray<StepItem>;
  /** Index of the current step (0-based). */
  current: number;
  /** Ids of completed steps; they show a check mark. Defaults to every step before `current`. */
  completed?: ReadonlyArray<string>;
  /** Makes completed steps clickable (wizard sidebars allow jumping back). */
  onStepClick?: (index: number) => void;
  orientation?: 'horizontal' | 'vertical';
  className?: string;
}

const List = styled.ol<{ $vertical: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: ${({ $vertical }) => ($vertical ? 'column' : 'row')};
  gap: ${({ theme, $vertical }) => ($vertical ? theme.spacing[1] : theme.spacing[2])};
`;

const Li = styled.li<{ $vertical: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  ${({ $vertical }) =>
    !$vertical &&
    css`
      flex: 1;
      &:not(:last-child)::after {
        content: '';
        flex: 1;
        block-size: 2px;
        min-inline-size: 16px;
        background: ${({ theme }) => theme.colors.border};
      }
    `}
`;

const Step = styled.button<{ $state: 'done' | 'current' | 'upcoming' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  padding: ${({ theme }) => theme.spacing[1]};
  border: 0;
  background: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme, $state }) => ($state === 'upcoming' ? theme.colors.textMuted : theme.colors.text)};
  font-weight: ${({ theme, $state }) => ($state === 'current' ? theme.typography.weights.bold : theme.typography.weights.medium)};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  text-align: start;
  &:enabled { cursor: pointer; }
  &:disabled { cursor: default; }
  ${focusRing}
`;

const Dot = styled.span<{ $state: 'done' | 'current' | 'upcoming' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  inline-size: 28px;
  block-size: 28px;
  border-radius: 50%;
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  ${({ theme, $state }) =>
    $state === 'done'
      ? css`
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
        `
      : $state === 'current'
        ? css`
            border: 2px solid ${theme.colors.primary};
            color: ${theme.colors.primary};
            background: ${theme.colors.primarySoft};
          `
        : css`
            border: 2px solid ${theme.colors.border};
            color: ${theme.colors.textMuted};
          `}
`;

/** Steps with numbers, check marks for completed ones and the current one marked. */
export function Stepper({ steps, current, completed, onStepClick, orientation = 'horizontal', className }: StepperProps) {
  const { t, intl } = useDsIntl();
  const done = new Set(completed ?? steps.slice(0, current).map((s) => s.id));
  return (
    <nav aria-label={t('ds.steps.progress', { current: current + 1, total: steps.length })} className={className}>
      <List $vertical={orientation === 'vertical'}>
        {steps.map((s, i) => {
          const state = i === current ? 'current' : done.has(s.id) ? 'done' : 'upcoming';
          const clickable = !!onStepClick && (state === 'done' || i === current);
          return (
            <Li key={s.id} $vertical={orientation === 'vertical'}>
              <Step
                type="button"
                $state={state}
                disabled={!clickable}
                aria-current={i === current ? 'step' : undefined}
                onClick={clickable ? () => onStepClick?.(i) : undefined}
                data-state={state}
              >
                <Dot $state={state} aria-hidden>
                  {state === 'done' ? <CheckIcon size={16} strokeWidth={3} /> : intl.formatNumber(i + 1)}
                </Dot>
                <span>{s.label}</span>
                {state === 'done' ? <VisuallyHidden>({t('ds.steps.completed')})</VisuallyHidden> : null}
                {state === 'current' ? <VisuallyHidden>({t('ds.steps.current')})</VisuallyHidden> : null}
              </Step>
            </Li>
          );
        })}
      </List>
    </nav>
  );
}
