import { styled } from 'styled-components';

/** A bordered section of a host page (dashboard lists, booking details, the IBAN form). */
export const Panel = styled.section`
  /* a grid item that may shrink, with one column that may too: wide tables scroll in their own frame */
  min-inline-size: 0;
  grid-template-columns: minmax(0, 1fr);
  padding: ${({ theme }) => theme.spacing[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
  align-content: start;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.lg};
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** A panel whose body is a two-column description list (label, value): booking and listing details. */
export const DetailsPanel = styled(Panel)<{ $minBlock?: number }>`
  min-block-size: ${({ $minBlock = 220 }) => $minBlock}px;
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => `${theme.spacing[2]} ${theme.spacing[4]}`};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;

/** Figures as tiles (label over a large value): payout statistics, a listing's insight totals. */
export const StatTiles = styled.dl<{ $min?: number }>`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
  grid-template-columns: repeat(auto-fill, minmax(${({ $min = 180 }) => $min}px, 1fr));
  div {
    padding: ${({ theme }) => theme.spacing[4]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    min-block-size: 92px;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.xl};
    font-weight: 700;
  }
`;
