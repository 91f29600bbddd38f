/** Spec §9: card descriptions are cut at 80 characters. */
export const SHORT_DESCRIPTION_MAX = 80;

export function cutDescription(text: string, max = SHORT_DESCRIPTION_MAX): string {
  const t = text.trim();
  // The API already cuts with an ellipsis; a text of exactly max + "…" is left as it is.
  if (t.length <= max || (t.length === max + 1 && t.endsWith('…'))) return t;
  return `${t.slice(0, max).trimEnd()}…`;
}
