/**
 * Screen-space label placement for the offline basemap. It has no glyph server (and no font PBFs
 * ship with the packages), so MapLibre's own symbol collision is not available: city names are DOM
 * markers, and this greedy pass decides which of them to show so that no two ever overlap.
 *
 * Pure on purpose (boxes in, visible ids out, each with how far it slid): the map only projects
 * and measures.
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
  /**
   * How far (px) a label may slide down to clear the obstacles in its way: a city under a cluster
   * keeps its name just below the cluster instead of losing it. Labels never slide to make room
   * for each other: there the more important one wins.
   */
  maxSlide?: number;
  /**
   * px a label may overlap an obstacle's box: a name's box carries a little leading above and below
   * its letters, and pins are round, so a box grazing a pin's box leaves the letters clear.
   */
  obstacleTolerance?: number;
}

/** Space left between a pin and a name slid below it. */
const SLIDE_GAP = 2;

const intersects = (a: ScreenBox, b: ScreenBox, pad: number) =>
  a.x < b.x + b.width + pad && b.x < a.x + a.width + pad && a.y < b.y + b.height + pad && b.y < a.y + a.height + pad;

const inside = (a: ScreenBox, v: { width: number; height: number }) => a.x >= 0 && a.y >= 0 && a.x + a.width <= v.width && a.y + a.height <= v.height;

/**
 * Greedy placement by priority: each label is shown when its box (plus padding) meets no box
 * already placed, sliding down past obstacles first if it may. O(n²) over a few dozen cities is far
 * below a frame's budget, so it can run on every move frame instead of only at the end of a
 * gesture. Returns the visible labels' ids, each with the whole px it slid down (0 where it was asked).
 */
export function placeLabels(labels: readonly LabelCandidate[], options: PlaceLabelsOptions = {}): Map<string, number> {
  const pad = options.padding ?? 0;
  const obstacles = options.obstacles ?? [];
  const tolerance = Math.max(0, options.obstacleTolerance ?? 0);
  const placed: ScreenBox[] = [];
  const visible = new Map<string, number>();
  const order = labels.map((l, i) => ({ l, i })).sort((a, b) => a.l.priority - b.l.priority || a.i - b.i);
  for (const { l } of order) {
    // A box that was never measured (0 × 0) or that lies off the map has no place to take.
    if (!(l.width > 0 && l.height > 0) || ![l.x, l.y, l.width, l.height].every(Number.isFinite)) continue;
    const lowest = l.y + Math.max(0, options.maxSlide ?? 0);
    let box: ScreenBox | null = { x: l.x, y: l.y, width: l.width, height: l.height };
    while (box) {
      const b: ScreenBox = box;
      const inTheWay = obstacles.filter((o) => intersects(b, o, -tolerance));
      if (!inTheWay.length) break;
      const y = Math.max(...inTheWay.map((o) => o.y + o.height)) + SLIDE_GAP - tolerance;
      box = y <= lowest ? { ...b, y } : null;
    }
    if (!box) continue;
    // Whole px (rounded away from the obstacle): sub-pixel noise while the map moves would
    // otherwise count as a new placement on every frame.
    const at: ScreenBox = { ...box, y: l.y + Math.ceil(box.y - l.y) };
    if (options.viewport && !inside(at, options.viewport)) continue;
    if (placed.some((p) => intersects(at, p, pad))) continue;
    placed.push(at);
    visible.set(l.id, at.y - l.y);
  }
  return visible;
}

/** Same labels at the same places, so a pass that changes nothing does not re-render them. */
export function samePlacement(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): boolean {
  if (a.size !== b.size) return false;
  for (const [id, shift] of a) if (b.get(id) !== shift) return false;
  return true;
}
