import type { StyleSpecification } from 'maplibre-gl';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/**
 * The confirmation page's basemap, drawn from shipped data only (world-atlas country shapes), so
 * the meeting point shows with no tile server, offline and in tests. No labels: a style with text
 * needs a glyph server; the address is printed under the map instead.
 */
export type Scheme = 'light' | 'dark';

const COLOURS: Record<Scheme, { sea: string; land: string; home: string; edge: string; homeEdge: string }> = {
  light: { sea: '#CFE2E6', land: '#F4EEE3', home: '#FBF8F3', edge: '#C9BBA5', homeEdge: '#A48F72' },
  dark: { sea: '#0B1A20', land: '#1B2428', home: '#222D31', edge: '#3A484E', homeEdge: '#5E6F75' },
};

let shapes: Promise<GeoJSON.FeatureCollection> | null = null;
/** Country outlines (50m: coastlines stay crisp at city zoom), parsed once per page. */
function countryShapes(): Promise<GeoJSON.FeatureCollection> {
  shapes ??= import('world-atlas/countries-50m.json').then((m) => {
    const topology = (m.default ?? m) as unknown as Topology<{ countries: GeometryCollection }>;
    const all = feature(topology, topology.objects.countries) as unknown as GeoJSON.FeatureCollection;
    // Saudi Arabia (ISO 3166 numeric 682) is drawn a shade lighter: the marketplace's home
    all.features.forEach((f) => (f.properties = { ...f.properties, home: String(f.id) === '682' }));
    return all;
  });
  return shapes;
}

export async function basemapStyle(scheme: Scheme): Promise<StyleSpecification> {
  const c = COLOURS[scheme];
  const isHome = ['==', ['get', 'home'], true];
  return {
    version: 8,
    name: `tajriba-booking-${scheme}`,
    sources: { countries: { type: 'geojson', data: await countryShapes() } },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': c.sea } },
      { id: 'countries', type: 'fill', source: 'countries', paint: { 'fill-color': ['case', isHome, c.home, c.land] } },
      { id: 'edges', type: 'line', source: 'countries', paint: { 'line-color': ['case', isHome, c.homeEdge, c.edge], 'line-width': ['case', isHome, 1.6, 0.8] } },
    ],
  } as StyleSpecification;
}
