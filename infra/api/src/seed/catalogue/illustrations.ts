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

/** One illustration for a category scene. Same (scene, seed) → same SVG. */
export function illustrationSvg(scene: SceneKind, palettes: Palette[], seed: string): string {
  const rng = createRng(`${scene}:${seed}`);
  const p = rng.pick(palettes);
  const [skyTop, skyBottom, far, mid, near, accent] = p;
  const dark = isDark(skyTop);
  const sunX = rng.float(140, W - 140);
  const sunY = rng.float(90, 230);
  const sunR = rng.float(36, 70);
  let body = '';

  const sky = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  // palettes whose accent is a dark silhouette colour still get a light sun
  const sunColor = isDark(accent) ? '#FDE68A' : accent;
  const sun = `<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(sunR * 3)}" fill="url(#glow)" opacity="0.5"/><circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(sunR)}" fill="${sunColor}" opacity="0.95"/>`;
  body += sky;
  if (dark) body += stars(rng, 90, H * 0.6);
  body += sun;

  switch (scene) {
    case 'desert': {
      body += `<path d="${ridge(rng, 380, 35, 4)}" fill="${far}" opacity="0.9"/>`;
      body += `<path d="${ridge(rng, 450, 40, 3)}" fill="${mid}"/>`;
      if (rng.chance(0.6)) body += tent(rng.float(250, 700), 520, rng.float(0.8, 1.2), near, dark ? '#FDE68A' : skyTop);
      body += `<path d="${ridge(rng, 540, 30, 3)}" fill="${near}"/>`;
      if (dark || rng.chance(0.4)) body += fire(rng.float(200, 760), 600, 1);
      else body += camel(rng.float(150, 800), 560, rng.float(0.8, 1.1), far);
      break;
    }
    case 'mountain': {
      body += `<path d="${peaks(rng, 380, 220, 5)}" fill="${far}" opacity="0.85"/>`;
      body += `<path d="${peaks(rng, 450, 170, 4)}" fill="${mid}"/>`;
      body += `<path d="${ridge(rng, 540, 30, 5)}" fill="${near}"/>`;
      for (let i = 0; i < 9; i++) {
        const x = rng.float(0, W);
        const y = rng.float(520, 620);
        const s = rng.float(0.5, 1);
        body += `<path d="M${f(x)} ${f(y - 80 * s)} L${f(x - 22 * s)} ${f(y)} L${f(x + 22 * s)} ${f(y)} Z" fill="${near}" stroke="${mid}" stroke-width="1"/>`;
      }
      body += birds(rng, dark ? '#fff' : far);
      break;
    }
    case 'sea': {
      const horizon = rng.float(330, 380);
      body += `<path d="${ridge(rng, horizon - 10, 12, 6)}" fill="${far}" opacity="0.7"/>`;
      body += `<rect y="${f(horizon)}" width="${W}" height="${f(H - horizon)}" fill="${mid}"/>`;
      body += `<rect x="${f(sunX - sunR)}" y="${f(horizon)}" width="${f(sunR * 2)}" height="${f(H - horizon)}" fill="${accent}" opacity="0.15"/>`;
      body += waves(rng, horizon + 20, near, 10);
      if (rng.chance(0.5)) body += boat(rng.float(200, 760), horizon + 40, rng.float(0.7, 1.1), far, '#FFFFFF');
      else {
        body += `<path d="M0 ${H} L0 ${H - 110} Q${W / 2} ${H - 150} ${W} ${H - 110} L${W} ${H} Z" fill="${far}" opacity="0.85"/>`;
        for (let i = 0; i < 4; i++) body += coral(rng, rng.float(60, W - 60), H - 60, rng.float(0.8, 1.3), rng.pick(['#FB7185', '#F97316', '#FDE047', '#F472B6']));
        for (let i = 0; i < 5; i++) body += fish(rng.float(80, W - 80), rng.float(horizon + 80, H - 170), rng.float(0.6, 1.1), rng.pick(['#FDE047', '#FB923C', '#F0F9FF']));
      }
      body += birds(rng, dark ? '#fff' : far);
      break;
    }
    case 'kitchen': {
      body += `<path d="${ridge(rng, 420, 30, 4)}" fill="${far}" opacity="0.6"/>`;
      body += `<rect y="470" width="${W}" height="${H - 470}" fill="${mid}"/>`;
      body += triangleBand(rng, 470, 28, [near, far, accent]);
      body += pot(rng.float(350, 610), 610, rng.float(1, 1.3), far, accent);
      for (let i = 0; i < 3; i++) body += `<circle cx="${f(rng.float(60, 260))}" cy="${f(rng.float(560, 610))}" r="${f(rng.float(18, 30))}" fill="${rng.pick([near, accent, skyBottom])}"/>`;
      for (let i = 0; i < 3; i++) body += `<circle cx="${f(rng.float(700, 900))}" cy="${f(rng.float(560, 610))}" r="${f(rng.float(18, 30))}" fill="${rng.pick([near, accent, skyBottom])}"/>`;
      break;
    }
    case 'coffee': {
      body += `<path d="${ridge(rng, 420, 30, 4)}" fill="${far}" opacity="0.7"/>`;
      body += palm(rng.float(80, 200), 520, rng.float(1, 1.4), far);
      body += palm(rng.float(760, 900), 520, rng.float(0.8, 1.2), far);
      body += `<path d="${ridge(rng, 520, 18, 3)}" fill="${mid}"/>`;
      const dx = rng.float(380, 560);
      body += dallah(dx, 600, rng.float(1.1, 1.4), near, accent);
      body += cup(dx + 150, 600, 1.2, near) + cup(dx + 210, 600, 1.2, near);
      for (let i = 0; i < 6; i++) body += `<ellipse cx="${f(dx - 160 + i * 18)}" cy="${f(590 + (i % 2) * 6)}" rx="9" ry="13" fill="${far}"/>`;
      break;
    }
    case 'heritage': {
      body += `<path d="${ridge(rng, 430, 25, 4)}" fill="${far}" opacity="0.6"/>`;
      let x = rng.float(-40, 20);
      while (x < W) {
        const w = rng.float(90, 170);
        const h = rng.float(120, 260);
        body += building(rng, x, 560, w, h, rng.chance(0.5) ? mid : near, dark ? '#FDE68A' : far);
        x += w + rng.float(-10, 30);
      }
      body += `<rect y="555" width="${W}" height="${H - 555}" fill="${far}"/>`;
      body += palm(rng.float(40, 200), 600, 0.9, skyTop) + palm(rng.float(760, 920), 610, 1, skyTop);
      break;
    }
    case 'crafts': {
      body += `<rect y="420" width="${W}" height="${H - 420}" fill="${mid}"/>`;
      body += triangleBand(rng, 420, 40, [far, near, accent, skyTop]);
      body += triangleBand(rng, 480, 24, [accent, far, near]);
      const n = rng.int(2, 3);
      for (let i = 0; i < n; i++) body += vase(180 + i * (600 / Math.max(1, n - 1)) + rng.float(-40, 40), 620, rng.float(0.9, 1.3), rng.pick([far, near, skyTop]), accent);
      break;
    }
    case 'falcon': {
      body += `<path d="${ridge(rng, 420, 30, 4)}" fill="${far}" opacity="0.75"/>`;
      body += `<path d="${ridge(rng, 500, 30, 3)}" fill="${mid}"/>`;
      body += `<path d="${ridge(rng, 570, 20, 3)}" fill="${near}"/>`;
      if (rng.chance(0.6)) body += falcon(rng.float(300, 660), rng.float(200, 300), rng.float(1.1, 1.6), accent === '#451A03' || accent === '#1C1917' ? accent : far);
      else body += camel(rng.float(300, 660), 580, rng.float(1.1, 1.5), accent === '#451A03' || accent === '#1C1917' ? accent : far);
      body += birds(rng, far);
      break;
    }
    case 'photo': {
      body += `<path d="${ridge(rng, 470, 25, 4)}" fill="${far}"/>`;
      body += elephantRock(rng.float(380, 580), 560, rng.float(1, 1.3), near);
      body += `<path d="${ridge(rng, 570, 15, 4)}" fill="${mid}"/>`;
      body += `<path d="M${f(rng.float(0, W / 2))} 0 Q${W / 2} ${f(rng.float(150, 260))} ${W} ${f(rng.float(60, 200))}" stroke="#fff" stroke-width="40" opacity="0.06" fill="none"/>`;
      break;
    }
    case 'wellness': {
      body += `<path d="${ridge(rng, 360, 25, 4)}" fill="${far}" opacity="0.7"/>`;
      body += `<rect y="420" width="${W}" height="${H - 420}" fill="${mid}" opacity="0.9"/>`;
      for (let i = 0; i < 5; i++) body += `<ellipse cx="${W / 2}" cy="560" rx="${60 + i * 70}" ry="${14 + i * 16}" fill="none" stroke="${near}" stroke-width="2" opacity="${f(0.5 - i * 0.08)}"/>`;
      body += lotus(W / 2 + rng.float(-80, 80), 560, rng.float(1, 1.3), near, accent === '#FFFFFF' ? skyBottom : accent);
      body += `<circle cx="${f(rng.float(100, 250))}" cy="600" r="30" fill="${near}" opacity="0.5"/>`;
      break;
    }
    case 'music': {
      body += `<path d="${ridge(rng, 470, 30, 4)}" fill="${far}" opacity="0.7"/>`;
      for (let i = 0; i < 6; i++) body += `<circle cx="${W / 2}" cy="380" r="${80 + i * 60}" fill="none" stroke="${accent}" stroke-width="2" opacity="${f(0.4 - i * 0.05)}"/>`;
      body += `<rect y="540" width="${W}" height="${H - 540}" fill="${mid}"/>`;
      body += oud(rng.float(360, 520), 470, rng.float(1, 1.2), near, accent);
      for (let i = 0; i < 4; i++) body += note(rng.float(80, W - 80), rng.float(120, 380), rng.float(0.8, 1.2), accent);
      break;
    }
    case 'farm': {
      body += `<path d="${ridge(rng, 400, 30, 4)}" fill="${far}" opacity="0.7"/>`;
      body += `<path d="${ridge(rng, 460, 20, 3)}" fill="${mid}"/>`;
      body += rows(rng, 480, near, mid);
      const n = rng.int(3, 5);
      for (let i = 0; i < n; i++) body += palm(80 + i * ((W - 160) / Math.max(1, n - 1)) + rng.float(-30, 30), rng.float(520, 560), rng.float(0.8, 1.2), near);
      for (let i = 0; i < 10; i++) body += `<circle cx="${f(rng.float(40, W - 40))}" cy="${f(rng.float(580, 630))}" r="${f(rng.float(5, 9))}" fill="${accent}"/>`;
      break;
    }
  }

  // soft vignette so the foreground reads on cards
  const defs = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient><radialGradient id="glow"><stop offset="0" stop-color="${sunColor}" stop-opacity="0.9"/><stop offset="1" stop-color="${sunColor}" stop-opacity="0"/></radialGradient><radialGradient id="vig" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></radialGradient></defs>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs}${body}<rect width="${W}" height="${H}" fill="url(#vig)"/></svg>`;
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
