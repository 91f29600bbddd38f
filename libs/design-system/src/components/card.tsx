import { styled, css } from 'styled-components';

/** A raised surface. `$interactive` adds hover lift for clickable cards. */
export const Card = styled.div<{ $padding?: 'none' | 'sm' | 'md' | 'lg'; $interactive?: boolean }>`
  position: relative;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme, $padding = 'md' }) =>
    $padding === 'none' ? '0' : $padding === 'sm' ? theme.spacing[3] : $padding === 'lg' ? theme.spacing[6] : theme.spacing[4]};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${({ $interactive, theme }) =>
    $interactive &&
    css`
      transition: box-shadow ${theme.motion.normal}, transform ${theme.motion.normal};
      &:hover {
        box-shadow: ${theme.shadows.md};
        transform: translateY(-2px);
      }
      &:focus-within {
        box-shadow: ${theme.shadows.focus};
      }
    `}
`;

export const CardTitle = styled.h3`
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  margin-block-end: ${({ theme }) => theme.spacing[2]};
`;
