import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { experienceIllustrations } from '../src/seed/catalogue/art';
import { conceptArt } from '../src/seed/catalogue/data/art';
import { categories } from '../src/seed/catalogue/data/categories';
import { concepts } from '../src/seed/catalogue/data/concepts';
import { instances } from '../src/seed/catalogue/index';
import { SUBJECTS } from '../src/seed/catalogue/illustrations';

/**
 * Issue 18 item 11: "every Food & Cooking card has the same pot, every coffee card the same
 * dallah". Each seeded experience has pictures of its own, and no two covers look alike.
 */
const list = instances();
const sha = (s: string) => createHash('sha256').update(s).digest('hex');

test('every concept draws subjects of its own category, and no two concepts of a category share a cover subject', () => {
  for (const c of concepts) {
    const art = conceptArt[c.key];
    expect(art?.length).toBeGreaterThanOrEqual(3);
    for (const s of art) expect(SUBJECTS[c.cat] as readonly string[]).toContain(s);
  }
  for (const cat of categories) {
    const covers = concepts.filter((c) => c.cat === cat.key).map((c) => conceptArt[c.key][0]);
    expect(new Set(covers).size).toBe(covers.length);
  }
});

test('no picture is shared: every image of every seeded experience is its own', () => {
  const all = list.flatMap((inst) => experienceIllustrations(inst, 6).map((i) => sha(i.svg)));
  expect(new Set(all).size).toBe(all.length);
  // and the same experience always gets the same pictures (the seed is deterministic)
  expect(experienceIllustrations(list[0], 2)).toEqual(experienceIllustrations(list[0], 2));
});

/** The cover as a person sees it on a card, reduced to 24×16 pixels. */
async function thumbnail(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize(24, 16, { fit: 'fill' }).removeAlpha().raw().toBuffer();
}
const distance = (a: Buffer, b: Buffer) => {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i] - b[i]);
  return sum / a.length;
};

test('covers in one category look different from each other, not only byte for byte', async () => {
  const covers = await Promise.all(list.map(async (inst) => ({ inst, px: await thumbnail(experienceIllustrations(inst, 1)[0].svg) })));
  let closest = { d: Infinity, pair: '' };
  for (const cat of categories) {
    const mine = covers.filter((c) => c.inst.concept.cat === cat.key);
    for (let i = 0; i < mine.length; i++)
      for (let j = i + 1; j < mine.length; j++) {
        const d = distance(mine[i].px, mine[j].px);
        if (d < closest.d) closest = { d, pair: `${mine[i].inst.key} ~ ${mine[j].inst.key}` };
      }
  }
  // Mean difference per channel on a 0–255 scale. One picture shown twice scores 0; the former
  // pools (one motif per category, redrawn with another seed) came as close as 5; today's
  // closest pair (two pale wellness scenes with different subjects) scores about 11.
  expect(`${closest.pair}: ${closest.d >= 9 ? 'distinct' : closest.d.toFixed(1)}`).toBe(`${closest.pair}: distinct`);
}, 120_000);
