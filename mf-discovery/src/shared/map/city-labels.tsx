import { useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import { CityLabel } from './city-label';
import { placeLabels, samePlacement, type ScreenBox } from './label-collisions';
import type { CityPoint } from './offline-style';
import { plainMarker } from './plain-marker';

/**
 * What is drawn over the map and must stay uncovered: pins and clusters (marked `data-map-pin`)
 * and the map's own controls (zoom buttons, the data sources' credit).
 */
const PIN_SELECTOR = '[data-map-pin], [data-map-control], .maplibregl-ctrl-group, .mapboxgl-ctrl-group, .maplibregl-ctrl-attrib';

/**
 * What the labels need of a map: the live map (react-map-gl's MapRef) or the preview's stand-in
 * (map-preview.tsx).
 */
export interface LabelMap {
  project(lngLat: [number, number]): { x: number; y: number };
  getContainer(): HTMLElement;
  on(type: 'move' | 'resize', listener: () => void): unknown;
  off(type: 'move' | 'resize', listener: () => void): unknown;
}

export interface CityLabelsProps {
  /* eslint-disable-next-line @typescript-eslint/no-explicit-any -- the kit's Marker (MapLibre or Mapbox) */
  Marker: ComponentType<any>;
  mapRef: RefObject<LabelMap | null>;
  /** most important first: CitiesSearch without text answers the most populous cities first */
  cities: readonly CityPoint[];
  /** px from the city's dot down to the top of its name */
  offset: number;
}

/** Clear space between two names, so neighbours never touch. */
const LABEL_PADDING = 4;
/**
 * How far a name may slide down to get out from under a cluster (at most 64 px across) or a pin:
 * enough to clear one sitting on the city, not so far that the name reads as another place's.
 */
const MAX_SLIDE = 44;
/** A name's box has ~2 px of leading above and below its letters (11 px text in a 15 px box). */
const OBSTACLE_TOLERANCE = 2;

/**
 * The offline basemap's city names (DOM markers: there is no glyph server offline), with
 * collision handling: on every move frame the names are projected and measured, and a greedy pass
 * by importance hides those that would overlap a more important one, a pin (any element inside
 * the map marked `data-map-pin`: price pins, clusters, the location pin), a map control or the
 * map's edge. A name half under a pin reads as a different word, so it slides down below the pin
 * when it can (MAX_SLIDE) and gives way otherwise.
 */
export function CityLabels({ Marker, mapRef, cities, offset }: CityLabelsProps) {
  const elements = useRef(new Map<number, HTMLElement>());
  const schedulePass = useRef<(() => void) | null>(null);
  // Nothing is shown before the first pass, so overlapping names never flash on load.
  const [placement, setPlacement] = useState<ReadonlyMap<string, number>>(() => new Map());

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    let frame = 0;
    const pass = () => {
      frame = 0;
      const labels = cities.map((c, i) => {
        const el = elements.current.get(i);
        // offsetWidth/Height ignore the marker's transform: the label's own size in px.
        const width = el?.offsetWidth ?? 0;
        const height = el?.offsetHeight ?? 0;
        const p = map.project([c.longitude, c.latitude]);
        // anchor "top": the name hangs centred below its dot
        return { id: String(i), priority: i, x: p.x - width / 2, y: p.y + offset, width, height };
      });
      const container = map.getContainer();
      const origin = container.getBoundingClientRect();
      const taken: ScreenBox[] = [...container.querySelectorAll(PIN_SELECTOR)].map((el) => {
        const r = el.getBoundingClientRect();
        return { x: r.left - origin.left, y: r.top - origin.top, width: r.width, height: r.height };
      });
      const viewport = { width: container.clientWidth, height: container.clientHeight };
      const next = placeLabels(labels, { padding: LABEL_PADDING, obstacles: taken, viewport, maxSlide: MAX_SLIDE, obstacleTolerance: OBSTACLE_TOLERANCE });
      setPlacement((prev) => (samePlacement(prev, next) ? prev : next));
    };
    // At most one pass per frame, during the gesture too, so names never overlap mid-zoom.
    const schedule = () => {
      frame ||= requestAnimationFrame(pass);
    };
    schedulePass.current = schedule;
    pass();
    map.on('move', schedule);
    map.on('resize', schedule);
    // Web fonts change the names' widths once they arrive.
    void document.fonts?.ready.then(schedule);
    return () => {
      schedulePass.current = null;
      map.off('move', schedule);
      map.off('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
      frame = -1;
    };
  }, [mapRef, cities, offset]);

  // The pins are the page's: after any render (clusters regrouped at a new zoom, a pin
  // highlighted) look again in the next frame. A pass that changes nothing does not re-render.
  useEffect(() => schedulePass.current?.());

  return cities.map((c, i) => {
    const slide = placement.get(String(i));
    const shown = slide !== undefined;
    return (
      <Marker key={`city-${c.name}`} longitude={c.longitude} latitude={c.latitude} anchor="top" offset={[0, offset + (slide ?? 0)]} style={{ zIndex: 0 }}>
        <CityLabel
          ref={(el: HTMLElement | null) => {
            if (!el) return;
            const unobserve = plainMarker(el);
            elements.current.set(i, el);
            // Only forget our own entry: after a reorder another name may already hold this index.
            return () => {
              unobserve?.();
              if (elements.current.get(i) === el) elements.current.delete(i);
            };
          }}
          data-hidden={!shown}
          data-testid="city-label"
          aria-hidden={shown ? undefined : true}
        >
          {c.name}
        </CityLabel>
      </Marker>
    );
  });
}
