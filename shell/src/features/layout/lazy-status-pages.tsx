import type { ComponentProps } from 'react';
import { lazyWithMessages } from '@tajriba/design-system';
import { LazyPage } from '../../shared/page-loading';
import { layoutCatalogue } from './i18n/catalogue';

/*
 * The 404 and 403 pages are rarely seen: they load when one is first shown, not with the
 * header, with their strings (i18n/). Same props as the pages in status-pages.tsx.
 */
const load = () => import('./status-pages');
const LazyNotFoundPage = lazyWithMessages(() => load().then((m) => ({ default: m.NotFoundPage })), layoutCatalogue);
const LazyForbiddenPage = lazyWithMessages(() => load().then((m) => ({ default: m.ForbiddenPage })), layoutCatalogue);

/** `notAvailable`: the route exists but its area is not deployed here (one lazy page, two texts). */
export function NotFoundPage(props: ComponentProps<typeof LazyNotFoundPage>) {
  return (
    <LazyPage>
      <LazyNotFoundPage {...props} />
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
