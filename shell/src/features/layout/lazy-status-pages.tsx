import { lazy, Suspense, type ComponentProps } from 'react';
import { PageLoading } from '../../shared/page-loading';

/*
 * The 404 and 403 pages are rarely seen: they load when one is first shown, not with the
 * header. Same props as the pages in status-pages.tsx.
 */
const load = () => import('./status-pages');
const LazyNotFoundPage = lazy(() => load().then((m) => ({ default: m.NotFoundPage })));
const LazyForbiddenPage = lazy(() => load().then((m) => ({ default: m.ForbiddenPage })));

export function NotFoundPage() {
  return (
    <Suspense fallback={<PageLoading />}>
      <LazyNotFoundPage />
    </Suspense>
  );
}

export function ForbiddenPage(props: ComponentProps<typeof LazyForbiddenPage>) {
  return (
    <Suspense fallback={<PageLoading />}>
      <LazyForbiddenPage {...props} />
    </Suspense>
  );
}
