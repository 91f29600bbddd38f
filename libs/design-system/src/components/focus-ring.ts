import { css } from 'styled-components';

/** The visible keyboard focus ring shared by every control. */
export const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
