import { LazyBoundary, lazyWithRetry, type PageMeta as PageMetaProps } from '@tajriba/design-system';

// The title and description are set just after the first paint, from a chunk of their own: the
// first render (home) stays within its JS budget, and nobody reads a tab's title in that time.
const Meta = lazyWithRetry(() => import('./page-meta-effect').then((m) => ({ default: m.PageMetaEffect })));

/** `usePageMeta` for first-render pages (home); pages that load on demand call the hook. */
export function PageMeta(props: PageMetaProps) {
  // A chunk that fails to load leaves the previous title: never an error panel for it.
  return (
    <LazyBoundary fallback={null} renderError={() => null}>
      <Meta {...props} />
    </LazyBoundary>
  );
}
