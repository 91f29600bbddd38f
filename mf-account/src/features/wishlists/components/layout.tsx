import { styled } from 'styled-components';

export const Page = styled.div`
  max-inline-size: 1200px;
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.spacing[8]} ${theme.spacing[6]} ${theme.spacing[16]}`};
  ${({ theme }) => theme.media.belowLg} {
    padding: ${({ theme }) => `${theme.spacing[5]} ${theme.spacing[4]} ${theme.spacing[12]}`};
  }
`;
export const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[3]};
  margin-block-end: ${({ theme }) => theme.spacing[6]};
  min-block-size: 44px;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes['2xl']};
    overflow-wrap: anywhere;
  }
`;
/** Four columns from 992 px, three from 768 px, two below, one on phones. */
export const Grid = styled.div`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.spacing[6]} ${theme.spacing[5]}`};
  ${({ theme }) => theme.media.belowLg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.belowMd} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
  }
  > * {
    display: grid;
    gap: ${({ theme }) => theme.spacing[2]};
    align-content: start;
  }
  .cover-skeleton {
    aspect-ratio: 4 / 3;
  }
`;
/** The image area of a tile: a fixed 4:3 box, so nothing moves when the picture arrives. */
export const Cover = styled.div`
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.textMuted};
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
    transition: transform 200ms ease;
  }
`;
