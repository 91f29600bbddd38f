import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { LazyBoundary, Spinner } from '@tajriba/design-system';

const Area = styled.div`
  display: grid;
  place-items: center;
  min-block-size: 50vh;
`;

/**
 * What the main area shows while a lazily loaded page's code arrives. `data-page-loading` marks a
 * page-level loading state: the route budget counts what loads until it is gone
 * (e2e/support/first-render.ts).
 */
export function PageLoading() {
  return (
    <Area data-page-loading="">
      <Spinner size={32} />
    </Area>
  );
}

/**
 * A page that loads on first use (`lazyWithRetry`): the spinner while its code arrives and, if
 * the download fails, "This part didn't load." with Retry in the same area — the header, the
 * footer and the navigation keep working.
 */
export function LazyPage({ children }: { children: ReactNode }) {
  return (
    <LazyBoundary fallback={<PageLoading />} renderError={(message) => <Area>{message}</Area>}>
      {children}
    </LazyBoundary>
  );
}
