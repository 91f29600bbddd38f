import { use, useMemo, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { MapIcon, UserIcon } from '@tajriba/design-system';
import { attributionCss } from './attribution-css';
import { MAP_MAX_BOUNDS, MAP_MAX_ZOOM } from './map-config';
import { loadMapKit, useKitStyle, type MapRef } from './map-kit';
import { useApiContext } from '../api/use-api-context';
import { citiesQueryOptions } from '../api/search-locations';
import { CityLabels } from './city-labels';
import { plainMarker } from './plain-marker';
import { useMapLocale } from './use-map-locale';

const Frame = styled.div`
  block-size: 320px;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  /* The map libraries set their own font (Helvetica/Arial); names, pins and hints use the site's. */
  .maplibregl-map,
  .mapboxgl-map {
    font: inherit;
  }
  ${attributionCss}
`;
const PIN_SIZE = 44;
/**
 * Names the pin would cover give way to it (CityLabels). The name of the pin's own city hangs this
 * far below its dot: clear of the pin's 22 px radius even when the meeting point is a few px off.
 */
const NAME_OFFSET = 28;
const Pin = styled.span`
  display: grid;
  place-items: center;
  inline-size: ${PIN_SIZE}px;
  block-size: ${PIN_SIZE}px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  border: 3px solid ${({ theme }) => theme.colors.surfaceRaised};
  /* where to meet, when it is not where the experience happens: the same pin, inverted */
  &[data-kind='meeting'] {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
  }
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export interface LocationMapProps {
  latitude: number;
  longitude: number;
  label: string;
  /** The host's separate meeting point (spec host §3: its own coordinates), pinned beside the place. */
  meeting?: { latitude: number; longitude: number } | null;
}

/** Where an atHost experience happens, and where to meet when that is elsewhere (lazy: only such a detail page loads it). */
export default function LocationMap({ latitude, longitude, label, meeting }: LocationMapProps) {
  const kit = use(loadMapKit());
  const { api, locale } = useApiContext();
  const cities = useQuery(citiesQueryOptions(api, locale));
  // The offline basemap has no streets: nearby cities give the pin its bearings.
  const cityPoints = useMemo(() => (cities.data ?? []).map((c) => ({ name: c.name, latitude: c.latitude, longitude: c.longitude })), [cities.data]);
  const mapRef = useRef<MapRef | null>(null);
  const mapLocale = useMapLocale();
  const style = useKitStyle(kit, cityPoints, mapLocale.attribution);
  const { Map, Marker, NavigationControl } = kit;
  return (
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- the map canvas is one picture for assistive tech
    // A named section (a region), not an image: it holds the zoom buttons (axe: no interactive content in role=img).
    <Frame as="section" aria-label={label} data-testid="location-map">
      {style ? (
        <Map
          key={mapLocale.key}
          ref={mapRef}
          {...kit.mapProps}
          locale={mapLocale.locale}
          initialViewState={
            meeting
              ? {
                  // both pins in view, no closer than a single pin would be
                  bounds: [
                    [Math.min(longitude, meeting.longitude), Math.min(latitude, meeting.latitude)],
                    [Math.max(longitude, meeting.longitude), Math.max(latitude, meeting.latitude)],
                  ],
                  // close enough that the two pins (often 20–40 km apart) do not cover each other
                  fitBoundsOptions: { padding: 60, maxZoom: kit.kind === 'mapbox' ? 12 : 10 },
                }
              : { latitude, longitude, zoom: kit.kind === 'mapbox' ? 12 : 6 }
          }
          maxZoom={MAP_MAX_ZOOM}
          // the offline basemap covers the region only (MAP_REGION)
          maxBounds={kit.kind === 'maplibre' ? MAP_MAX_BOUNDS : undefined}
          mapStyle={style}
          cooperativeGestures
          // the offline basemap credits OpenStreetMap (ODbL) and Natural Earth, collapsed behind an ⓘ
          attributionControl={kit.kind === 'mapbox' ? undefined : { compact: true }}
          style={{ inlineSize: '100%', blockSize: '100%' }}
        >
          <NavigationControl showCompass={false} />
          {kit.cityLabels ? <CityLabels Marker={Marker} mapRef={mapRef} cities={cityPoints} offset={NAME_OFFSET} /> : null}
          <Marker latitude={latitude} longitude={longitude} anchor="center">
            <Pin data-map-pin ref={plainMarker}>
              <MapIcon size={20} />
            </Pin>
          </Marker>
          {meeting ? (
            <Marker latitude={meeting.latitude} longitude={meeting.longitude} anchor="center">
              <Pin data-map-pin data-kind="meeting" data-testid="meeting-pin" ref={plainMarker}>
                <UserIcon size={20} />
              </Pin>
            </Marker>
          ) : null}
        </Map>
      ) : null}
    </Frame>
  );
}
