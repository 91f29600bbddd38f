/**
 * Web Mercator as MapLibre and Mapbox GL compute it (512 px tiles): the map's preview draws with
 * these, and hands the live map the very centre and zoom it drew, so nothing moves when the live
 * map takes over. Pure, no map library.
 */

export const TILE_SIZE = 512;
const MAX_LATITUDE = 85.051129;

/** What the preview shows: its centre, zoom and size in CSS px. */
export interface MapView {
  longitude: number;
  latitude: number;
  zoom: number;
  width: number;
  height: number;
}

export type LngLatBounds = [[number, number], [number, number]];

const clampLat = (lat: number) => Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));

/** World position at zoom 0, in [0, 512) on both axes. */
export function worldXY(longitude: number, latitude: number): [number, number] {
  const x = ((longitude + 180) / 360) * TILE_SIZE;
  const rad = (clampLat(latitude) * Math.PI) / 180;
  const y = ((1 - Math.log(Math.tan(Math.PI / 4 + rad / 2)) / Math.PI) / 2) * TILE_SIZE;
  return [x, y];
}

export function worldToLngLat(x: number, y: number): [number, number] {
  const longitude = (x / TILE_SIZE) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * y) / TILE_SIZE;
  const latitude = (180 / Math.PI) * Math.atan(Math.sinh(n));
  return [longitude, latitude];
}

/** Screen px (origin top-left of the map) of a place in this view. */
export function project(view: MapView, longitude: number, latitude: number): { x: number; y: number } {
  const scale = 2 ** view.zoom;
  const [cx, cy] = worldXY(view.longitude, view.latitude);
  const [x, y] = worldXY(longitude, latitude);
  return { x: (x - cx) * scale + view.width / 2, y: (y - cy) * scale + view.height / 2 };
}

/** [west, south, east, north] the view shows. */
export function viewBbox(view: MapView): [number, number, number, number] {
  const scale = 2 ** view.zoom;
  const [cx, cy] = worldXY(view.longitude, view.latitude);
  const [west, north] = worldToLngLat(cx - view.width / 2 / scale, cy - view.height / 2 / scale);
  const [east, south] = worldToLngLat(cx + view.width / 2 / scale, cy + view.height / 2 / scale);
  return [west, south, east, north];
}

/**
 * The view that fits `bounds` with `padding` px on every side, no closer than `maxZoom`: what
 * `map.fitBounds(bounds, { padding, maxZoom })` and `initialViewState.bounds` give (the centre is
 * the middle of the box in Mercator, not in degrees). A map too small for its padding uses none.
 */
export function fitBounds(bounds: LngLatBounds, size: { width: number; height: number }, options: { padding: number; maxZoom: number; minZoom?: number }): MapView {
  const [[w, s], [e, n]] = bounds;
  const [x0, y0] = worldXY(w, n);
  const [x1, y1] = worldXY(e, s);
  const pad = size.width > 2 * options.padding && size.height > 2 * options.padding ? options.padding : 0;
  const dx = Math.max(x1 - x0, 1e-9);
  const dy = Math.max(y1 - y0, 1e-9);
  const zoom = Math.log2(Math.min((size.width - 2 * pad) / dx, (size.height - 2 * pad) / dy));
  const [longitude, latitude] = worldToLngLat((x0 + x1) / 2, (y0 + y1) / 2);
  return { longitude, latitude, zoom: Math.max(options.minZoom ?? 0, Math.min(options.maxZoom, zoom)), width: size.width, height: size.height };
}
