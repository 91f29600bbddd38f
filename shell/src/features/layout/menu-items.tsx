import { Link } from 'react-router';
import { styled, css } from 'styled-components';

/*
 * The rows of the header's menus. They live apart from the disclosure and the panel box
 * (menu-parts.tsx), which render with the header, so that they load only with the menus' lazy
 * contents.
 */

const itemCss = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  inline-size: 100%;
  text-align: start;
  font: inherit;
  border: 0;
  background: none;
  cursor: pointer;
  text-decoration: none;
  padding: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[3]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  &:focus-visible {
    outline: none;
    background: ${({ theme }) => theme.colors.surfaceSunken};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

export const MenuLink = styled(Link)`
  ${itemCss}
`;
export const MenuButton = styled.button`
  ${itemCss}
`;

export const MenuDivider = styled.hr`
  border: 0;
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  margin: ${({ theme }) => `${theme.spacing[1]} 0`};
`;
