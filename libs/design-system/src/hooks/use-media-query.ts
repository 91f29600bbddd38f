import { useSyncExternalStore } from 'react';

/** Subscribes to a CSS media query; false on the server and where matchMedia is missing. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
      const mql = window.matchMedia(query);
      mql.addEventListener('change', notify);
      return () => mql.removeEventListener('change', notify);
    },
    () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    // Server rendering: false, except in a build's first-screen prerender, which renders once per
    // viewport and says what the browser at that width would answer (@tajriba/federation first-screen).
    () => (globalThis as { tajribaPrerenderMedia?: (q: string) => boolean }).tajribaPrerenderMedia?.(query) ?? false,
  );
}
