/**
 * `lazyPage`: a route page (or a big piece of one, such as a map) that loads on demand, with its
 * strings, and that a failed download does not break for good.
 *
 * Bare `React.lazy` keeps a rejected import forever: Retry re-renders the same rejected promise
 * until the page is reloaded. `lazyPage` builds on `lazyWithRetry` (the core's: Retry calls the
 * import anew, for every failed piece on the page) and `LazyBoundary` (the message with Retry in
 * the page's place), and loads the feature's own catalogue (`features/<f>/i18n/<locale>.json`)
 * beside the chunk, in the same attempt: the page renders once both are here, never with message
 * ids, and a Retry downloads whichever of the two failed.
 *
 * In the root entry, not the core: it is bundled (tree-shaken) into what uses it, so it costs the
 * first render of `/` nothing.
 */
import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { styled } from 'styled-components';
import { LazyBoundary, lazyWithRetry, Spinner, type LazyWithRetry } from '@tajriba/design-system/core';
import { useLocale, type LazyCatalogues, type Locale } from '@tajriba/i18n';
import { FeatureMessages, loadFeatureMessages } from '@tajriba/i18n/feature';

const Area = styled.div`
  display: grid;
  place-items: center;
  min-block-size: 50vh;
`;

/**
 * The default: a page-sized area with a spinner (and the failure message in the same area).
 * `data-page-loading`: a route page still downloading; the route budget (bench:web) counts until
 * it is gone.
 */
export function PageLoading() {
  return (
    <Area aria-busy="true" data-page-loading="">
      <Spinner size={28} />
    </Area>
  );
}

/** Before anything rendered (a preload on hover): the page's language, as the shell set it on <html>. */
function documentLocale(): Locale {
  return typeof document !== 'undefined' && document.documentElement.lang.startsWith('ar') ? 'ar' : 'en';
}

/**
 * `lazyWithRetry` for a piece with strings of its own, for pieces that sit in a boundary of their
 * own (a menu's rows, a dialog's body): the chunk and the feature's catalogue in one attempt (Retry
 * downloads whichever failed), the catalogue merged over the messages in scope for the piece, in
 * the language the piece is shown in. Render it inside a `LazyBoundary`, like `lazyWithRetry`.
 */
// oxlint-disable-next-line typescript/no-explicit-any -- any component, as React.lazy accepts
export function lazyWithMessages<T extends ComponentType<any>>(load: () => Promise<{ default: T }>, messages: LazyCatalogues | readonly LazyCatalogues[]): LazyWithRetry<ComponentProps<T>> {
  // Several: strings two features share (shared/<x>/i18n/), then the feature's own (later ones win).
  const catalogues: readonly LazyCatalogues[] = Array.isArray(messages) ? messages : [messages as LazyCatalogues];
  // The language the piece is shown in, as last rendered: the import's attempt (started by the
  // first render of `Piece`, just after `Shown` set it) loads the catalogue in that language.
  // FeatureMessages loads another one itself if the language changed since.
  let locale: Locale | undefined;
  const Piece = lazyWithRetry((): Promise<{ default: ComponentType<ComponentProps<T>> }> =>
    // One attempt for both: the piece suspends once, and Retry re-runs whichever download failed.
    Promise.all([load(), ...catalogues.map((c) => loadFeatureMessages(c, locale ?? documentLocale()))]).then(([{ default: Loaded }]) => {
      const WithMessages = (props: ComponentProps<T>) =>
        catalogues.reduceRight<ReactNode>((children, catalogue) => <FeatureMessages catalogue={catalogue}>{children}</FeatureMessages>, <Loaded {...props} />);
      return { default: WithMessages };
    }),
  );
  const Shown = (props: ComponentProps<T>) => {
    // Idempotent (the same value for every render in a language) and read only by the import's
    // attempt, never by rendering: a hint for which language to download with the chunk.
    // oxlint-disable-next-line react/globals
    locale = useLocale().locale;
    return <Piece {...props} />;
  };
  Shown.preload = Piece.preload;
  return Shown;
}

export interface LazyPageOptions {
  /**
   * The feature's catalogue, one loader per language (`{ en: () => import('./i18n/en.json'),
   * ar: () => import('./i18n/ar.json') }`): loaded with the chunk, merged over the messages in
   * scope for the page's subtree. Leave it out for pieces without strings of their own (a map).
   */
  messages?: LazyCatalogues | readonly LazyCatalogues[];
  /** Shown while the chunk loads, sized like what replaces it (no layout shift): a page-sized spinner by default. */
  fallback?: ReactNode;
  /** Frames the failure message ("This part didn't load." and Retry); the page-sized area by default. */
  renderError?: (message: ReactNode) => ReactNode;
  /** For React DevTools and error reports. */
  name?: string;
}

export type LazyPageComponent<P> = ((props: P) => ReactNode) & {
  /** Starts downloading the chunk and the catalogue (hover, focus, a likely next page). */
  preload: () => void;
  displayName?: string;
};

/**
 * A page component that loads `load()`'s module and the feature's catalogue on first render.
 * `load` is what `React.lazy` takes: `() => import('./search-page')` for a default export, or
 * `() => import('./search-page').then((m) => ({ default: m.SearchPage }))`.
 */
// oxlint-disable-next-line typescript/no-explicit-any -- any component, as React.lazy accepts
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>, options: LazyPageOptions = {}): LazyPageComponent<ComponentProps<T>> {
  const { messages, fallback = <PageLoading />, renderError = (message: ReactNode) => <Area>{message}</Area>, name } = options;
  const Piece = messages ? lazyWithMessages(load, messages) : lazyWithRetry(load);
  function Page(props: ComponentProps<T>) {
    return (
      <LazyBoundary fallback={fallback} renderError={renderError}>
        <Piece {...props} />
      </LazyBoundary>
    );
  }
  Page.displayName = name ?? 'LazyPage';
  Page.preload = Piece.preload;
  return Page;
}
