/**
 * Map defaults (spec §9) and how the remote learns a Mapbox token.
 *
 * Token: `MAPBOX_ACCESS_TOKEN` at build time (inlined by webpack's DefinePlugin, empty by
 * default), or at run time `window.TAJRIBA_MAPBOX_TOKEN`, which an environment can set in the
 * page (the edge server's HTML) without rebuilding the remote. No token → MapLibre with the
 * offline basemap, which is also what tests always use.
 */
export const MAP_DEFAULT_CENTER = { latitude: 26, longitude: 46 } as const;
export const MAP_DEFAULT_ZOOM = 7;
export const MAP_MAX_ZOOM = 12;
export const CLUSTER_RADIUS = 80;
export const CLUSTER_EXTENT = 256;
export const FIT_PADDING = 100;
/**
 * [west, south, east, north]: where the offline basemap has land and borders (the Arabian
 * Peninsula, the Levant, Egypt, the Horn of Africa and Iran around it; scripts/build-basemap.mjs
 * clips to it). Every experience is in it, so the live map's maxBounds keeps the guest here
 * rather than over an empty sea. Keep in step with REGION in that script.
 */
export const MAP_REGION = [24, 4, 68, 42] as const;
export const MAP_MAX_BOUNDS: [[number, number], [number, number]] = [
  [MAP_REGION[0], MAP_REGION[1]],
  [MAP_REGION[2], MAP_REGION[3]],
];

declare global {
  interface Window {
    TAJRIBA_MAPBOX_TOKEN?: string;
  }
}

export function mapboxToken(): string | null {
  const runtime = typeof window !== 'undefined' ? window.TAJRIBA_MAPBOX_TOKEN : undefined;
  const built = process.env.MAPBOX_ACCESS_TOKEN;
  const token = (runtime || built || '').trim();
  return token ? token : null;
}
