import { styled, css, keyframes } from 'styled-components';
import { useDsIntl } from '@tajriba/design-system/core';
import { VisuallyHidden } from '@tajriba/design-system/core';

const shimmer = keyframes`
  0% { background-position: 100% 0; }
  100% { background-position: -100% 0; }
`;

const base = css`
  display: block;
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.skeletonBase} 25%,
    ${({ theme }) => theme.colors.skeletonHighlight} 50%,
    ${({ theme }) => theme.colors.skeletonBase} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

export interface SkeletonProps {
  width?: number | string;
  height?: number | string;
  radius?: string;
  className?: string;
}

const Block = styled.span<{ $w?: number | string; $h?: number | string; $r?: string }>`
  ${base}
  inline-size: ${({ $w }) => (typeof $w === 'number' ? `${$w}px` : ($w ?? '100%'))};
  block-size: ${({ $h }) => (typeof $h === 'number' ? `${$h}px` : ($h ?? '16px'))};
  border-radius: ${({ theme, $r }) => $r ?? theme.radii.sm};
`;

/** A grey placeholder block. Decorative: wrap groups in <SkeletonGroup> to announce loading. */
export function Skeleton({ width, height, radius, className }: SkeletonProps) {
  return <Block aria-hidden $w={width} $h={height} $r={radius} className={className} data-skeleton="" />;
}

const Lines = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[2]};
`;

export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <Lines aria-hidden className={className}>
      {Array.from({ length: lines }, (_, i) => (
        // The last line is shorter, like a real paragraph.
        <Skeleton key={i} height={12} width={i === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </Lines>
  );
}

const CardShell = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[3]};
`;

/** The shape of an experience card: image, category, title, two text lines, price. */
export function SkeletonCard({ className, imageRatio = '4 / 3' }: { className?: string; imageRatio?: string }) {
  return (
    <CardShell aria-hidden className={className} data-skeleton-card="">
      <Block $w="100%" $h="auto" $r="14px" style={{ aspectRatio: imageRatio }} />
      <Skeleton height={12} width="35%" />
      <Skeleton height={18} width="80%" />
      <SkeletonText lines={2} />
      <Skeleton height={16} width="30%" />
    </CardShell>
  );
}

const Group = styled.div``;

/** Wraps skeletons in a busy region with a screen-reader label. */
export function SkeletonGroup({ children, label, className }: { children: React.ReactNode; label?: string; className?: string }) {
  const { t } = useDsIntl();
  return (
    // <output> is a form-associated element; this is a plain live status region.
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
    <Group role="status" aria-busy="true" className={className}>
      <VisuallyHidden>{label ?? t('ds.skeleton.label')}</VisuallyHidden>
      {children}
    </Group>
  );
}
