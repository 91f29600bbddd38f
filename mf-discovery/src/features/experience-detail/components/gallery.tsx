import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { ChevronEndIcon, ChevronStartIcon, CloseIcon, IconButton, Modal } from '@tajriba/design-system';
import type { FileMeta } from '@tajriba/contracts/discovery';
import { usePrefs } from '@tajriba/session';
import { mediaUrl } from '../../../shared/lib/media';

/** Spec §9: the grid shows up to 3 images, plus a "+N" tile when there are more than 4. */
export const GALLERY_GRID = 3;

const Grid = styled.div<{ $count: number }>`
  display: grid;
  gap: 8px;
  border-radius: ${({ theme }) => theme.radii.xl};
  overflow: hidden;
  grid-template-columns: ${({ $count }) => ($count <= 1 ? '1fr' : $count === 4 ? '2fr 1fr 1fr' : '2fr 1fr')};
  grid-template-rows: repeat(2, minmax(0, 1fr));
  aspect-ratio: 2.4 / 1;
  > button:first-child {
    grid-row: 1 / -1;
  }
  ${({ $count }) => ($count === 2 ? '> button:nth-child(2) { grid-row: 1 / -1; }' : '')}
  ${({ $count }) => ($count === 4 ? '> button:nth-child(2) { grid-column: 2 / -1; }' : '')}
  ${({ theme }) => theme.media.belowMd} {
    aspect-ratio: 4 / 3;
    grid-template-columns: 1fr;
    > button:not(:first-child) {
      display: none;
    }
  }
`;
const Tile = styled.button`
  position: relative;
  padding: 0;
  border: 0;
  background: ${({ theme }) => theme.colors.surfaceSunken};
  cursor: zoom-in;
  overflow: hidden;
  min-block-size: 0;
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
    display: block;
    transition: filter ${({ theme }) => theme.motion.fast};
  }
  &:hover img {
    filter: brightness(0.92);
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -3px;
  }
  .more {
    position: absolute;
    inset: 0;
    display: grid;
    place-items: center;
    background: rgba(0, 0, 0, 0.45);
    color: #fff;
    font-size: ${({ theme }) => theme.typography.sizes['2xl']};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
`;
const Viewer = styled.div`
  position: fixed;
  inset: 0;
  display: grid;
  grid-template-rows: auto 1fr auto;
  background: #0b0b0b;
  color: #fff;
  .bar {
    display: flex;
    justify-content: space-between;
    align-items: center;
    padding: 12px 16px;
  }
  .stage {
    display: grid;
    grid-template-columns: auto 1fr auto;
    align-items: center;
    gap: 12px;
    padding: 0 16px;
    min-block-size: 0;
  }
  img {
    max-inline-size: 100%;
    max-block-size: calc(100vh - 140px);
    margin: auto;
    display: block;
    object-fit: contain;
    border-radius: 8px;
  }
  button {
    color: #fff;
  }
  /* A phone's width is the photo's: the arrows float over its sides instead of beside it. */
  ${({ theme }) => theme.media.belowMd} {
    .stage {
      position: relative;
      grid-template-columns: minmax(0, 1fr);
      padding: 0;
    }
    .stage > button {
      position: absolute;
      inset-block-start: 50%;
      z-index: 1;
      translate: 0 -50%;
      background: rgba(0, 0, 0, 0.45);
      border-radius: 50%;
    }
    .stage > button:first-child {
      inset-inline-start: 8px;
    }
    .stage > button:last-child {
      inset-inline-end: 8px;
    }
    .stage > .photo {
      inline-size: 100%;
      border-radius: 0;
    }
  }
  /* Six thumbnails are wider than a phone: the row scrolls (centred only while it fits, so the
     first ones are never pushed off the start edge out of reach). */
  .thumbs {
    display: flex;
    justify-content: safe center;
    gap: 8px;
    padding: 12px;
    overflow-x: auto;
    scrollbar-width: none;
  }
  .thumbs button {
    flex: none;
  }
  .thumbs button {
    padding: 0;
    border: 2px solid transparent;
    border-radius: 6px;
    background: none;
    opacity: 0.6;
    cursor: pointer;
  }
  .thumbs button[aria-current='true'] {
    border-color: #fff;
    opacity: 1;
  }
  .thumbs img {
    inline-size: 64px;
    block-size: 44px;
    object-fit: cover;
    border-radius: 4px;
  }
`;

export function Gallery({ images, name }: { images: readonly FileMeta[]; name: string }) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const { dir } = usePrefs();
  const [open, setOpen] = useState<number | null>(null);
  const count = images.length;
  const grid = count > 4 ? images.slice(0, GALLERY_GRID) : images.slice(0, Math.min(count, 4));
  const extra = count > 4 ? count - GALLERY_GRID : 0;
  const go = useCallback((delta: number) => setOpen((i) => (i === null ? i : (i + delta + count) % count)), [count]);

  useEffect(() => {
    if (open === null) return;
    const onKey = (e: KeyboardEvent) => {
      // Arrow keys follow the reading direction: in Arabic, left is "next".
      const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
      const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
      if (e.key === forward) go(1);
      else if (e.key === back) go(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, go, dir]);

  // The current photo's thumbnail scrolls into the row's view (a phone shows four or five of six).
  const thumbs = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open !== null) thumbs.current?.children[open]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [open]);

  if (!count) return null;
  return (
    <>
      <Grid $count={grid.length + (extra ? 1 : 0)} data-testid="gallery">
        {grid.map((img, i) => (
          <Tile key={img.fileMetaId} type="button" onClick={() => setOpen(i)} aria-label={t('discovery.gallery.open', { index: intl.formatNumber(i + 1), count: intl.formatNumber(count) })}>
            <img src={mediaUrl(img.relativePath)} alt={i === 0 ? name : ''} loading={i === 0 ? 'eager' : 'lazy'} />
          </Tile>
        ))}
        {extra ? (
          <Tile type="button" onClick={() => setOpen(GALLERY_GRID)} aria-label={t('discovery.gallery.more', { count: extra })}>
            <img src={mediaUrl(images[GALLERY_GRID].relativePath)} alt="" loading="lazy" />
            <span className="more">+{intl.formatNumber(extra)}</span>
          </Tile>
        ) : null}
      </Grid>
      <Modal open={open !== null} onClose={() => setOpen(null)} title={t('discovery.gallery.title', { name })} hideTitle size="fullscreen">
        {open !== null ? (
          <Viewer>
            <div className="bar">
              <span aria-live="polite">{t('discovery.gallery.position', { index: intl.formatNumber(open + 1), count: intl.formatNumber(count) })}</span>
              <IconButton label={t('discovery.gallery.close')} onClick={() => setOpen(null)}>
                <CloseIcon size={20} />
              </IconButton>
            </div>
            <div className="stage">
              <IconButton label={t('discovery.carousel.previous')} onClick={() => go(-1)}>
                <ChevronStartIcon size={28} />
              </IconButton>
              <img className="photo" src={mediaUrl(images[open].relativePath)} alt={t('discovery.gallery.position', { index: intl.formatNumber(open + 1), count: intl.formatNumber(count) })} />
              <IconButton label={t('discovery.carousel.next')} onClick={() => go(1)}>
                <ChevronEndIcon size={28} />
              </IconButton>
            </div>
            <div className="thumbs" ref={thumbs}>
              {images.map((img, i) => (
                <button key={img.fileMetaId} type="button" aria-current={i === open} aria-label={t('discovery.gallery.open', { index: intl.formatNumber(i + 1), count: intl.formatNumber(count) })} onClick={() => setOpen(i)}>
                  <img src={mediaUrl(img.relativePath)} alt="" />
                </button>
              ))}
            </div>
          </Viewer>
        ) : null}
      </Modal>
    </>
  );
}
