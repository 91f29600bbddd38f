import { use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { Button, CloseIcon, ErrorPanel, IconButton, SearchIcon, Spinner } from '@tajriba/design-system';
import type { MapPoint } from '@tajriba/contracts/discovery';
import { useFormatters } from '@tajriba/i18n';
import { usePrefs } from '@tajriba/session';
import { useApiContext } from '../../../shared/api/use-api-context';
import { citiesQueryOptions } from '../../../shared/api/search-locations';
import { RatingBadge } from '../../../shared/components/rating-badge';
import { mediaUrl } from '../../../shared/lib/media';
import { FIT_PADDING, MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, MAP_MAX_ZOOM } from '../../../shared/map/map-config';
import { attributionCss } from '../../../shared/map/attribution-css';
import { loadMapKit, type MapRef } from '../../../shared/map/map-kit';
import { toApiQuery, type SearchFilters } from '../../../shared/search/search-params';
import { formatBounds, parseBounds, useExperiencesMap } from '../api/get-experiences-map';
import { boundsOf, buildClusterIndex, infoWindowItems } from './clusters';
import { CityLabels } from '../../../shared/map/city-labels';
import { plainMarker } from '../../../shared/map/plain-marker';
import { useMapLocale } from '../../../shared/map/use-map-locale';

const Frame = styled.div`
  position: relative;
  block-size: calc(100vh - 250px);
  min-block-size: 460px;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  /* The map libraries set their own font (Helvetica/Arial); names, prices and hints use the site's. */
  .maplibregl-map,
  .mapboxgl-map {
    font: inherit;
  }
  ${({ theme }) => theme.media.belowMd} {
    block-size: calc(100vh - 330px);
    min-block-size: 380px;
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
  .maplibregl-ctrl-group,
  .mapboxgl-ctrl-group {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  .maplibregl-ctrl-group button span,
  .mapboxgl-ctrl-group button span {
    filter: ${({ theme }) => (theme.mode === 'dark' ? 'invert(1)' : 'none')};
  }
  ${attributionCss}
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
const PricePin = styled.button<{ $active: boolean }>`
  display: inline-block;
  padding: 5px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.text : theme.colors.border)};
  background: ${({ theme, $active }) => ($active ? theme.colors.text : theme.colors.surfaceRaised)};
  color: ${({ theme, $active }) => ($active ? theme.colors.bg : theme.colors.text)};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  white-space: nowrap;
  cursor: pointer;
  transition: transform ${({ theme }) => theme.motion.fast};
  &:hover {
    transform: scale(1.06);
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
const ClusterPin = styled.button<{ $size: number }>`
  display: grid;
  place-items: center;
  inline-size: ${({ $size }) => $size}px;
  block-size: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.surfaceRaised};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font: inherit;
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  cursor: pointer;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
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
/** How many of the experiences in view the side list shows. */
const SIDE_LIST_LIMIT = 30;

interface Opened {
  longitude: number;
  latitude: number;
  points: MapPoint[];
  /** px the window may take above its marker */
  maxHeight?: number;
}

/** The map view: clustered price markers, info windows, fit to results, "search this area". */
export default function ResultsMap({ filters }: { filters: SearchFilters }) {
  const kit = use(loadMapKit());
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
  const f = useFormatters();
  const { theme } = usePrefs();
  const { api, locale } = useApiContext();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const bounds = parseBounds(params.get('bounds'));
  const q = useExperiencesMap(toApiQuery(filters), bounds);
  const mapLocale = useMapLocale();
  const cities = useQuery(citiesQueryOptions(api, locale));
  const [style, setStyle] = useState<unknown>(null);
  const mapRef = useRef<MapRef | null>(null);
  const [view, setView] = useState<{ zoom: number; bbox: [number, number, number, number] } | null>(null);
  const [moved, setMoved] = useState(false);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);

  const cityPoints = useMemo(() => (cities.data ?? []).map((c) => ({ name: c.name, latitude: c.latitude, longitude: c.longitude })), [cities.data]);
  useEffect(() => {
    let live = true;
    void kit.style(theme, cityPoints, mapLocale.attribution).then((s) => live && setStyle(s));
    return () => {
      live = false;
    };
  }, [kit, theme, cityPoints, mapLocale.attribution]);

  const points = useMemo(() => q.data?.data ?? [], [q.data]);
  const index = useMemo(() => buildClusterIndex(points), [points]);
  const inView = useMemo(() => {
    if (!view) return points;
    const [w, so, e, n] = view.bbox;
    return points.filter((p) => p.longitude >= w && p.longitude <= e && p.latitude >= so && p.latitude <= n);
  }, [points, view]);
  const clusters = useMemo(() => (view ? index.getClusters(view.bbox, Math.round(view.zoom)) : []), [index, view]);

  const syncView = useCallback(() => {
    const map = mapRef.current;
    if (!map) return;
    const b = map.getBounds();
    setView({ zoom: map.getZoom(), bbox: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()] });
  }, []);

  // Fit to the results (100 px padding), unless the guest is looking at an area they chose.
  const hasBounds = !!bounds;
  const fit = useCallback(
    (animate: boolean) => {
      const map = mapRef.current;
      const bb = boundsOf(points);
      if (!map || hasBounds || !bb) return;
      map.fitBounds(bb, { padding: FIT_PADDING, maxZoom: MAP_MAX_ZOOM, duration: animate ? 600 : 0 });
    },
    [points, hasBounds],
  );
  useEffect(() => fit(true), [fit]);

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
    const expansion = index.getClusterExpansionZoom(clusterId);
    const zoom = map?.getZoom() ?? MAP_DEFAULT_ZOOM;
    if (map && expansion <= MAP_MAX_ZOOM && zoom < MAP_MAX_ZOOM) {
      map.flyTo({ center: [longitude, latitude], zoom: expansion, duration: 500 });
      return;
    }
    const leaves = index.getLeaves(clusterId, Infinity).map((l) => l.properties.point);
    openInfo({ longitude, latitude, points: leaves });
  };

  if (q.isError && !q.data) return <ErrorPanel onRetry={() => void q.refetch()} message={t('discovery.error.generic')} />;

  const { Map, Marker, Popup, NavigationControl } = kit;
  const info = opened ? infoWindowItems(opened.points) : null;
  return (
    <Split>
      <Side aria-label={t('discovery.map.inView', { count: inView.length })} data-testid="map-side-list">
        <p className="note">{t('discovery.map.inView', { count: inView.length })}</p>
        <ul>
          {inView.slice(0, SIDE_LIST_LIMIT).map((p) => (
            <li key={p.id}>
              <Link to={`/experiences/details/${p.id}`} data-active={hovered === p.id || (opened?.points.length === 1 && opened.points[0].id === p.id)} onMouseEnter={() => setHovered(p.id)} onMouseLeave={() => setHovered(null)} onFocus={() => setHovered(p.id)} onBlur={() => setHovered(null)}>
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
    <Frame data-testid="results-map" data-map-kind={kit.kind}>
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
      {style ? (
        <Map
          key={mapLocale.key}
          ref={mapRef}
          {...kit.mapProps}
          locale={mapLocale.locale}
          initialViewState={
            bounds
              ? { bounds: [[bounds.swLng, bounds.swLat], [bounds.neLng, bounds.neLat]] }
              : { ...MAP_DEFAULT_CENTER, zoom: MAP_DEFAULT_ZOOM }
          }
          maxZoom={MAP_MAX_ZOOM}
          mapStyle={style}
          style={{ inlineSize: '100%', blockSize: '100%' }}
          // the offline basemap credits OpenStreetMap (ODbL) and Natural Earth, collapsed behind an ⓘ
          attributionControl={kit.kind === 'mapbox' ? undefined : { compact: true }}
          onLoad={() => {
            fit(false);
            syncView();
          }}
          onMove={syncView}
          onMoveEnd={(e: { originalEvent?: unknown }) => {
            syncView();
            // Only a move the guest made offers "search this area" (not our own fitBounds).
            if (e.originalEvent) setMoved(true);
          }}
          onClick={() => setOpened(null)}
        >
          <NavigationControl position={intl.locale.startsWith('ar') ? 'top-left' : 'top-right'} showCompass={false} />
          {kit.cityLabels ? <CityLabels Marker={Marker} mapRef={mapRef} cities={cityPoints} offset={14} /> : null}
          {clusters.map((c) => {
            const [longitude, latitude] = c.geometry.coordinates as [number, number];
            const props = c.properties as { cluster?: boolean; cluster_id?: number; point_count?: number; point?: MapPoint };
            if (props.cluster && props.cluster_id !== undefined) {
              const count = props.point_count ?? 0;
              return (
                <Marker key={`c-${props.cluster_id}`} longitude={longitude} latitude={latitude} anchor="center">
                  <ClusterPin
                    ref={plainMarker}
                    type="button"
                    $size={Math.min(64, 34 + Math.log2(count) * 5)}
                    aria-label={t('discovery.map.cluster', { count })}
                    onClick={(e) => {
                      e.stopPropagation();
                      openCluster(props.cluster_id!, longitude, latitude);
                    }}
                    data-testid="map-cluster"
                    data-map-pin
                  >
                    {intl.formatNumber(count)}
                  </ClusterPin>
                </Marker>
              );
            }
            const p = props.point!;
            const active = hovered === p.id || (opened?.points.length === 1 && opened.points[0].id === p.id);
            return (
              <Marker key={`p-${p.id}`} longitude={longitude} latitude={latitude} anchor="center">
                <PricePin
                  ref={plainMarker}
                  type="button"
                  $active={active}
                  aria-label={t('discovery.map.point', { name: p.name, price: f.sar(p.finalPrice) })}
                  onClick={(e) => {
                    e.stopPropagation();
                    openInfo({ longitude, latitude, points: [p] });
                  }}
                  data-testid="map-price"
                  data-map-pin
                >
                  {f.sarCompact(p.finalPrice)}
                </PricePin>
              </Marker>
            );
          })}
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
        </Map>
      ) : (
        <Floating style={{ insetBlockStart: '45%' }}>
          <Spinner size={28} />
        </Floating>
      )}
    </Frame>
    </Split>
  );
}
