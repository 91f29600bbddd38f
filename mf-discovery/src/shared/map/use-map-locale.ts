import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { OfflineAttribution } from './offline-style';

/**
 * The map libraries' own UI strings (the Ctrl + scroll hint, the zoom buttons' names, the data sources' credit) in the page's
 * language. Both read them once, when the map is created: the views key their <Map> by locale so
 * a language switch builds a new one. MapLibre and Mapbox GL name the same strings differently;
 * each ignores the other's keys.
 */
export function useMapLocale(): { locale: Record<string, string>; key: string; attribution: OfflineAttribution } {
  const intl = useIntl();
  return useMemo(() => {
    const t = (id: string) => intl.formatMessage({ id });
    const ctrl = t('discovery.map.ctrlScroll');
    const cmd = t('discovery.map.cmdScroll');
    const twoFingers = t('discovery.map.twoFingers');
    const zoomIn = t('discovery.map.zoomIn');
    const zoomOut = t('discovery.map.zoomOut');
    const resetBearing = t('discovery.map.resetBearing');
    return {
      key: intl.locale,
      // the offline basemap's sources, named in its attribution control
      attribution: { osm: t('discovery.map.attributionOsm'), naturalEarth: t('discovery.map.attributionNaturalEarth') },
      locale: {
        // MapLibre GL
        'CooperativeGesturesHandler.WindowsHelpText': ctrl,
        'CooperativeGesturesHandler.MacHelpText': cmd,
        'CooperativeGesturesHandler.MobileHelpText': twoFingers,
        'Popup.Close': t('discovery.map.closePopup'),
        'Marker.Title': t('discovery.map.marker'),
        'Map.Title': t('discovery.map.title'),
        'AttributionControl.ToggleAttribution': t('discovery.map.toggleAttribution'),
        'AttributionControl.MapFeedback': t('discovery.map.mapFeedback'),
        // Mapbox GL
        'ScrollZoomBlocker.CtrlMessage': ctrl,
        'ScrollZoomBlocker.CmdMessage': cmd,
        'TouchPanBlocker.Message': twoFingers,
        // both
        'NavigationControl.ZoomIn': zoomIn,
        'NavigationControl.ZoomOut': zoomOut,
        'NavigationControl.ResetBearing': resetBearing,
      },
    };
  }, [intl]);
}
