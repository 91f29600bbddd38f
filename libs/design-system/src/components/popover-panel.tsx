import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { css, styled } from 'styled-components';
import { IconButton, LazyBoundary, Spinner, useDsIntl, useMediaQuery } from '@tajriba/design-system/core';
import { focusableWithin } from '@tajriba/design-system/core';
import { CloseIcon } from '../icons/close';
import { placePopover, VIEWPORT_MARGIN } from './popover-placement';

/** Below this width a popover is a bottom sheet: a phone has no room beside the trigger. */
export const SHEET_QUERY = '(max-width: 599.98px)';

const Scrim = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.popover};
  background: ${({ theme }) => theme.colors.overlay};
`;

const Panel = styled.div<{ $sheet: boolean }>`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.popover};
  box-sizing: border-box;
  min-inline-size: 240px;
  overflow: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.spacing[4]};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${({ $sheet, theme }) =>
    $sheet
      ? css`
          inset-inline: 0;
          inset-block-end: 0;
          max-block-size: 85vh;
          border-start-start-radius: ${theme.radii.xl};
          border-start-end-radius: ${theme.radii.xl};
          padding-block-end: calc(${theme.spacing[4]} + env(safe-area-inset-bottom, 0px));
        `
      : css`
          /* Placed in viewport pixels by placePopover (measured, so physical on purpose). */
          inset-block-start: 0;
          inset-inline-start: 0;
          max-inline-size: calc(100vw - ${2 * VIEWPORT_MARGIN}px);
          max-block-size: calc(100vh - ${2 * VIEWPORT_MARGIN}px);
          border-radius: ${theme.radii.lg};
        `}
`;

const SheetHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing[3]};
  margin-block: -${({ theme }) => theme.spacing[2]} ${({ theme }) => theme.spacing[3]};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
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


/**
 * Keeps an anchored panel inside the viewport (placePopover): measured before paint, again when
 * its content changes size (lazy content arriving, a calendar changing month) and when the page
 * scrolls or resizes. Until measured the panel is invisible, so it never flashes at a corner.
 * The offset of the panel's containing block is measured too: inside a transformed ancestor (a
 * dialog's entrance animation) `position: fixed` is relative to that ancestor, not the viewport.
 */
// Transparent (not hidden: the panel takes the focus as it opens) until it is measured.
const unplaced: CSSProperties = { opacity: 0, pointerEvents: 'none' };

function useAnchoredPosition(
  active: boolean,
  anchorRef: RefObject<HTMLElement | null>,
  panelRef: RefObject<HTMLElement | null>,
  align: 'start' | 'end',
): CSSProperties {
  const [style, setStyle] = useState<CSSProperties>(unplaced);
  // The translate last applied: the containing block's origin is the panel's box minus it.
  const applied = useRef({ x: 0, y: 0 });
  useLayoutEffect(() => {
    // Closed, the panel is gone; reopened, it mounts with the last translate, which `applied`
    // still holds, so the measurement below stays right.
    if (!active) return;
    const anchor = anchorRef.current;
    const panel = panelRef.current;
    if (!anchor || !panel) return;
    const trigger = (anchor.firstElementChild as HTMLElement | null) ?? anchor;
    let frame = 0;
    const place = () => {
      frame = 0;
      const dir = getComputedStyle(anchor).direction === 'rtl' ? 'rtl' : 'ltr';
      const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
      const box = panel.getBoundingClientRect();
      // Its natural height, even while a max height from an earlier placement clips it.
      const height = Math.max(box.height, panel.scrollHeight + (panel.offsetHeight - panel.clientHeight));
      const p = placePopover(trigger.getBoundingClientRect(), { width: box.width, height }, viewport, align, dir);
      const was = applied.current;
      const next = { x: Math.round(p.x - (box.left - was.x)), y: Math.round(p.y - (box.top - was.y)) };
      applied.current = next;
      setStyle({
        transform: `translate(${next.x}px, ${next.y}px)`,
        ...(p.maxHeight !== undefined ? { maxBlockSize: `${p.maxHeight}px` } : {}),
      });
    };
    place();
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(panel);
    window.addEventListener('resize', schedule);
    window.addEventListener('scroll', schedule, true);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      observer?.disconnect();
      window.removeEventListener('resize', schedule);
      window.removeEventListener('scroll', schedule, true);
    };
  }, [active, anchorRef, panelRef, align]);
  return style;
}


export interface PopoverPanelProps {
  id: string;
  label: string;
  align: 'start' | 'end';
  anchorRef: RefObject<HTMLElement | null>;
  close: () => void;
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * The open panel (its own chunk: nobody needs it before a popover opens, and the trigger starts
 * the download on hover or focus). Anchored to its trigger inside the viewport, or a bottom sheet
 * over a dimmed page on a small screen; takes the focus as it opens; Esc closes it.
 */
export function PopoverPanel({ id, label, align, anchorRef, close, fallback, children }: PopoverPanelProps) {
  const { t } = useDsIntl();
  const panelRef = useRef<HTMLDivElement>(null);
  const sheet = useMediaQuery(SHEET_QUERY);
  const style = useAnchoredPosition(!sheet, anchorRef, panelRef, align);

  useEffect(() => {
    if (panelRef.current) (focusableWithin(panelRef.current)[0] ?? panelRef.current).focus();
  }, []);

  return (
    <>
      {sheet ? <Scrim data-testid="popover-scrim" onClick={close} /> : null}
      <Panel
        ref={panelRef}
        $sheet={sheet}
        style={sheet ? undefined : style}
        data-placement={sheet ? 'sheet' : 'anchored'}
        id={id}
        // a non-modal panel; <dialog> would bring its own top-layer behaviour
        // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
        role="dialog"
        aria-label={label}
        tabIndex={-1}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            close();
          }
        }}
      >
        {sheet ? (
          <SheetHeader>
            <span>{label}</span>
            <IconButton label={t('ds.common.close')} size="sm" onClick={close}>
              <CloseIcon size={18} />
            </IconButton>
          </SheetHeader>
        ) : null}
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
          {children}
          <FocusWhenLoaded panelRef={panelRef} />
        </LazyBoundary>
      </Panel>
    </>
  );
}
