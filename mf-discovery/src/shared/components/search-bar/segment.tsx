import { css, styled } from 'styled-components';

/** The label + value look shared by the search bar's segments. */
export const SegmentLabel = styled.label`
  display: block;
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  color: ${({ theme }) => theme.colors.text};
`;
export const SegmentInput = styled.input`
  display: block;
  inline-size: 100%;
  border: 0;
  padding: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  text-overflow: ellipsis;
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus {
    outline: none;
  }
`;
export const SegmentButton = styled.button`
  display: block;
  inline-size: 100%;
  border: 0;
  padding: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  .label {
    display: block;
    font-size: ${({ theme }) => theme.typography.sizes.xs};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
  .value {
    display: block;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .value[data-set='true'] {
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: none;
    border-radius: ${({ theme }) => theme.radii.sm};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

/**
 * The box under the "Where" field: the suggestion list (a lazy chunk) and, if that chunk fails to
 * download, the message in its place. Here, with the segments, so the message needs no chunk.
 */
export const dropdownBox = css`
  position: absolute;
  inset-block-start: calc(100% + 10px);
  inset-inline-start: 0;
  z-index: ${({ theme }) => theme.zIndex.popover};
  inline-size: max(100%, 320px);
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;
