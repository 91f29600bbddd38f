#!/usr/bin/env node
/**
 * Builds src/shared/map/data/coast.json: the detailed coast (100 m) around the seeded coastal
 * cities, for the offline map at city zoom (issue 18 item 12).
 *
 * Source: the npm package @geo-maps/earth-coastlines-100m 0.6.0 (land polygons derived from
 * OpenStreetMap coastlines; data © OpenStreetMap contributors, ODbL 1.0). It is not a dependency
 * (31 MB unpacked): pass the unpacked package, e.g.
 *
 *   cd /tmp && npm pack @geo-maps/earth-coastlines-100m@0.6.0 && tar xzf geo-maps-earth-coastlines-100m-0.6.0.tgz
 *   node mf-discovery/scripts/build-coast.mjs /tmp/package/map.geo.json
 *
 * For each box below the land is clipped to the box (Sutherland–Hodgman: the rings are only
 * filled, so the seams along the box edge never show), simplified (Douglas–Peucker, 25 m) and
 * rounded to 4 decimals (≈ 11 m). Each piece says whether it is Saudi land (a point inside it lies in
 * no neighbour's world-atlas 50 m shape) so the style colours Bahrain or Qatar like other countries.
 * The output is deterministic: the same package gives the same file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const OUT = join(here, '../src/shared/map/data/coast.json');

/** [west, south, east, north]: the seeded cities on a coast, with room to pan around them. */
const BOXES = {
  // Red Sea
  jeddah: [38.75, 20.95, 39.6, 22.3],
  yanbu: [37.7, 23.7, 38.5, 24.45],
  umluj: [36.8, 24.6, 37.65, 25.45],
  jazan: [42.1, 16.45, 43.0, 17.35],
  // the Gulf: Dammam, Khobar, Jubail (and Bahrain across the causeway)
  gulf: [49.45, 25.75, 50.75, 27.3],
};
const TOLERANCE = 0.00025; // degrees ≈ 25 m
const round = (n) => Math.round(n * 1e4) / 1e4;

function clipRing(ring, [w, s, e, n]) {
  const edges = [
    (p) => p[0] >= w,
    (p) => p[0] <= e,
    (p) => p[1] >= s,
    (p) => p[1] <= n,
  ];
  const cut = [
    (a, b) => [w, a[1] + ((b[1] - a[1]) * (w - a[0])) / (b[0] - a[0])],
    (a, b) => [e, a[1] + ((b[1] - a[1]) * (e - a[0])) / (b[0] - a[0])],
    (a, b) => [a[0] + ((b[0] - a[0]) * (s - a[1])) / (b[1] - a[1]), s],
    (a, b) => [a[0] + ((b[0] - a[0]) * (n - a[1])) / (b[1] - a[1]), n],
  ];
  let out = ring.slice(0, -1);
  for (let k = 0; k < 4 && out.length; k++) {
    const input = out;
    out = [];
    for (let i = 0; i < input.length; i++) {
      const cur = input[i];
      const prev = input[(i + input.length - 1) % input.length];
      const inCur = edges[k](cur);
      const inPrev = edges[k](prev);
      if (inCur) {
        if (!inPrev) out.push(cut[k](prev, cur));
        out.push(cur);
      } else if (inPrev) out.push(cut[k](prev, cur));
    }
  }
  return out.length >= 3 ? [...out, out[0]] : null;
}

/** Douglas–Peucker on a closed ring: split at the vertex farthest from the first, simplify both halves. */
function simplifyRing(ring, tol) {
  let far = 1;
  let max = -1;
  for (let i = 1; i < ring.length - 1; i++) {
    const d = Math.hypot(ring[i][0] - ring[0][0], ring[i][1] - ring[0][1]);
    if (d > max) [max, far] = [d, i];
  }
  return [...simplify(ring.slice(0, far + 1), tol).slice(0, -1), ...simplify(ring.slice(far), tol)];
}

function simplify(points, tol) {
  if (points.length <= 2) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length) {
    const [a, b] = stack.pop();
    const [ax, ay] = points[a];
    const [bx, by] = points[b];
    const dx = bx - ax;
    const dy = by - ay;
    const len = Math.hypot(dx, dy) || 1e-12;
    let max = 0;
    let idx = -1;
    for (let i = a + 1; i < b; i++) {
      const d = Math.abs(dy * points[i][0] - dx * points[i][1] + bx * ay - by * ax) / len;
      if (d > max) {
        max = d;
        idx = i;
      }
    }
    if (max > tol && idx > 0) {
      keep[idx] = 1;
      stack.push([a, idx], [idx, b]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

function area(ring) {
  let s = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) s += (ring[j][0] + ring[i][0]) * (ring[j][1] - ring[i][1]);
  return s / 2;
}

function inRing([x, y], ring) {
  let c = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) c = !c;
  }
  return c;
}

/** A point inside the ring (not just its centroid, which can fall in a bay): a scanline midpoint. */
function interiorPoint(ring) {
  const ys = ring.map((p) => p[1]);
  const y = (Math.min(...ys) + Math.max(...ys)) / 2;
  const xs = [];
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > y !== yj > y) xs.push(xi + ((y - yi) * (xj - xi)) / (yj - yi));
  }
  xs.sort((a, b) => a - b);
  let best = ring[0];
  let widest = -1;
  for (let i = 0; i + 1 < xs.length; i += 2) if (xs[i + 1] - xs[i] > widest) [widest, best] = [xs[i + 1] - xs[i], [(xs[i] + xs[i + 1]) / 2, y]];
  return best;
}

const source = process.argv[2];
if (!source) {
  console.error('usage: node build-coast.mjs <path to @geo-maps/earth-coastlines-100m/map.geo.json>');
  process.exit(2);
}
const land = JSON.parse(readFileSync(source, 'utf8')).geometries[0].coordinates;

// Saudi Arabia's 50 m shape, to tell Saudi land from its neighbours'
const { feature } = require('topojson-client');
const atlas = require('world-atlas/countries-50m.json');
const polysOf = (g) => (g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : []);
const inShape = (p, g) => polysOf(g).some((poly) => inRing(p, poly[0]) && !poly.slice(1).some((h) => inRing(p, h)));
const others = feature(atlas, atlas.objects.countries).features.filter((f) => String(f.id) !== '682');
// islets too small for the 50 m shapes lie off the seeded (Saudi) cities: Saudi unless inside a neighbour
const isSaudi = (p) => !others.some((f) => inShape(p, f.geometry));

const features = [];
for (const [name, box] of Object.entries(BOXES)) {
  const [w, s, e, n] = box;
  features.push({ type: 'Feature', properties: { kind: 'box', name }, geometry: { type: 'Polygon', coordinates: [[[w, s], [e, s], [e, n], [w, n], [w, s]]] } });
  const pieces = { true: [], false: [] };
  for (const poly of land) {
    const outer = poly[0];
    if (!outer.some(([x, y]) => x >= w - 1 && x <= e + 1 && y >= s - 1 && y <= n + 1)) continue;
    const rings = [];
    for (const [i, ring] of poly.entries()) {
      const clipped = clipRing(ring, box);
      const simple = clipped && simplifyRing(clipped, TOLERANCE).map(([x, y]) => [round(x), round(y)]);
      // drop specks below ~1 ha once simplified; holes only inside an outer ring that stayed
      const kept = simple && simple.length >= 4 && Math.abs(area(simple)) > 1e-6;
      if (i === 0 && !kept) break;
      if (kept) rings.push(simple);
    }
    if (!rings.length) continue;
    const sa = isSaudi(interiorPoint(rings[0]));
    pieces[sa].push(rings);
  }
  for (const sa of [true, false]) {
    if (pieces[sa].length) features.push({ type: 'Feature', properties: { kind: 'land', sa, name }, geometry: { type: 'MultiPolygon', coordinates: pieces[sa] } });
  }
}

const out = {
  type: 'FeatureCollection',
  // carried with the data: where it comes from and under which licence
  source: '@geo-maps/earth-coastlines-100m 0.6.0 (OpenStreetMap coastlines)',
  license: 'ODbL-1.0: © OpenStreetMap contributors, https://www.openstreetmap.org/copyright',
  features,
};
writeFileSync(OUT, JSON.stringify(out));
const points = features.reduce((a, f) => a + JSON.stringify(f.geometry.coordinates).split('],[').length, 0);
console.log(`${OUT}: ${features.length} features, ~${points} points, ${(JSON.stringify(out).length / 1024).toFixed(0)} kB`);
