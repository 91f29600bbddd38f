import { styled, keyframes } from 'styled-components';
import { useDsIntl } from '../i18n/use-ds-intl';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  inline-size: ${({ $size }) => $size}px;
  block-size: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: ${({ $size }) => Math.max(2, Math.round($size / 8))}px solid currentColor;
  border-block-start-color: transparent;
  animation: ${spin} 0.8s linear infinite;
  vertical-align: middle;
  flex-shrink: 0;
`;

export interface SpinnerProps {
  size?: number;
  /** Accessible label; pass `decorative` when a surrounding element already announces busy. */
  label?: string;
  decorative?: boolean;
  className?: string;
}

export function Spinner({ size = 20, label, decorative = false, className }: SpinnerProps) {
  const { t } = useDsIntl();
  if (decorative) return <Ring $size={size} aria-hidden className={className} />;
  // <output> is a form-associated element; this is a plain live status region.
  // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
  return <Ring $size={size} role="status" aria-label={label ?? t('ds.common.loading')} className={className} />;
}
