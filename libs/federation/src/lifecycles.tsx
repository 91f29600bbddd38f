import { useMemo, type ComponentType } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { BrowserRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider, dirFor, mergeMessages, pickMessages } from '@tajriba/i18n';
import { DesignSystemRoot, designSystemMessages } from '@tajriba/design-system';
import { getPrefs, usePrefs } from '@tajriba/session';
import { federationMessages } from './messages';
import { RemoteErrorBoundary } from './error-boundary';
import { RemoteContextProvider } from './remote-context';
import type { LifeCycles, RemoteMountProps } from './types';
import { isLazy, storeFor, useCatalogue, type RemoteCatalogues } from './catalogues';
import { CatalogueGateProvider } from './complete-catalogue';

export interface RemoteLifecyclesOptions<P extends RemoteMountProps = RemoteMountProps> {
  /** the remote's root component; it renders its own <Routes> */
  App: ComponentType<P>;
  /**
   * the remote's own catalogues (common + federation strings are merged underneath), or one
   * loader per language (`{ en: () => import('./i18n/en.json'), … }`): then only the current
   * language is downloaded before the first render, the other one when the user switches; or
   * two loaders per language (`{ first: {…}, rest: {…} }`, parts cut by the loader): the mount
   * waits for `first` only, `rest` follows right after, and `<CompleteCatalogue>` holds the
   * routes that need it.
   */
  messages: RemoteCatalogues;
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
  const { locale, own } = useCatalogue(options.messages, prefs.locale);
  const dir = locale === prefs.locale ? prefs.dir : dirFor(locale);
  const messages = useMemo(
    () => mergeMessages(pickMessages(locale, designSystemMessages), pickMessages(locale, federationMessages), own),
    [locale, own],
  );
  const client = props.queryClient ?? fallbackClient;
  const { App } = options;
  const app = <App {...props} />;
  return (
    <RemoteContextProvider value={props}>
      <I18nProvider locale={locale} messages={messages}>
        <CatalogueGateProvider messages={options.messages} locale={locale}>
          <DesignSystemRoot mode={prefs.theme} dir={dir}>
            <RemoteErrorBoundary name={options.name}>
              <QueryClientProvider client={client}>{options.router === false ? app : <BrowserRouter>{app}</BrowserRouter>}</QueryClientProvider>
            </RemoteErrorBoundary>
          </DesignSystemRoot>
        </CatalogueGateProvider>
      </I18nProvider>
    </RemoteContextProvider>
  );
}

/** single-spa lifecycles for a remote's `./app` expose. */
export function createRemoteLifecycles<P extends RemoteMountProps = RemoteMountProps>(options: RemoteLifecyclesOptions<P>): LifeCycles<P> {
  function Root(props: P) {
    return <RemoteProviders options={options} props={props} />;
  }
  Root.displayName = `RemoteRoot(${options.name})`;
  // Lazy catalogues: start fetching the current language now, and mount only once it is here
  // (a first render without strings would flash message ids). For a split catalogue that is the
  // first part only; the rest starts after the first render (useCatalogue).
  const catalogues = isLazy(options.messages) ? storeFor(options.messages) : null;
  if (catalogues) catalogues.loadFirst(getPrefs().locale).catch(() => undefined);
  const lc = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root as never,
    // Our own boundary sits inside the providers (so it is localised and themed); this one only
    // catches a failure of the providers themselves.
    errorBoundary: () => <div role="alert" data-testid="remote-fatal" />,
  });
  if (!catalogues) return lc as unknown as LifeCycles<P>;
  const lifecycles = lc as unknown as LifeCycles<P>;
  return {
    ...lifecycles,
    mount: async (props: P) => {
      await catalogues.loadFirst(getPrefs().locale);
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
