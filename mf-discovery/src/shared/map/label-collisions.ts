/**
 * Screen-space label placement for the offline basemap. It has no glyph server (and no font PBFs
 * ship with the packages), so MapLibre's own symbol collision is not available: city names are DOM
 * markers, and this greedy pass decides which of them to show so that no two ever overlap.
 *
 * Pure on purpose (boxes in, visible ids out): the map only projects and measures.
 */

/** An axis-aligned box in screen pixels, origin at the map's top-left corner. */
export interface ScreenBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LabelCandidate extends ScreenBox {
  id: string;
  /** lower comes first (0 = most important); ties keep the input order */
  priority: number;
}

export interface PlaceLabelsOptions {
  /** clear space kept around every placed label, in px, so neighbours never touch */
  padding?: number;
  /** boxes already taken (a pin), placed before any label; the padding does not apply to them */
  obstacles?: readonly ScreenBox[];
  /** the map's size: a label not entirely inside it is not shown (a clipped name reads as another word) */
  viewport?: { width: number; height: number };
}

const intersects = (a: ScreenBox, b: ScreenBox, pad: number) =>
  a.x < b.x + b.width + pad && b.x < a.x + a.width + pad && a.y < b.y + b.height + pad && b.y < a.y + a.height + pad;

const inside = (a: ScreenBox, v: { width: number; height: number }) => a.x >= 0 && a.y >= 0 && a.x + a.width <= v.width && a.y + a.height <= v.height;

/**
 * Greedy placement by priority: each label is shown when its box (plus padding) meets no box
 * already placed. O(n²) over a few dozen cities is far below a frame's budget, so it can run on
 * every move frame instead of only at the end of a gesture.
 */
export function placeLabels(labels: readonly LabelCandidate[], options: PlaceLabelsOptions = {}): Set<string> {
  const pad = options.padding ?? 0;
  const obstacles = options.obstacles ?? [];
  const placed: ScreenBox[] = [];
  const visible = new Set<string>();
  const order = labels.map((l, i) => ({ l, i })).sort((a, b) => a.l.priority - b.l.priority || a.i - b.i);
  for (const { l } of order) {
    // A box that was never measured (0 × 0) or that lies off the map has no place to take.
    if (!(l.width > 0 && l.height > 0) || ![l.x, l.y, l.width, l.height].every(Number.isFinite)) continue;
    if (options.viewport && !inside(l, options.viewport)) continue;
    if (obstacles.some((o) => intersects(l, o, 0)) || placed.some((p) => intersects(l, p, pad))) continue;
    placed.push(l);
    visible.add(l.id);
  }
  return visible;
}

/** Same members, so a pass that changes nothing does not re-render the labels. */
export function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size !== b.size) return false;
  for (const x of a) if (!b.has(x)) return false;
  return true;
}
