/**
 * MapLibre and Mapbox GL wrap every marker in a focusable element named "Map marker", with
 * role=button once it is on the map. Ours are buttons or labels already: the wrapper would be a
 * second tab stop around an interactive control (axe "nested-interactive",
 * "label-content-name-mismatch"). Called as the ref of what we put in the marker. The library
 * sets those attributes when it adds the marker to the map (react-map-gl does that in an effect,
 * which may run after our ref and after the next frame), and again whenever it re-adds it, so a
 * one-off removal races it: an observer removes them each time they appear, until React detaches
 * the ref (React 19 runs the returned cleanup).
 */
const LIBRARY_ATTRIBUTES = ['aria-label', 'tabindex', 'role'];

export function plainMarker(el: Element | null): (() => void) | void {
  const wrapper = el?.closest('.maplibregl-marker, .mapboxgl-marker');
  if (!wrapper) return;
  const clean = () => {
    for (const name of LIBRARY_ATTRIBUTES) if (wrapper.hasAttribute(name)) wrapper.removeAttribute(name);
  };
  clean();
  if (typeof MutationObserver !== 'function') return;
  const observer = new MutationObserver(clean);
  observer.observe(wrapper, { attributes: true, attributeFilter: LIBRARY_ATTRIBUTES });
  return () => observer.disconnect();
}
