/**
 * MapLibre and Mapbox GL wrap every marker in a focusable element named "Map marker" (in
 * English, whatever the page's language), with role=button once it is on the map. Ours are
 * buttons or labels already: the wrapper would be a second tab stop around an interactive
 * control (axe "nested-interactive", "label-content-name-mismatch"). Called from the ref of what
 * we put in the marker; the library sets its attributes again when it adds the marker to the
 * map, after our ref ran, so they are removed again on the next frame.
 */
export function plainMarker(el: Element | null): void {
  const clean = () => {
    const wrapper = el?.closest('.maplibregl-marker, .mapboxgl-marker');
    if (!wrapper) return;
    wrapper.removeAttribute('aria-label');
    wrapper.removeAttribute('tabindex');
    wrapper.removeAttribute('role');
  };
  clean();
  if (el && typeof requestAnimationFrame === 'function') requestAnimationFrame(clean);
}
