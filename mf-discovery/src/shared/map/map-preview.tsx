import { createContext, useContext, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';
import type { LabelMap } from './city-labels';
import { project, worldXY, type MapView } from './mercator';
import { basemapPalette, COAST_MIN_ZOOM, loadBasemap, loadCoast, type Basemap, type BasemapMode, type CityPoint } from './offline-style';

/**
 * The map's preview: the offline basemap drawn as one SVG from the same shipped data and colours
 * as MapLibre's style (offline-style.ts), at the view the live map will open at. It costs a few
 * milliseconds where the live map costs MapLibre (≈ 1 MB of JS to evaluate, a WebGL context, the
 * data sent to its workers): the page shows its map, pins and names at once, and the live map
 * loads when the guest reaches for it (results-map.tsx), the "facade" pattern Lighthouse
 * recommends for heavy embeds. Pins and names are the same components as on the live map, placed
 * by PreviewMarker instead of the library's Marker.
 */

type Position = [number, number];

/** Skip a vertex closer than this to the last one drawn: invisible, and it keeps the paths short. */
const MIN_STEP_PX = 0.75;

const boxes = new WeakMap<object, [number, number, number, number]>();
/** [minX, minY, maxX, maxY] of a geometry at zoom 0, computed once per geometry. */
function worldBox(key: object, rings: Iterable<Position[]>): [number, number, number, number] {
  let box = boxes.get(key);
  if (!box) {
    box = [Infinity, Infinity, -Infinity, -Infinity];
    for (const ring of rings)
      for (const [lng, lat] of ring) {
        const [x, y] = worldXY(lng, lat);
        box = [Math.min(box[0], x), Math.min(box[1], y), Math.max(box[2], x), Math.max(box[3], y)];
      }
    boxes.set(key, box);
  }
  return box;
}

function* ringsOf(g: GeoJSON.Geometry): Generator<Position[]> {
  if (g.type === 'Polygon') yield* g.coordinates as Position[][];
  else if (g.type === 'MultiPolygon') for (const p of g.coordinates) yield* p as Position[][];
  else if (g.type === 'LineString') yield g.coordinates as Position[];
  else if (g.type === 'MultiLineString') yield* g.coordinates as Position[][];
}

/**
 * SVG path data, in the view's px, for the features that reach into the view: rings closed (`Z`)
 * for fills, open for lines. Vertices closer than MIN_STEP_PX to the last one are skipped.
 */
export function pathData(features: readonly GeoJSON.Feature[], view: MapView, closed: boolean): string {
  const scale = 2 ** view.zoom;
  const [cx, cy] = worldXY(view.longitude, view.latitude);
  const ox = view.width / 2 - cx * scale;
  const oy = view.height / 2 - cy * scale;
  // what the view covers at zoom 0, with a little margin for line widths
  const margin = 4 / scale;
  const [vx0, vy0, vx1, vy1] = [(-ox) / scale - margin, (-oy) / scale - margin, (view.width - ox) / scale + margin, (view.height - oy) / scale + margin];
  const out: string[] = [];
  for (const f of features) {
    const [x0, y0, x1, y1] = worldBox(f.geometry, ringsOf(f.geometry));
    if (x1 < vx0 || x0 > vx1 || y1 < vy0 || y0 > vy1) continue;
    for (const ring of ringsOf(f.geometry)) {
      let d = '';
      let lx = NaN;
      let ly = NaN;
      for (let i = 0; i < ring.length; i++) {
        const [wx, wy] = worldXY(ring[i][0], ring[i][1]);
        const x = wx * scale + ox;
        const y = wy * scale + oy;
        const last = i === ring.length - 1;
        if (d && !last && Math.abs(x - lx) < MIN_STEP_PX && Math.abs(y - ly) < MIN_STEP_PX) continue;
        d += `${d ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)}`;
        lx = x;
        ly = y;
      }
      if (d) out.push(closed ? `${d}Z` : d);
    }
  }
  return out.join('');
}

const bySa = (features: readonly GeoJSON.Feature[], sa: boolean) => features.filter((f) => Boolean(f.properties?.sa) === sa);

export interface PreviewBasemapProps {
  view: MapView;
  mode: BasemapMode;
  cities: readonly CityPoint[];
}

/** The basemap as SVG: sea, land (Saudi Arabia lighter), the detailed coast from city zoom, borders, city dots. */
export function PreviewBasemap({ view, mode, cities }: PreviewBasemapProps) {
  const c = basemapPalette[mode];
  const [basemap, setBasemap] = useState<Basemap | null>(null);
  const [coast, setCoast] = useState<GeoJSON.FeatureCollection | null>(null);
  const needsCoast = view.zoom >= COAST_MIN_ZOOM;
  useEffect(() => {
    let on = true;
    void loadBasemap().then((b) => on && setBasemap(b));
    return () => {
      on = false;
    };
  }, []);
  useEffect(() => {
    if (!needsCoast) return;
    let on = true;
    void loadCoast().then((k) => on && setCoast(k));
    return () => {
      on = false;
    };
  }, [needsCoast]);

  const paths = useMemo(() => {
    if (!basemap) return null;
    const coastFeatures = needsCoast && coast ? coast.features : [];
    const coastLand = coastFeatures.filter((f) => f.properties?.kind === 'land');
    return {
      land: pathData(bySa(basemap.land.features, false), view, true),
      saudi: pathData(bySa(basemap.land.features, true), view, true),
      coastSea: pathData(coastFeatures.filter((f) => f.properties?.kind === 'box'), view, true),
      coastLand: pathData(bySa(coastLand, false), view, true),
      coastSaudi: pathData(bySa(coastLand, true), view, true),
      borders: pathData(bySa(basemap.borders.features, false), view, false),
      saudiBorder: pathData(bySa(basemap.borders.features, true), view, false),
    };
  }, [basemap, coast, needsCoast, view]);

  return (
    <svg width={view.width} height={view.height} viewBox={`0 0 ${view.width} ${view.height}`} aria-hidden="true" focusable="false" style={fill} data-testid="map-preview-basemap">
      <rect width={view.width} height={view.height} fill={c.water} />
      {paths ? (
        <>
          <path d={paths.land} fill={c.land} fillRule="evenodd" />
          <path d={paths.saudi} fill={c.saudi} fillRule="evenodd" />
          <path d={paths.coastSea} fill={c.water} />
          <path d={paths.coastLand} fill={c.land} fillRule="evenodd" />
          <path d={paths.coastSaudi} fill={c.saudi} fillRule="evenodd" />
          <path d={paths.borders} fill="none" stroke={c.border} strokeWidth={0.8} />
          <path d={paths.saudiBorder} fill="none" stroke={c.saudiBorder} strokeWidth={1.6} />
          {cities.map((p) => {
            const { x, y } = project(view, p.longitude, p.latitude);
            return <circle key={p.name} cx={x} cy={y} r={3} fill={c.city} fillOpacity={0.55} stroke={c.cityStroke} strokeWidth={1} />;
          })}
        </>
      ) : null}
    </svg>
  );
}

const fill: CSSProperties = { position: 'absolute', insetBlockStart: 0, left: 0, display: 'block' };

const PreviewViewContext = createContext<MapView | null>(null);

/** Pins and names on the preview get their place from this view. */
export function PreviewViewProvider({ view, children }: { view: MapView; children: ReactNode }) {
  return <PreviewViewContext.Provider value={view}>{children}</PreviewViewContext.Provider>;
}

export interface PreviewMarkerProps {
  longitude: number;
  latitude: number;
  anchor?: 'center' | 'top' | 'bottom';
  offset?: [number, number];
  style?: CSSProperties;
  children?: ReactNode;
}

const anchorShift = { center: 'translate(-50%, -50%)', top: 'translate(-50%, 0)', bottom: 'translate(-50%, -100%)' } as const;

/**
 * The library's Marker, for the preview: the same props, placed the way MapLibre places its
 * markers (absolute at the top-left corner, moved by a transform to the whole pixel), so a pin
 * does not move when the live map replaces the preview.
 */
export function PreviewMarker({ longitude, latitude, anchor = 'center', offset = [0, 0], style, children }: PreviewMarkerProps) {
  const view = useContext(PreviewViewContext);
  if (!view) return null;
  const { x, y } = project(view, longitude, latitude);
  return (
    <div style={{ position: 'absolute', top: 0, left: 0, transform: `${anchorShift[anchor]} translate(${Math.round(x + offset[0])}px, ${Math.round(y + offset[1])}px)`, ...style }}>
      {children}
    </div>
  );
}

/**
 * What CityLabels needs of a map (project, its container, move events), for the preview: a move is
 * a new view (the results changed, the frame resized).
 */
export function usePreviewLabelMap(view: MapView | null, container: RefObject<HTMLElement | null>): RefObject<LabelMap | null> {
  const listeners = useRef(new Set<() => void>());
  const current = useRef<MapView | null>(view);
  // one object for the component's life: CityLabels subscribes to it once
  const [handle] = useState<RefObject<LabelMap | null>>(() => ({
    current: {
      project: ([lng, lat]) => (current.current ? project(current.current, lng, lat) : { x: NaN, y: NaN }),
      getContainer: () => container.current!,
      on: (_type, fn) => void listeners.current.add(fn),
      off: (_type, fn) => void listeners.current.delete(fn),
    },
  }));
  useEffect(() => {
    current.current = view;
    for (const fn of listeners.current) fn();
  }, [view]);
  return handle;
}
