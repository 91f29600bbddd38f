import { useCallback, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { styled } from 'styled-components';
import { LazyBoundary, Spinner, useClickOutside } from '@tajriba/design-system/core';
import { focusableWithin } from '@tajriba/design-system/core';

const Anchor = styled.div`
  position: relative;
  display: inline-flex;
`;

const Panel = styled.div<{ $align: 'start' | 'end' }>`
  position: absolute;
  inset-block-start: calc(100% + 8px);
  ${({ $align }) => ($align === 'start' ? 'inset-inline-start: 0;' : 'inset-inline-end: 0;')}
  z-index: ${({ theme }) => theme.zIndex.popover};
  min-inline-size: 240px;
  padding: ${({ theme }) => theme.spacing[4]};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Busy = styled.div`
  display: grid;
  place-items: center;
  min-block-size: 6rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Content that was still loading when the panel opened (a lazy component) took the focus to the
 * panel itself; when the content arrives, focus moves on to its first control — unless the
 * person has moved it elsewhere meanwhile. Rendered beside the content, inside its Suspense
 * boundary, so it mounts when the content does (and beside the failure message, whose first
 * control is Retry).
 */
function FocusWhenLoaded({ panelRef }: { panelRef: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    const panel = panelRef.current;
    if (panel && document.activeElement === panel) focusableWithin(panel)[0]?.focus();
  }, [panelRef]);
  return null;
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
 * control; Esc or a click outside closes it and focus returns to the trigger. The content may
 * be lazy: the panel opens at once and holds its Suspense and error boundary (`LazyBoundary`).
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
  const panelRef = useRef<HTMLDivElement>(null);
  const [triggerEl, setTriggerEl] = useState<HTMLElement | null>(null);

  const close = useCallback(() => {
    setOpen(false);
    triggerEl?.focus();
  }, [setOpen, triggerEl]);

  useClickOutside([anchorRef], () => setOpen(false), open);

  useEffect(() => {
    if (!open || !panelRef.current) return;
    (focusableWithin(panelRef.current)[0] ?? panelRef.current).focus();
  }, [open]);

  return (
    <Anchor ref={anchorRef} className={className}>
      {trigger({
        'aria-expanded': open,
        'aria-controls': panelId,
        'aria-haspopup': 'dialog',
        onClick: () => setOpen(!open),
        ref: setTriggerEl,
      })}
      {open ? (
        <Panel
          ref={panelRef}
          id={panelId}
          // a non-modal panel; <dialog> would bring its own top-layer behaviour
          // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
          role="dialog"
          aria-label={label}
          tabIndex={-1}
          $align={align}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation();
              close();
            }
          }}
        >
          <LazyBoundary
            fallback={
              fallback ?? (
                <Busy>
                  <Spinner size={24} />
                </Busy>
              )
            }
            renderError={(message) => (
              <>
                {message}
                <FocusWhenLoaded panelRef={panelRef} />
              </>
            )}
          >
            {typeof children === 'function' ? children(close) : children}
            <FocusWhenLoaded panelRef={panelRef} />
          </LazyBoundary>
        </Panel>
      ) : null}
    </Anchor>
  );
}
