import type { StyleSpecification } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

export type BasemapMode = 'light' | 'dark';

const palette = {
  light: { water: '#CFE2E6', land: '#F4EEE3', saudi: '#FBF8F3', border: '#C9BBA5', saudiBorder: '#A48F72', city: '#0F5257' },
  dark: { water: '#0B1A20', land: '#1B2428', saudi: '#222D31', border: '#3A484E', saudiBorder: '#5E6F75', city: '#5DBDB3' },
} as const;

/** ISO 3166 numeric code of Saudi Arabia in world-atlas. */
const SAUDI_ARABIA = '682';

interface Countries {
  land: GeoJSON.FeatureCollection;
  /** borders between two countries only: the coast is drawn by the land's edge (and in detail by coast.json) */
  borders: GeoJSON.FeatureCollection;
}

let countries: Promise<Countries> | null = null;
function loadCountries() {
  // 50m shapes: crisp coastlines at the default zoom 7; shipped with the map chunk, no network.
  countries ??= import('world-atlas/countries-50m.json').then((m) => {
    const topo = (m.default ?? m) as unknown as Topology<{ countries: GeometryCollection }>;
    const fc = feature(topo, topo.objects.countries) as unknown as GeoJSON.FeatureCollection;
    // A plain property: string feature ids are not reliable in every style expression.
    for (const f of fc.features) f.properties = { ...f.properties, sa: String(f.id) === SAUDI_ARABIA };
    const isSaudi = (g: { id?: string | number }) => String(g.id) === SAUDI_ARABIA;
    const line = (filter: (a: { id?: string | number }, b: { id?: string | number }) => boolean, sa: boolean): GeoJSON.Feature => ({
      type: 'Feature',
      properties: { sa },
      geometry: mesh(topo, topo.objects.countries, filter) as GeoJSON.MultiLineString,
    });
    const borders: GeoJSON.FeatureCollection = {
      type: 'FeatureCollection',
      features: [line((a, b) => a !== b && !isSaudi(a) && !isSaudi(b), false), line((a, b) => a !== b && (isSaudi(a) || isSaudi(b)), true)],
    };
    return { land: fc, borders };
  });
  return countries;
}

let coast: Promise<GeoJSON.FeatureCollection> | null = null;
/**
 * The detailed coast (≈ 100 m, OpenStreetMap) around the seeded coastal cities — Jeddah, Yanbu,
 * Umluj, Jazan and the Gulf from Jubail to Khobar — built by scripts/build-coast.mjs (≈ 40 kB).
 * Its own chunk, fetched with the map chunk; only map views load either.
 */
function loadCoast() {
  coast ??= import('./data/coast.json').then((m) => (m.default ?? m) as unknown as GeoJSON.FeatureCollection);
  return coast;
}

/** Sources named by the map's attribution control, in the page's language (the coast is OpenStreetMap data under the ODbL). */
export interface OfflineAttribution {
  osm: string;
  naturalEarth: string;
}

/** From this zoom the detailed coast replaces the 50 m one inside its boxes. */
export const COAST_MIN_ZOOM = 6;

export interface CityPoint {
  name: string;
  latitude: number;
  longitude: number;
}

/**
 * A MapLibre style drawn only from shipped data: sea, country shapes (Saudi Arabia lighter, with
 * a stronger border), the detailed coast around the seeded coastal cities and the seeded cities as dots. Labels are DOM markers (no glyph server offline).
 */
export async function offlineStyle(mode: BasemapMode, cities: readonly CityPoint[], attribution: OfflineAttribution): Promise<StyleSpecification> {
  const c = palette[mode];
  const [world, detail] = await Promise.all([loadCountries(), loadCoast()]);
  return {
    version: 8,
    name: `tajriba-offline-${mode}`,
    sources: {
      countries: { type: 'geojson', data: world.land, attribution: attribution.naturalEarth },
      borders: { type: 'geojson', data: world.borders },
      coast: { type: 'geojson', data: detail, attribution: attribution.osm },
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
      // inside each box the sea is painted again and the detailed land drawn over it
      { id: 'coast-sea', type: 'fill', source: 'coast', minzoom: COAST_MIN_ZOOM, filter: ['==', ['get', 'kind'], 'box'], paint: { 'fill-color': c.water, 'fill-antialias': false } },
      {
        id: 'coast-land',
        type: 'fill',
        source: 'coast',
        minzoom: COAST_MIN_ZOOM,
        filter: ['==', ['get', 'kind'], 'land'],
        paint: { 'fill-color': ['case', ['==', ['get', 'sa'], true], c.saudi, c.land] },
      },
      { id: 'borders', type: 'line', source: 'borders', filter: ['==', ['get', 'sa'], false], paint: { 'line-color': c.border, 'line-width': 0.8 } },
      { id: 'saudi-border', type: 'line', source: 'borders', filter: ['==', ['get', 'sa'], true], paint: { 'line-color': c.saudiBorder, 'line-width': 1.6 } },
      {
        id: 'cities',
        type: 'circle',
        source: 'cities',
        paint: { 'circle-radius': 3, 'circle-color': c.city, 'circle-opacity': 0.55, 'circle-stroke-width': 1, 'circle-stroke-color': mode === 'dark' ? '#0E1416' : '#FFFFFF' },
      },
    ],
  };
}
