import { styled } from 'styled-components';

/** The moderation pages' column (queue and submission). */
export const Page = styled.section<{ $width: number }>`
  max-inline-size: ${({ $width }) => $width}px;
  margin-inline: auto;
  padding: ${({ theme }) => theme.spacing[6]} ${({ theme }) => theme.spacing[4]};
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
  h1 {
    margin: 0;
  }
`;
