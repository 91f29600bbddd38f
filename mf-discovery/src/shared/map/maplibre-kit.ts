import { Map, Marker, NavigationControl, Popup } from 'react-map-gl/maplibre';
import css from 'maplibre-gl/dist/maplibre-gl.css';
import { injectCss, type MapKit } from './map-kit';
import { offlineStyle } from './offline-style';

injectCss('maplibre-gl-css', css);

export const maplibreKit: MapKit = {
  kind: 'maplibre',
  Map,
  Marker,
  Popup,
  NavigationControl,
  style: (mode, cities, attribution) => offlineStyle(mode, cities, attribution),
  mapProps: {},
  cityLabels: true,
};
