import { styled } from 'styled-components';

/** Layout pieces shared by the auth views (the design system has the controls). */
export const Stack = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
`;
export const Section = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
`;
export const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.5;
  bdi {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
`;
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing[2]};
`;
export const Centered = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;
export const Or = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
export const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing[4]};
  @media (max-width: 520px) {
    grid-template-columns: 1fr;
  }
`;
export const Heading = styled.h1`
  font-size: ${({ theme }) => theme.typography.sizes['2xl']};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;
export const StepTitle = styled.h3`
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;
