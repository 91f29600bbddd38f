import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathData } from '../map-preview';
import type { Basemap } from '../offline-style';
import { MAP_REGION } from '../map-config';

const view = { longitude: 45, latitude: 24, zoom: 4.5, width: 400, height: 460 };
const square = (w: number, s: number, e: number, n: number): GeoJSON.Feature => ({
  type: 'Feature',
  properties: {},
  geometry: { type: 'Polygon', coordinates: [[[w, s], [e, s], [e, n], [w, n], [w, s]]] },
});

describe('the preview basemap', () => {
  it('draws a ring in the view as a closed path in px, and a line as an open one', () => {
    const d = pathData([square(44, 23, 46, 25)], view, true);
    expect(d).toMatch(/^M[\d.]+ [\d.]+(L[\d.]+ [\d.]+){4}Z$/);
    const line: GeoJSON.Feature = { type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: [[44, 23], [46, 25]] } };
    expect(pathData([line], view, false)).toMatch(/^M[\d.]+ [\d.]+L[\d.]+ [\d.]+$/);
  });

  it('leaves out shapes outside the view and vertices closer than a pixel', () => {
    expect(pathData([square(0, 0, 1, 1)], view, true)).toBe('');
    // ten vertices within a few metres of each other: one step
    const dense: GeoJSON.Feature = { type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: Array.from({ length: 10 }, (_, i) => [45 + i * 1e-5, 24]) } };
    expect(pathData([dense], view, false).split('L')).toHaveLength(2);
  });

  it('ships the region clipped, small, with Saudi Arabia marked and its borders as lines', () => {
    const file = path.resolve(__dirname, '../data/basemap.json');
    const basemap = JSON.parse(readFileSync(file, 'utf8')) as Basemap;
    expect(basemap.region).toEqual([...MAP_REGION]);
    expect(readFileSync(file).length).toBeLessThan(200_000);
    expect(basemap.land.features.filter((f) => f.properties.sa).map((f) => f.properties.name)).toEqual(['Saudi Arabia']);
    const [w, s, e, n] = MAP_REGION;
    for (const f of basemap.land.features) for (const poly of f.geometry.coordinates) for (const ring of poly) for (const [x, y] of ring) expect(x >= w && x <= e && y >= s && y <= n).toBe(true);
    expect(basemap.borders.features.map((f) => [f.geometry.type, f.properties.sa])).toEqual([['MultiLineString', false], ['MultiLineString', true]]);
    // the whole preview of Saudi Arabia at its usual zoom draws in a few thousand vertices
    const all = pathData(basemap.land.features, view, true) + pathData(basemap.borders.features, view, false);
    expect(all.split(/[ML]/).length).toBeLessThan(6000);
  });
});
