import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { styled, css, keyframes } from 'styled-components';
import { Portal } from './portal';
import { IconButton } from '@tajriba/design-system/core';
import { CloseIcon } from '../icons/close';
import { useFocusTrap } from '../hooks/use-focus-trap';
import { useDsIntl } from '@tajriba/design-system/core';
import { isTopModalLayer, openModalLayer } from '@tajriba/design-system/core';

export type ModalSize = 'sm' | 'md' | 'lg' | 'fullscreen';

const widths: Record<Exclude<ModalSize, 'fullscreen'>, string> = { sm: '420px', md: '560px', lg: '800px' };

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(12px); } to { opacity: 1; transform: none; }`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  background: ${({ theme }) => theme.colors.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing[4]};
  animation: ${fadeIn} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
`;

const Dialog = styled.div<{ $size: ModalSize; $fullScreenOnMobile: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  inline-size: 100%;
  max-block-size: calc(100vh - 32px);
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${rise} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
  outline: none;

  ${({ $size }) =>
    $size === 'fullscreen'
      ? css`
          position: fixed;
          inset: 0;
          max-block-size: none;
          block-size: 100%;
          border-radius: 0;
        `
      : css`
          max-inline-size: ${widths[$size]};
        `}

  ${({ $fullScreenOnMobile, theme }) =>
    $fullScreenOnMobile &&
    css`
      ${theme.media.belowMd} {
        position: fixed;
        inset: 0;
        max-inline-size: none;
        max-block-size: none;
        block-size: 100%;
        border-radius: 0;
      }
    `}
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[3]};
  padding: ${({ theme }) => `${theme.spacing[4]} ${theme.spacing[5]}`};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h2`
  flex: 1;
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

const Body = styled.div`
  flex: 1;
  overflow: auto;
  padding: ${({ theme }) => theme.spacing[5]};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[3]};
  padding: ${({ theme }) => `${theme.spacing[4]} ${theme.spacing[5]}`};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Names the dialog (aria-labelledby). With `hideTitle` it is only announced. */
  title: ReactNode;
  hideTitle?: boolean;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: ModalSize;
  /** Take the whole screen below 768 px (default true): forms stay usable on phones. */
  fullScreenOnMobile?: boolean;
  /** Close on a click on the dimmed backdrop (default true). */
  closeOnBackdrop?: boolean;
  /** Esc and the close button can be disabled while something must not be interrupted. */
  dismissible?: boolean;
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
}


/** A modal dialog: portal, focus trap, Esc to close, aria-modal, scroll lock. */
export function Modal({
  open,
  onClose,
  title,
  hideTitle = false,
  description,
  children,
  footer,
  size = 'md',
  fullScreenOnMobile = true,
  closeOnBackdrop = true,
  dismissible = true,
  initialFocus,
  className,
}: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descId = useId();
  const { t } = useDsIntl();
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useFocusTrap(dialogRef, open, initialFocus);

  useEffect(() => {
    if (!open) return;
    // One stack for the page (in the shared core): Esc closes only the innermost dialog, whichever
    // area opened it, and the scroll lock lifts with the last one.
    const layer = {};
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && dismissible && isTopModalLayer(layer)) {
        e.stopPropagation();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKey);
    const release = openModalLayer(layer);
    return () => {
      document.removeEventListener('keydown', onKey);
      release();
    };
  }, [open, dismissible]);

  if (!open) return null;
  return (
    <Portal>
      <Backdrop
        data-testid="modal-backdrop"
        onMouseDown={(e) => {
          if (e.target === e.currentTarget && closeOnBackdrop && dismissible) onCloseRef.current();
        }}
      >
        {/* A div, not <dialog>: showModal's top layer would sit above our toasts and portals. */}
        <Dialog
          ref={dialogRef}
          // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={description ? descId : undefined}
          tabIndex={-1}
          $size={size}
          $fullScreenOnMobile={fullScreenOnMobile}
          className={className}
        >
          <Header style={hideTitle ? { borderBlockEnd: 'none', paddingBlockEnd: 0 } : undefined}>
            <Title id={titleId} style={hideTitle ? { position: 'absolute', inlineSize: 1, blockSize: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } : undefined}>
              {title}
            </Title>
            {hideTitle ? <span style={{ flex: 1 }} /> : null}
            {dismissible ? (
              <IconButton label={t('ds.modal.close')} onClick={() => onCloseRef.current()} size="sm">
                <CloseIcon size={18} />
              </IconButton>
            ) : null}
          </Header>
          <Body>
            {description ? <p id={descId}>{description}</p> : null}
            {children}
          </Body>
          {footer ? <Footer>{footer}</Footer> : null}
        </Dialog>
      </Backdrop>
    </Portal>
  );
}
