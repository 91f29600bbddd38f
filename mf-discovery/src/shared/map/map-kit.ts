import type { ComponentType } from 'react';
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

let kit: Promise<MapKit> | null = null;

export function loadMapKit(): Promise<MapKit> {
  const token = mapboxToken();
  kit ??= token ? import('./mapbox-kit').then((m) => m.createMapboxKit(token)) : import('./maplibre-kit').then((m) => m.maplibreKit);
  return kit;
}

/** Inject a stylesheet once (the map libraries' CSS is shipped as text with the map chunk). */
export function injectCss(id: string, css: string) {
  if (typeof document === 'undefined' || document.getElementById(id)) return;
  const el = document.createElement('style');
  el.id = id;
  el.textContent = css;
  document.head.appendChild(el);
}
