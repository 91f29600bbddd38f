import { useEffect } from 'react';
import { styled, css, keyframes } from 'styled-components';
import { IconButton } from './button';
import { AlertIcon } from '../icons/alert';
import { CheckCircleIcon } from '../icons/check-circle';
import { CloseIcon } from '../icons/close';
import { InfoIcon } from '../icons/info';
import { useDsIntl } from '../i18n/use-ds-intl';
import { dismissToast, pauseToast, resumeToast, toastViewShown, useToasts, type ToastKind } from './toast';

/*
 * What draws the toast queue (./toast.tsx), downloaded with the first toast. Part of the shared
 * core, loaded by it: it reaches the queue by relative path, so it always talks to the page's
 * one queue.
 */
const MAX_VISIBLE = 4;

const slideIn = keyframes`from { opacity: 0; transform: translateY(-8px); } to { opacity: 1; transform: none; }`;

const Region = styled.section`
  position: fixed;
  inset-block-start: ${({ theme }) => theme.spacing[4]};
  inset-inline: 0;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  padding-inline: ${({ theme }) => theme.spacing[4]};
  pointer-events: none;
`;

const Item = styled.div<{ $kind: ToastKind }>`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing[3]};
  inline-size: min(480px, 100%);
  padding-block: ${({ theme }) => theme.spacing[3]};
  padding-inline: ${({ theme }) => `${theme.spacing[4]} ${theme.spacing[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${slideIn} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
  ${({ theme, $kind }) => {
    const tone = theme.colors.status[$kind === 'error' ? 'danger' : $kind];
    return css`
      background: ${tone.bg};
      color: ${tone.fg};
      border: 1px solid ${tone.border};
    `;
  }}
`;

const Text = styled.div`
  flex: 1;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  padding-block: ${({ theme }) => theme.spacing[1]};
  strong {
    display: block;
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
`;

const icons = { success: CheckCircleIcon, error: AlertIcon, info: InfoIcon };

/** The region and its items; ./toast.tsx's ToastViewport decides which root draws it. */
export function ToastView() {
  const items = useToasts();
  const { t } = useDsIntl();
  useEffect(toastViewShown, []);
  return (
    <Region aria-label={t('ds.toast.region')}>
      {items.slice(-MAX_VISIBLE).map((item) => {
        const Glyph = icons[item.kind];
        return (
          <Item
            key={item.id}
            $kind={item.kind}
            role={item.kind === 'error' ? 'alert' : 'status'}
            data-kind={item.kind}
            onMouseEnter={() => pauseToast(item.id)}
            onMouseLeave={() => resumeToast(item.id)}
            onFocus={() => pauseToast(item.id)}
            onBlur={() => resumeToast(item.id)}
          >
            <span style={{ paddingBlockStart: 6 }}>
              <Glyph size={20} />
            </span>
            <Text>
              {item.title ? <strong>{item.title}</strong> : null}
              {item.message}
            </Text>
            <IconButton size="sm" label={t('ds.toast.dismiss')} onClick={() => dismissToast(item.id)}>
              <CloseIcon size={16} />
            </IconButton>
          </Item>
        );
      })}
    </Region>
  );
}
