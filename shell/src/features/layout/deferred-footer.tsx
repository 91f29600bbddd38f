import { useEffect, useState } from 'react';
import { LazyBoundary, lazyWithMessages } from '@tajriba/design-system';
import { siteLinksCatalogue } from '../../shared/i18n/catalogue';
import { layoutCatalogue } from './i18n/catalogue';

// With its strings: the page and policy names, and its own (i18n/).
const LazyFooter = lazyWithMessages(() => import('./footer').then((m) => ({ default: m.Footer })), [siteLinksCatalogue, layoutCatalogue]);

/** Runs `task` once the page has loaded and the browser is idle. */
export function afterLoadIdle(task: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (!cancelled) task();
  };
  const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 500));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
  };
}

/**
 * The footer sits below the main area, which is at least the viewport high: nobody sees it before
 * scrolling, so its code (and the policy list) loads once the page has loaded and the browser is
 * idle, off the route's JS budget. Appearing below the fold moves nothing on screen.
 */
export function DeferredFooter() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => afterLoadIdle(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <LazyBoundary>
      <LazyFooter />
    </LazyBoundary>
  );
}
