/**
 * Search normalisation shared by what we store (`search_text` columns) and what guests type, so
 * matching needs no `unaccent()` at query time (unaccent is not immutable, so it cannot sit in
 * an index expression): lower case, Latin accents removed, Arabic tashkeel and tatweel removed,
 * alef/hamza/ta marbuta/alef maqsura variants folded, punctuation to spaces.
 */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
    .replace(/\u0649/g, '\u064a')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0624/g, '\u0648')
    .replace(/\u0626/g, '\u064a')
    .replace(/['’`ʼ]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Words of a query worth matching (LIKE per word, all must match). */
export function searchTokens(text: string): string[] {
  return normalizeSearch(text)
    .split(' ')
    .filter((w) => w.length > 0)
    .slice(0, 8);
}

/** Cut at `max` characters on a word boundary when possible, with an ellipsis. */
export function shortText(text: string, max = 80): string {
  const t = text.trim();
  if ([...t].length <= max) return t;
  const cut = [...t].slice(0, max).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
