import { categories } from './data/categories';
import { concepts, type ConceptSeed } from './data/concepts';
import { conceptArt } from './data/art';
import { illustrationSvg } from './illustrations';

/** One experience of a concept: in a city, or online. */
export interface ArtInstance {
  concept: ConceptSeed;
  cityKey: string | null;
  key: string;
}

/** Gallery pictures are rasterised smaller than the cover: the seed renders every picture (≈ 400). */
export const GALLERY_WIDTH = 720;

/**
 * An experience's own pictures (`count` of them): the cover shows the concept's subject, the
 * gallery its other subjects, and the city's place in the concept's list spreads the composition
 * and the colours, so no two experiences share a picture — not even one concept in two cities.
 */
export function experienceIllustrations(inst: ArtInstance, count: number): { svg: string; name: string }[] {
  const c = inst.concept;
  const cat = categories.find((x) => x.key === c.cat)!;
  const subjects = conceptArt[c.key];
  const place = Math.max(0, inst.cityKey ? c.cities.indexOf(inst.cityKey) : 0);
  // sister concepts of a category start from different tones, and each city moves one on
  const sisters = concepts.filter((x) => x.cat === c.cat);
  const tone = sisters.indexOf(c) * 3 + place;
  return Array.from({ length: count }, (_, i) => ({
    svg: illustrationSvg(cat.key, cat.palettes, `${inst.key}:${i}`, { subject: subjects[i % subjects.length], variant: place + i * 2, tone: tone + i, width: i === 0 ? undefined : GALLERY_WIDTH }),
    name: `${inst.key.replace(':', '-')}-${i + 1}.webp`,
  }));
}
