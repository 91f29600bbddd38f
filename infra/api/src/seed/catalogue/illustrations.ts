import type { SceneKind } from './data/categories';
import { createRng, type Rng } from './prng';

/**
 * Offline cover art: layered flat-style landscapes per category (sky, sun or moon, far/mid/near
 * ridges and a foreground motif), varied by a seeded PRNG. Rendered to WebP by sharp at seed time,
 * so the repository carries code, not images.
 */
export const IMAGE_WIDTH = 960;
export const IMAGE_HEIGHT = 640;
const W = IMAGE_WIDTH;
const H = IMAGE_HEIGHT;

type Palette = [string, string, string, string, string, string];

const f = (n: number) => Math.round(n * 10) / 10;

function isDark(hex: string): boolean {
  const n = parseInt(hex.slice(1), 16);
  const r = (n >> 16) & 255;
  const g = (n >> 8) & 255;
  const b = n & 255;
  return 0.299 * r + 0.587 * g + 0.114 * b < 110;
}

/** A smooth ridge through random control points, closed to the bottom edge. */
function ridge(rng: Rng, baseY: number, amp: number, points: number, smooth = true): string {
  const xs: [number, number][] = [];
  for (let i = 0; i <= points; i++) {
    const x = (W / points) * i;
    xs.push([x, baseY + rng.float(-amp, amp)]);
  }
  let d = `M0 ${H} L0 ${f(xs[0][1])}`;
  if (smooth) {
    for (let i = 1; i < xs.length; i++) {
      const [x0, y0] = xs[i - 1];
      const [x1, y1] = xs[i];
      const cx = (x0 + x1) / 2;
      d += ` C${f(cx)} ${f(y0)} ${f(cx)} ${f(y1)} ${f(x1)} ${f(y1)}`;
    }
  } else {
    for (let i = 1; i < xs.length; i++) d += ` L${f(xs[i][0])} ${f(xs[i][1])}`;
  }
  return `${d} L${W} ${H} Z`;
}

/** Jagged mountain range. */
function peaks(rng: Rng, baseY: number, height: number, count: number): string {
  let d = `M0 ${H} L0 ${f(baseY)}`;
  const step = W / count;
  for (let i = 0; i < count; i++) {
    const x0 = i * step;
    const top = baseY - rng.float(height * 0.4, height);
    const px = x0 + step * rng.float(0.35, 0.65);
    d += ` L${f(px - step * 0.12)} ${f(top + height * 0.12)} L${f(px)} ${f(top)} L${f(px + step * 0.1)} ${f(top + height * 0.08)} L${f(x0 + step)} ${f(baseY + rng.float(-10, 10))}`;
  }
  return `${d} L${W} ${H} Z`;
}

function stars(rng: Rng, count: number, maxY: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const r = rng.float(0.6, 2.2);
    out += `<circle cx="${f(rng.float(0, W))}" cy="${f(rng.float(0, maxY))}" r="${f(r)}" fill="#fff" opacity="${f(rng.float(0.35, 0.95))}"/>`;
  }
  return out;
}

function birds(rng: Rng, color: string): string {
  let out = '';
  const n = rng.int(2, 5);
  const bx = rng.float(120, W - 240);
  const by = rng.float(80, 200);
  for (let i = 0; i < n; i++) {
    const x = bx + rng.float(-60, 140);
    const y = by + rng.float(-40, 50);
    const s = rng.float(8, 16);
    out += `<path d="M${f(x - s)} ${f(y)} Q${f(x - s / 2)} ${f(y - s / 2)} ${f(x)} ${f(y)} Q${f(x + s / 2)} ${f(y - s / 2)} ${f(x + s)} ${f(y)}" stroke="${color}" stroke-width="2.5" fill="none" stroke-linecap="round"/>`;
  }
  return out;
}

function palm(x: number, y: number, s: number, color: string): string {
  const trunk = `<path d="M${f(x)} ${f(y)} Q${f(x + 8 * s)} ${f(y - 70 * s)} ${f(x + 4 * s)} ${f(y - 140 * s)}" stroke="${color}" stroke-width="${f(9 * s)}" fill="none" stroke-linecap="round"/>`;
  const tx = x + 4 * s;
  const ty = y - 140 * s;
  let leaves = '';
  const angles = [-160, -130, -95, -60, -25, 10];
  for (const a of angles) {
    const rad = (a * Math.PI) / 180;
    const ex = tx + Math.cos(rad) * 75 * s;
    const ey = ty + Math.sin(rad) * 45 * s + 30 * s;
    const cx = tx + Math.cos(rad) * 40 * s;
    const cy = ty + Math.sin(rad) * 45 * s - 12 * s;
    leaves += `<path d="M${f(tx)} ${f(ty)} Q${f(cx)} ${f(cy)} ${f(ex)} ${f(ey)} Q${f(cx)} ${f(cy + 14 * s)} ${f(tx)} ${f(ty)} Z" fill="${color}"/>`;
  }
  return trunk + leaves;
}

function tent(x: number, y: number, s: number, body: string, door: string): string {
  return (
    `<path d="M${f(x - 90 * s)} ${f(y)} L${f(x)} ${f(y - 95 * s)} L${f(x + 90 * s)} ${f(y)} Z" fill="${body}"/>` +
    `<path d="M${f(x - 22 * s)} ${f(y)} L${f(x)} ${f(y - 55 * s)} L${f(x + 22 * s)} ${f(y)} Z" fill="${door}"/>` +
    `<path d="M${f(x)} ${f(y - 95 * s)} L${f(x)} ${f(y - 118 * s)} L${f(x + 22 * s)} ${f(y - 110 * s)} L${f(x)} ${f(y - 102 * s)}" fill="${door}"/>`
  );
}

function fire(x: number, y: number, s: number): string {
  return (
    `<circle cx="${f(x)}" cy="${f(y - 20 * s)}" r="${f(60 * s)}" fill="url(#glow)" opacity="0.8"/>` +
    `<path d="M${f(x - 14 * s)} ${f(y)} Q${f(x - 20 * s)} ${f(y - 26 * s)} ${f(x)} ${f(y - 50 * s)} Q${f(x + 20 * s)} ${f(y - 26 * s)} ${f(x + 14 * s)} ${f(y)} Z" fill="#F97316"/>` +
    `<path d="M${f(x - 7 * s)} ${f(y)} Q${f(x - 10 * s)} ${f(y - 14 * s)} ${f(x)} ${f(y - 28 * s)} Q${f(x + 10 * s)} ${f(y - 14 * s)} ${f(x + 7 * s)} ${f(y)} Z" fill="#FDE047"/>`
  );
}

function dallah(x: number, y: number, s: number, color: string, shine: string): string {
  return (
    `<path d="M${f(x - 45 * s)} ${f(y)} Q${f(x - 55 * s)} ${f(y - 60 * s)} ${f(x - 22 * s)} ${f(y - 90 * s)} L${f(x - 18 * s)} ${f(y - 130 * s)} Q${f(x)} ${f(y - 150 * s)} ${f(x + 18 * s)} ${f(y - 130 * s)} L${f(x + 22 * s)} ${f(y - 90 * s)} Q${f(x + 55 * s)} ${f(y - 60 * s)} ${f(x + 45 * s)} ${f(y)} Z" fill="${color}"/>` +
    `<path d="M${f(x - 25 * s)} ${f(y - 85 * s)} Q${f(x - 90 * s)} ${f(y - 110 * s)} ${f(x - 110 * s)} ${f(y - 150 * s)} L${f(x - 100 * s)} ${f(y - 150 * s)} Q${f(x - 80 * s)} ${f(y - 118 * s)} ${f(x - 30 * s)} ${f(y - 70 * s)} Z" fill="${color}"/>` +
    `<path d="M${f(x + 30 * s)} ${f(y - 100 * s)} Q${f(x + 80 * s)} ${f(y - 90 * s)} ${f(x + 40 * s)} ${f(y - 30 * s)}" stroke="${color}" stroke-width="${f(7 * s)}" fill="none"/>` +
    `<circle cx="${f(x)}" cy="${f(y - 152 * s)}" r="${f(8 * s)}" fill="${color}"/>` +
    `<path d="M${f(x - 30 * s)} ${f(y - 20 * s)} Q${f(x - 36 * s)} ${f(y - 55 * s)} ${f(x - 14 * s)} ${f(y - 80 * s)}" stroke="${shine}" stroke-width="${f(5 * s)}" fill="none" opacity="0.6" stroke-linecap="round"/>`
  );
}

function cup(x: number, y: number, s: number, color: string): string {
  return `<path d="M${f(x - 22 * s)} ${f(y - 30 * s)} L${f(x + 22 * s)} ${f(y - 30 * s)} L${f(x + 15 * s)} ${f(y)} L${f(x - 15 * s)} ${f(y)} Z" fill="${color}"/>`;
}

function building(rng: Rng, x: number, y: number, w: number, h: number, color: string, window: string): string {
  let out = `<rect x="${f(x)}" y="${f(y - h)}" width="${f(w)}" height="${f(h)}" fill="${color}"/>`;
  // crenellations (Najdi triangles)
  const n = Math.max(3, Math.round(w / 22));
  const step = w / n;
  for (let i = 0; i < n; i++) {
    out += `<path d="M${f(x + i * step)} ${f(y - h)} L${f(x + i * step + step / 2)} ${f(y - h - step * 0.8)} L${f(x + (i + 1) * step)} ${f(y - h)} Z" fill="${color}"/>`;
  }
  const floors = Math.max(1, Math.floor(h / 60));
  for (let r = 0; r < floors; r++) {
    const cols = Math.max(1, Math.floor(w / 45));
    for (let c = 0; c < cols; c++) {
      if (rng.chance(0.25)) continue;
      const wx = x + (w / cols) * c + (w / cols) / 2 - 7;
      const wy = y - h + 25 + r * 60;
      out += `<rect x="${f(wx)}" y="${f(wy)}" width="14" height="22" rx="7" fill="${window}"/>`;
    }
  }
  return out;
}

function vase(x: number, y: number, s: number, color: string, band: string): string {
  return (
    `<path d="M${f(x - 20 * s)} ${f(y - 150 * s)} L${f(x + 20 * s)} ${f(y - 150 * s)} L${f(x + 16 * s)} ${f(y - 120 * s)} Q${f(x + 75 * s)} ${f(y - 90 * s)} ${f(x + 50 * s)} ${f(y - 20 * s)} Q${f(x + 40 * s)} ${f(y)} ${f(x)} ${f(y)} Q${f(x - 40 * s)} ${f(y)} ${f(x - 50 * s)} ${f(y - 20 * s)} Q${f(x - 75 * s)} ${f(y - 90 * s)} ${f(x - 16 * s)} ${f(y - 120 * s)} Z" fill="${color}"/>` +
    `<path d="M${f(x - 58 * s)} ${f(y - 70 * s)} L${f(x + 58 * s)} ${f(y - 70 * s)} L${f(x + 56 * s)} ${f(y - 55 * s)} L${f(x - 56 * s)} ${f(y - 55 * s)} Z" fill="${band}"/>`
  );
}

function triangleBand(rng: Rng, y: number, h: number, colors: string[]): string {
  let out = '';
  const n = 16;
  const step = W / n;
  for (let i = 0; i < n; i++) {
    const c = colors[i % colors.length];
    const up = i % 2 === 0;
    out += up
      ? `<path d="M${f(i * step)} ${f(y + h)} L${f(i * step + step / 2)} ${f(y)} L${f((i + 1) * step)} ${f(y + h)} Z" fill="${c}"/>`
      : `<path d="M${f(i * step)} ${f(y)} L${f(i * step + step / 2)} ${f(y + h)} L${f((i + 1) * step)} ${f(y)} Z" fill="${c}" opacity="${f(rng.float(0.6, 1))}"/>`;
  }
  return out;
}

function falcon(x: number, y: number, s: number, color: string): string {
  return `<path d="M${f(x - 120 * s)} ${f(y - 10 * s)} Q${f(x - 60 * s)} ${f(y - 60 * s)} ${f(x - 10 * s)} ${f(y - 8 * s)} Q${f(x)} ${f(y - 30 * s)} ${f(x + 20 * s)} ${f(y - 30 * s)} Q${f(x + 34 * s)} ${f(y - 28 * s)} ${f(x + 38 * s)} ${f(y - 20 * s)} L${f(x + 26 * s)} ${f(y - 16 * s)} Q${f(x + 20 * s)} ${f(y - 4 * s)} ${f(x + 8 * s)} ${f(y)} Q${f(x + 60 * s)} ${f(y - 50 * s)} ${f(x + 130 * s)} ${f(y - 20 * s)} Q${f(x + 50 * s)} ${f(y + 10 * s)} ${f(x + 10 * s)} ${f(y + 22 * s)} L${f(x - 10 * s)} ${f(y + 60 * s)} L${f(x - 20 * s)} ${f(y + 22 * s)} Q${f(x - 60 * s)} ${f(y + 10 * s)} ${f(x - 120 * s)} ${f(y - 10 * s)} Z" fill="${color}"/>`;
}

function camel(x: number, y: number, s: number, color: string): string {
  return (
    `<path d="M${f(x - 60 * s)} ${f(y - 70 * s)} Q${f(x - 40 * s)} ${f(y - 120 * s)} ${f(x - 15 * s)} ${f(y - 80 * s)} Q${f(x + 10 * s)} ${f(y - 125 * s)} ${f(x + 35 * s)} ${f(y - 78 * s)} L${f(x + 55 * s)} ${f(y - 95 * s)} L${f(x + 62 * s)} ${f(y - 130 * s)} L${f(x + 82 * s)} ${f(y - 128 * s)} L${f(x + 84 * s)} ${f(y - 118 * s)} L${f(x + 70 * s)} ${f(y - 115 * s)} L${f(x + 62 * s)} ${f(y - 80 * s)} Q${f(x + 45 * s)} ${f(y - 50 * s)} ${f(x + 30 * s)} ${f(y - 50 * s)} L${f(x - 50 * s)} ${f(y - 50 * s)} Q${f(x - 66 * s)} ${f(y - 55 * s)} ${f(x - 60 * s)} ${f(y - 70 * s)} Z" fill="${color}"/>` +
    [-45, -30, 15, 28].map((dx) => `<rect x="${f(x + dx * s)}" y="${f(y - 52 * s)}" width="${f(6 * s)}" height="${f(52 * s)}" fill="${color}"/>`).join('')
  );
}

function boat(x: number, y: number, s: number, hull: string, sail: string): string {
  return (
    `<path d="M${f(x - 80 * s)} ${f(y - 20 * s)} L${f(x + 80 * s)} ${f(y - 20 * s)} L${f(x + 55 * s)} ${f(y)} L${f(x - 60 * s)} ${f(y)} Z" fill="${hull}"/>` +
    `<path d="M${f(x - 5 * s)} ${f(y - 22 * s)} L${f(x - 5 * s)} ${f(y - 140 * s)} L${f(x + 70 * s)} ${f(y - 30 * s)} Z" fill="${sail}"/>` +
    `<path d="M${f(x - 10 * s)} ${f(y - 26 * s)} L${f(x - 10 * s)} ${f(y - 120 * s)} L${f(x - 60 * s)} ${f(y - 30 * s)} Z" fill="${sail}" opacity="0.85"/>`
  );
}

function waves(rng: Rng, y0: number, color: string, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const y = y0 + i * 26 + rng.float(-4, 4);
    let d = `M0 ${f(y)}`;
    const seg = 60 + rng.float(-10, 10);
    for (let x = 0; x < W + seg; x += seg) d += ` q${f(seg / 4)} -8 ${f(seg / 2)} 0 t${f(seg / 2)} 0`;
    out += `<path d="${d}" stroke="${color}" stroke-width="2.5" fill="none" opacity="${f(0.25 + 0.5 * (i / count))}"/>`;
  }
  return out;
}

function fish(x: number, y: number, s: number, color: string): string {
  return `<path d="M${f(x - 30 * s)} ${f(y)} Q${f(x)} ${f(y - 22 * s)} ${f(x + 30 * s)} ${f(y)} Q${f(x)} ${f(y + 22 * s)} ${f(x - 30 * s)} ${f(y)} Z M${f(x + 28 * s)} ${f(y)} L${f(x + 48 * s)} ${f(y - 14 * s)} L${f(x + 48 * s)} ${f(y + 14 * s)} Z" fill="${color}"/>`;
}

function coral(rng: Rng, x: number, y: number, s: number, color: string): string {
  let out = '';
  const branches = rng.int(3, 6);
  for (let i = 0; i < branches; i++) {
    const a = -Math.PI / 2 + rng.float(-0.9, 0.9);
    const len = rng.float(40, 90) * s;
    const ex = x + Math.cos(a) * len;
    const ey = y + Math.sin(a) * len;
    out += `<path d="M${f(x)} ${f(y)} Q${f((x + ex) / 2 + rng.float(-15, 15))} ${f((y + ey) / 2)} ${f(ex)} ${f(ey)}" stroke="${color}" stroke-width="${f(10 * s)}" fill="none" stroke-linecap="round"/>`;
  }
  return out;
}

function oud(x: number, y: number, s: number, body: string, detail: string): string {
  return (
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(80 * s)}" ry="${f(100 * s)}" fill="${body}" transform="rotate(-35 ${f(x)} ${f(y)})"/>` +
    `<path d="M${f(x + 40 * s)} ${f(y - 60 * s)} L${f(x + 140 * s)} ${f(y - 200 * s)} L${f(x + 160 * s)} ${f(y - 188 * s)} L${f(x + 58 * s)} ${f(y - 48 * s)} Z" fill="${body}"/>` +
    `<path d="M${f(x + 140 * s)} ${f(y - 200 * s)} L${f(x + 190 * s)} ${f(y - 210 * s)} L${f(x + 176 * s)} ${f(y - 180 * s)} L${f(x + 160 * s)} ${f(y - 188 * s)} Z" fill="${detail}"/>` +
    `<circle cx="${f(x + 5 * s)}" cy="${f(y - 10 * s)}" r="${f(16 * s)}" fill="${detail}"/>` +
    `<path d="M${f(x - 40 * s)} ${f(y + 40 * s)} L${f(x + 150 * s)} ${f(y - 195 * s)}" stroke="${detail}" stroke-width="${f(1.5 * s)}" opacity="0.7"/>`
  );
}

function note(x: number, y: number, s: number, color: string): string {
  return `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(12 * s)}" ry="${f(9 * s)}" fill="${color}" transform="rotate(-20 ${f(x)} ${f(y)})"/><rect x="${f(x + 9 * s)}" y="${f(y - 60 * s)}" width="${f(4 * s)}" height="${f(60 * s)}" fill="${color}"/><path d="M${f(x + 13 * s)} ${f(y - 60 * s)} q${f(18 * s)} ${f(10 * s)} ${f(14 * s)} ${f(30 * s)}" stroke="${color}" stroke-width="${f(4 * s)}" fill="none"/>`;
}

function lotus(x: number, y: number, s: number, color: string, inner: string): string {
  let out = '';
  for (const a of [-60, -30, 0, 30, 60]) {
    out += `<path d="M${f(x)} ${f(y)} Q${f(x - 26 * s)} ${f(y - 60 * s)} ${f(x)} ${f(y - 100 * s)} Q${f(x + 26 * s)} ${f(y - 60 * s)} ${f(x)} ${f(y)} Z" fill="${a === 0 ? inner : color}" transform="rotate(${a} ${f(x)} ${f(y)})" opacity="${a === 0 ? 1 : 0.9}"/>`;
  }
  return out;
}

function elephantRock(x: number, y: number, s: number, color: string): string {
  return `<path d="M${f(x - 160 * s)} ${f(y)} Q${f(x - 170 * s)} ${f(y - 150 * s)} ${f(x - 60 * s)} ${f(y - 190 * s)} Q${f(x + 60 * s)} ${f(y - 220 * s)} ${f(x + 120 * s)} ${f(y - 150 * s)} Q${f(x + 150 * s)} ${f(y - 110 * s)} ${f(x + 150 * s)} ${f(y - 40 * s)} L${f(x + 130 * s)} ${f(y)} L${f(x + 100 * s)} ${f(y)} Q${f(x + 100 * s)} ${f(y - 70 * s)} ${f(x + 70 * s)} ${f(y - 90 * s)} Q${f(x + 30 * s)} ${f(y - 100 * s)} ${f(x - 10 * s)} ${f(y - 60 * s)} Q${f(x - 30 * s)} ${f(y - 30 * s)} ${f(x - 40 * s)} ${f(y)} Z" fill="${color}"/>`;
}

function rows(rng: Rng, y: number, color: string, alt: string): string {
  let out = '';
  for (let i = 0; i < 7; i++) {
    const yy = y + i * 22;
    out += `<path d="M0 ${f(yy)} L${W} ${f(yy + rng.float(-10, 10))} L${W} ${f(yy + 12)} L0 ${f(yy + 12)} Z" fill="${i % 2 ? color : alt}" opacity="0.85"/>`;
  }
  return out;
}

function pot(x: number, y: number, s: number, color: string, steam: string): string {
  return (
    `<path d="M${f(x - 110 * s)} ${f(y - 90 * s)} L${f(x + 110 * s)} ${f(y - 90 * s)} Q${f(x + 110 * s)} ${f(y)} ${f(x)} ${f(y)} Q${f(x - 110 * s)} ${f(y)} ${f(x - 110 * s)} ${f(y - 90 * s)} Z" fill="${color}"/>` +
    `<rect x="${f(x - 125 * s)}" y="${f(y - 100 * s)}" width="${f(250 * s)}" height="${f(16 * s)}" rx="${f(8 * s)}" fill="${color}"/>` +
    [-50, 0, 50]
      .map(
        (dx) =>
          `<path d="M${f(x + dx * s)} ${f(y - 115 * s)} q${f(-16 * s)} ${f(-25 * s)} 0 ${f(-50 * s)} t0 ${f(-50 * s)}" stroke="${steam}" stroke-width="${f(6 * s)}" fill="none" stroke-linecap="round" opacity="0.7"/>`,
      )
      .join('')
  );
}

// ---------------------------------------------------------------------------------------------
// Subjects: what an experience's picture is of. A category sets the landscape (sky, ridges, ground);
// the subject is the experience's own (a Najdi pot, a kabsa tray, a catch of fish…), so two
// experiences of one category never share a picture (issue 18 item 11).
// ---------------------------------------------------------------------------------------------

export const SUBJECTS = {
  desert: ['camp', 'jeep', 'cliff', 'tomb'],
  kitchen: ['pot', 'tray', 'catch', 'bread', 'table', 'screenPot'],
  coffee: ['dallah', 'datePalms', 'majlis', 'screenCup'],
  sea: ['reef', 'diver', 'dhow', 'kayak'],
  mountain: ['clouds', 'cableCar', 'canyon'],
  heritage: ['rawashin', 'mudTown', 'fort', 'stoneTowers', 'arches', 'palmTown', 'tombScreen'],
  crafts: ['pen', 'vases', 'qatt', 'sadu', 'henna', 'screenPen'],
  falcon: ['falcon', 'camel', 'horse'],
  photo: ['nightRock', 'streetCamera', 'tripod', 'screenPhoto'],
  wellness: ['lotus', 'mat', 'spring', 'rings'],
  music: ['oud', 'stage', 'drum', 'letters', 'perfume', 'screenOud'],
  farm: ['roses', 'orchard', 'terraces', 'heron'],
} as const satisfies Record<SceneKind, readonly string[]>;
export type Subject = (typeof SUBJECTS)[SceneKind][number];

interface Colors {
  skyTop: string;
  skyBottom: string;
  far: string;
  mid: string;
  near: string;
  accent: string;
  /** a light colour for highlights on dark palettes and the other way round */
  ink: string;
  dark: boolean;
}

// --- colour -----------------------------------------------------------------------------------

function hexToHsl(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  const r = ((n >> 16) & 255) / 255;
  const g = ((n >> 8) & 255) / 255;
  const b = (n & 255) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}

function hslToHex(h: number, s: number, l: number): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const c = (n: number) => Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))));
  return `#${[c(0), c(8), c(4)].map((v) => v.toString(16).padStart(2, '0')).join('').toUpperCase()}`;
}

/** The category palette turned a little: its hue, saturation and light shifted per experience. */
function tint(hex: string, hue: number, sat: number, light: number): string {
  const [h, s, l] = hexToHsl(hex);
  return hslToHex((h + hue + 360) % 360, Math.max(0, Math.min(1, s * sat)), Math.max(0.03, Math.min(0.97, l + light)));
}

// --- more motifs --------------------------------------------------------------------------------

function jeep(x: number, y: number, s: number, body: string, glass: string): string {
  return (
    `<path d="M${f(x - 95 * s)} ${f(y - 22 * s)} L${f(x - 95 * s)} ${f(y - 55 * s)} L${f(x - 50 * s)} ${f(y - 58 * s)} L${f(x - 30 * s)} ${f(y - 95 * s)} L${f(x + 45 * s)} ${f(y - 95 * s)} L${f(x + 60 * s)} ${f(y - 58 * s)} L${f(x + 100 * s)} ${f(y - 52 * s)} L${f(x + 100 * s)} ${f(y - 22 * s)} Z" fill="${body}"/>` +
    `<path d="M${f(x - 22 * s)} ${f(y - 88 * s)} L${f(x + 5 * s)} ${f(y - 88 * s)} L${f(x + 5 * s)} ${f(y - 62 * s)} L${f(x - 36 * s)} ${f(y - 62 * s)} Z M${f(x + 14 * s)} ${f(y - 88 * s)} L${f(x + 40 * s)} ${f(y - 88 * s)} L${f(x + 50 * s)} ${f(y - 62 * s)} L${f(x + 14 * s)} ${f(y - 62 * s)} Z" fill="${glass}"/>` +
    [-58, 62].map((dx) => `<circle cx="${f(x + dx * s)}" cy="${f(y - 18 * s)}" r="${f(22 * s)}" fill="#1F1F1F"/><circle cx="${f(x + dx * s)}" cy="${f(y - 18 * s)}" r="${f(9 * s)}" fill="${glass}"/>`).join('') +
    `<path d="M${f(x + 110 * s)} ${f(y - 10 * s)} q${f(40 * s)} ${f(-30 * s)} ${f(110 * s)} ${f(-8 * s)}" stroke="${glass}" stroke-width="${f(14 * s)}" fill="none" opacity="0.35" stroke-linecap="round"/>`
  );
}

function cliff(x: number, y: number, flipSide: boolean, color: string, edge: string): string {
  // an escarpment dropping into the plain: the plateau on one side, the drop on the other
  const d = flipSide ? -1 : 1;
  return (
    `<path d="M${f(x - d * 600)} ${f(y - 230)} L${f(x)} ${f(y - 240)} L${f(x + d * 30)} ${f(y - 150)} L${f(x + d * 10)} ${f(y - 110)} L${f(x + d * 60)} ${f(y - 30)} L${f(x + d * 40)} ${f(y + 40)} L${f(x - d * 600)} ${f(y + 40)} Z" fill="${color}"/>` +
    `<path d="M${f(x - d * 600)} ${f(y - 230)} L${f(x)} ${f(y - 240)}" stroke="${edge}" stroke-width="5" opacity="0.7"/>` +
    // a walker at the rim
    `<circle cx="${f(x - d * 40)}" cy="${f(y - 268)}" r="6" fill="${color}"/><rect x="${f(x - d * 40 - 3)}" y="${f(y - 262)}" width="6" height="22" fill="${color}"/>`
  );
}

function tomb(x: number, y: number, s: number, rock: string, carve: string): string {
  return (
    `<path d="M${f(x - 170 * s)} ${f(y)} Q${f(x - 190 * s)} ${f(y - 200 * s)} ${f(x - 60 * s)} ${f(y - 240 * s)} Q${f(x + 80 * s)} ${f(y - 270 * s)} ${f(x + 170 * s)} ${f(y - 180 * s)} Q${f(x + 200 * s)} ${f(y - 80 * s)} ${f(x + 180 * s)} ${f(y)} Z" fill="${rock}"/>` +
    `<rect x="${f(x - 60 * s)}" y="${f(y - 170 * s)}" width="${f(120 * s)}" height="${f(170 * s)}" fill="${carve}" opacity="0.55"/>` +
    `<path d="M${f(x - 70 * s)} ${f(y - 170 * s)} L${f(x - 40 * s)} ${f(y - 200 * s)} L${f(x - 10 * s)} ${f(y - 170 * s)} M${f(x + 10 * s)} ${f(y - 170 * s)} L${f(x + 40 * s)} ${f(y - 200 * s)} L${f(x + 70 * s)} ${f(y - 170 * s)}" stroke="${carve}" stroke-width="${f(8 * s)}" fill="none" opacity="0.7"/>` +
    `<rect x="${f(x - 22 * s)}" y="${f(y - 80 * s)}" width="${f(44 * s)}" height="${f(80 * s)}" fill="#1F140C" opacity="0.75"/>`
  );
}

function tray(rng: Rng, x: number, y: number, s: number, metal: string, rice: string, meat: string): string {
  let out = `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(190 * s)}" ry="${f(46 * s)}" fill="${metal}"/>`;
  out += `<path d="M${f(x - 150 * s)} ${f(y - 4 * s)} Q${f(x)} ${f(y - 150 * s)} ${f(x + 150 * s)} ${f(y - 4 * s)} Z" fill="${rice}"/>`;
  for (let i = 0; i < 4; i++) out += `<ellipse cx="${f(x + rng.float(-70, 70) * s)}" cy="${f(y - rng.float(50, 85) * s)}" rx="${f(rng.float(24, 36) * s)}" ry="${f(rng.float(14, 20) * s)}" fill="${meat}"/>`;
  for (let i = 0; i < 12; i++) out += `<circle cx="${f(x + rng.float(-120, 120) * s)}" cy="${f(y - rng.float(10, 40) * s)}" r="${f(4 * s)}" fill="${meat}" opacity="0.7"/>`;
  return out;
}

function basket(x: number, y: number, s: number, weave: string, line: string): string {
  let out = `<path d="M${f(x - 170 * s)} ${f(y - 80 * s)} L${f(x + 170 * s)} ${f(y - 80 * s)} L${f(x + 140 * s)} ${f(y)} L${f(x - 140 * s)} ${f(y)} Z" fill="${weave}"/>`;
  for (let i = 1; i < 4; i++) out += `<path d="M${f(x - 170 * s + i * 8 * s)} ${f(y - 80 * s + i * 20 * s)} L${f(x + 170 * s - i * 8 * s)} ${f(y - 80 * s + i * 20 * s)}" stroke="${line}" stroke-width="${f(3 * s)}" opacity="0.5"/>`;
  return out;
}

function bread(x: number, y: number, s: number, crust: string, jar: string, honey: string): string {
  let out = '';
  for (let i = 0; i < 4; i++) out += `<ellipse cx="${f(x)}" cy="${f(y - i * 16 * s)}" rx="${f(130 * s)}" ry="${f(26 * s)}" fill="${crust}" stroke="#00000022" stroke-width="2"/>`;
  out += `<rect x="${f(x + 160 * s)}" y="${f(y - 120 * s)}" width="${f(80 * s)}" height="${f(120 * s)}" rx="${f(14 * s)}" fill="${jar}" opacity="0.85"/>`;
  out += `<rect x="${f(x + 168 * s)}" y="${f(y - 80 * s)}" width="${f(64 * s)}" height="${f(72 * s)}" rx="${f(10 * s)}" fill="${honey}"/>`;
  out += `<path d="M${f(x - 40 * s)} ${f(y - 70 * s)} q${f(30 * s)} ${f(-10 * s)} ${f(70 * s)} 0" stroke="${honey}" stroke-width="${f(10 * s)}" fill="none" stroke-linecap="round"/>`;
  return out;
}

function table(x: number, y: number, s: number, cloth: string, plate: string, flame: string): string {
  let out = `<path d="M${f(x - 260 * s)} ${f(y - 90 * s)} L${f(x + 260 * s)} ${f(y - 90 * s)} L${f(x + 300 * s)} ${f(y)} L${f(x - 300 * s)} ${f(y)} Z" fill="${cloth}"/>`;
  for (const dx of [-170, -60, 60, 170]) out += `<ellipse cx="${f(x + dx * s)}" cy="${f(y - 55 * s)}" rx="${f(42 * s)}" ry="${f(13 * s)}" fill="${plate}"/><ellipse cx="${f(x + dx * s)}" cy="${f(y - 57 * s)}" rx="${f(22 * s)}" ry="${f(6 * s)}" fill="${cloth}" opacity="0.4"/>`;
  for (const dx of [-115, 115]) out += `<rect x="${f(x + dx * s - 5 * s)}" y="${f(y - 160 * s)}" width="${f(10 * s)}" height="${f(70 * s)}" fill="${plate}"/><path d="M${f(x + dx * s)} ${f(y - 185 * s)} q${f(-9 * s)} ${f(14 * s)} 0 ${f(24 * s)} q${f(9 * s)} ${f(-10 * s)} 0 ${f(-24 * s)} Z" fill="${flame}"/>`;
  return out;
}

function laptop(x: number, y: number, s: number, shell: string, screen: string): string {
  return (
    `<rect x="${f(x - 150 * s)}" y="${f(y - 200 * s)}" width="${f(300 * s)}" height="${f(190 * s)}" rx="${f(12 * s)}" fill="${shell}"/>` +
    `<rect x="${f(x - 136 * s)}" y="${f(y - 186 * s)}" width="${f(272 * s)}" height="${f(162 * s)}" rx="${f(4 * s)}" fill="${screen}"/>` +
    `<path d="M${f(x - 185 * s)} ${f(y - 10 * s)} L${f(x + 185 * s)} ${f(y - 10 * s)} L${f(x + 200 * s)} ${f(y + 8 * s)} L${f(x - 200 * s)} ${f(y + 8 * s)} Z" fill="${shell}"/>`
  );
}

function datePalm(rng: Rng, x: number, y: number, s: number, leaf: string, fruit: string): string {
  let out = palm(x, y, s, leaf);
  const tx = x + 4 * s;
  const ty = y - 140 * s;
  for (let i = 0; i < 3; i++) {
    const cx = tx + rng.float(-26, 26) * s;
    for (let k = 0; k < 7; k++) out += `<ellipse cx="${f(cx + rng.float(-10, 10) * s)}" cy="${f(ty + 18 * s + k * 5 * s)}" rx="${f(4 * s)}" ry="${f(6 * s)}" fill="${fruit}"/>`;
  }
  return out;
}

function mabkhara(x: number, y: number, s: number, body: string, smoke: string): string {
  return (
    `<path d="M${f(x - 40 * s)} ${f(y)} L${f(x - 30 * s)} ${f(y - 40 * s)} L${f(x - 50 * s)} ${f(y - 70 * s)} L${f(x + 50 * s)} ${f(y - 70 * s)} L${f(x + 30 * s)} ${f(y - 40 * s)} L${f(x + 40 * s)} ${f(y)} Z" fill="${body}"/>` +
    `<rect x="${f(x - 56 * s)}" y="${f(y - 84 * s)}" width="${f(112 * s)}" height="${f(16 * s)}" fill="${body}"/>` +
    `<path d="M${f(x)} ${f(y - 90 * s)} q${f(-30 * s)} ${f(-40 * s)} 0 ${f(-80 * s)} t0 ${f(-80 * s)} t${f(10 * s)} ${f(-60 * s)}" stroke="${smoke}" stroke-width="${f(10 * s)}" fill="none" opacity="0.5" stroke-linecap="round"/>`
  );
}

function cushions(x: number, y: number, s: number, colors: string[]): string {
  let out = `<rect x="${f(x - 300 * s)}" y="${f(y - 50 * s)}" width="${f(600 * s)}" height="${f(50 * s)}" rx="${f(10 * s)}" fill="${colors[0]}"/>`;
  for (let i = 0; i < 5; i++) out += `<rect x="${f(x - 290 * s + i * 118 * s)}" y="${f(y - 120 * s)}" width="${f(104 * s)}" height="${f(74 * s)}" rx="${f(16 * s)}" fill="${colors[(i % (colors.length - 1)) + 1]}"/>`;
  return out;
}

function diver(rng: Rng, x: number, y: number, s: number, suit: string, bubble: string): string {
  let out =
    `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(80 * s)}" ry="${f(20 * s)}" fill="${suit}" transform="rotate(-12 ${f(x)} ${f(y)})"/>` +
    `<circle cx="${f(x + 88 * s)}" cy="${f(y - 22 * s)}" r="${f(20 * s)}" fill="${suit}"/>` +
    `<rect x="${f(x + 92 * s)}" y="${f(y - 32 * s)}" width="${f(20 * s)}" height="${f(12 * s)}" rx="${f(4 * s)}" fill="${bubble}"/>` +
    `<rect x="${f(x - 30 * s)}" y="${f(y - 42 * s)}" width="${f(70 * s)}" height="${f(20 * s)}" rx="${f(10 * s)}" fill="${bubble}" opacity="0.7" transform="rotate(-12 ${f(x)} ${f(y)})"/>` +
    `<path d="M${f(x - 78 * s)} ${f(y + 14 * s)} L${f(x - 150 * s)} ${f(y + 40 * s)} L${f(x - 140 * s)} ${f(y + 10 * s)} Z M${f(x - 76 * s)} ${f(y + 4 * s)} L${f(x - 150 * s)} ${f(y - 10 * s)} L${f(x - 136 * s)} ${f(y - 30 * s)} Z" fill="${suit}"/>`;
  for (let i = 0; i < 7; i++) out += `<circle cx="${f(x + 100 * s + rng.float(-14, 14) * s)}" cy="${f(y - 60 * s - i * 34 * s)}" r="${f(rng.float(4, 10) * s)}" fill="none" stroke="${bubble}" stroke-width="2" opacity="0.8"/>`;
  return out;
}

function kayak(x: number, y: number, s: number, hull: string, paddler: string): string {
  return (
    `<path d="M${f(x - 150 * s)} ${f(y)} Q${f(x)} ${f(y + 26 * s)} ${f(x + 150 * s)} ${f(y)} Q${f(x)} ${f(y - 14 * s)} ${f(x - 150 * s)} ${f(y)} Z" fill="${hull}"/>` +
    `<circle cx="${f(x)}" cy="${f(y - 56 * s)}" r="${f(13 * s)}" fill="${paddler}"/><path d="M${f(x - 14 * s)} ${f(y - 4 * s)} L${f(x - 10 * s)} ${f(y - 42 * s)} L${f(x + 10 * s)} ${f(y - 42 * s)} L${f(x + 14 * s)} ${f(y - 4 * s)} Z" fill="${paddler}"/>` +
    `<path d="M${f(x - 90 * s)} ${f(y + 10 * s)} L${f(x + 90 * s)} ${f(y - 80 * s)}" stroke="${paddler}" stroke-width="${f(5 * s)}"/>`
  );
}

function mangrove(rng: Rng, x: number, y: number, s: number, leaf: string, root: string): string {
  let out = '';
  for (let i = -2; i <= 2; i++) out += `<path d="M${f(x)} ${f(y - 60 * s)} Q${f(x + i * 20 * s)} ${f(y - 20 * s)} ${f(x + i * 34 * s)} ${f(y + 10 * s)}" stroke="${root}" stroke-width="${f(5 * s)}" fill="none"/>`;
  for (let i = 0; i < 5; i++) out += `<ellipse cx="${f(x + rng.float(-60, 60) * s)}" cy="${f(y - rng.float(80, 130) * s)}" rx="${f(rng.float(40, 60) * s)}" ry="${f(rng.float(26, 36) * s)}" fill="${leaf}"/>`;
  return out;
}

function cloud(x: number, y: number, s: number, color: string, opacity: number): string {
  return `<path d="M${f(x - 120 * s)} ${f(y)} Q${f(x - 120 * s)} ${f(y - 40 * s)} ${f(x - 70 * s)} ${f(y - 40 * s)} Q${f(x - 50 * s)} ${f(y - 80 * s)} ${f(x)} ${f(y - 70 * s)} Q${f(x + 50 * s)} ${f(y - 100 * s)} ${f(x + 80 * s)} ${f(y - 45 * s)} Q${f(x + 130 * s)} ${f(y - 40 * s)} ${f(x + 130 * s)} ${f(y)} Z" fill="${color}" opacity="${opacity}"/>`;
}

function cableCar(x0: number, y0: number, x1: number, y1: number, cabin: string, wire: string): string {
  const cx = x0 + (x1 - x0) * 0.55;
  const cy = y0 + (y1 - y0) * 0.55;
  return (
    `<path d="M${f(x0)} ${f(y0)} L${f(x1)} ${f(y1)}" stroke="${wire}" stroke-width="3"/>` +
    `<path d="M${f(cx)} ${f(cy)} L${f(cx)} ${f(cy + 30)}" stroke="${wire}" stroke-width="3"/>` +
    `<rect x="${f(cx - 28)}" y="${f(cy + 30)}" width="56" height="44" rx="8" fill="${cabin}"/><rect x="${f(cx - 20)}" y="${f(cy + 38)}" width="40" height="16" rx="3" fill="${wire}" opacity="0.6"/>`
  );
}

function rawashin(rng: Rng, x: number, y: number, w: number, h: number, wall: string, wood: string): string {
  let out = `<rect x="${f(x)}" y="${f(y - h)}" width="${f(w)}" height="${f(h)}" fill="${wall}"/>`;
  const floors = Math.max(2, Math.floor(h / 70));
  for (let r = 0; r < floors; r++) {
    const wy = y - h + 14 + r * 70;
    const ww = w * rng.float(0.45, 0.7);
    out += `<rect x="${f(x + (w - ww) / 2)}" y="${f(wy)}" width="${f(ww)}" height="48" fill="${wood}"/>`;
    for (let k = 1; k < 4; k++) out += `<path d="M${f(x + (w - ww) / 2 + (ww / 4) * k)} ${f(wy)} L${f(x + (w - ww) / 2 + (ww / 4) * k)} ${f(wy + 48)}" stroke="${wall}" stroke-width="2" opacity="0.6"/>`;
  }
  return out;
}

function fort(x: number, y: number, s: number, wall: string, shade: string): string {
  let out = `<rect x="${f(x - 200 * s)}" y="${f(y - 130 * s)}" width="${f(400 * s)}" height="${f(130 * s)}" fill="${wall}"/>`;
  out += `<path d="M${f(x + 120 * s)} ${f(y)} L${f(x + 130 * s)} ${f(y - 230 * s)} L${f(x + 210 * s)} ${f(y - 230 * s)} L${f(x + 220 * s)} ${f(y)} Z" fill="${wall}"/>`;
  for (let i = 0; i < 9; i++) out += `<path d="M${f(x - 200 * s + i * 36 * s)} ${f(y - 130 * s)} l${f(18 * s)} ${f(-22 * s)} l${f(18 * s)} ${f(22 * s)} Z" fill="${wall}"/>`;
  out += `<rect x="${f(x - 30 * s)}" y="${f(y - 80 * s)}" width="${f(60 * s)}" height="${f(80 * s)}" rx="${f(30 * s)}" fill="${shade}"/>`;
  for (const dx of [-150, -100, 60, 150, 170]) out += `<rect x="${f(x + dx * s)}" y="${f(y - (dx > 140 ? 200 : 100) * s)}" width="${f(10 * s)}" height="${f(24 * s)}" fill="${shade}"/>`;
  return out;
}

function stoneTower(x: number, y: number, w: number, h: number, stone: string, trim: string): string {
  let out = `<path d="M${f(x)} ${f(y)} L${f(x + w * 0.06)} ${f(y - h)} L${f(x + w * 0.94)} ${f(y - h)} L${f(x + w)} ${f(y)} Z" fill="${stone}"/>`;
  for (let r = 0; r < Math.floor(h / 50); r++) out += `<rect x="${f(x + w * 0.04)}" y="${f(y - h + 30 + r * 50)}" width="${f(w * 0.92)}" height="6" fill="${trim}"/>`;
  out += `<rect x="${f(x + w * 0.4)}" y="${f(y - h + 44)}" width="${f(w * 0.2)}" height="26" fill="${trim}"/>`;
  return out;
}

function arches(x: number, y: number, s: number, wall: string, shade: string, lamp: string): string {
  let out = `<rect x="${f(x - 330 * s)}" y="${f(y - 220 * s)}" width="${f(660 * s)}" height="${f(220 * s)}" fill="${wall}"/>`;
  for (let i = 0; i < 5; i++) {
    const ax = x - 300 * s + i * 130 * s;
    out += `<path d="M${f(ax)} ${f(y)} L${f(ax)} ${f(y - 120 * s)} Q${f(ax + 50 * s)} ${f(y - 190 * s)} ${f(ax + 100 * s)} ${f(y - 120 * s)} L${f(ax + 100 * s)} ${f(y)} Z" fill="${shade}"/>`;
    out += `<circle cx="${f(ax + 50 * s)}" cy="${f(y - 110 * s)}" r="${f(9 * s)}" fill="${lamp}"/>`;
  }
  return out;
}

function dome(x: number, y: number, s: number, color: string): string {
  return `<path d="M${f(x - 70 * s)} ${f(y)} L${f(x - 70 * s)} ${f(y - 40 * s)} Q${f(x - 70 * s)} ${f(y - 130 * s)} ${f(x)} ${f(y - 140 * s)} Q${f(x + 70 * s)} ${f(y - 130 * s)} ${f(x + 70 * s)} ${f(y - 40 * s)} L${f(x + 70 * s)} ${f(y)} Z M${f(x - 3 * s)} ${f(y - 140 * s)} L${f(x - 3 * s)} ${f(y - 175 * s)} L${f(x + 3 * s)} ${f(y - 175 * s)} L${f(x + 3 * s)} ${f(y - 140 * s)} Z" fill="${color}"/>` +
    `<rect x="${f(x + 110 * s)}" y="${f(y - 260 * s)}" width="${f(26 * s)}" height="${f(260 * s)}" fill="${color}"/><path d="M${f(x + 106 * s)} ${f(y - 260 * s)} L${f(x + 123 * s)} ${f(y - 300 * s)} L${f(x + 140 * s)} ${f(y - 260 * s)} Z" fill="${color}"/>`;
}

function pen(rng: Rng, x: number, y: number, s: number, ink: string, paper: string, reed: string): string {
  let out = `<rect x="${f(x - 260 * s)}" y="${f(y - 200 * s)}" width="${f(520 * s)}" height="${f(200 * s)}" fill="${paper}" transform="rotate(-4 ${f(x)} ${f(y)})"/>`;
  // flowing strokes in the manner of thuluth (shapes, not letters)
  for (let i = 0; i < 4; i++) {
    const sx = x - 200 * s + i * 110 * s;
    out += `<path d="M${f(sx)} ${f(y - 60 * s)} q${f(20 * s)} ${f(-rng.float(60, 110) * s)} ${f(50 * s)} ${f(-rng.float(10, 40) * s)} t${f(40 * s)} ${f(rng.float(10, 40) * s)}" stroke="${ink}" stroke-width="${f(rng.float(8, 14) * s)}" fill="none" stroke-linecap="round"/>`;
    out += `<circle cx="${f(sx + 30 * s)}" cy="${f(y - 30 * s)}" r="${f(6 * s)}" fill="${ink}"/>`;
  }
  out += `<path d="M${f(x + 150 * s)} ${f(y - 40 * s)} L${f(x + 330 * s)} ${f(y - 260 * s)} L${f(x + 344 * s)} ${f(y - 248 * s)} L${f(x + 164 * s)} ${f(y - 30 * s)} Z" fill="${reed}"/>`;
  out += `<ellipse cx="${f(x - 300 * s)}" cy="${f(y - 10 * s)}" rx="${f(40 * s)}" ry="${f(14 * s)}" fill="${ink}"/><rect x="${f(x - 338 * s)}" y="${f(y - 60 * s)}" width="${f(76 * s)}" height="${f(50 * s)}" rx="${f(8 * s)}" fill="${reed}"/>`;
  return out;
}

function qattWall(rng: Rng, y: number, colors: string[]): string {
  // an Asiri painted wall: bands of triangles, lozenges and stripes
  let out = '';
  let yy = y;
  for (let band = 0; band < 5; band++) {
    const h = rng.float(30, 56);
    const c = colors[band % colors.length];
    const kind = band % 3;
    if (kind === 0) out += `<rect x="0" y="${f(yy)}" width="${W}" height="${f(h)}" fill="${c}"/>`;
    else if (kind === 1) out += triangleBand(rng, yy, h, [c, colors[(band + 2) % colors.length]]);
    else {
      const n = 12;
      for (let i = 0; i < n; i++) {
        const cx = (W / n) * (i + 0.5);
        out += `<path d="M${f(cx)} ${f(yy)} L${f(cx + W / n / 2)} ${f(yy + h / 2)} L${f(cx)} ${f(yy + h)} L${f(cx - W / n / 2)} ${f(yy + h / 2)} Z" fill="${colors[(i + band) % colors.length]}"/>`;
      }
    }
    yy += h + 6;
  }
  return out;
}

function sadu(rng: Rng, y: number, colors: string[]): string {
  // a Sadu weave: stripes with a row of diamonds and zigzags
  let out = '';
  let yy = y;
  for (let band = 0; band < 7; band++) {
    const h = band % 2 ? rng.float(14, 22) : rng.float(40, 60);
    out += `<rect x="0" y="${f(yy)}" width="${W}" height="${f(h)}" fill="${colors[band % colors.length]}"/>`;
    if (band % 2 === 0) {
      const n = rng.int(8, 14);
      for (let i = 0; i < n; i++) {
        const cx = (W / n) * (i + 0.5);
        out += `<path d="M${f(cx)} ${f(yy + 6)} L${f(cx + h / 2.4)} ${f(yy + h / 2)} L${f(cx)} ${f(yy + h - 6)} L${f(cx - h / 2.4)} ${f(yy + h / 2)} Z" fill="${colors[(band + 2) % colors.length]}"/>`;
      }
    }
    yy += h;
  }
  return out;
}

function hand(rng: Rng, x: number, y: number, s: number, skin: string, henna: string): string {
  let out = `<path d="M${f(x - 70 * s)} ${f(y)} L${f(x - 80 * s)} ${f(y - 150 * s)} Q${f(x - 84 * s)} ${f(y - 180 * s)} ${f(x - 60 * s)} ${f(y - 175 * s)} L${f(x - 50 * s)} ${f(y - 260 * s)} Q${f(x - 40 * s)} ${f(y - 285 * s)} ${f(x - 24 * s)} ${f(y - 262 * s)} L${f(x - 18 * s)} ${f(y - 290 * s)} Q${f(x - 2 * s)} ${f(y - 312 * s)} ${f(x + 12 * s)} ${f(y - 288 * s)} L${f(x + 16 * s)} ${f(y - 268 * s)} Q${f(x + 32 * s)} ${f(y - 288 * s)} ${f(x + 44 * s)} ${f(y - 260 * s)} L${f(x + 44 * s)} ${f(y - 220 * s)} Q${f(x + 62 * s)} ${f(y - 236 * s)} ${f(x + 72 * s)} ${f(y - 206 * s)} L${f(x + 70 * s)} ${f(y - 120 * s)} Q${f(x + 120 * s)} ${f(y - 150 * s)} ${f(x + 130 * s)} ${f(y - 120 * s)} L${f(x + 70 * s)} ${f(y - 40 * s)} L${f(x + 60 * s)} ${f(y)} Z" fill="${skin}"/>`;
  out += `<circle cx="${f(x)}" cy="${f(y - 120 * s)}" r="${f(28 * s)}" fill="none" stroke="${henna}" stroke-width="${f(4 * s)}"/>`;
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    out += `<circle cx="${f(x + Math.cos(a) * 40 * s)}" cy="${f(y - 120 * s + Math.sin(a) * 40 * s)}" r="${f(5 * s)}" fill="${henna}"/>`;
  }
  for (let i = 0; i < 4; i++) out += `<path d="M${f(x - 40 * s + i * 26 * s)} ${f(y - 190 * s)} l0 ${f(-rng.float(30, 50) * s)}" stroke="${henna}" stroke-width="${f(3 * s)}" stroke-dasharray="${f(5 * s)} ${f(5 * s)}"/>`;
  return out;
}

function horse(x: number, y: number, s: number, color: string): string {
  return (
    `<path d="M${f(x - 90 * s)} ${f(y - 80 * s)} Q${f(x - 100 * s)} ${f(y - 130 * s)} ${f(x - 40 * s)} ${f(y - 130 * s)} L${f(x + 50 * s)} ${f(y - 128 * s)} Q${f(x + 70 * s)} ${f(y - 150 * s)} ${f(x + 80 * s)} ${f(y - 200 * s)} L${f(x + 96 * s)} ${f(y - 210 * s)} L${f(x + 130 * s)} ${f(y - 180 * s)} L${f(x + 122 * s)} ${f(y - 168 * s)} L${f(x + 100 * s)} ${f(y - 176 * s)} Q${f(x + 96 * s)} ${f(y - 130 * s)} ${f(x + 60 * s)} ${f(y - 90 * s)} L${f(x - 60 * s)} ${f(y - 80 * s)} Z" fill="${color}"/>` +
    [-70, -50, 30, 50].map((dx, i) => `<path d="M${f(x + dx * s)} ${f(y - 88 * s)} L${f(x + (dx + (i % 2 ? 8 : -6)) * s)} ${f(y)}" stroke="${color}" stroke-width="${f(9 * s)}" stroke-linecap="round"/>`).join('') +
    `<path d="M${f(x - 92 * s)} ${f(y - 110 * s)} q${f(-40 * s)} ${f(10 * s)} ${f(-50 * s)} ${f(70 * s)}" stroke="${color}" stroke-width="${f(10 * s)}" fill="none" stroke-linecap="round"/>`
  );
}

function camera(x: number, y: number, s: number, body: string, lens: string): string {
  return (
    `<rect x="${f(x - 110 * s)}" y="${f(y - 80 * s)}" width="${f(220 * s)}" height="${f(140 * s)}" rx="${f(18 * s)}" fill="${body}"/>` +
    `<rect x="${f(x - 40 * s)}" y="${f(y - 104 * s)}" width="${f(80 * s)}" height="${f(30 * s)}" rx="${f(6 * s)}" fill="${body}"/>` +
    `<circle cx="${f(x)}" cy="${f(y - 10 * s)}" r="${f(52 * s)}" fill="${lens}"/><circle cx="${f(x)}" cy="${f(y - 10 * s)}" r="${f(34 * s)}" fill="${body}"/><circle cx="${f(x - 12 * s)}" cy="${f(y - 22 * s)}" r="${f(10 * s)}" fill="#fff" opacity="0.5"/>` +
    `<rect x="${f(x + 62 * s)}" y="${f(y - 66 * s)}" width="${f(30 * s)}" height="${f(16 * s)}" rx="${f(4 * s)}" fill="${lens}"/>`
  );
}

function tripod(x: number, y: number, s: number, color: string): string {
  return [-60, 0, 60].map((dx) => `<path d="M${f(x)} ${f(y - 200 * s)} L${f(x + dx * s)} ${f(y)}" stroke="${color}" stroke-width="${f(7 * s)}" stroke-linecap="round"/>`).join('');
}

function figure(x: number, y: number, s: number, color: string, pose: 'stand' | 'sit' | 'arms' = 'stand'): string {
  if (pose === 'sit')
    return `<circle cx="${f(x)}" cy="${f(y - 110 * s)}" r="${f(18 * s)}" fill="${color}"/><path d="M${f(x - 26 * s)} ${f(y - 20 * s)} L${f(x - 20 * s)} ${f(y - 88 * s)} Q${f(x)} ${f(y - 96 * s)} ${f(x + 20 * s)} ${f(y - 88 * s)} L${f(x + 26 * s)} ${f(y - 20 * s)} Z M${f(x - 80 * s)} ${f(y)} Q${f(x)} ${f(y - 40 * s)} ${f(x + 80 * s)} ${f(y)} Z M${f(x - 20 * s)} ${f(y - 80 * s)} L${f(x - 70 * s)} ${f(y - 50 * s)} L${f(x - 66 * s)} ${f(y - 42 * s)} L${f(x - 16 * s)} ${f(y - 66 * s)} Z M${f(x + 20 * s)} ${f(y - 80 * s)} L${f(x + 70 * s)} ${f(y - 50 * s)} L${f(x + 66 * s)} ${f(y - 42 * s)} L${f(x + 16 * s)} ${f(y - 66 * s)} Z" fill="${color}"/>`;
  const arms = pose === 'arms' ? `M${f(x - 14 * s)} ${f(y - 130 * s)} L${f(x - 70 * s)} ${f(y - 200 * s)} L${f(x - 62 * s)} ${f(y - 206 * s)} L${f(x - 8 * s)} ${f(y - 144 * s)} Z M${f(x + 14 * s)} ${f(y - 130 * s)} L${f(x + 70 * s)} ${f(y - 200 * s)} L${f(x + 62 * s)} ${f(y - 206 * s)} L${f(x + 8 * s)} ${f(y - 144 * s)} Z` : '';
  return `<circle cx="${f(x)}" cy="${f(y - 170 * s)}" r="${f(20 * s)}" fill="${color}"/><path d="M${f(x - 22 * s)} ${f(y)} L${f(x - 24 * s)} ${f(y - 140 * s)} Q${f(x)} ${f(y - 152 * s)} ${f(x + 24 * s)} ${f(y - 140 * s)} L${f(x + 22 * s)} ${f(y)} Z ${arms}" fill="${color}"/>`;
}

function drum(x: number, y: number, s: number, body: string, skin: string, blade: string): string {
  return (
    `<rect x="${f(x - 70 * s)}" y="${f(y - 70 * s)}" width="${f(140 * s)}" height="${f(70 * s)}" fill="${body}"/>` +
    `<ellipse cx="${f(x)}" cy="${f(y - 70 * s)}" rx="${f(70 * s)}" ry="${f(20 * s)}" fill="${skin}"/>` +
    `<path d="M${f(x - 70 * s)} ${f(y - 60 * s)} L${f(x - 30 * s)} ${f(y - 6 * s)} L${f(x + 10 * s)} ${f(y - 60 * s)} L${f(x + 50 * s)} ${f(y - 6 * s)} L${f(x + 70 * s)} ${f(y - 40 * s)}" stroke="${skin}" stroke-width="${f(3 * s)}" fill="none"/>` +
    [-1, 1].map((d) => `<path d="M${f(x + d * 40 * s)} ${f(y - 110 * s)} Q${f(x + d * 120 * s)} ${f(y - 240 * s)} ${f(x + d * 200 * s)} ${f(y - 300 * s)}" stroke="${blade}" stroke-width="${f(8 * s)}" fill="none" stroke-linecap="round"/><rect x="${f(x + d * 40 * s - 12 * s)}" y="${f(y - 120 * s)}" width="${f(24 * s)}" height="${f(8 * s)}" fill="${body}" transform="rotate(${d * -30} ${f(x + d * 40 * s)} ${f(y - 116 * s)})"/>`).join('')
  );
}

function spotlights(rng: Rng, color: string): string {
  let out = '';
  for (let i = 0; i < 3; i++) {
    const x = rng.float(120, W - 120);
    out += `<path d="M${f(x)} 0 L${f(x - rng.float(120, 200))} ${H} L${f(x + rng.float(120, 200))} ${H} Z" fill="${color}" opacity="0.12"/>`;
  }
  return out;
}

function bottle(x: number, y: number, s: number, glass: string, cap: string, smoke: string): string {
  return (
    `<path d="M${f(x - 60 * s)} ${f(y)} Q${f(x - 80 * s)} ${f(y - 90 * s)} ${f(x - 20 * s)} ${f(y - 120 * s)} L${f(x - 18 * s)} ${f(y - 150 * s)} L${f(x + 18 * s)} ${f(y - 150 * s)} L${f(x + 20 * s)} ${f(y - 120 * s)} Q${f(x + 80 * s)} ${f(y - 90 * s)} ${f(x + 60 * s)} ${f(y)} Z" fill="${glass}" opacity="0.9"/>` +
    `<path d="M${f(x - 24 * s)} ${f(y - 150 * s)} L${f(x)} ${f(y - 220 * s)} L${f(x + 24 * s)} ${f(y - 150 * s)} Z" fill="${cap}"/>` +
    `<path d="M${f(x - 40 * s)} ${f(y - 30 * s)} Q${f(x - 50 * s)} ${f(y - 80 * s)} ${f(x - 16 * s)} ${f(y - 104 * s)}" stroke="#fff" stroke-width="${f(6 * s)}" fill="none" opacity="0.45" stroke-linecap="round"/>` +
    `<path d="M${f(x + 120 * s)} ${f(y - 40 * s)} q${f(-30 * s)} ${f(-40 * s)} 0 ${f(-80 * s)} t0 ${f(-80 * s)}" stroke="${smoke}" stroke-width="${f(8 * s)}" fill="none" opacity="0.5" stroke-linecap="round"/>`
  );
}

function rose(x: number, y: number, r: number, petal: string, inner: string): string {
  let out = '';
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2;
    out += `<circle cx="${f(x + Math.cos(a) * r * 0.6)}" cy="${f(y + Math.sin(a) * r * 0.6)}" r="${f(r * 0.55)}" fill="${petal}"/>`;
  }
  return out + `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.45)}" fill="${inner}"/>`;
}

function fruitTree(rng: Rng, x: number, y: number, s: number, trunk: string, leaf: string, fruit: string): string {
  let out = `<rect x="${f(x - 8 * s)}" y="${f(y - 90 * s)}" width="${f(16 * s)}" height="${f(90 * s)}" fill="${trunk}"/>`;
  out += `<circle cx="${f(x)}" cy="${f(y - 130 * s)}" r="${f(70 * s)}" fill="${leaf}"/><circle cx="${f(x - 45 * s)}" cy="${f(y - 105 * s)}" r="${f(45 * s)}" fill="${leaf}"/><circle cx="${f(x + 45 * s)}" cy="${f(y - 105 * s)}" r="${f(45 * s)}" fill="${leaf}"/>`;
  for (let i = 0; i < 9; i++) out += `<circle cx="${f(x + rng.float(-80, 80) * s)}" cy="${f(y - rng.float(80, 180) * s)}" r="${f(8 * s)}" fill="${fruit}"/>`;
  return out;
}

function terraces(rng: Rng, baseY: number, colors: string[], bush: string): string {
  // hillside terraces stepping down the frame, each with a stone lip and a row of bushes
  let out = '';
  for (let i = 6; i >= 0; i--) {
    const y = baseY - i * 48;
    const tilt = rng.float(-24, 24);
    out += `<path d="M0 ${f(y + tilt)} L${W} ${f(y - tilt)} L${W} ${H} L0 ${H} Z" fill="${colors[i % colors.length]}"/>`;
    out += `<path d="M0 ${f(y + tilt)} L${W} ${f(y - tilt)}" stroke="#00000033" stroke-width="5"/>`;
    for (let k = 0; k < 9; k++) {
      const x = (W / 9) * (k + 0.5) + rng.float(-20, 20);
      const yy = y + tilt - (2 * tilt * x) / W;
      out += `<ellipse cx="${f(x)}" cy="${f(yy - 10)}" rx="${f(rng.float(16, 24))}" ry="${f(rng.float(12, 18))}" fill="${bush}"/>`;
    }
  }
  return out;
}

function heron(x: number, y: number, s: number, color: string, beak: string): string {
  return (
    `<ellipse cx="${f(x)}" cy="${f(y - 130 * s)}" rx="${f(50 * s)}" ry="${f(28 * s)}" fill="${color}" transform="rotate(-20 ${f(x)} ${f(y - 130 * s)})"/>` +
    `<path d="M${f(x + 36 * s)} ${f(y - 150 * s)} Q${f(x + 70 * s)} ${f(y - 200 * s)} ${f(x + 50 * s)} ${f(y - 240 * s)}" stroke="${color}" stroke-width="${f(9 * s)}" fill="none" stroke-linecap="round"/>` +
    `<circle cx="${f(x + 52 * s)}" cy="${f(y - 244 * s)}" r="${f(10 * s)}" fill="${color}"/><path d="M${f(x + 60 * s)} ${f(y - 246 * s)} L${f(x + 104 * s)} ${f(y - 236 * s)} L${f(x + 60 * s)} ${f(y - 238 * s)} Z" fill="${beak}"/>` +
    `<path d="M${f(x - 4 * s)} ${f(y - 106 * s)} L${f(x - 8 * s)} ${f(y)} M${f(x + 10 * s)} ${f(y - 106 * s)} L${f(x + 14 * s)} ${f(y)}" stroke="${beak}" stroke-width="${f(4 * s)}"/>`
  );
}

// --- the picture ------------------------------------------------------------------------------

/** Hue rotations of a category palette: as designed, then its neighbours (further ones read as another category). */
const TONES = [0, 26, -26, 52, -52, 13, -13, 39, -39];

export interface IllustrationOptions {
  /** what the picture is of (default: the category's first subject) */
  subject?: Subject;
  /**
   * Which of a concept's experiences this is (0, 1, 2…): spreads the composition (where the
   * subject stands, mirrored or not) and the palette's turn so sister experiences differ.
   */
  variant?: number;
  /** which of the palette's tones (0 = as designed; others rotate every colour's hue together) */
  tone?: number;
  /** pixel width to rasterise at (the drawing keeps its 960×640 viewBox); default 960 */
  width?: number;
}

/** One illustration: the category's landscape with the experience's subject. Same inputs → same SVG. */
export function illustrationSvg(scene: SceneKind, palettes: Palette[], seed: string, opts: IllustrationOptions = {}): string {
  const subject: Subject = opts.subject ?? SUBJECTS[scene][0];
  const rng = createRng(`${scene}:${subject}:${seed}`);
  const variant = opts.variant ?? rng.int(0, 5);
  const base = palettes[(variant + rng.int(0, palettes.length - 1)) % palettes.length];
  // the palette turned per experience: a tone (a hue rotation of the whole palette, so it stays in
  // harmony) per concept and city, a little more or less saturated and light
  const hue = TONES[(opts.tone ?? variant) % TONES.length] + ((variant * 23) % 30) - 15 + rng.float(-5, 5);
  const sat = rng.float(0.85, 1.1);
  const light = rng.float(-0.05, 0.05);
  // the time of day: the sky as designed, brighter (midday) or darker (dusk)
  const sky = [0, 0.12, -0.16][Math.floor((opts.tone ?? variant) / TONES.length + variant) % 3];
  const [skyTop, skyBottom, far, mid, near, accent] = base.map((c, i) => (c === '#FFFFFF' ? c : tint(c, hue, sat, light + (i < 2 ? sky : 0))));
  const dark = isDark(skyTop);
  const c: Colors = { skyTop, skyBottom, far, mid, near, accent, dark, ink: dark ? '#FDF6E3' : '#2B1D14' };
  // composition: the subject stands left, centre or right (mirrored for odd variants), ground a little higher or lower
  const slot = [0.5, 0.3, 0.7][variant % 3];
  const flip = variant % 2 === 1;
  const X = W * slot + rng.float(-40, 40);
  const lift = rng.float(-30, 30);
  const sunX = rng.float(140, W - 140);
  const sunY = rng.float(80, 220);
  const sunR = rng.float(30, 72);
  const sunColor = isDark(accent) ? '#FDE68A' : accent;
  let body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  if (dark) body += stars(rng, rng.int(50, 120), H * 0.6);
  body += `<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(sunR * 3)}" fill="url(#glow)" opacity="0.5"/><circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(sunR)}" fill="${sunColor}" opacity="0.95"/>`;
  body += landscape(rng, scene, subject, c, lift);
  body += subjectSvg(rng, subject, c, X, lift, sunX, sunR);

  const defs = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient><radialGradient id="glow"><stop offset="0" stop-color="${sunColor}" stop-opacity="0.9"/><stop offset="1" stop-color="${sunColor}" stop-opacity="0"/></radialGradient><radialGradient id="vig" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></radialGradient></defs>`;
  const drawn = flip ? `<g transform="matrix(-1 0 0 1 ${W} 0)">${body}</g>` : body;
  // soft vignette so the foreground reads on cards
  const w = opts.width ?? W;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${Math.round((w * H) / W)}" viewBox="0 0 ${W} ${H}">${defs}${drawn}<rect width="${W}" height="${H}" fill="url(#vig)"/></svg>`;
}

/** The category's land and sky layers behind the subject (kept light where the subject fills the frame). */
function landscape(rng: Rng, scene: SceneKind, subject: Subject, c: Colors, lift: number): string {
  const g = (y: number) => y + lift;
  switch (scene) {
    case 'desert':
      if (subject === 'cliff') return `<path d="${ridge(rng, g(520), 20, 5)}" fill="${c.mid}" opacity="0.8"/><path d="${ridge(rng, g(590), 14, 4)}" fill="${c.near}"/>`;
      return `<path d="${ridge(rng, g(380), 35, 4)}" fill="${c.far}" opacity="0.9"/><path d="${ridge(rng, g(450), 40, 3)}" fill="${c.mid}"/><path d="${ridge(rng, g(540), 30, 3)}" fill="${c.near}"/>`;
    case 'mountain':
      if (subject === 'canyon') return `<path d="${ridge(rng, g(560), 15, 4)}" fill="${c.near}"/>`;
      return `<path d="${peaks(rng, g(380), 220, rng.int(4, 6))}" fill="${c.far}" opacity="0.85"/><path d="${peaks(rng, g(450), 170, rng.int(3, 5))}" fill="${c.mid}"/><path d="${ridge(rng, g(560), 30, 5)}" fill="${c.near}"/>`;
    case 'sea': {
      const horizon = g(rng.float(300, 360));
      let out = `<path d="${ridge(rng, horizon - 10, 12, 6)}" fill="${c.far}" opacity="0.7"/><rect y="${f(horizon)}" width="${W}" height="${f(H - horizon)}" fill="${c.mid}"/>`;
      out += waves(rng, horizon + 20, c.near, rng.int(6, 11));
      return out;
    }
    case 'kitchen':
      return `<path d="${ridge(rng, g(420), 30, 4)}" fill="${c.far}" opacity="0.6"/><rect y="${f(g(490))}" width="${W}" height="${f(H - g(490))}" fill="${c.mid}"/>${triangleBand(rng, g(490), 24, [c.near, c.far, c.accent])}`;
    case 'coffee':
      return `<path d="${ridge(rng, g(420), 30, 4)}" fill="${c.far}" opacity="0.7"/><path d="${ridge(rng, g(540), 18, 3)}" fill="${c.mid}"/>`;
    case 'heritage':
      return `<path d="${ridge(rng, g(430), 25, 4)}" fill="${c.far}" opacity="0.6"/>`;
    case 'crafts':
      return subject === 'qatt' || subject === 'sadu' ? '' : `<rect y="${f(g(460))}" width="${W}" height="${f(H - g(460))}" fill="${c.mid}"/>${triangleBand(rng, g(460), 30, [c.far, c.near, c.accent, c.skyTop])}`;
    case 'falcon':
      return `<path d="${ridge(rng, g(420), 30, 4)}" fill="${c.far}" opacity="0.75"/><path d="${ridge(rng, g(500), 30, 3)}" fill="${c.mid}"/><path d="${ridge(rng, g(570), 20, 3)}" fill="${c.near}"/>`;
    case 'photo':
      return `<path d="${ridge(rng, g(480), 25, 4)}" fill="${c.far}"/><path d="${ridge(rng, g(580), 15, 4)}" fill="${c.mid}"/>`;
    case 'wellness':
      return `<path d="${ridge(rng, g(360), 25, 4)}" fill="${c.far}" opacity="0.7"/><rect y="${f(g(440))}" width="${W}" height="${f(H - g(440))}" fill="${c.mid}" opacity="0.9"/>`;
    case 'music': {
      let out = `<path d="${ridge(rng, g(470), 30, 4)}" fill="${c.far}" opacity="0.7"/>`;
      for (let i = 0; i < 6; i++) out += `<circle cx="${f(rng.float(300, 660))}" cy="${f(rng.float(300, 420))}" r="${80 + i * 60}" fill="none" stroke="${c.accent}" stroke-width="2" opacity="${f(0.35 - i * 0.05)}"/>`;
      return out + `<rect y="${f(g(560))}" width="${W}" height="${f(H - g(560))}" fill="${c.mid}"/>`;
    }
    case 'farm':
      return subject === 'terraces' ? '' : `<path d="${ridge(rng, g(400), 30, 4)}" fill="${c.far}" opacity="0.7"/><path d="${ridge(rng, g(470), 20, 3)}" fill="${c.mid}"/>`;
  }
}

function subjectSvg(rng: Rng, subject: Subject, c: Colors, X: number, lift: number, sunX: number, sunR: number): string {
  const g = (y: number) => y + lift;
  const s = rng.float(0.9, 1.25);
  let out = '';
  switch (subject) {
    // desert
    case 'camp':
      out += tent(X, g(580), s * 1.7, c.far, c.dark ? '#FDE68A' : c.skyTop) + fire(X + (X < W / 2 ? 230 : -230), g(615), 1.6);
      break;
    case 'jeep':
      out += jeep(X, g(590), s * 1.7, c.far, c.skyBottom);
      break;
    case 'cliff':
      out += cliff(X, g(520), X > W / 2, c.far, c.accent) + birds(rng, c.dark ? '#fff' : c.far);
      break;
    case 'tomb':
      out += tomb(X, g(590), s, c.far, c.near) + `<path d="${ridge(rng, g(600), 10, 4)}" fill="${c.near}"/>`;
      break;
    // kitchen
    case 'pot':
      out += pot(X, g(575), s * 1.35, c.far, c.accent) + onions(rng, c);
      break;
    case 'tray':
      out += tray(rng, X, g(565), s * 1.3, c.near, c.skyBottom, c.far);
      break;
    case 'catch':
      out += basket(X, g(590), s * 1.3, c.far, c.near);
      for (let i = 0; i < 6; i++) out += fish(X + rng.float(-150, 150) * s, g(505) - rng.float(0, 40), rng.float(1.8, 2.4), rng.pick([c.accent, c.skyBottom, '#CBD5E1']));
      break;
    case 'bread':
      out += bread(X - 140, g(575), s * 1.6, c.near, c.skyBottom, c.accent);
      break;
    case 'table':
      out += table(X, g(590), s * 1.3, c.far, c.skyBottom, c.accent);
      break;
    case 'screenPot':
      out += laptop(X, g(580), s * 1.25, c.far, c.skyBottom) + pot(X, g(505), 0.7 * s, c.near, c.accent);
      break;
    // coffee
    case 'dallah':
      out += palm(X < W / 2 ? rng.float(760, 900) : rng.float(60, 200), g(560), rng.float(1.1, 1.5), c.far) + dallah(X, g(620), rng.float(1.5, 1.8), c.near, c.accent);
      out += cup(X + 170, g(620), 1.6, c.near) + cup(X + 250, g(620), 1.6, c.near);
      break;
    case 'datePalms': {
      const n = rng.int(3, 4);
      for (let i = 0; i < n; i++) out += datePalm(rng, 120 + i * ((W - 240) / (n - 1)) + rng.float(-30, 30), g(600) - rng.float(0, 40), rng.float(1.1, 1.6), c.far, c.accent);
      break;
    }
    case 'majlis':
      out += cushions(W / 2, g(620), 1, [c.far, c.near, c.accent, c.mid]) + mabkhara(X, g(570), s * 1.3, c.near, c.skyBottom) + dallah(X + (X < W / 2 ? 170 : -170), g(560), 0.7, c.far, c.accent);
      break;
    case 'screenCup':
      out += laptop(X, g(600), s, c.far, c.skyBottom) + dallah(X - 40, g(540), 0.6, c.near, c.accent) + cup(X + 60, g(540), 1, c.near);
      break;
    // sea
    case 'reef':
      out += `<path d="M0 ${H} L0 ${f(g(530))} Q${W / 2} ${f(g(490))} ${W} ${f(g(530))} L${W} ${H} Z" fill="${c.far}" opacity="0.85"/>`;
      for (let i = 0; i < 4; i++) out += coral(rng, rng.float(60, W - 60), H - 60, rng.float(0.8, 1.3), rng.pick(['#FB7185', '#F97316', '#FDE047', '#F472B6']));
      for (let i = 0; i < 6; i++) out += fish(rng.float(80, W - 80), rng.float(g(420), H - 170), rng.float(0.6, 1.1), rng.pick(['#FDE047', '#FB923C', '#F0F9FF']));
      break;
    case 'diver':
      out += diver(rng, X, g(500), s, c.far, '#F0F9FF');
      for (let i = 0; i < 3; i++) out += coral(rng, rng.float(60, W - 60), H - 20, rng.float(0.8, 1.1), rng.pick(['#FB7185', '#F97316', '#FDE047']));
      break;
    case 'dhow':
      out += boat(X, g(420), s * 1.3, c.far, '#FFFFFF') + birds(rng, c.dark ? '#fff' : c.far);
      break;
    case 'kayak':
      for (let i = 0; i < 4; i++) out += mangrove(rng, (i < 2 ? 80 : W - 200) + i * 60 + rng.float(-20, 20), g(400), rng.float(0.8, 1.2), c.far, c.near);
      out += kayak(X, g(480), s, c.accent === '#FFFFFF' ? '#F97316' : c.accent, c.far);
      break;
    // mountains
    case 'clouds':
      for (let i = 0; i < 4; i++) out += cloud(rng.float(100, W - 100), g(rng.float(360, 480)), rng.float(1, 1.8), '#FFFFFF', rng.float(0.5, 0.85));
      out += birds(rng, c.dark ? '#fff' : c.far);
      break;
    case 'cableCar': {
      for (let i = 0; i < 4; i++) out += building(rng, X - 160 + i * 70, g(600), 60, rng.float(50, 90), c.near, c.far);
      out += cableCar(0, g(130), W, g(420), c.accent === '#FFFFFF' ? '#DC2626' : c.accent, c.ink);
      break;
    }
    case 'canyon': {
      out += `<path d="M0 0 L${f(X - 160)} 0 Q${f(X - 110)} ${f(g(300))} ${f(X - 60)} ${f(g(560))} L0 ${f(g(560))} Z" fill="${c.far}"/><path d="M${W} 0 L${f(X + 160)} 0 Q${f(X + 110)} ${f(g(300))} ${f(X + 60)} ${f(g(560))} L${W} ${f(g(560))} Z" fill="${c.mid}"/>`;
      out += palm(X - 20, g(600), 0.8, c.near) + palm(X + 30, g(610), 0.7, c.near);
      break;
    }
    // heritage
    case 'rawashin': {
      let x = rng.float(-40, 0);
      while (x < W) {
        const w = rng.float(110, 170);
        out += rawashin(rng, x, g(600), w, rng.float(260, 420), rng.chance(0.5) ? c.skyBottom : c.near, c.far);
        x += w + rng.float(4, 16);
      }
      break;
    }
    case 'mudTown': {
      let x = rng.float(-40, 20);
      while (x < W) {
        const w = rng.float(90, 170);
        out += building(rng, x, g(560), w, rng.float(120, 260), rng.chance(0.5) ? c.mid : c.near, c.dark ? '#FDE68A' : c.far);
        x += w + rng.float(-10, 30);
      }
      out += `<rect y="${f(g(555))}" width="${W}" height="${f(H - g(555))}" fill="${c.far}"/>`;
      break;
    }
    case 'fort':
      out += fort(X, g(590), s, c.near, c.far) + `<rect y="${f(g(588))}" width="${W}" height="${f(H - g(588))}" fill="${c.mid}"/>` + palm(X + (X < W / 2 ? 300 : -300), g(610), 0.9, c.far);
      break;
    case 'stoneTowers': {
      out += `<path d="${peaks(rng, g(470), 160, 4)}" fill="${c.far}" opacity="0.7"/>`;
      for (let i = 0; i < 5; i++) out += stoneTower(X - 260 + i * 110 + rng.float(-10, 10), g(600), rng.float(80, 110), rng.float(200, 360), c.mid, '#F8FAFC');
      break;
    }
    case 'arches':
      out += arches(X, g(600), s * 0.9, c.near, c.far, c.accent);
      break;
    case 'palmTown':
      out += dome(X, g(580), s, c.near);
      for (let i = 0; i < 5; i++) out += palm(rng.float(40, W - 40), g(600) + rng.float(0, 20), rng.float(0.8, 1.2), c.far);
      out += `<rect y="${f(g(590))}" width="${W}" height="${f(H - g(590))}" fill="${c.mid}"/>`;
      break;
    case 'tombScreen':
      out += laptop(X, g(610), s, c.far, c.skyBottom) + tomb(X, g(560), 0.45 * s, c.near, c.mid);
      break;
    // crafts
    case 'pen':
      out += pen(rng, X, g(600), s * 0.9, c.ink, '#FBF5E8', c.near);
      break;
    case 'vases': {
      const n = rng.int(2, 3);
      for (let i = 0; i < n; i++) out += vase(180 + i * (600 / Math.max(1, n - 1)) + rng.float(-40, 40), g(620), rng.float(0.9, 1.3), rng.pick([c.far, c.near, c.skyTop]), c.accent);
      break;
    }
    case 'qatt':
      out += qattWall(rng, g(rng.float(180, 260)), [c.far, c.accent, c.near, c.skyTop, c.mid]) + vase(X, g(630), 0.7, c.near, c.accent);
      break;
    case 'sadu':
      out += sadu(rng, g(rng.float(250, 330)), [c.far, c.skyBottom, c.near, c.accent, c.mid]);
      break;
    case 'screenPen':
      out += laptop(X, g(610), s, c.far, '#FBF5E8') + pen(rng, X - 10, g(520), 0.42 * s, c.ink, '#FBF5E8', c.near);
      break;
    case 'henna':
      out += hand(rng, X, g(660), s, '#E8B894', '#7C2D12') + lotus(X + (X < W / 2 ? 260 : -260), g(600), 0.8, c.near, c.accent);
      break;
    // animals
    case 'falcon':
      out += falcon(X, g(rng.float(200, 300)), rng.float(1.1, 1.6), c.far) + birds(rng, c.far);
      break;
    case 'camel':
      for (let i = 0, n = rng.int(1, 3); i < n; i++) out += camel(X - i * 200, g(600), rng.float(1.5, 1.8) - i * 0.3, c.far);
      break;
    case 'horse':
      out += horse(X, g(600), s * 1.2, c.far);
      break;
    // photography
    case 'nightRock':
      out += elephantRock(X, g(580), rng.float(1, 1.3), c.near) + `<path d="M${f(rng.float(0, W / 2))} 0 Q${W / 2} ${f(rng.float(150, 260))} ${W} ${f(rng.float(60, 200))}" stroke="#fff" stroke-width="40" opacity="0.06" fill="none"/>`;
      break;
    case 'streetCamera': {
      let x = -20;
      while (x < W) {
        const w = rng.float(100, 150);
        out += rawashin(rng, x, g(600), w, rng.float(200, 330), c.mid, c.far);
        x += w + 10;
      }
      out += camera(X, g(560), s * 0.9, c.ink, c.accent);
      break;
    }
    case 'tripod':
      out += tripod(X, g(620), s, c.ink) + camera(X, g(500) - 20 * s, s * 0.7, c.ink, c.accent) + figure(X + (X < W / 2 ? 240 : -240), g(620), s, c.far);
      break;
    case 'screenPhoto':
      out += laptop(X, g(610), s, c.far, c.skyBottom) + elephantRock(X, g(560), 0.45 * s, c.near);
      break;
    // wellness
    case 'lotus':
      for (let i = 0; i < 5; i++) out += `<ellipse cx="${f(X)}" cy="${f(g(570))}" rx="${60 + i * 70}" ry="${14 + i * 16}" fill="none" stroke="${c.near}" stroke-width="2" opacity="${f(0.5 - i * 0.08)}"/>`;
      out += lotus(X, g(570), s, c.near, c.accent === '#FFFFFF' ? c.skyBottom : c.accent);
      break;
    case 'mat':
      out += `<path d="M${f(X - 200)} ${f(g(620))} L${f(X + 200)} ${f(g(620))} L${f(X + 170)} ${f(g(580))} L${f(X - 170)} ${f(g(580))} Z" fill="${c.near}"/>` + figure(X, g(600), s * 1.5, c.far, rng.chance(0.5) ? 'sit' : 'arms');
      break;
    case 'spring':
      out += `<ellipse cx="${f(X)}" cy="${f(g(580))}" rx="${f(260 * s)}" ry="${f(60 * s)}" fill="${c.near}"/><ellipse cx="${f(X)}" cy="${f(g(575))}" rx="${f(220 * s)}" ry="${f(44 * s)}" fill="${c.skyBottom}" opacity="0.8"/>`;
      for (let i = 0; i < 5; i++) out += `<path d="M${f(X - 160 + i * 80)} ${f(g(540))} q-20 -40 0 -80 t0 -80" stroke="#fff" stroke-width="10" fill="none" opacity="0.45" stroke-linecap="round"/>`;
      break;
    case 'rings':
      for (let i = 0; i < 7; i++) out += `<circle cx="${f(X)}" cy="${f(g(400))}" r="${f(40 + i * 34)}" fill="none" stroke="${c.far}" stroke-width="${f(4 + i * 1.5)}" opacity="${f(0.75 - i * 0.08)}"/>`;
      out += figure(X, g(560), s * 1.4, c.far, 'sit');
      break;
    // music and culture
    case 'oud':
      out += oud(X - 60, g(480), s, c.near, c.accent);
      for (let i = 0; i < 4; i++) out += note(rng.float(80, W - 80), rng.float(120, 360), rng.float(0.8, 1.2), c.accent);
      break;
    case 'stage':
      out += spotlights(rng, c.accent) + `<rect y="${f(g(560))}" width="${W}" height="20" fill="${c.near}"/>` + figure(X, g(560), s, c.far, 'sit') + oud(X + 70, g(480), 0.45 * s, c.near, c.accent);
      break;
    case 'drum':
      out += drum(X, g(610), s, c.far, c.skyBottom, '#E5E7EB');
      for (let i = 0; i < 3; i++) out += figure(X + (i - 1) * 230 + (i === 1 ? 0 : rng.float(-20, 20)), g(620), 0.8, c.near, 'arms');
      break;
    case 'letters':
      out += laptop(X, g(610), s, c.far, c.skyBottom) + pen(rng, X, g(540), 0.3 * s, c.far, c.skyBottom, c.near);
      break;
    case 'screenOud':
      out += laptop(X, g(610), s, c.far, c.skyBottom) + oud(X - 30, g(500), 0.5 * s, c.near, c.accent) + note(X + 200, g(380), 1, c.accent);
      break;
    case 'perfume':
      out += bottle(X, g(610), s, c.accent === '#FFFFFF' ? c.near : c.accent, c.far, c.skyBottom) + bottle(X - 150, g(610), 0.6 * s, c.near, c.far, c.skyBottom);
      break;
    // farms and nature
    case 'roses':
      out += rows(rng, g(470), c.near, c.mid);
      for (let i = 0; i < 26; i++) out += rose(rng.float(20, W - 20), g(rng.float(480, 640)), rng.float(12, 26), rng.pick(['#E11D48', '#F472B6', '#FB7185', '#BE123C']), '#881337');
      break;
    case 'orchard':
      for (let i = 0; i < 4; i++) out += fruitTree(rng, 120 + i * 240 + rng.float(-30, 30), g(600), rng.float(0.8, 1.2), c.far, c.near, c.accent);
      break;
    case 'terraces':
      out += terraces(rng, g(660), [c.mid, c.near, c.mid, c.near], c.far);
      break;
    case 'heron':
      out += `<rect y="${f(g(560))}" width="${W}" height="${f(H - g(560))}" fill="${c.skyBottom}" opacity="0.6"/>` + heron(X, g(610), s * 1.5, c.dark ? '#F8FAFC' : c.far, '#F59E0B') + birds(rng, c.dark ? '#fff' : c.far);
      break;
  }
  // the sun's path on the water under a boat
  if (subject === 'dhow' || subject === 'kayak') out = `<rect x="${f(sunX - sunR)}" y="${f(g(360))}" width="${f(sunR * 2)}" height="${f(H - g(360))}" fill="${c.accent}" opacity="0.12"/>` + out;
  return out;
}

function onions(rng: Rng, c: Colors): string {
  let out = '';
  for (let i = 0; i < 3; i++) out += `<circle cx="${f(rng.float(60, 260))}" cy="${f(rng.float(570, 615))}" r="${f(rng.float(18, 30))}" fill="${rng.pick([c.near, c.accent, c.skyBottom])}"/>`;
  return out;
}

/** Round avatar with initials on a colour picked from the name. */
export function avatarSvg(name: string, size = 256): string {
  const rng = createRng(`avatar:${name}`);
  const colors = ['#0E7C66', '#C7772E', '#6D28D9', '#0E7490', '#9D174D', '#3F6212', '#7C4A2D', '#4338CA'];
  const bg = rng.pick(colors);
  const parts = name
    .split(/\s+/)
    .map((p) => p.replace(/^(al-|ال)/i, ''))
    .filter(Boolean);
  // Arabic names get one letter: joined Arabic initials read as a word, not as initials
  const arabic = /[\u0600-\u06ff]/.test(name);
  const initials = arabic ? [...parts[0]][0] : (parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts).map((p) => [...p][0]).join('').toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100"><rect width="100" height="100" fill="${bg}"/><circle cx="80" cy="20" r="30" fill="#fff" opacity="0.08"/><text x="50" y="50" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Noto Sans, Arial, sans-serif" font-size="${arabic ? 46 : 38}" font-weight="700" fill="#fff">${initials}</text></svg>`;
}
