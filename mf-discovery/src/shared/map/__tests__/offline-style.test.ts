import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { offlineStyle } from '../offline-style';

/** Issue 18 item 12: the offline map carries the detailed coast around the seeded coastal cities. */
const coastFile = path.resolve(__dirname, '../data/coast.json');
const coast = JSON.parse(readFileSync(coastFile, 'utf8')) as GeoJSON.FeatureCollection & { license: string; source: string };
const attribution = { osm: '© OpenStreetMap contributors (ODbL)', naturalEarth: 'Natural Earth' };

const inBox = ([lng, lat]: [number, number], f: GeoJSON.Feature) => {
  const ring = (f.geometry as GeoJSON.Polygon).coordinates[0];
  const xs = ring.map((p) => p[0]);
  const ys = ring.map((p) => p[1]);
  return lng > Math.min(...xs) && lng < Math.max(...xs) && lat > Math.min(...ys) && lat < Math.max(...ys);
};

test('the detailed coast covers every seeded city on a coast, says where it comes from, and stays small', () => {
  const boxes = coast.features.filter((f) => f.properties?.kind === 'box');
  // the seeded coastal cities (infra/api seed gazetteer)
  const coastal: Record<string, [number, number]> = {
    Jeddah: [39.1925, 21.4858],
    Yanbu: [38.0618, 24.0895],
    Umluj: [37.2685, 25.0213],
    Jazan: [42.5706, 16.8894],
    Dammam: [50.0888, 26.4207],
    Khobar: [50.1971, 26.2172],
    Jubail: [49.646, 27.0046],
  };
  for (const [name, p] of Object.entries(coastal)) expect([name, boxes.some((b) => inBox(p, b))]).toEqual([name, true]);
  // every box has its land (the coast is there, not only a painted sea)
  for (const b of boxes) expect(coast.features.some((f) => f.properties?.kind === 'land' && f.properties?.name === b.properties?.name)).toBe(true);
  expect(coast.license).toMatch(/ODbL/);
  expect(coast.source).toMatch(/OpenStreetMap/);
  expect(statSync(coastFile).size).toBeLessThan(500_000);
});

test('the style draws the detailed coast from city zoom, borders only between countries, and credits its sources', async () => {
  const style = await offlineStyle('light', [{ name: 'Jeddah', latitude: 21.4858, longitude: 39.1925 }], attribution);
  const ids = style.layers.map((l) => l.id);
  // the sea inside each box, then its land, then the borders, then the cities
  expect(ids.indexOf('coast-sea')).toBeGreaterThan(ids.indexOf('land'));
  expect(ids.indexOf('coast-land')).toBeGreaterThan(ids.indexOf('coast-sea'));
  expect(ids.indexOf('borders')).toBeGreaterThan(ids.indexOf('coast-land'));
  expect(style.sources.coast).toEqual(expect.objectContaining({ attribution: attribution.osm }));
  expect(style.sources.countries).toEqual(expect.objectContaining({ attribution: attribution.naturalEarth }));
  // the 50 m outlines would be drawn over the detailed coast: borders are lines between two countries only
  const borders = (style.sources.borders as { data: GeoJSON.FeatureCollection }).data;
  expect(borders.features.map((f) => f.geometry.type)).toEqual(['MultiLineString', 'MultiLineString']);
});
