import type { ComponentProps } from 'react';
import { lazyWithRetry } from '@tajriba/design-system';
import { LazyPage } from '../../shared/page-loading';

/*
 * The 404 and 403 pages are rarely seen: they load when one is first shown, not with the
 * header. Same props as the pages in status-pages.tsx.
 */
const load = () => import('./status-pages');
const LazyNotFoundPage = lazyWithRetry(() => load().then((m) => ({ default: m.NotFoundPage })));
const LazyForbiddenPage = lazyWithRetry(() => load().then((m) => ({ default: m.ForbiddenPage })));

export function NotFoundPage() {
  return (
    <LazyPage>
      <LazyNotFoundPage />
    </LazyPage>
  );
}

export function ForbiddenPage(props: ComponentProps<typeof LazyForbiddenPage>) {
  return (
    <LazyPage>
      <LazyForbiddenPage {...props} />
    </LazyPage>
  );
}
