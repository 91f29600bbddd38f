import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { LazyBoundary, lazyWithRetry } from '@tajriba/design-system';
import { useTopHosts } from '../api/get-top-hosts';
import { TopHostsSkeleton } from './top-hosts-skeleton';

// The rail sits below the popular and category rails, so its code (host cards, avatars) is not
// part of the first render: it is asked for once the home has been painted (a lazy component
// rendered at once would start its download during the first render; an effect alone is not
// enough, a synchronous mount flushes effects before the browser paints), and downloads while
// the request for its data is in flight.
const TopHosts = lazyWithRetry(() => import('./top-hosts').then((m) => ({ default: m.TopHosts })));

export function TopHostsSection() {
  const intl = useIntl();
  // Start the request now, not when the code has arrived; TopHosts reads the same query.
  useTopHosts();
  const [afterFirstRender, setAfterFirstRender] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setAfterFirstRender(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer) clearTimeout(timer);
    };
  }, []);
  const skeleton = <TopHostsSkeleton title={intl.formatMessage({ id: 'discovery.home.topHosts' })} />;
  if (!afterFirstRender) return skeleton;
  return (
    <LazyBoundary fallback={skeleton}>
      <TopHosts />
    </LazyBoundary>
  );
}
