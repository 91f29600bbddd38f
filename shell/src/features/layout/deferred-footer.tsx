import { useEffect, useState } from 'react';
import { LazyBoundary, lazyWithMessages } from '@tajriba/design-system';
import { siteLinksCatalogue } from '../../shared/i18n/catalogue';
import { layoutCatalogue } from './i18n/catalogue';
import { afterLoadIdle } from '../../shared/after-load-idle';

// With its strings: the page and policy names, and its own (i18n/).
const LazyFooter = lazyWithMessages(() => import('./footer').then((m) => ({ default: m.Footer })), [siteLinksCatalogue, layoutCatalogue]);

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
