/**
 * A remote's first screens, rendered at build time (Node, never in a browser bundle).
 *
 * The page's largest paint would otherwise wait for the shell, the remote and their strings
 * (~3.5 s on Lighthouse's phone). A remote can declare, for a few static URLs, the page its first
 * render draws (`src/first-screens.tsx`); this renders it with the same components, strings and
 * styles the browser uses — per language, theme and JS breakpoint — into markup the edge paints
 * from the HTML, over the skeleton, until the remote's own render takes its place
 * (infra/web/src/first-screens.ts, the shell's index.html `.tjb-first-screen`). Nothing in it is
 * interactive and no script ships with it: it is a picture of the page's first render.
 *
 * Styles: styled-components' server sheet, every rule prefixed with the layer's class
 * (`namespace`), so the page's own elements never match them, and the design system's reset
 * (GlobalStyle) applies inside the layer as it does on the page.
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ServerStyleSheet, StyleSheetManager, ThemeProvider } from 'styled-components';
import { createTheme, GlobalStyle } from '@tajriba/design-system';
import { dirFor, I18nProvider, loadCatalogues, loadedMessages, mergeMessages, type CatalogueSource, type Locale, type Messages } from '@tajriba/i18n';
import { prefsStore } from '@tajriba/session';
import { markSignedOut } from '@tajriba/session/shell';
import type { ThemeMode } from '@tajriba/contracts/constants';
import { platformCatalogues } from '../messages';
import { RemoteContextProvider } from '../remote-context';
import type { RemoteMountProps } from '../types';

/** The class of the layer the edge paints; every rule of a first screen is scoped under it. */
export const FIRST_SCREEN_CLASS = 'tjb-first-screen';

/** One page a remote pre-renders: what its first render draws at these addresses. */
export interface FirstScreen {
  /**
   * Static addresses (no `:params`) that show exactly this, without a query string but `?lang=`;
   * each must be one of the remote's contract routes.
   */
  paths: readonly string[];
  /** The catalogues the page's subtree merges over the remote's own (its `lazyPage` messages). */
  messages?: readonly CatalogueSource[];
  /** The page as the remote's root renders it, without the providers (this adds them). */
  render: () => ReactElement;
}

/** A JS breakpoint a first render depends on (`useMediaQuery`): rendered once per viewport. */
export interface FirstScreenViewport {
  /** the CSS media query the variant is shown at */
  media: string;
  /** the viewport width it is rendered for; `useMediaQuery` answers for this width */
  width: number;
}

/**
 * Phones and the rest, split where the design system's components change by script (the search
 * bar's summary, 768 px). Anything finer is CSS, which the markup carries.
 */
export const DEFAULT_VIEWPORTS: readonly FirstScreenViewport[] = [
  { media: '(max-width: 767.98px)', width: 412 },
  { media: '(min-width: 768px)', width: 1280 },
];

export interface PrerenderOptions {
  /** the remote's name (mount props) */
  name: string;
  /** the remote's own root catalogue (`createRemoteLifecycles`' `messages`) */
  messages: CatalogueSource | readonly CatalogueSource[];
  screens: readonly FirstScreen[];
  viewports?: readonly FirstScreenViewport[];
}

/** One rendered variant, as `first-screens.json` lists them (see `firstScreensFileSchema` in the edge). */
export interface RenderedFirstScreen {
  path: string;
  locale: Locale;
  theme: ThemeMode;
  /** one `<style>`, then the markup: one block per viewport, each shown only at its media query */
  html: string;
}

const LOCALES: readonly Locale[] = ['en', 'ar'];
const THEMES: readonly ThemeMode[] = ['light', 'dark'];

/**
 * `useMediaQuery` answers from its server snapshot while rendering here: this global, set per
 * viewport, tells it what the browser at that width would (design-system `use-media-query.ts`).
 */
type MediaGlobal = { tajribaPrerenderMedia?: (query: string) => boolean };

/** Whether a simple width query (`min-width`/`max-width` in px, joined by `and`) matches `width`. */
export function widthMatches(query: string, width: number): boolean {
  const parts = query.split(/\band\b/i).map((p) => p.trim());
  return parts.every((part) => {
    const m = /^\(\s*(min|max)-width\s*:\s*([\d.]+)px\s*\)$/i.exec(part);
    if (!m) return false;
    const px = Number(m[2]);
    return m[1]!.toLowerCase() === 'min' ? width >= px : width <= px;
  });
}

/**
 * The markup without what ties it to a live document: ids and the attributes that point at ids
 * (the remote's page renders the same ones beside it), test ids (a test finds the live page's
 * element, one of it), form field names.
 */
export function pictureOnly(markup: string): string {
  return markup.replace(/\s(?:id|for|name|form|data-testid|aria-controls|aria-labelledby|aria-describedby|aria-owns|aria-activedescendant|aria-errormessage|aria-details)="[^"]*"/g, '');
}

/** Mount props for a page no one has signed in to yet (the session is restored by the shell later). */
function mountProps(name: string, locale: Locale, theme: ThemeMode): RemoteMountProps {
  const unused = () => {
    throw new Error('first screens render without the API');
  };
  return { name, locale, dir: dirFor(locale), theme, api: new Proxy({}, { get: () => unused }) } as unknown as RemoteMountProps;
}

async function messagesFor(sources: readonly CatalogueSource[], locale: Locale): Promise<Messages> {
  await loadCatalogues(sources, locale);
  return mergeMessages(...sources.map((s) => loadedMessages(s, locale)));
}

function renderVariant(screen: FirstScreen, path: string, sheet: ServerStyleSheet, o: { name: string; locale: Locale; theme: ThemeMode; messages: Messages; viewport: FirstScreenViewport }): string {
  prefsStore.locale = o.locale;
  prefsStore.theme = o.theme;
  const dir = dirFor(o.locale);
  (globalThis as MediaGlobal).tajribaPrerenderMedia = (query) => widthMatches(query, o.viewport.width);
  try {
    // No retries, no fetching: a query is "pending" as in the browser's first render.
    const client = new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false } } });
    const markup = renderToStaticMarkup(
      <StyleSheetManager sheet={sheet.instance} namespace={`.${FIRST_SCREEN_CLASS}`}>
        <ThemeProvider theme={createTheme(o.theme, dir)}>
          <GlobalStyle />
          <RemoteContextProvider value={mountProps(o.name, o.locale, o.theme)}>
            <I18nProvider locale={o.locale} messages={o.messages}>
              <QueryClientProvider client={client}>
                <MemoryRouter initialEntries={[path]}>{screen.render()}</MemoryRouter>
              </QueryClientProvider>
            </I18nProvider>
          </RemoteContextProvider>
        </ThemeProvider>
      </StyleSheetManager>,
    );
    return pictureOnly(markup);
  } finally {
    delete (globalThis as MediaGlobal).tajribaPrerenderMedia;
  }
}

/** The sheet's rules as CSS (without styled-components' rehydration markers). */
const cssOf = (sheet: ServerStyleSheet) =>
  sheet.instance
    .toString()
    .replace(/\/\*!sc\*\/\n?/g, '')
    .replace(/data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}/g, '');

/** Every declared path × language × theme, each with one block per viewport. */
export async function prerenderFirstScreens(o: PrerenderOptions): Promise<RenderedFirstScreen[]> {
  const own = Array.isArray(o.messages) ? (o.messages as readonly CatalogueSource[]) : [o.messages as CatalogueSource];
  const viewports = o.viewports ?? DEFAULT_VIEWPORTS;
  markSignedOut();
  const out: RenderedFirstScreen[] = [];
  for (const screen of o.screens) {
    for (const locale of LOCALES) {
      const messages = await messagesFor([...platformCatalogues, ...own, ...(screen.messages ?? [])], locale);
      for (const theme of THEMES) {
        for (const path of screen.paths) {
          // Pieces the page loads with `lazyPage` suspend the first time (their import starts then):
          // render until the markup settles, so each variant shows them loaded, as the browser's
          // first render does once the page's chunks are in (they download together).
          let bodies: string[] = [];
          let sheet = new ServerStyleSheet();
          for (let i = 0; i < 5; i++) {
            // One sheet for every viewport: a rule both use is written once.
            const next = new ServerStyleSheet();
            const now = viewports.map((viewport) => renderVariant(screen, path, next, { name: o.name, locale, theme, messages, viewport }));
            sheet.seal();
            sheet = next;
            if (now.join('') === bodies.join('')) break;
            bodies = now;
            await new Promise((r) => setTimeout(r, 20));
          }
          // How the reset renders the live page's text from <html> and <body> (GlobalStyle), on the
          // layer itself: the rules above are scoped inside it. The copy must not lay out a pixel
          // smaller than the live page, or the live copy becomes the page's largest paint again.
          const css = `.${FIRST_SCREEN_CLASS}{-webkit-text-size-adjust:100%;text-size-adjust:100%;-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale}${cssOf(sheet)}`;
          sheet.seal();
          const blocks = bodies.map((body, i) => `<div data-viewport="${i}">${body}</div>`);
          // Each block only at its width (contents: the block itself adds no box).
          const media = viewports.map((v, i) => `.${FIRST_SCREEN_CLASS}>[data-viewport="${i}"]{display:contents}@media not all and ${v.media}{.${FIRST_SCREEN_CLASS}>[data-viewport="${i}"]{display:none}}`).join('');
          out.push({ path, locale, theme, html: `<style>${media}${css}</style>${blocks.join('')}` });
        }
      }
    }
  }
  return out;
}
