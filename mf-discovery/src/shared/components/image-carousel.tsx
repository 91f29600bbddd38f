import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { ChevronEndIcon, ChevronStartIcon } from '@tajriba/design-system';
import { mediaUrl } from '../lib/media';

const Frame = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
    display: block;
    transition: transform ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};
  }
  &:hover img {
    transform: scale(1.03);
  }
  &:hover .nav,
  &:focus-within .nav {
    opacity: 1;
  }
`;
const Nav = styled.button<{ $side: 'start' | 'end' }>`
  position: absolute;
  inset-block-start: 50%;
  ${({ $side }) => ($side === 'start' ? 'inset-inline-start: 8px;' : 'inset-inline-end: 8px;')}
  transform: translateY(-50%);
  display: grid;
  place-items: center;
  inline-size: 30px;
  block-size: 30px;
  border: 0;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.92);
  color: #1f1a14;
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.25);
  opacity: 0;
  cursor: pointer;
  transition: opacity ${({ theme }) => theme.motion.fast};
  &:focus-visible {
    opacity: 1;
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  @media (hover: none) {
    opacity: 1;
  }
`;
const Dots = styled.div`
  position: absolute;
  inset-block-end: 10px;
  inset-inline: 0;
  display: flex;
  justify-content: center;
  gap: 5px;
  pointer-events: none;
  span {
    inline-size: 6px;
    block-size: 6px;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.6);
  }
  span[data-active='true'] {
    background: #fff;
  }
`;
const Overlay = styled.div`
  position: absolute;
  inset-block-start: 10px;
  inset-inline: 10px;
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 8px;
  pointer-events: none;
  > * {
    pointer-events: auto;
  }
`;

export interface ImageCarouselProps {
  images: string[];
  alt: string;
  /** badge (start) and heart (end) drawn over the image */
  overlayStart?: ReactNode;
  overlayEnd?: ReactNode;
  /** the first card images load eagerly (above the fold) */
  eager?: boolean;
}

/** Card image carousel. Arrows follow the reading direction (start/end), so RTL mirrors. */
export function ImageCarousel({ images, alt, overlayStart, overlayEnd, eager }: ImageCarouselProps) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const count = images.length;
  const go = (delta: number) => (e: React.MouseEvent) => {
    e.preventDefault();
    e.stopPropagation();
    setIndex((i) => (i + delta + count) % count);
  };
  return (
    <Frame>
      {count ? (
        <img src={mediaUrl(images[index])} alt={alt} loading={eager && index === 0 ? 'eager' : 'lazy'} decoding="async" />
      ) : null}
      <Overlay>
        <div>{overlayStart}</div>
        <div>{overlayEnd}</div>
      </Overlay>
      {count > 1 ? (
        <>
          <Nav className="nav" type="button" $side="start" aria-label={intl.formatMessage({ id: 'discovery.carousel.previous' })} onClick={go(-1)}>
            <ChevronStartIcon size={16} />
          </Nav>
          <Nav className="nav" type="button" $side="end" aria-label={intl.formatMessage({ id: 'discovery.carousel.next' })} onClick={go(1)}>
            <ChevronEndIcon size={16} />
          </Nav>
          <Dots aria-hidden>
            {images.slice(0, 5).map((src, i) => (
              <span key={src} data-active={i === Math.min(index, 4)} />
            ))}
          </Dots>
        </>
      ) : null}
    </Frame>
  );
}
