import { useMemo } from 'react';
import makeQr from 'qrcode-generator';

export interface QrSvgProps {
  /** the text the QR carries */
  value: string;
  /** rendered size in CSS pixels */
  size: number;
  /** accessible name (what the code is for) */
  label: string;
  'data-testid'?: string;
}

/** One SVG path of the dark modules: crisp at any zoom and in print, and readable by a camera in dark mode (always dark on white). */
export function qrPath(value: string): { path: string; modules: number } {
  const qr = makeQr(0, 'M');
  qr.addData(value, 'Byte');
  qr.make();
  const n = qr.getModuleCount();
  let path = '';
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (qr.isDark(r, c)) path += `M${c + 4} ${r + 4}h1v1h-1z`;
  return { path, modules: n };
}

export function QrSvg({ value, size, label, ...rest }: QrSvgProps) {
  const { path, modules } = useMemo(() => qrPath(value), [value]);
  const box = modules + 8;
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${box} ${box}`} shapeRendering="crispEdges" data-qr={value} data-testid={rest['data-testid']}>
      <rect width={box} height={box} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
