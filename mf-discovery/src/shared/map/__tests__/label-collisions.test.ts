import { placeLabels, sameSet, type LabelCandidate } from '../label-collisions';

const label = (id: string, priority: number, x: number, y: number, width = 60, height = 14): LabelCandidate => ({ id, priority, x, y, width, height });
const overlap = (a: LabelCandidate, b: LabelCandidate) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('placeLabels', () => {
  it('keeps labels that do not touch', () => {
    expect([...placeLabels([label('riyadh', 0, 0, 0), label('jeddah', 1, 100, 0), label('abha', 2, 0, 40)])].sort()).toEqual(['abha', 'jeddah', 'riyadh']);
  });

  it('hides the less important of two overlapping labels, whatever the input order', () => {
    // Riyadh (most populous) and Diriyah are 10 km apart: at overview zoom their names collide.
    const riyadh = label('riyadh', 0, 100, 100);
    const diriyah = label('diriyah', 5, 90, 104);
    expect([...placeLabels([riyadh, diriyah])]).toEqual(['riyadh']);
    expect([...placeLabels([diriyah, riyadh])]).toEqual(['riyadh']);
  });

  it('keeps the input order among equal priorities', () => {
    expect([...placeLabels([label('first', 1, 0, 0), label('second', 1, 10, 0)])]).toEqual(['first']);
  });

  it('lets a label come back when the one that hid it is itself hidden', () => {
    // a (0) hides b (1), so c (2), which only collides with b, is shown.
    const a = label('a', 0, 0, 0);
    const b = label('b', 1, 50, 0);
    const c = label('c', 2, 100, 0);
    expect([...placeLabels([a, b, c])].sort()).toEqual(['a', 'c']);
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
    expect([...placeLabels([under, clear], { obstacles: [pin], padding: 4 })]).toEqual(['clear']);
  });

  it('neither shows nor counts labels clipped by the edge of the map or never measured', () => {
    const v = { viewport: { width: 400, height: 300 } };
    const off = label('off', 0, -200, 10);
    const clipped = label('clipped', 0, 370, 10); // "Damm…" under the edge
    const unmeasured = label('unmeasured', 0, 10, 10, 0, 0);
    const inside = label('inside', 1, 10, 10);
    const besideClipped = label('besideClipped', 1, 330, 12);
    const broken = label('broken', 0, Number.NaN, 10);
    expect([...placeLabels([off, clipped, unmeasured, broken, inside, besideClipped], v)].sort()).toEqual(['besideClipped', 'inside']);
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
});

describe('sameSet', () => {
  it('compares members, not order', () => {
    expect(sameSet(new Set(['a', 'b']), new Set(['b', 'a']))).toBe(true);
    expect(sameSet(new Set(['a']), new Set(['a', 'b']))).toBe(false);
    expect(sameSet(new Set(['a', 'c']), new Set(['a', 'b']))).toBe(false);
  });
});
