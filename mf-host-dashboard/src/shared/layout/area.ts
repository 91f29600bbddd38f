import { styled } from 'styled-components';

/** The width and rhythm of every page of the area (host pages and the staff catalogue). */
export const AreaPage = styled.section`
  max-inline-size: 1200px;
  margin-inline: auto;
  padding-block: ${({ theme }) => theme.spacing[6]};
  padding-inline: ${({ theme }) => theme.spacing[4]};
  display: grid;
  /* one column that never grows past the page: a wide table scrolls inside its own frame */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing[5]};
`;
/** The area's tab bar (host tabs, the catalogue's lists): the current tab underlined in the primary colour. */
export const AreaTabs = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.spacing[2]};
  overflow-x: auto;
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  a {
    padding-block: ${({ theme }) => theme.spacing[2]};
    padding-inline: ${({ theme }) => theme.spacing[3]};
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
    white-space: nowrap;
    border-block-end: 2px solid transparent;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    border-block-end-color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;
