import { styled } from 'styled-components';
import { focusRing } from './focus-ring';

// In the shared core (platform surface): one copy on the page, in the shell's core chunk.

/** A button that looks like a link (actions inside sentences, "Resend code"). */
export const LinkButton = styled.button.attrs<{ type?: string }>((p) => ({ type: p.type ?? 'button' }))`
  display: inline;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radii.sm};
  ${focusRing}
  &:hover:not(:disabled) { color: ${({ theme }) => theme.colors.primaryHover}; }
  &:disabled { color: ${({ theme }) => theme.colors.textMuted}; cursor: not-allowed; text-decoration: none; }
`;
