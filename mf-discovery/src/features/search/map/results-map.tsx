import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { Button, CloseIcon, ErrorPanel, IconButton, lazyPage, MinusIcon, PlusIcon, SearchIcon, Spinner } from '@tajriba/design-system';
import type { MapPoint } from '@tajriba/contracts/discovery';
import { useFormatters } from '@tajriba/i18n';
import { usePrefs } from '@tajriba/session';
import { useApiContext } from '../../../shared/api/use-api-context';
import { citiesQueryOptions } from '../../../shared/api/search-locations';
import { RatingBadge } from '../../../shared/components/rating-badge';
import { mediaUrl } from '../../../shared/lib/media';
import { FIT_PADDING, MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, MAP_MAX_ZOOM, mapboxToken } from '../../../shared/map/map-config';
import type { LabelMap } from '../../../shared/map/city-labels';
import type { MapRef } from '../../../shared/map/map-kit';
import { PreviewBasemap, PreviewMarker, PreviewViewProvider, usePreviewLabelMap } from '../../../shared/map/map-preview';
import { loadBasemap } from '../../../shared/map/offline-style';
import { fitBounds, viewBbox, type MapView } from '../../../shared/map/mercator';
import { toApiQuery, type SearchFilters } from '../../../shared/search/search-params';
import { formatBounds, parseBounds, useExperiencesMap, type MapBounds } from '../api/get-experiences-map';
import { boundsOf, buildClusterIndex, infoWindowItems } from './clusters';
import { MapCredit, mapFrameBox } from './map-frame';
import { MapOverlay } from './map-overlay';

const Frame = styled.div`
  ${mapFrameBox}
  /* The map libraries set their own font (Helvetica/Arial); names, prices and hints use the site's. */
  .maplibregl-map,
  .mapboxgl-map {
    font: inherit;
  }
  .maplibregl-popup-content,
  .mapboxgl-popup-content {
    padding: 0;
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    box-shadow: ${({ theme }) => theme.shadows.lg};
    font-family: inherit;
  }
  .maplibregl-popup-tip,
  .mapboxgl-popup-tip {
    display: none;
  }
`;
const Floating = styled.div`
  position: absolute;
  inset-block-start: 12px;
  inset-inline: 0;
  display: flex;
  justify-content: center;
  gap: 8px;
  pointer-events: none;
  z-index: 2;
  > * {
    pointer-events: auto;
  }
`;
const Chip = styled.div`
  /* Beside the list (992 px and up) the count is already in the list's heading. */
  ${({ theme }) => theme.media.lg} {
    display: none !important;
  }
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 8px 14px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;
const Info = styled.div`
  inline-size: 300px;
  max-inline-size: 80vw;
  padding: ${({ theme }) => theme.spacing[3]};
  display: grid;
  /* Capped to the room above its marker (openInfo): the list scrolls, the heading stays. */
  grid-template-rows: auto minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.spacing[2]};
  .head {
    display: flex;
    justify-content: space-between;
    align-items: center;
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 2px;
    min-block-size: 0;
    overflow-y: auto;
    overscroll-behavior: contain;
  }
  a {
    display: grid;
    /* minmax(0, …): a long name or badge wraps instead of widening the window past its edge. */
    grid-template-columns: 56px minmax(0, 1fr);
    gap: ${({ theme }) => theme.spacing[3]};
    align-items: center;
    color: inherit;
    text-decoration: none;
    padding: 4px;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceSunken};
    outline: none;
  }
  img,
  .ph {
    inline-size: 56px;
    block-size: 48px;
    border-radius: ${({ theme }) => theme.radii.sm};
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  .name {
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 8px;
    align-items: center;
    font-size: ${({ theme }) => theme.typography.sizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .price {
    font-weight: ${({ theme }) => theme.typography.weights.bold};
    color: ${({ theme }) => theme.colors.text};
  }
  .more {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    text-align: center;
  }
`;

// Desktop: the experiences in view beside the map (Airbnb-style); below 992 px the map alone.
const Split = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing[4]};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 400px) minmax(0, 1fr);
  }
`;
const Side = styled.aside`
  display: none;
  ${({ theme }) => theme.media.lg} {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing[2]};
    block-size: calc(100vh - 250px);
    min-block-size: 460px;
    overflow-y: auto;
    padding-inline-end: ${({ theme }) => theme.spacing[1]};
  }
  .note {
    margin: 0;
    padding: ${({ theme }) => theme.spacing[2]};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  /* about a result card's height (a two-line name beside its 90 px photo) */
  .sk {
    block-size: 142px;
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.spacing[2]};
  }
  a {
    display: grid;
    grid-template-columns: 120px minmax(0, 1fr);
    gap: ${({ theme }) => theme.spacing[3]};
    padding: ${({ theme }) => theme.spacing[2]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    color: inherit;
    text-decoration: none;
    transition: box-shadow ${({ theme }) => theme.motion.fast};
  }
  a:hover,
  a:focus-visible,
  a[data-active='true'] {
    box-shadow: ${({ theme }) => theme.shadows.md};
    outline: none;
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
  img,
  .ph {
    inline-size: 120px;
    block-size: 90px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  .cat {
    font-size: ${({ theme }) => theme.typography.sizes.xs};
    color: ${({ theme }) => theme.colors.accent};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
  .name {
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  .row {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    align-items: center;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .price {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
`;
/** The preview and the live map, stacked in the frame: the live one shows once it has drawn. */
const Layer = styled.div`
  position: absolute;
  inset: 0;
`;
const Controls = styled.div`
  position: absolute;
  inset-block-start: 10px;
  inset-inline-end: 10px;
  z-index: 2;
  display: grid;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.md};
  overflow: hidden;
  button {
    border-radius: 0;
  }
  button + button {
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
const LiveError = styled.div`
  position: absolute;
  inset-block-end: 40px;
  inset-inline: 12px;
  z-index: 3;
  display: flex;
  justify-content: center;
  > * {
    padding: 8px 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

/** How many of the experiences in view the side list shows. */
const SIDE_LIST_LIMIT = 30;

interface Opened {
  longitude: number;
  latitude: number;
  points: MapPoint[];
  /** px the window may take above its marker */
  maxHeight?: number;
}

/** What the guest asked of the preview, done by the live map as soon as it is there. */
type Pending =
  | { kind: 'cluster'; id: number; longitude: number; latitude: number }
  | { kind: 'point'; point: MapPoint; longitude: number; latitude: number }
  | { kind: 'zoom'; delta: 1 | -1 };

/**
 * The live map's chunk (react-map-gl, MapLibre, the style's data). A failed download keeps the
 * preview and offers Retry over it.
 */
const LiveMap = lazyPage(() => import('./live-map'), {
  name: 'LiveMap',
  fallback: null,
  renderError: (message) => <LiveError>{message}</LiveError>,
});

// The preview's shapes start downloading with this chunk, beside the results, not after them.
void loadBasemap().catch(() => undefined);

/** Once the live map has been used in this visit, the next map view goes live at once. */
export const liveMapMemory = { used: false };

/** The frame's inner size in CSS px, null before it is laid out (or in a test without layout). */
function useFrameSize(ref: RefObject<HTMLElement | null>): { width: number; height: number } | null {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const width = el.clientWidth;
      const height = el.clientHeight;
      setSize((s) => (!width || !height ? null : s && s.width === width && s.height === height ? s : { width, height }));
    };
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/**
 * Where the map opens: the shared area, else every result (100 px padding, no closer than the
 * max zoom), else the spec's default centre. The preview draws it and the live map opens at it.
 */
function openingView(points: readonly MapPoint[], bounds: MapBounds | null, size: { width: number; height: number }): MapView {
  const box = bounds ? ([[bounds.swLng, bounds.swLat], [bounds.neLng, bounds.neLat]] as [[number, number], [number, number]]) : boundsOf(points);
  if (!box) return { ...MAP_DEFAULT_CENTER, zoom: MAP_DEFAULT_ZOOM, ...size };
  // a shared area is shown as it was chosen; results get their padding
  return fitBounds(box, size, { padding: bounds ? 0 : FIT_PADDING, maxZoom: MAP_MAX_ZOOM });
}

/**
 * The map view: clustered price markers, info windows, fit to results, "search this area".
 *
 * It opens as a preview (map-preview.tsx: the basemap as SVG, the same pins and names) and turns
 * into the live map when the guest reaches for it — a touch or click on the map, the wheel, the
 * mouse coming over it, the keyboard focusing it; a pin or zoom button tapped on the preview is
 * done by the live map as soon as it is there. MapLibre's ≈ 1 MB of JS and its WebGL set-up are
 * never on the page's critical path (issue 10: Lighthouse on /search/map). With a Mapbox token
 * there is no preview (its style is not ours to draw): the live map loads at once.
 */
export default function ResultsMap({ filters }: { filters: SearchFilters }) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const f = useFormatters();
  const { theme } = usePrefs();
  const { api, locale } = useApiContext();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const rawBounds = params.get('bounds');
  const bounds = useMemo(() => parseBounds(rawBounds), [rawBounds]);
  const q = useExperiencesMap(toApiQuery(filters), bounds);
  const cities = useQuery(citiesQueryOptions(api, locale));
  const offline = !mapboxToken();
  const frameRef = useRef<HTMLDivElement>(null);
  const size = useFrameSize(frameRef);
  const [stage, setStage] = useState<'preview' | 'loading' | 'live'>(() => (!offline || liveMapMemory.used ? 'loading' : 'preview'));
  const mapRef = useRef<MapRef | null>(null);
  const pending = useRef<Pending | null>(null);
  const [liveView, setLiveView] = useState<{ zoom: number; bbox: [number, number, number, number] } | null>(null);
  const [moved, setMoved] = useState(false);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);

  const cityPoints = useMemo(() => (cities.data ?? []).map((c) => ({ name: c.name, latitude: c.latitude, longitude: c.longitude })), [cities.data]);
  const points = useMemo(() => q.data?.data ?? [], [q.data]);
  const index = useMemo(() => buildClusterIndex(points), [points]);
  const opening = useMemo(() => (size && q.data ? openingView(points, bounds, size) : null), [size, q.data, points, bounds]);
  const view = useMemo(() => (stage === 'live' ? liveView : opening ? { zoom: opening.zoom, bbox: viewBbox(opening) } : null), [stage, liveView, opening]);
  const inView = useMemo(() => {
    if (!view) return points;
    const [w, so, e, n] = view.bbox;
    return points.filter((p) => p.longitude >= w && p.longitude <= e && p.latitude >= so && p.latitude <= n);
  }, [points, view]);
  const clusters = useMemo(() => (view ? index.getClusters(view.bbox, Math.round(view.zoom)) : []), [index, view]);

  const goLive = useCallback(() => setStage((s) => (s === 'preview' ? 'loading' : s)), []);

  const syncView = useCallback(() => {
    const map = mapRef.current;
    if (!map) return;
    const b = map.getBounds();
    setLiveView({ zoom: map.getZoom(), bbox: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()] });
  }, []);

  // New results on the live map: fit to them (100 px padding), unless the guest chose the area.
  const hasBounds = !!bounds;
  const fit = useCallback(() => {
    const map = mapRef.current;
    const bb = boundsOf(points);
    if (!map || hasBounds || !bb) return;
    map.fitBounds(bb, { padding: FIT_PADDING, maxZoom: MAP_MAX_ZOOM, duration: 600 });
  }, [points, hasBounds]);
  useEffect(() => {
    if (stage === 'live') fit();
    // only when the results change: the live map opened fitted already
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fit]);

  const searchArea = () => {
    const map = mapRef.current;
    if (!map) return;
    const b = map.getBounds();
    const sp = new URLSearchParams(params);
    sp.set('bounds', formatBounds({ swLat: b.getSouth(), swLng: b.getWest(), neLat: b.getNorth(), neLng: b.getEast() }));
    sp.delete('page');
    setMoved(false);
    setOpened(null);
    navigate({ pathname: location.pathname, search: `?${sp.toString()}` });
  };

  // The info window opens above its marker: bring the marker low enough for the list to fit.
  const openInfo = (info: Opened) => {
    const map = mapRef.current;
    if (!map) {
      setOpened(info);
      return;
    }
    const h = map.getContainer().clientHeight;
    const offset = Math.max(0, Math.min(230, h / 2 - 60));
    map.easeTo({ center: [info.longitude, info.latitude], offset: [0, offset], duration: 400 });
    // Five entries are taller than a short map: without a cap the heading and close button
    // would sit above the map's edge, clipped and out of reach. 24 px popup offset, 12 px margin.
    setOpened({ ...info, maxHeight: Math.round(h / 2 + offset - 36) });
  };

  const openCluster = (clusterId: number, longitude: number, latitude: number) => {
    const map = mapRef.current;
    let expansion: number;
    try {
      expansion = index.getClusterExpansionZoom(clusterId);
    } catch {
      return; // the results changed while the live map loaded: that cluster is gone
    }
    const zoom = map?.getZoom() ?? MAP_DEFAULT_ZOOM;
    if (map && expansion <= MAP_MAX_ZOOM && zoom < MAP_MAX_ZOOM) {
      map.flyTo({ center: [longitude, latitude], zoom: expansion, duration: 500 });
      return;
    }
    const leaves = index.getLeaves(clusterId, Infinity).map((l) => l.properties.point);
    openInfo({ longitude, latitude, points: leaves });
  };

  const zoomBy = (delta: 1 | -1) => {
    const map = mapRef.current;
    if (delta > 0) map?.zoomIn();
    else map?.zoomOut();
  };

  const run = (action: Pending) => {
    if (action.kind === 'cluster') openCluster(action.id, action.longitude, action.latitude);
    else if (action.kind === 'point') openInfo({ longitude: action.longitude, latitude: action.latitude, points: [action.point] });
    else zoomBy(action.delta);
  };
  // On the preview a pin or a zoom button is done by the live map, once it is there.
  const act = (action: Pending) => {
    if (stage === 'live') run(action);
    else {
      pending.current = action;
      goLive();
    }
  };

  const onLiveReady = () => {
    liveMapMemory.used = true;
    // A keyboard user on a preview pin stays on that pin: the live map's twin takes the focus.
    const focused = frameRef.current?.querySelector(':focus')?.closest('[data-pin-key]')?.getAttribute('data-pin-key');
    if (focused) requestAnimationFrame(() => frameRef.current?.querySelector<HTMLElement>(`[data-pin-key="${focused}"]`)?.focus());
    syncView();
    setStage('live');
    const action = pending.current;
    pending.current = null;
    if (action) run(action);
  };

  // The names' collision pass looks for pins and controls in the whole frame (ours sit outside
  // the library's container) and projects with whichever map is shown.
  const previewLabels = usePreviewLabelMap(stage === 'live' ? null : opening, frameRef);
  const [liveLabels] = useState<RefObject<LabelMap | null>>(() => ({
    current: {
      project: (p) => mapRef.current?.project(p) ?? { x: NaN, y: NaN },
      getContainer: () => frameRef.current!,
      on: (type, fn) => mapRef.current?.on(type, fn),
      off: (type, fn) => mapRef.current?.off(type, fn),
    },
  }));

  if (q.isError && !q.data) return <ErrorPanel onRetry={() => void q.refetch()} message={t('discovery.error.generic')} />;

  const info = opened ? infoWindowItems(opened.points) : null;
  const activeId = hovered ?? (opened?.points.length === 1 ? opened.points[0].id : null);
  const overlay = { cities: offline ? cityPoints : null, clusters, activeId, onCluster: (id: number, longitude: number, latitude: number) => act({ kind: 'cluster', id, longitude, latitude }), onPoint: (point: MapPoint, longitude: number, latitude: number) => act({ kind: 'point', point, longitude, latitude }) };
  const waiting = stage !== 'live' && (!opening || !!pending.current);
  return (
    <Split>
      <Side aria-label={q.data ? t('discovery.map.inView', { count: inView.length }) : undefined} aria-busy={!q.data || undefined} data-testid="map-side-list">
        {/* Until the results are here: the note's line and cards' places, not "no experiences". */}
        <p className="note" aria-hidden={!q.data || undefined}>
          {q.data ? t('discovery.map.inView', { count: inView.length }) : '\u00a0'}
        </p>
        <ul>
          {q.data ? null : [0, 1, 2].map((i) => <li key={i} className="sk" data-skeleton-card="" />)}
          {inView.slice(0, SIDE_LIST_LIMIT).map((p) => (
            <li key={p.id}>
              <Link to={`/experiences/details/${p.id}`} data-active={activeId === p.id} onMouseEnter={() => setHovered(p.id)} onMouseLeave={() => setHovered(null)} onFocus={() => setHovered(p.id)} onBlur={() => setHovered(null)}>
                {p.imagePath ? <img src={mediaUrl(p.imagePath)} alt="" loading="lazy" /> : <span className="ph" />}
                <span style={{ display: 'grid', gap: 4, alignContent: 'start' }}>
                  <span className="cat">{p.categoryName}</span>
                  <span className="name">{p.name}</span>
                  <span className="row">
                    <span>{p.cityName ?? ''}</span>
                    <RatingBadge status={p.ratingStatus} rating={p.ratingsAverage} />
                  </span>
                  <span className="price">{f.sar(p.finalPrice)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
        {inView.length > SIDE_LIST_LIMIT ? <p className="note">{t('discovery.map.zoomForMore', { count: intl.formatNumber(inView.length - SIDE_LIST_LIMIT) })}</p> : null}
      </Side>
      <Frame
        ref={frameRef}
        data-testid="results-map"
        data-map-kind={offline ? 'maplibre' : 'mapbox'}
        data-map-stage={stage}
        aria-busy={waiting || undefined}
        // the guest reaches for the map: the live one loads (see above)
        onPointerDown={goLive}
        onWheel={goLive}
        onFocus={goLive}
        onPointerEnter={(e) => {
          if (e.pointerType === 'mouse') goLive();
        }}
      >
        {offline && opening && stage !== 'live' ? (
          <PreviewViewProvider view={opening}>
            <Layer data-testid="map-preview">
              <PreviewBasemap view={opening} mode={theme} cities={cityPoints} />
              <MapOverlay Marker={PreviewMarker} labelMap={previewLabels} {...overlay} />
            </Layer>
          </PreviewViewProvider>
        ) : null}
        {stage !== 'preview' && opening ? (
          // inert while it loads underneath: out of the tab order and the accessibility tree
          <Layer style={stage === 'live' ? undefined : { opacity: 0, pointerEvents: 'none' }} inert={stage !== 'live'}>
            <LiveMap
              initialView={opening}
              mapRef={mapRef}
              cities={cityPoints}
              onReady={onLiveReady}
              onMove={syncView}
              onMoveEnd={(byGuest) => {
                syncView();
                // Only a move the guest made offers "search this area" (not our own fit or zoom).
                if (byGuest) setMoved(true);
              }}
              onMapClick={() => setOpened(null)}
            >
              {({ Marker, Popup }) => (
                <>
                  <MapOverlay Marker={Marker} labelMap={liveLabels} {...overlay} />
                  {opened && info ? (
                    <Popup longitude={opened.longitude} latitude={opened.latitude} anchor="bottom" offset={24} closeButton={false} closeOnClick={false} onClose={() => setOpened(null)} maxWidth="none">
                      {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- a non-modal popup owned by the map library */}
                      <Info role="dialog" aria-label={t('discovery.map.infoTitle', { count: opened.points.length })} data-testid="map-info-window" dir={intl.locale.startsWith('ar') ? 'rtl' : 'ltr'} style={opened.maxHeight ? { maxBlockSize: opened.maxHeight } : undefined}>
                        <div className="head">
                          <span>{t('discovery.map.infoTitle', { count: opened.points.length })}</span>
                          <IconButton size="sm" label={t('discovery.map.close')} onClick={() => setOpened(null)}>
                            <CloseIcon size={14} />
                          </IconButton>
                        </div>
                        <ul>
                          {info.shown.map((p) => (
                            <li key={p.id}>
                              <Link to={`/experiences/details/${p.id}`}>
                                {p.imagePath ? <img src={mediaUrl(p.imagePath)} alt="" /> : <span className="ph" />}
                                <span>
                                  <span className="name">{p.name}</span>
                                  <span className="meta">
                                    <span className="price">{f.sar(p.finalPrice)}</span>
                                    <RatingBadge status={p.ratingStatus} rating={p.ratingsAverage} />
                                  </span>
                                  <span className="meta">{[p.categoryName, p.cityName].filter(Boolean).join(' · ')}</span>
                                </span>
                              </Link>
                            </li>
                          ))}
                        </ul>
                        {info.more ? <p className="more">{t('discovery.map.more', { count: intl.formatNumber(info.more) })}</p> : null}
                      </Info>
                    </Popup>
                  ) : null}
                </>
              )}
            </LiveMap>
          </Layer>
        ) : null}
        <Floating>
          {opened ? null : moved ? (
            <Button size="sm" startIcon={<SearchIcon size={14} />} onClick={searchArea}>
              {t('discovery.map.searchArea')}
            </Button>
          ) : q.data ? (
            <Chip aria-live="polite">
              {q.isFetching ? <Spinner size={14} /> : null}
              {t('discovery.map.count', { count: q.data.total })}
            </Chip>
          ) : null}
        </Floating>
        {waiting ? (
          <Floating style={{ insetBlockStart: '45%' }}>
            <Spinner size={28} />
          </Floating>
        ) : null}
        {offline || stage === 'live' ? (
          <Controls data-map-control>
            <IconButton size="sm" variant="ghost" label={t('discovery.map.zoomIn')} onClick={() => act({ kind: 'zoom', delta: 1 })} data-testid="map-zoom-in">
              <PlusIcon size={16} />
            </IconButton>
            <IconButton size="sm" variant="ghost" label={t('discovery.map.zoomOut')} onClick={() => act({ kind: 'zoom', delta: -1 })} data-testid="map-zoom-out">
              <MinusIcon size={16} />
            </IconButton>
          </Controls>
        ) : null}
        {offline ? (
          <MapCredit />
        ) : null}
      </Frame>
    </Split>
  );
}
