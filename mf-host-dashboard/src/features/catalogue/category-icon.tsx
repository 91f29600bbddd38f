import { styled } from 'styled-components';

const Svg = styled.svg`
  inline-size: 24px;
  block-size: 24px;
  color: ${({ theme }) => theme.colors.primary};
`;

/** A category's icon as guests see it: the SVG path data the API kept (24×24), in the theme's colour. */
export function CategoryIcon({ d }: { d: string | undefined }) {
  if (!d) return <span aria-hidden="true">—</span>;
  return (
    <Svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-testid="category-icon">
      <path d={d} fill="currentColor" fillRule="evenodd" />
    </Svg>
  );
}
