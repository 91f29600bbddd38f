import { styled } from 'styled-components';

/** A bordered panel of the confirmation page (what was booked, the host, the cancellation). */
export const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
  padding: ${({ theme }) => theme.spacing[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 8px 16px;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd,
  p {
    margin: 0;
  }
  img {
    inline-size: 100%;
    aspect-ratio: 21 / 9;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing[2]};
  }
`;
