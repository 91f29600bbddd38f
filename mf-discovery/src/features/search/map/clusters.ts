import Supercluster from 'supercluster';
import type { MapPoint } from '@tajriba/contracts/discovery';
import { CLUSTER_EXTENT, CLUSTER_RADIUS, MAP_MAX_ZOOM } from '../../../shared/map/map-config';

export type PointProps = { point: MapPoint };
export type ClusterIndex = Supercluster<PointProps>;

/** Spec §9: radius 80, extent 256, clusters up to the max zoom 12. */
export function buildClusterIndex(points: readonly MapPoint[]): ClusterIndex {
  const index = new Supercluster<PointProps>({ radius: CLUSTER_RADIUS, extent: CLUSTER_EXTENT, maxZoom: MAP_MAX_ZOOM });
  index.load(points.map((p) => ({ type: 'Feature', properties: { point: p }, geometry: { type: 'Point', coordinates: [p.longitude, p.latitude] } })));
  return index;
}

/** Spec §2: the info window lists up to 5 experiences, then "+N more". */
export const INFO_WINDOW_LIMIT = 5;
export function infoWindowItems(points: readonly MapPoint[]): { shown: MapPoint[]; more: number } {
  return { shown: points.slice(0, INFO_WINDOW_LIMIT), more: Math.max(0, points.length - INFO_WINDOW_LIMIT) };
}

/** Bounding box [[west, south], [east, north]] of the points, or null. */
export function boundsOf(points: readonly MapPoint[]): [[number, number], [number, number]] | null {
  if (!points.length) return null;
  let w = 180, s = 90, e = -180, n = -90;
  for (const p of points) {
    w = Math.min(w, p.longitude);
    e = Math.max(e, p.longitude);
    s = Math.min(s, p.latitude);
    n = Math.max(n, p.latitude);
  }
  return [[w, s], [e, n]];
}
