import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Spinner } from '@tajriba/design-system/core';
import { VisuallyHidden } from '@tajriba/design-system/core';
import { useDsIntl } from '@tajriba/design-system/core';

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay - 1};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing[2]};
  background: ${({ theme }) => (theme.mode === 'dark' ? 'rgba(14, 20, 22, 0.7)' : 'rgba(255, 255, 255, 0.7)')};
  color: ${({ theme }) => theme.colors.primary};
  border-radius: inherit;
`;

const Label = styled.span`
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.text};
`;

export interface LoadingOverlayProps {
  visible: boolean;
  label?: ReactNode;
  /** Show the label text under the spinner (it is always announced). */
  showLabel?: boolean;
}

/** Covers its positioned parent while data reloads, keeping the old content in place. */
export function LoadingOverlay({ visible, label, showLabel = false }: LoadingOverlayProps) {
  const { t } = useDsIntl();
  if (!visible) return null;
  const text = label ?? t('ds.loadingOverlay.label');
  return (
    // <output> is a form-associated element; this is a plain live status region.
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
    <Overlay role="status" aria-live="polite" aria-busy="true" data-testid="loading-overlay">
      <Spinner size={32} decorative />
      {showLabel ? <Label>{text}</Label> : <VisuallyHidden>{text}</VisuallyHidden>}
    </Overlay>
  );
}
