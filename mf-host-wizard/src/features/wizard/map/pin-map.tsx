import { useEffect, useState } from 'react';
import { Map, Marker, NavigationControl, type MapLayerMouseEvent } from 'react-map-gl/maplibre';
import css from 'maplibre-gl/dist/maplibre-gl.css';
import type { StyleSpecification } from 'maplibre-gl';
import { useTheme } from 'styled-components';
import { Skeleton } from '@tajriba/design-system';
import { basemapStyle } from './basemap';
import { MAP_CENTRE, MAP_HEIGHT, MAP_ZOOM } from './constants';

if (typeof document !== 'undefined' && !document.getElementById('maplibre-gl-css')) {
  const el = document.createElement('style');
  el.id = 'maplibre-gl-css';
  el.textContent = css;
  document.head.appendChild(el);
}


export interface PinMapProps {
  point: { latitude: number; longitude: number } | null;
  onPick(point: { latitude: number; longitude: number }): void;
  label: string;
}

/** MapLibre with the offline basemap; a click drops the pin. */
export default function PinMap({ point, onPick, label }: PinMapProps) {
  const theme = useTheme();
  const dark = theme.mode === 'dark';
  const [style, setStyle] = useState<StyleSpecification | null>(null);
  useEffect(() => {
    let live = true;
    void basemapStyle(dark).then((s) => live && setStyle(s));
    return () => {
      live = false;
    };
  }, [dark]);
  if (!style) return <Skeleton height={MAP_HEIGHT} />;
  return (
    <div style={{ blockSize: MAP_HEIGHT, borderRadius: 8, overflow: 'hidden', border: `1px solid ${theme.colors.border}` }} role="application" aria-label={label} data-testid="location-map">
      <Map
        initialViewState={{ ...(point ?? MAP_CENTRE), zoom: MAP_ZOOM }}
        mapStyle={style}
        style={{ inlineSize: '100%', blockSize: MAP_HEIGHT }}
        attributionControl={false}
        onClick={(e: MapLayerMouseEvent) => onPick({ latitude: e.lngLat.lat, longitude: e.lngLat.lng })}
        cursor="crosshair"
      >
        <NavigationControl position="top-right" showCompass={false} />
        {point && <Marker latitude={point.latitude} longitude={point.longitude} color="#A8492A" />}
      </Map>
    </div>
  );
}
