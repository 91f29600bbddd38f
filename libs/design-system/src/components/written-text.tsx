import { styled } from 'styled-components';

/**
 * Text a person wrote, shown as written: a moderator's note may hold an English line and an
 * Arabic line in one text, whatever the page's language. Each line (paragraph) takes the
 * direction of its own first letter and starts at its own side (`unicode-bidi: plaintext`, with
 * `text-align: start` resolved per line), so the Arabic line sits on the right of an English page
 * and the English line on the left of an Arabic one, with its punctuation where it belongs.
 * `dir="auto"` gives the block as a whole the direction of its first line (for what the browser
 * decides once per element, such as where a clamped text's ellipsis goes). Line breaks are kept.
 */
export const WrittenText = styled.p.attrs({ dir: 'auto' })`
  margin: 0;
  unicode-bidi: plaintext;
  text-align: start;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
