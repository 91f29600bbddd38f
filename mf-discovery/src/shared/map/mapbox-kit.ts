import { Map, Marker, NavigationControl, Popup } from 'react-map-gl/mapbox';
import css from 'mapbox-gl/dist/mapbox-gl.css';
import { injectCss, type MapKit } from './map-kit';

injectCss('mapbox-gl-css', css);

export function createMapboxKit(token: string): MapKit {
  return {
    kind: 'mapbox',
    Map,
    Marker,
    Popup,
    NavigationControl,
    style: async (mode) => (mode === 'dark' ? 'mapbox://styles/mapbox/dark-v11' : 'mapbox://styles/mapbox/light-v11'),
    mapProps: { mapboxAccessToken: token },
    cityLabels: false,
  };
}
