import type { StyleSpecification } from 'maplibre-gl';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/**
 * The wizard's offline basemap: land and sea from world-atlas (110 m: the pin map is small), Saudi
 * Arabia outlined. No tiles, no glyph server: the step works offline and in tests.
 */
let land: Promise<GeoJSON.FeatureCollection> | null = null;
export async function basemapStyle(dark: boolean): Promise<StyleSpecification> {
  land ??= import('world-atlas/countries-110m.json').then((m) => {
    const topo = (m.default ?? m) as unknown as Topology<{ countries: GeometryCollection }>;
    const fc = feature(topo, topo.objects.countries) as unknown as GeoJSON.FeatureCollection;
    for (const f of fc.features) f.properties = { home: String(f.id) === '682' };
    return fc;
  });
  const data = await land;
  return {
    version: 8,
    sources: { land: { type: 'geojson', data } },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': dark ? '#0B1A20' : '#CFE2E6' } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': ['case', ['get', 'home'], dark ? '#263238' : '#FFFDF8', dark ? '#1B2428' : '#EFE8DB'] } },
      { id: 'edge', type: 'line', source: 'land', paint: { 'line-color': ['case', ['get', 'home'], dark ? '#5E6F75' : '#A48F72', dark ? '#3A484E' : '#C9BBA5'], 'line-width': ['case', ['get', 'home'], 1.4, 0.6] } },
    ],
  };
}
