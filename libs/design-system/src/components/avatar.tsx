import { useState } from 'react';
import { styled } from 'styled-components';
import { useDsIntl } from '@tajriba/design-system/core';

const Circle = styled.span<{ $size: number }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  inline-size: ${({ $size }) => $size}px;
  block-size: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.onPrimarySoft};
  font-size: ${({ $size }) => Math.round($size * 0.4)}px;
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

const Presence = styled.span<{ $size: number }>`
  position: absolute;
  inset-block-end: 0;
  inset-inline-end: 0;
  inline-size: ${({ $size }) => Math.max(8, Math.round($size / 4))}px;
  block-size: ${({ $size }) => Math.max(8, Math.round($size / 4))}px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.success};
  border: 2px solid ${({ theme }) => theme.colors.surface};
`;

/** Up to two initials, Arabic or Latin ("Sara Al-Harbi" → "SA", "نورة القحطاني" → "نا"). */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = Array.from(words[0])[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1].replace(/^(al|el|ال)-?/i, ''))[0] ?? '') : '';
  return (first + last).toLocaleUpperCase();
}

export interface AvatarProps {
  name?: string | null;
  src?: string | null;
  size?: number;
  /** Show the green "online" dot. */
  online?: boolean;
  className?: string;
}

/** A round photo, falling back to initials when there is no photo or it fails to load. */
export function Avatar({ name, src, size = 40, online, className }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const { t } = useDsIntl();
  const alt = name || t('ds.avatar.fallback');
  const showImage = !!src && !failed;
  return (
    <Circle $size={size} className={className} role={showImage ? undefined : 'img'} aria-label={showImage ? undefined : alt}>
      {showImage ? <img src={src} alt={alt} onError={() => setFailed(true)} loading="lazy" /> : <span aria-hidden>{initialsOf(name) || '?'}</span>}
      {online ? <Presence $size={size} aria-hidden /> : null}
    </Circle>
  );
}
