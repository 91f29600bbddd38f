import { placeLabels, samePlacement, type LabelCandidate, type PlaceLabelsOptions } from '../label-collisions';

const label = (id: string, priority: number, x: number, y: number, width = 60, height = 14): LabelCandidate => ({ id, priority, x, y, width, height });
const visibleIds = (labels: LabelCandidate[], options?: PlaceLabelsOptions) => [...placeLabels(labels, options).keys()];
const overlap = (a: LabelCandidate, b: LabelCandidate) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('placeLabels', () => {
  it('keeps labels that do not touch', () => {
    expect(visibleIds([label('riyadh', 0, 0, 0), label('jeddah', 1, 100, 0), label('abha', 2, 0, 40)]).sort()).toEqual(['abha', 'jeddah', 'riyadh']);
  });

  it('hides the less important of two overlapping labels, whatever the input order', () => {
    // Riyadh (most populous) and Diriyah are 10 km apart: at overview zoom their names collide.
    const riyadh = label('riyadh', 0, 100, 100);
    const diriyah = label('diriyah', 5, 90, 104);
    expect(visibleIds([riyadh, diriyah])).toEqual(['riyadh']);
    expect(visibleIds([diriyah, riyadh])).toEqual(['riyadh']);
  });

  it('keeps the input order among equal priorities', () => {
    expect(visibleIds([label('first', 1, 0, 0), label('second', 1, 10, 0)])).toEqual(['first']);
  });

  it('lets a label come back when the one that hid it is itself hidden', () => {
    // a (0) hides b (1), so c (2), which only collides with b, is shown.
    const a = label('a', 0, 0, 0);
    const b = label('b', 1, 50, 0);
    const c = label('c', 2, 100, 0);
    expect(visibleIds([a, b, c]).sort()).toEqual(['a', 'c']);
  });

  it('keeps the padding as clear space between labels', () => {
    const a = label('a', 0, 0, 0, 60, 14);
    const b = label('b', 1, 63, 0, 60, 14); // 3 px apart
    expect(placeLabels([a, b]).has('b')).toBe(true);
    expect(placeLabels([a, b], { padding: 4 }).has('b')).toBe(false);
  });

  it('gives way to obstacles such as the location pin', () => {
    const pin = { x: 80, y: 80, width: 44, height: 44 };
    const under = label('under', 0, 90, 100);
    const clear = label('clear', 1, 90, 130);
    expect(visibleIds([under, clear], { obstacles: [pin], padding: 4 })).toEqual(['clear']);
  });

  it('slides a name down below a pin in its way, within maxSlide, and never to make room for another name', () => {
    // a 54 px cluster sitting on Jeddah: its name (14 px below the dot at 100,100) runs under it
    const cluster = { x: 73, y: 73, width: 54, height: 54 };
    const jeddah = label('jeddah', 0, 70, 114);
    const placed = placeLabels([jeddah], { obstacles: [cluster], maxSlide: 44 });
    expect(placed.get('jeddah')).toBe(127 + 2 - 114); // just below the cluster
    // too far: hidden rather than floating away from its city
    expect(placeLabels([jeddah], { obstacles: [cluster], maxSlide: 10 }).has('jeddah')).toBe(false);
    expect(placeLabels([jeddah], { obstacles: [cluster] }).has('jeddah')).toBe(false);
    // two pins stacked below the dot: slides past both
    const pin2 = { x: 80, y: 128, width: 40, height: 20 };
    expect(placeLabels([jeddah], { obstacles: [cluster, pin2], maxSlide: 44 }).get('jeddah')).toBe(148 + 2 - 114);
    // a more important name in the way is not slid around: the less important one is hidden
    const a = label('a', 0, 0, 0);
    const b = label('b', 1, 10, 5);
    expect([...placeLabels([a, b], { maxSlide: 44 })]).toEqual([['a', 0]]);
    // a name slid below a cluster still gives way to names placed before it
    const makkah = label('makkah', 0, 60, 140);
    expect(visibleIds([makkah, { ...jeddah, priority: 1 }], { obstacles: [cluster], maxSlide: 44 })).toEqual(['makkah']);
  });

  it('lets a name graze a pin by the tolerance, and no more', () => {
    // Madinah's name ends 0.6 px inside the top of a 63 px cluster's box
    const cluster = { x: 707, y: 535.4, width: 63, height: 63 };
    const madinah = label('madinah', 0, 708, 522, 46, 14);
    expect(placeLabels([madinah], { obstacles: [cluster], obstacleTolerance: 2 }).get('madinah')).toBe(0);
    expect(placeLabels([madinah], { obstacles: [cluster] }).has('madinah')).toBe(false);
    // 3 px in: slides, and ends at most the tolerance inside the pin's box above it
    const deeper = { ...madinah, y: 524.4 };
    const slid = placeLabels([deeper], { obstacles: [cluster], obstacleTolerance: 2, maxSlide: 100 }).get('madinah')!;
    expect(deeper.y + slid).toBeGreaterThanOrEqual(cluster.y + cluster.height - 2);
  });

  it('neither shows nor counts labels clipped by the edge of the map or never measured', () => {
    const v = { viewport: { width: 400, height: 300 } };
    const off = label('off', 0, -200, 10);
    const clipped = label('clipped', 0, 370, 10); // "Damm…" under the edge
    const unmeasured = label('unmeasured', 0, 10, 10, 0, 0);
    const inside = label('inside', 1, 10, 10);
    const besideClipped = label('besideClipped', 1, 330, 12);
    const broken = label('broken', 0, Number.NaN, 10);
    expect(visibleIds([off, clipped, unmeasured, broken, inside, besideClipped], v).sort()).toEqual(['besideClipped', 'inside']);
  });

  it('never leaves two visible labels overlapping (dense random layout)', () => {
    let seed = 42;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const labels = Array.from({ length: 60 }, (_, i) => label(`c${i}`, Math.floor(rand() * 10), rand() * 300, rand() * 200, 30 + rand() * 70, 14));
    const visible = placeLabels(labels, { padding: 2 });
    const shown = labels.filter((l) => visible.has(l.id));
    expect(shown.length).toBeGreaterThan(3);
    expect(shown.length).toBeLessThan(labels.length);
    for (const a of shown) for (const b of shown) if (a !== b) expect(overlap(a, b)).toBe(false);
    // every hidden label collides with a visible one of equal or higher importance
    for (const h of labels.filter((l) => !visible.has(l.id))) {
      const grown = { ...h, x: h.x - 2, y: h.y - 2, width: h.width + 4, height: h.height + 4 };
      expect(shown.some((s) => s.priority <= h.priority && overlap(grown, s))).toBe(true);
    }
  });

  it('never leaves a visible label overlapping another or a pin once slid (dense random layout with pins)', () => {
    let seed = 7;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const labels = Array.from({ length: 60 }, (_, i) => label(`c${i}`, i, rand() * 600, rand() * 400, 30 + rand() * 70, 14));
    const pins = Array.from({ length: 15 }, () => ({ x: rand() * 600, y: rand() * 400, width: 34 + rand() * 30, height: 34 }));
    const placed = placeLabels(labels, { padding: 4, obstacles: pins, maxSlide: 44, viewport: { width: 700, height: 500 } });
    const boxes = labels.filter((l) => placed.has(l.id)).map((l) => ({ ...l, y: l.y + placed.get(l.id)! }));
    expect(boxes.length).toBeGreaterThan(5);
    expect([...placed.values()].some((slide) => slide > 0)).toBe(true);
    expect([...placed.values()].every((slide) => slide >= 0 && slide <= 44)).toBe(true);
    for (const a of boxes) {
      for (const b of boxes) if (a !== b) expect(overlap(a, b)).toBe(false);
      for (const p of pins) expect(overlap(a, { ...p, id: 'pin', priority: 0 })).toBe(false);
    }
  });
});

describe('samePlacement', () => {
  it('compares ids and slides, not order', () => {
    expect(samePlacement(new Map([['a', 0], ['b', 3]]), new Map([['b', 3], ['a', 0]]))).toBe(true);
    expect(samePlacement(new Map([['a', 0]]), new Map([['a', 0], ['b', 0]]))).toBe(false);
    expect(samePlacement(new Map([['a', 0], ['c', 0]]), new Map([['a', 0], ['b', 0]]))).toBe(false);
    expect(samePlacement(new Map([['a', 0]]), new Map([['a', 20]]))).toBe(false);
  });
});
