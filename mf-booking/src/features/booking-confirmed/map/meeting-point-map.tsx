import { useEffect, useState } from 'react';
import { Map, Marker, NavigationControl } from 'react-map-gl/maplibre';
import type { StyleSpecification } from 'maplibre-gl';
import maplibreCss from 'maplibre-gl/dist/maplibre-gl.css';
import { styled } from 'styled-components';
import { usePrefs } from '@tajriba/session';
import { MapIcon } from '@tajriba/design-system';
import { basemapStyle } from './basemap';

// The library's stylesheet ships as text in this lazy chunk (webpack asset/source) and is added once.
if (typeof document !== 'undefined' && !document.getElementById('maplibre-gl-css')) {
  const el = document.createElement('style');
  el.id = 'maplibre-gl-css';
  el.textContent = maplibreCss;
  document.head.appendChild(el);
}

/**
 * Regional: the offline basemap has coastlines and borders, no streets, so closer shows nothing more
 * (and a coastal city's point can fall on the coarse coastline's sea); the guest zooms in to 12 (spec §9).
 */
const ZOOM = 6;
const MAX_ZOOM = 12;

const Pin = styled.span`
  display: grid;
  place-items: center;
  inline-size: 40px;
  block-size: 40px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  border: 3px solid ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

/**
 * MapLibre and the wrapper react-map-gl puts around a marker make it a focusable "Map marker"
 * button (in English, whatever the page's language); ours is a picture, named by the map's label.
 * The library sets those attributes again when it adds the marker, so they go on the next frame too.
 */
function quietMarker(el: HTMLElement | null) {
  const clean = () => {
    const wrapper = el?.closest('.maplibregl-marker');
    wrapper?.removeAttribute('aria-label');
    wrapper?.removeAttribute('tabindex');
    wrapper?.removeAttribute('role');
  };
  clean();
  if (el) requestAnimationFrame(clean);
}

export interface MeetingPointMapProps {
  latitude: number;
  longitude: number;
}

/**
 * Where the guests meet (the booking confirmation of an atHost experience): MapLibre on the offline
 * basemap, centred on the point, in the site's theme. Loaded on demand into a box of its final
 * size (the page reserves it), so neither the library nor the country shapes weigh on the page.
 */
export default function MeetingPointMap({ latitude, longitude }: MeetingPointMapProps) {
  const { theme } = usePrefs();
  const [style, setStyle] = useState<StyleSpecification | null>(null);
  useEffect(() => {
    let live = true;
    void basemapStyle(theme === 'dark' ? 'dark' : 'light').then((s) => live && setStyle(s));
    return () => {
      live = false;
    };
  }, [theme]);
  if (!style) return null;
  return (
    <Map
      initialViewState={{ latitude, longitude, zoom: ZOOM }}
      maxZoom={MAX_ZOOM}
      mapStyle={style}
      // one finger scrolls the page on a phone; two move the map (and Ctrl + wheel zooms)
      cooperativeGestures
      attributionControl={false}
      style={{ inlineSize: '100%', blockSize: '100%' }}
    >
      <NavigationControl showCompass={false} />
      <Marker latitude={latitude} longitude={longitude} anchor="center">
        <Pin ref={quietMarker} data-testid="meeting-point-pin">
          <MapIcon size={18} />
        </Pin>
      </Marker>
    </Map>
  );
}
