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
import { area, clipRing, inRing, interiorPoint, simplifyRing } from './geo.mjs';

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
