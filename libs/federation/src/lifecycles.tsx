import { useMemo, type ComponentType } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { BrowserRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider, mergeMessages, pickMessages, type Catalogues } from '@tajriba/i18n';
import { DesignSystemRoot, designSystemMessages } from '@tajriba/design-system';
import { usePrefs } from '@tajriba/session';
import { federationMessages } from './messages';
import { RemoteErrorBoundary } from './error-boundary';
import { RemoteContextProvider } from './remote-context';
import type { LifeCycles, RemoteMountProps } from './types';

export interface RemoteLifecyclesOptions<P extends RemoteMountProps = RemoteMountProps> {
  /** the remote's root component; it renders its own <Routes> */
  App: ComponentType<P>;
  /** the remote's own catalogues (common + federation strings are merged underneath) */
  messages: Catalogues;
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
  const messages = useMemo(
    () => mergeMessages(
        pickMessages(prefs.locale, designSystemMessages),
        pickMessages(prefs.locale, federationMessages),
        pickMessages(prefs.locale, options.messages),
      ),
    [prefs.locale, options.messages],
  );
  const client = props.queryClient ?? fallbackClient;
  const { App } = options;
  const app = <App {...props} />;
  return (
    <RemoteContextProvider value={props}>
      <I18nProvider locale={prefs.locale} messages={messages}>
        <DesignSystemRoot mode={prefs.theme} dir={prefs.dir}>
          <RemoteErrorBoundary name={options.name}>
            <QueryClientProvider client={client}>{options.router === false ? app : <BrowserRouter>{app}</BrowserRouter>}</QueryClientProvider>
          </RemoteErrorBoundary>
        </DesignSystemRoot>
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
  const lc = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Root as never,
    // Our own boundary sits inside the providers (so it is localised and themed); this one only
    // catches a failure of the providers themselves.
    errorBoundary: () => <div role="alert" data-testid="remote-fatal" />,
  });
  return lc as unknown as LifeCycles<P>;
}

/**
 * A parcel: a dialog-like piece another area mounts (`mountParcel`), e.g. identity
 * verification. Same providers, no router (the host area owns the URL); `P` carries the
 * parcel's own props such as `onClose`.
 */
export function createRemoteParcel<P extends RemoteMountProps = RemoteMountProps>(options: Omit<RemoteLifecyclesOptions<P>, 'router'>): LifeCycles<P> {
  return createRemoteLifecycles({ ...options, router: false });
}
