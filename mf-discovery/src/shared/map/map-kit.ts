import { useEffect, useState, type ComponentType } from 'react';
import { usePrefs } from '@tajriba/session';
import type { MapRef } from 'react-map-gl/maplibre';
import { mapboxToken } from './map-config';
import type { BasemapMode, CityPoint, OfflineAttribution } from './offline-style';

/**
 * The map implementation for this page: MapLibre with the offline basemap by default, Mapbox GL
 * with a Mapbox style when a token is configured. Both come from react-map-gl and share its API,
 * so the views use the kit's components without knowing which one they got.
 */
export interface MapKit {
  kind: 'maplibre' | 'mapbox';
  /* eslint-disable @typescript-eslint/no-explicit-any */
  Map: ComponentType<any>;
  Marker: ComponentType<any>;
  Popup: ComponentType<any>;
  NavigationControl: ComponentType<any>;
  /* eslint-enable @typescript-eslint/no-explicit-any */
  /** style URL or object for the theme; cities are drawn by the offline style only */
  style(mode: BasemapMode, cities: readonly CityPoint[], attribution: OfflineAttribution): Promise<unknown>;
  /** extra props for <Map> (the Mapbox token) */
  mapProps: Record<string, unknown>;
  /** the offline basemap needs DOM labels for cities */
  cityLabels: boolean;
}
export type { MapRef };

let loading: Promise<MapKit> | null = null;

export function loadMapKit(): Promise<MapKit> {
  const token = mapboxToken();
  loading ??= (token ? import('./mapbox-kit').then((m) => m.createMapboxKit(token)) : import('./maplibre-kit').then((m) => m.maplibreKit)).catch((error: unknown) => {
    loading = null; // Retry downloads it again
    throw error;
  });
  return loading;
}

/** Inject a stylesheet once (the map libraries' CSS is shipped as text with the map chunk). */
export function injectCss(id: string, css: string) {
  if (typeof document === 'undefined' || document.getElementById(id)) return;
  const el = document.createElement('style');
  el.id = id;
  el.textContent = css;
  document.head.appendChild(el);
}

/**
 * The kit's style for the page's theme, with these cities and the sources' credit in the page's
 * language; null until it is built (the offline one waits for its data chunks).
 */
export function useKitStyle(kit: MapKit, cities: readonly CityPoint[], attribution: OfflineAttribution): unknown {
  const { theme } = usePrefs();
  const [style, setStyle] = useState<unknown>(null);
  useEffect(() => {
    let live = true;
    void kit.style(theme, cities, attribution).then((s) => live && setStyle(s));
    return () => {
      live = false;
    };
  }, [kit, theme, cities, attribution]);
  return style;
}
