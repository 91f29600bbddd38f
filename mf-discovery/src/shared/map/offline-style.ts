import type { StyleSpecification } from 'maplibre-gl';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

export type BasemapMode = 'light' | 'dark';

const palette = {
  light: { water: '#CFE2E6', land: '#F4EEE3', saudi: '#FBF8F3', border: '#C9BBA5', saudiBorder: '#A48F72', city: '#0F5257' },
  dark: { water: '#0B1A20', land: '#1B2428', saudi: '#222D31', border: '#3A484E', saudiBorder: '#5E6F75', city: '#5DBDB3' },
} as const;

/** ISO 3166 numeric code of Saudi Arabia in world-atlas. */
const SAUDI_ARABIA = '682';

let countries: Promise<GeoJSON.FeatureCollection> | null = null;
function loadCountries() {
  // 50m shapes: crisp coastlines at the default zoom 7; shipped with the map chunk, no network.
  countries ??= import('world-atlas/countries-50m.json').then((m) => {
    const topo = (m.default ?? m) as unknown as Topology<{ countries: GeometryCollection }>;
    const fc = feature(topo, topo.objects.countries) as unknown as GeoJSON.FeatureCollection;
    // A plain property: string feature ids are not reliable in every style expression.
    for (const f of fc.features) f.properties = { ...f.properties, sa: String(f.id) === SAUDI_ARABIA };
    return fc;
  });
  return countries;
}

export interface CityPoint {
  name: string;
  latitude: number;
  longitude: number;
}

/**
 * A MapLibre style drawn only from shipped data: sea, country shapes (Saudi Arabia lighter, with
 * a stronger border) and the seeded cities as dots. Labels are DOM markers (no glyph server offline).
 */
export async function offlineStyle(mode: BasemapMode, cities: readonly CityPoint[]): Promise<StyleSpecification> {
  const c = palette[mode];
  const world = await loadCountries();
  return {
    version: 8,
    name: `tajriba-offline-${mode}`,
    sources: {
      countries: { type: 'geojson', data: world },
      cities: {
        type: 'geojson',
        data: {
          type: 'FeatureCollection',
          features: cities.map((p) => ({ type: 'Feature', properties: { name: p.name }, geometry: { type: 'Point', coordinates: [p.longitude, p.latitude] } })),
        },
      },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': c.water } },
      { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': ['case', ['==', ['get', 'sa'], true], c.saudi, c.land] } },
      { id: 'borders', type: 'line', source: 'countries', paint: { 'line-color': c.border, 'line-width': 0.8 } },
      {
        id: 'saudi-border',
        type: 'line',
        source: 'countries',
        filter: ['==', ['get', 'sa'], true],
        paint: { 'line-color': c.saudiBorder, 'line-width': 1.6 },
      },
      {
        id: 'cities',
        type: 'circle',
        source: 'cities',
        paint: { 'circle-radius': 3, 'circle-color': c.city, 'circle-opacity': 0.55, 'circle-stroke-width': 1, 'circle-stroke-color': mode === 'dark' ? '#0E1416' : '#FFFFFF' },
      },
    ],
  };
}
