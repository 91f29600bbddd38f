import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { styled, useTheme } from 'styled-components';
import type { ChartConfiguration } from 'chart.js';
import { Button, Skeleton, VisuallyHidden } from '@tajriba/design-system';
import { useLocale } from '@tajriba/i18n';

export type ChartTone = 'primary' | 'accent' | 'info' | 'warning';

export interface ChartSeries {
  /** the series' name, in the page's language (legend, tooltip and the table read by screen readers) */
  label: string;
  values: readonly number[];
  kind: 'line' | 'bar';
  tone: ChartTone;
  /** a second value axis on the far side (e.g. bookings next to SAR); 'start' by default */
  axis?: 'start' | 'end';
  format: (n: number) => string;
}

export interface ChartProps {
  /** the bucket labels, already formatted for the locale, oldest first */
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** block size in px: reserved before chart.js arrives, so nothing below moves */
  height: number;
  /** what the chart shows, for the canvas's accessible name */
  title: string;
  /** horizontal bars (a distribution); time charts are vertical */
  horizontal?: boolean;
  testId?: string;
}

const Frame = styled.figure<{ $h: number }>`
  position: relative;
  margin: 0;
  block-size: ${({ $h }) => $h}px;
  min-inline-size: 0;
  canvas {
    display: block;
  }
  > [data-skeleton] {
    position: absolute;
    inset: 0;
  }
`;

type ChartModule = typeof import('./chart-js');
let loading: Promise<ChartModule> | null = null;
/** One download for every chart of the page; a failed download is tried again by the next chart. */
function loadChartJs(): Promise<ChartModule> {
  loading ??= import('./chart-js').catch((e: unknown) => {
    loading = null;
    throw e;
  });
  return loading;
}

/**
 * A chart of the host area (chart.js on a canvas, loaded on first use: see the README's "Charts").
 * Time runs with the reading direction — right to left in Arabic, with the value axis on the
 * right — and the colours, grid and fonts come from the theme, so light, dark, English and Arabic
 * all read the same way. The figure is named by its title and its figures are in a visually
 * hidden table for screen readers (a canvas says nothing by itself).
 */
export function Chart({ labels, series, height, title, horizontal = false, testId }: ChartProps) {
  const intl = useIntl();
  const theme = useTheme();
  const { dir } = useLocale();
  const rtl = dir === 'rtl';
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let chart: { destroy(): void } | null = null;
    let live = true;
    const c = theme.colors;
    const tones: Record<ChartTone, string> = { primary: c.primary, accent: c.accent, info: c.info, warning: c.warning };
    const font = { family: rtl ? theme.typography.fontFamilyArabic : theme.typography.fontFamily, size: 12 };
    const hasEnd = series.some((s) => s.axis === 'end');
    const valueAxis = (side: 'start' | 'end', s: ChartSeries | undefined) => ({
      beginAtZero: true,
      // the value axis sits at the start of the line (the right in Arabic); a second one opposite
      position: horizontal ? (side === 'start' ? 'bottom' : 'top') : (side === 'start') !== rtl ? 'left' : 'right',
      reverse: horizontal && rtl,
      grid: { color: c.border, drawOnChartArea: side === 'start' },
      border: { color: c.border },
      ticks: { color: c.textMuted, font, maxTicksLimit: 6, callback: (v: string | number) => (s ? s.format(Number(v)) : String(v)) },
    });
    const indexAxis = {
      type: 'category' as const,
      position: horizontal ? (rtl ? 'right' : 'left') : 'bottom',
      // oldest first, read in the page's direction
      reverse: !horizontal && rtl,
      grid: { display: false },
      border: { color: c.border },
      ticks: { color: c.textMuted, font, autoSkip: true, maxRotation: 0, autoSkipPadding: 12 },
    };
    const config = {
      data: {
        labels: [...labels],
        datasets: series.map((s) => ({
          type: s.kind,
          label: s.label,
          data: [...s.values],
          borderColor: tones[s.tone],
          backgroundColor: s.kind === 'line' ? `${tones[s.tone]}22` : tones[s.tone],
          fill: s.kind === 'line',
          tension: 0.3,
          pointRadius: labels.length > 40 ? 0 : 2,
          borderWidth: s.kind === 'line' ? 2 : 0,
          borderRadius: s.kind === 'bar' ? 3 : 0,
          maxBarThickness: 28,
          order: s.kind === 'line' ? 0 : 1,
          [horizontal ? 'xAxisID' : 'yAxisID']: s.axis === 'end' ? 'v2' : 'v',
        })),
      },
      options: {
        indexAxis: horizontal ? 'y' : 'x',
        maintainAspectRatio: false,
        responsive: true,
        animation: false,
        interaction: { mode: 'index', intersect: false },
        locale: intl.locale,
        scales: {
          [horizontal ? 'y' : 'x']: indexAxis,
          v: { ...valueAxis('start', series.find((s) => s.axis !== 'end')), axis: horizontal ? 'x' : 'y' },
          ...(hasEnd ? { v2: { ...valueAxis('end', series.find((s) => s.axis === 'end')), axis: horizontal ? 'x' : 'y' } } : {}),
        },
        plugins: {
          legend: { display: series.length > 1, rtl, textDirection: dir, labels: { color: c.text, font, boxWidth: 12 } },
          tooltip: {
            rtl,
            textDirection: dir,
            titleFont: font,
            bodyFont: font,
            backgroundColor: c.surfaceRaised,
            titleColor: c.text,
            bodyColor: c.text,
            borderColor: c.border,
            borderWidth: 1,
            callbacks: { label: (ctx: { datasetIndex: number; raw: unknown; dataset: { label?: string } }) => `${ctx.dataset.label ?? ''}: ${series[ctx.datasetIndex]!.format(Number(ctx.raw))}` },
          },
        },
      },
    } as unknown as ChartConfiguration;
    loadChartJs().then(
      ({ Chart: ChartJs }) => {
        if (!live || !canvas.current) return;
        chart = new ChartJs(canvas.current, config);
        setState('ready');
      },
      () => {
        if (live) setState('failed');
      },
    );
    return () => {
      live = false;
      chart?.destroy();
    };
  }, [labels, series, horizontal, rtl, dir, theme, intl.locale, attempt]);

  return (
    <Frame $h={height} data-testid={testId} data-state={state} aria-label={title}>
      {/* the figures are read from the table below; the drawing itself says nothing to a screen reader */}
      <canvas ref={canvas} aria-hidden="true" />
      {state === 'loading' && (
        <div data-skeleton>
          <Skeleton height={height} />
        </div>
      )}
      {state === 'failed' && (
        <div data-skeleton>
          <p role="alert">
            {intl.formatMessage({ id: 'host.chart.failed' })}{' '}
            <Button
              type="button"
              size="sm"
              variant="secondary"
              onClick={() => {
                setState('loading');
                setAttempt((a) => a + 1);
              }}
            >
              {intl.formatMessage({ id: 'host.chart.retry' })}
            </Button>
          </p>
        </div>
      )}
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'host.chart.when' })}</th>
              {series.map((s) => (
                <th key={s.label} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((l, i) => (
              <tr key={`${l}-${i}`}>
                <th scope="row">{l}</th>
                {series.map((s) => (
                  <td key={s.label}>{s.format(s.values[i] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Frame>
  );
}
