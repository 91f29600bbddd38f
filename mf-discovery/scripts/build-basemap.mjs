#!/usr/bin/env node
/**
 * Builds src/shared/map/data/basemap.json: the countries and borders of the region the map shows,
 * for the map's preview (drawn as SVG before any map library loads) and for MapLibre's offline
 * style.
 *
 * Source: world-atlas 2.0.2 `countries-50m.json` (Natural Earth 1:50m, public domain; a
 * dependency of this package). The whole world's TopoJSON is 756 kB (236 kB gzip) and had to be
 * turned into GeoJSON on the main thread; the map only ever shows REGION (below: the Arabian
 * Peninsula with the Levant, Egypt, the Horn of Africa and Iran around it; the live map's
 * maxBounds), so the shapes are clipped to it once, here, simplified to 500 m (1:50m data is
 * coarser than that) and rounded to 3 decimals (≈ 110 m).
 *
 *   node mf-discovery/scripts/build-basemap.mjs
 *
 * Output (deterministic): `{ region, land, borders }` where land is a FeatureCollection of
 * MultiPolygons with `sa: true` for Saudi Arabia, and borders a FeatureCollection of two
 * MultiLineStrings (`sa`: a border of Saudi Arabia or between two other countries). Coasts are
 * not lines: the land's edge draws them.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { area, clipRing, simplify, simplifyRing } from './geo.mjs';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const OUT = join(here, '../src/shared/map/data/basemap.json');

/** [west, south, east, north] in degrees; keep in step with MAP_REGION in src/shared/map/map-config.ts. */
export const REGION = [24, 4, 68, 42];
const TOLERANCE = 0.005; // degrees ≈ 500 m
const SAUDI_ARABIA = '682';
const round = (n) => Math.round(n * 1e3) / 1e3;
const roundAll = (pts) => {
  const out = [];
  for (const [x, y] of pts) {
    const p = [round(x), round(y)];
    const last = out[out.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
  }
  return out;
};

const { feature, mesh } = require('topojson-client');
const atlas = require('world-atlas/countries-50m.json');
const [w, s, e, n] = REGION;

const land = [];
for (const f of feature(atlas, atlas.objects.countries).features) {
  const g = f.geometry;
  if (!g) continue;
  const polys = g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : [];
  const kept = [];
  for (const poly of polys) {
    const rings = [];
    for (const [i, ring] of poly.entries()) {
      const clipped = clipRing(ring, REGION);
      const simple = clipped && roundAll(simplifyRing(clipped, TOLERANCE));
      // rings that vanish once clipped or simplified; a hole only inside an outer ring that stayed
      const ok = simple && simple.length >= 4 && Math.abs(area(simple)) > 1e-5;
      if (i === 0 && !ok) break;
      if (ok) rings.push(simple);
    }
    if (rings.length) kept.push(rings);
  }
  if (kept.length) land.push({ type: 'Feature', properties: { sa: String(f.id) === SAUDI_ARABIA, name: f.properties?.name ?? '' }, geometry: { type: 'MultiPolygon', coordinates: kept } });
}
land.sort((a, b) => a.properties.name.localeCompare(b.properties.name));

/** A line cut where it leaves the region (one degree of margin, so a border never ends inside the view). */
function clipLine(line) {
  const inside = ([x, y]) => x >= w - 1 && x <= e + 1 && y >= s - 1 && y <= n + 1;
  const parts = [];
  let cur = [];
  for (const p of line) {
    if (inside(p)) cur.push(p);
    else if (cur.length) {
      cur.push(p); // the first point outside: the line reaches the margin
      parts.push(cur);
      cur = [];
    }
  }
  if (cur.length) parts.push(cur);
  return parts.map((l) => roundAll(simplify(l, TOLERANCE))).filter((l) => l.length >= 2);
}
const isSaudi = (g) => String(g.id) === SAUDI_ARABIA;
const borderLines = (filter, sa) => ({
  type: 'Feature',
  properties: { sa },
  geometry: { type: 'MultiLineString', coordinates: mesh(atlas, atlas.objects.countries, filter).coordinates.flatMap(clipLine) },
});
const borders = [borderLines((a, b) => a !== b && !isSaudi(a) && !isSaudi(b), false), borderLines((a, b) => a !== b && (isSaudi(a) || isSaudi(b)), true)];

const out = {
  // carried with the data: where it comes from
  source: 'world-atlas 2.0.2 countries-50m (Natural Earth 1:50m, public domain)',
  region: REGION,
  land: { type: 'FeatureCollection', features: land },
  borders: { type: 'FeatureCollection', features: borders },
};
const text = JSON.stringify(out);
writeFileSync(OUT, text);
const points = text.split('],[').length;
console.log(`${OUT}: ${land.length} countries, ~${points} points, ${(text.length / 1024).toFixed(0)} kB`);
