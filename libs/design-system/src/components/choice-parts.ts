import { styled } from 'styled-components';

/*
 * What the switch, the checkbox and the radio share: the clickable row, its text, and the real
 * input kept in the accessibility tree. The switch is its own module (switch.tsx) so that a page
 * showing only a switch does not bundle the checkbox and radio group.
 */

export const Row = styled.label<{ $disabled?: boolean }>`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing[2]};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
  font-size: ${({ theme }) => theme.typography.sizes.md};
  line-height: 1.4;
`;

export const Text = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
`;

/* The real input stays in the accessibility tree and takes focus; the box is drawn beside it. */
export const HiddenInput = styled.input`
  position: absolute;
  opacity: 0;
  inline-size: 1px;
  block-size: 1px;
  margin: 0;
`;
