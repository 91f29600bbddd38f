import { useEffect, useState } from 'react';

/** Search boxes wait this long after the last keystroke (spec §9). */
export const SEARCH_DEBOUNCE_MS = 500;

/** `value` once it has stopped changing for `delayMs`. */
export function useDebounced<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
