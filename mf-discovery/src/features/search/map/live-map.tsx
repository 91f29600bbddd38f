import { use, type ComponentType, type ReactNode, type RefObject } from 'react';
import { MAP_MAX_BOUNDS, MAP_MAX_ZOOM } from '../../../shared/map/map-config';
import { loadMapKit, useKitStyle, type MapRef } from '../../../shared/map/map-kit';
import type { MapView } from '../../../shared/map/mercator';
import type { CityPoint } from '../../../shared/map/offline-style';
import { useMapLocale } from '../../../shared/map/use-map-locale';

export interface LiveMapProps {
  /** where to open: the preview's centre and zoom, so the switch does not move anything */
  initialView: MapView;
  mapRef: RefObject<MapRef | null>;
  cities: readonly CityPoint[];
  /** the map has drawn its first frame: it may replace the preview */
  onReady(): void;
  onMove(): void;
  /** a move ended; `byGuest` when the guest moved it (not our own fit or zoom) */
  onMoveEnd(byGuest: boolean): void;
  onMapClick(): void;
  /* eslint-disable-next-line @typescript-eslint/no-explicit-any -- the kit's components (MapLibre or Mapbox) */
  children(kit: { Marker: ComponentType<any>; Popup: ComponentType<any> }): ReactNode;
}

/**
 * The live map (react-map-gl with MapLibre and the offline style, or Mapbox GL with a token): its
 * own chunk, loaded when the guest reaches for the map (results-map.tsx). The preview's credit
 * and zoom buttons stay over it, so the library's own controls are off.
 */
export default function LiveMap({ initialView, mapRef, cities, onReady, onMove, onMoveEnd, onMapClick, children }: LiveMapProps) {
  const kit = use(loadMapKit());
  const mapLocale = useMapLocale();
  const style = useKitStyle(kit, cities, mapLocale.attribution);

  if (!style) return null;
  const { Map, Marker, Popup } = kit;
  return (
    <Map
      key={mapLocale.key}
      ref={mapRef}
      {...kit.mapProps}
      locale={mapLocale.locale}
      initialViewState={{ longitude: initialView.longitude, latitude: initialView.latitude, zoom: initialView.zoom }}
      maxZoom={MAP_MAX_ZOOM}
      // the offline basemap covers the region only (MAP_REGION)
      maxBounds={kit.kind === 'maplibre' ? MAP_MAX_BOUNDS : undefined}
      mapStyle={style}
      style={{ inlineSize: '100%', blockSize: '100%' }}
      // Mapbox's terms want its own credit and logo; the offline basemap's credit is the page's (MapCredit)
      attributionControl={kit.kind === 'mapbox' ? undefined : false}
      onLoad={onReady}
      onMove={onMove}
      onMoveEnd={(e: { originalEvent?: unknown }) => onMoveEnd(!!e.originalEvent)}
      onClick={onMapClick}
    >
      {children({ Marker, Popup })}
    </Map>
  );
}
