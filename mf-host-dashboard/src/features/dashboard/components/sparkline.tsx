import { styled } from 'styled-components';
import type { ChartPoint } from '@tajriba/contracts/host';

const Svg = styled.svg`
  display: block;
  inline-size: 100%;
  block-size: 40px;
  color: ${({ theme }) => theme.colors.primary};
`;

/**
 * A stat card's small chart: an area line of the period's buckets (decorative: the card says the
 * figures in words). Time runs with the reading
 * direction (right to left in Arabic), like the axis of every chart of the area.
 */
export function Sparkline({ points, rtl }: { points: readonly ChartPoint[]; rtl: boolean }) {
  const w = 120;
  const h = 40;
  const max = Math.max(1, ...points.map((p) => p.value));
  const xs = (i: number) => {
    const x = points.length > 1 ? (i / (points.length - 1)) * w : w / 2;
    return rtl ? w - x : x;
  };
  const ys = (v: number) => h - 2 - (v / max) * (h - 4);
  const line = points.map((p, i) => `${i ? 'L' : 'M'}${xs(i).toFixed(1)} ${ys(p.value).toFixed(1)}`).join(' ');
  const area = points.length ? `${line} L${xs(points.length - 1).toFixed(1)} ${h} L${xs(0).toFixed(1)} ${h} Z` : '';
  return (
    <Svg viewBox={`0 0 ${w} ${h}`} preserveAspectRatio="none" aria-hidden="true" data-testid="sparkline">
      {points.length > 0 && (
        <>
          <path d={area} fill="currentColor" opacity={0.12} />
          <path d={line} fill="none" stroke="currentColor" strokeWidth={1.5} vectorEffect="non-scaling-stroke" />
        </>
      )}
    </Svg>
  );
}
