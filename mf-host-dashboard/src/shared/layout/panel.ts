import { styled } from 'styled-components';

/** A bordered section of a host page (dashboard lists, booking details, the IBAN form). */
export const Panel = styled.section`
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
