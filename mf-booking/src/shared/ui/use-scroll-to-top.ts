import { useEffect } from 'react';

/**
 * Starts a page at its top. The checkout's Pay button sits at the bottom of a long form and the
 * site's router keeps the window's scroll across a client-side navigation, so without this the
 * confirmation (and the invoice after it) opened scrolled to their footers.
 */
export function useScrollToTop(key: string): void {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [key]);
}
