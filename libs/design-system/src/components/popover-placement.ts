/** Space kept between a popover and the viewport's edges, and between it and its trigger. */
export const VIEWPORT_MARGIN = 8;
export const TRIGGER_GAP = 8;

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface Placement {
  /** Viewport coordinates of the panel's top-left corner. */
  x: number;
  y: number;
  side: 'below' | 'above';
  /** Set when the panel fits on neither side: the panel scrolls inside this height. */
  maxHeight?: number;
}

/**
 * Where a popover goes (the flip-and-shift rule of the big sites' pickers): under its trigger,
 * its start edge on the trigger's start edge (`align: 'end'`: end on end; start is the left in
 * English and the right in Arabic); above when it does not fit below but does above; then
 * slid along the row until it is inside the viewport with a margin. A panel wider than the
 * viewport is pinned to the start margin (it is given a max width, so that does not happen
 * with the component's own styles).
 */
export function placePopover(
  trigger: Box,
  panel: { width: number; height: number },
  viewport: { width: number; height: number },
  align: 'start' | 'end',
  dir: 'ltr' | 'rtl',
): Placement {
  const m = VIEWPORT_MARGIN;
  const toLeftEdge = (align === 'start') === (dir === 'ltr');
  let x = toLeftEdge ? trigger.left : trigger.right - panel.width;
  x = Math.min(x, viewport.width - m - panel.width);
  x = Math.max(x, m);

  const below = trigger.bottom + TRIGGER_GAP;
  const roomBelow = viewport.height - m - below;
  const roomAbove = trigger.top - TRIGGER_GAP - m;
  if (panel.height <= roomBelow) return { x, y: below, side: 'below' };
  if (panel.height <= roomAbove) return { x, y: trigger.top - TRIGGER_GAP - panel.height, side: 'above' };
  // Fits on neither side: take the roomier one and scroll inside it.
  if (roomAbove > roomBelow) return { x, y: m, side: 'above', maxHeight: roomAbove };
  return { x, y: below, side: 'below', maxHeight: Math.max(roomBelow, 120) };
}
