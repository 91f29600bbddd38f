/** Price slider bounds (SAR) and step. */
export const PRICE_FLOOR = 0;
export const PRICE_CEILING = 5000;
export const PRICE_STEP = 5;
/** Spec §5: when min reaches max, the side being edited moves 5 away from the other. */
export const PRICE_GAP = 5;

export interface PriceRange {
  min: number;
  max: number;
}

/** Applies the slider rule after `edited` changed; the other side never moves. */
export function applyPriceRule(range: PriceRange, edited: 'min' | 'max'): PriceRange {
  const min = Math.min(Math.max(range.min, PRICE_FLOOR), PRICE_CEILING);
  const max = Math.min(Math.max(range.max, PRICE_FLOOR), PRICE_CEILING);
  if (min < max) return { min, max };
  return edited === 'min' ? { min: max - PRICE_GAP, max } : { min, max: min + PRICE_GAP };
}
