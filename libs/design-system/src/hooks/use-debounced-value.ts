import { useEffect, useState } from 'react';

/** Spec §9: search boxes wait 500 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * `value` once it has stopped changing for `delay` ms (the first render returns it at once).
 * One copy for every remote's search box (discovery's location field and filter counts, the chat
 * search, the dashboard's catalogue search), so the spec's delay is written once.
 */
export function useDebouncedValue<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const h = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(h);
  }, [value, delay]);
  return debounced;
}
