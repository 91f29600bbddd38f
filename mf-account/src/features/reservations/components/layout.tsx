import { Link } from 'react-router';
import { styled } from 'styled-components';
import { focusRing } from '@tajriba/design-system';

export const Page = styled.div`
  max-inline-size: 1000px;
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.spacing[8]} ${theme.spacing[6]} ${theme.spacing[16]}`};
  ${({ theme }) => theme.media.belowLg} {
    padding: ${({ theme }) => `${theme.spacing[5]} ${theme.spacing[4]} ${theme.spacing[12]}`};
  }
  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing[5]};
    font-size: ${({ theme }) => theme.typography.sizes['2xl']};
  }
`;
export const Filters = styled.fieldset`
  border: 0;
  padding: 0;
  margin-inline: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[2]};
  margin-block-end: ${({ theme }) => theme.spacing[5]};
  min-block-size: 40px;
`;
export const Chip = styled.button.attrs({ type: 'button' })`
  min-block-size: 40px;
  padding-inline: ${({ theme }) => theme.spacing[4]};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  ${focusRing}
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;
export const Rows = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.spacing[6]};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
`;
/** One reservation: 96 px picture, texts, status; 120 px tall at every width (the skeleton is the same). */
export const Row = styled(Link)`
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.spacing[4]};
  align-items: center;
  min-block-size: 120px;
  padding: ${({ theme }) => theme.spacing[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  text-decoration: none;
  ${focusRing}
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  img,
  .pic {
    inline-size: 96px;
    block-size: 96px;
    border-radius: ${({ theme }) => theme.radii.md};
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.typography.sizes.md};
    overflow-wrap: anywhere;
  }
  span {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
  .end {
    display: grid;
    justify-items: end;
    gap: ${({ theme }) => theme.spacing[2]};
  }
  @media (max-width: 560px) {
    grid-template-columns: 72px minmax(0, 1fr);
    img,
    .pic {
      inline-size: 72px;
      block-size: 72px;
    }
    .end {
      grid-column: 2;
      justify-items: start;
    }
  }
`;
