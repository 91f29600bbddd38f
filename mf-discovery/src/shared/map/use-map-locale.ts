import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/**
 * The map libraries' own UI strings (the Ctrl + scroll hint, the zoom buttons' names) in the page's
 * language. Both read them once, when the map is created: the views key their <Map> by locale so
 * a language switch builds a new one. MapLibre and Mapbox GL name the same strings differently;
 * each ignores the other's keys.
 */
export function useMapLocale(): { locale: Record<string, string>; key: string } {
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
      locale: {
        // MapLibre GL
        'CooperativeGesturesHandler.WindowsHelpText': ctrl,
        'CooperativeGesturesHandler.MacHelpText': cmd,
        'CooperativeGesturesHandler.MobileHelpText': twoFingers,
        'Popup.Close': t('discovery.map.closePopup'),
        'Marker.Title': t('discovery.map.marker'),
        'Map.Title': t('discovery.map.title'),
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
