import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { LazyBoundary, lazyWithRetry, useClickOutside } from '@tajriba/design-system/core';

const Anchor = styled.div`
  position: relative;
  display: inline-flex;
`;

// The open panel (placement, sheet, focus) is a chunk of its own, downloaded when the pointer
// comes over the trigger or the focus reaches it: pages that only show the trigger (home's search
// bar) do not carry it in their first render.
const PopoverPanel = lazyWithRetry(() => import('./popover-panel').then((m) => ({ default: m.PopoverPanel })));
const preloadPanel = () => PopoverPanel.preload();

// When the panel's own chunk cannot be downloaded, the message and Retry still open where the
// panel would, as the named dialog the trigger announces (never inline in the trigger's row).
const FailedPanel = styled.div<{ $align: 'start' | 'end' }>`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndex.popover};
  inset-block-start: calc(100% + ${({ theme }) => theme.spacing[2]});
  ${({ $align }) => ($align === 'end' ? 'inset-inline-end: 0;' : 'inset-inline-start: 0;')}
  min-inline-size: 240px;
  max-inline-size: calc(100vw - 16px);
  box-sizing: border-box;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

function PanelUnavailable({ id, label, align, close, children }: { id: string; label: string; align: 'start' | 'end'; close: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // As the panel does when it opens: the focus goes in, here to Retry.
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('button')?.focus();
  }, []);
  return (
    <FailedPanel
      ref={ref}
      $align={align}
      id={id}
      // the same non-modal panel as PopoverPanel
      // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
      role="dialog"
      aria-label={label}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          close();
        }
      }}
    >
      {children}
    </FailedPanel>
  );
}

export interface PopoverTriggerProps {
  'aria-expanded': boolean;
  'aria-controls': string;
  'aria-haspopup': 'dialog';
  onClick: () => void;
  ref: (el: HTMLElement | null) => void;
}

export interface PopoverProps {
  trigger: (props: PopoverTriggerProps) => ReactNode;
  /** Content, or a function receiving `close` (for Apply buttons). */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Accessible name of the panel. */
  label: string;
  align?: 'start' | 'end';
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
  /**
   * Shown in the panel while lazy content (`lazyWithRetry`) loads; a spinner by default. The
   * panel has the focus meanwhile (Esc still closes it); it moves to the first control on
   * arrival. Content that fails to load leaves a message with Retry in the panel.
   */
  fallback?: ReactNode;
}

/**
 * A non-modal panel under its trigger (guest counter, filters). Opens focusing its first
 * control; Esc or a click outside closes it and focus returns to the trigger. It stays inside
 * the viewport in both directions (flips above, slides along the row); below 600 px it is a
 * bottom sheet over a dimmed page, with its name and a close button. The content may be lazy:
 * the panel opens at once and holds its Suspense and error boundary (`LazyBoundary`).
 */
export function Popover({ trigger, children, label, align = 'start', open: controlledOpen, onOpenChange, className, fallback }: PopoverProps) {
  const [uncontrolled, setUncontrolled] = useState(false);
  const open = controlledOpen ?? uncontrolled;
  const setOpen = useCallback(
    (v: boolean) => {
      if (controlledOpen === undefined) setUncontrolled(v);
      onOpenChange?.(v);
    },
    [controlledOpen, onOpenChange],
  );
  const panelId = useId();
  const anchorRef = useRef<HTMLDivElement>(null);
  const [triggerEl, setTriggerEl] = useState<HTMLElement | null>(null);

  const close = useCallback(() => {
    setOpen(false);
    triggerEl?.focus();
  }, [setOpen, triggerEl]);

  useClickOutside([anchorRef], () => setOpen(false), open);

  return (
    <Anchor ref={anchorRef} className={className} onPointerEnter={preloadPanel} onFocus={preloadPanel}>
      {trigger({
        'aria-expanded': open,
        'aria-controls': panelId,
        'aria-haspopup': 'dialog',
        onClick: () => setOpen(!open),
        ref: setTriggerEl,
      })}
      {open ? (
        <LazyBoundary
          fallback={null}
          renderError={(message) => (
            <PanelUnavailable id={panelId} label={label} align={align} close={close}>
              {message}
            </PanelUnavailable>
          )}
        >
          <PopoverPanel id={panelId} label={label} align={align} anchorRef={anchorRef} close={close} fallback={fallback}>
            {typeof children === 'function' ? children(close) : children}
          </PopoverPanel>
        </LazyBoundary>
      ) : null}
    </Anchor>
  );
}
