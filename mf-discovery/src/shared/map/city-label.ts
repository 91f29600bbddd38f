import { styled } from 'styled-components';

/** A city name on the offline basemap, readable over land and sea in both themes. */
export const CityLabel = styled.span`
  font-size: 11px;
  /* A tight box (~13 px, not the page's 20 px line): collisions are judged on this box. */
  line-height: 1.2;
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
  text-shadow:
    0 0 3px ${({ theme }) => theme.colors.bg},
    0 0 3px ${({ theme }) => theme.colors.bg};
  pointer-events: none;
  white-space: nowrap;
  display: inline-block;
  /* Hidden, not removed: a label that lost its place keeps its size, so it can be measured and
     come back as soon as there is room again (label-collisions.ts). */
  &[data-hidden='true'] {
    visibility: hidden;
  }
`;
