import { useMemo, type ComponentType } from 'react';
import { BrowserRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider, dirFor, loadCatalogues, useCatalogues, type CatalogueSource } from '@tajriba/i18n';
import { DesignSystemRoot } from '@tajriba/design-system';
import { getPrefs, usePrefs } from '@tajriba/session';
import { platformCatalogues } from './messages';
import { RemoteErrorBoundary } from './error-boundary';
import { RemoteContextProvider } from './remote-context';
import { reactLifecycles } from './react-lifecycles';
import type { LifeCycles, RemoteMountProps } from './types';

export interface RemoteLifecyclesOptions<P extends RemoteMountProps = RemoteMountProps> {
  /** the remote's root component; it renders its own <Routes> */
  App: ComponentType<P>;
  /**
   * the remote's own catalogues (the platform's — common, design system, federation — are merged
   * underneath), preferably one loader per language (`{ en: () => import('./i18n/en.json'), … }`):
   * then only the current language is downloaded before the first render, the other one when the
   * user switches. Either way the first mount waits for the current language of every catalogue.
   * Pages that load on demand bring their own strings (`lazyPage`, design system). A list also
   * counts a shared catalogue the first render needs that other roots load later, e.g.
   * `[formCatalogues, own]` for a root whose first render can show a form's errors.
   */
  messages: CatalogueSource | readonly CatalogueSource[];
  /** remote name, for logs */
  name: string;
  /** false for parcels: they render inside another area and must not own the URL */
  router?: boolean;
}

// Only for harnesses or tests that mount without the shell's client.
const fallbackClient = new QueryClient();

/**
 * Providers every remote needs, in one place: the live locale/theme (valtio stores shared with
 * the shell, so switching language re-renders every remote), react-intl with the remote's
 * catalogue, the design-system root (theme + RTL), an error boundary, the shell's QueryClient,
 * and a router over the real URL.
 */
export function RemoteProviders<P extends RemoteMountProps>({ options, props }: { options: RemoteLifecyclesOptions<P>; props: P }) {
  const prefs = usePrefs();
  const own = options.messages;
  const sources = useMemo(() => sourcesOf(own), [own]);
  const { locale, messages } = useCatalogues(sources, prefs.locale);
  const dir = locale === prefs.locale ? prefs.dir : dirFor(locale);
  const client = props.queryClient ?? fallbackClient;
  const { App } = options;
  const app = <App {...props} />;
  return (
    <RemoteContextProvider value={props}>
      <I18nProvider locale={locale} messages={messages}>
        <DesignSystemRoot mode={prefs.theme} dir={dir}>
            <RemoteErrorBoundary name={options.name}>
              <QueryClientProvider client={client}>{options.router === false ? app : <BrowserRouter>{app}</BrowserRouter>}</QueryClientProvider>
            </RemoteErrorBoundary>
          </DesignSystemRoot>
      </I18nProvider>
    </RemoteContextProvider>
  );
}

/** Everything a remote's root merges: the platform's catalogues, then the remote's own. */
const isList = (own: CatalogueSource | readonly CatalogueSource[]): own is readonly CatalogueSource[] => Array.isArray(own);
const sourcesOf = (own: CatalogueSource | readonly CatalogueSource[]): readonly CatalogueSource[] => [...platformCatalogues, ...(isList(own) ? own : [own])];

/** single-spa lifecycles for a remote's `./app` expose. */
export function createRemoteLifecycles<P extends RemoteMountProps = RemoteMountProps>(options: RemoteLifecyclesOptions<P>): LifeCycles<P> {
  function Root(props: P) {
    return <RemoteProviders options={options} props={props} />;
  }
  Root.displayName = `RemoteRoot(${options.name})`;
  // Start fetching the current language of every catalogue now, and mount only once it is here
  // (a first render without strings would flash message ids). The shared libraries' are usually
  // here already (the shell waited for them); the remote's own and its federation layer's are one
  // request.
  const sources = sourcesOf(options.messages);
  loadCatalogues(sources, getPrefs().locale).catch(() => undefined);
  const lifecycles = reactLifecycles<P>({
    rootComponent: Root,
    // Our own boundary sits inside the providers (so it is localised and themed); this one only
    // catches a failure of the providers themselves.
    fatal: <div role="alert" data-testid="remote-fatal" />,
  });
  return {
    ...lifecycles,
    mount: async (props: P) => {
      const locale = getPrefs().locale;
      // Once more if the load above failed: the edge preloads the remote's catalogue chunk from the
      // HTML, and a preload that failed (the remote was down when the page loaded, Retry brought it
      // back) fails its first use at once without a request — Chromium hands the failed preload to
      // the first script element of that URL. The next attempt goes to the network (@tajriba/i18n
      // forgets a failed language).
      await loadCatalogues(sources, locale).catch(() => loadCatalogues(sources, locale));
      return lifecycles.mount(props);
    },
  };
}

/**
 * A parcel: a dialog-like piece another area mounts (`mountParcel`), e.g. identity
 * verification. Same providers, no router (the host area owns the URL); `P` carries the
 * parcel's own props such as `onClose`.
 */
export function createRemoteParcel<P extends RemoteMountProps = RemoteMountProps>(options: Omit<RemoteLifecyclesOptions<P>, 'router'>): LifeCycles<P> {
  return createRemoteLifecycles({ ...options, router: false });
}
