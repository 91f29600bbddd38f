import type { StyleSpecification } from 'maplibre-gl';

export type BasemapMode = 'light' | 'dark';

/** The basemap's colours: MapLibre's style and the preview's SVG (map-preview.tsx) paint with the same. */
export const basemapPalette = {
  light: { water: '#CFE2E6', land: '#F4EEE3', saudi: '#FBF8F3', border: '#C9BBA5', saudiBorder: '#A48F72', city: '#0F5257', cityStroke: '#FFFFFF' },
  dark: { water: '#0B1A20', land: '#1B2428', saudi: '#222D31', border: '#3A484E', saudiBorder: '#5E6F75', city: '#5DBDB3', cityStroke: '#0E1416' },
} as const;

/**
 * The countries and borders of the region the map shows (MAP_REGION), Natural Earth 1:50m clipped
 * to it by scripts/build-basemap.mjs: land polygons with `sa` (Saudi Arabia, drawn lighter) and
 * borders between two countries as lines (`sa`: one of Saudi Arabia's; the coast is the land's
 * edge). 38 kB gzip instead of the world's 236 kB TopoJSON, and no conversion on the main thread.
 */
export interface Basemap {
  region: [number, number, number, number];
  land: GeoJSON.FeatureCollection<GeoJSON.MultiPolygon, { sa: boolean; name: string }>;
  borders: GeoJSON.FeatureCollection<GeoJSON.MultiLineString, { sa: boolean }>;
}

let basemap: Promise<Basemap> | null = null;
/** Its own chunk, shared by the preview and the live map: downloaded once. */
export function loadBasemap(): Promise<Basemap> {
  basemap ??= import('./data/basemap.json').then(
    (m) => (m.default ?? m) as unknown as Basemap,
    (error: unknown) => {
      basemap = null; // a failed download is tried again by the next caller
      throw error;
    },
  );
  return basemap;
}

let coast: Promise<GeoJSON.FeatureCollection> | null = null;
/**
 * The detailed coast (≈ 100 m, OpenStreetMap) around the seeded coastal cities — Jeddah, Yanbu,
 * Umluj, Jazan and the Gulf from Jubail to Khobar — built by scripts/build-coast.mjs (≈ 40 kB).
 * Its own chunk, fetched with the map chunk; only map views load either.
 */
export function loadCoast() {
  coast ??= import('./data/coast.json').then(
    (m) => (m.default ?? m) as unknown as GeoJSON.FeatureCollection,
    (error: unknown) => {
      coast = null;
      throw error;
    },
  );
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
  const c = basemapPalette[mode];
  const [world, detail] = await Promise.all([loadBasemap(), loadCoast()]);
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
        paint: { 'circle-radius': 3, 'circle-color': c.city, 'circle-opacity': 0.55, 'circle-stroke-width': 1, 'circle-stroke-color': c.cityStroke },
      },
    ],
  };
}
