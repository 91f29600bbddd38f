/**
 * A remote (or one of its pieces) rendered as the shell mounts it: `RemoteProviders` — react-intl
 * with the platform's and the remote's catalogues in the chosen language, the design-system root
 * (theme, direction, toasts), the remote's error boundary, a QueryClient — with the mount props
 * the shell hands over (session, locale, direction, theme, event bus, API client), a memory router
 * at `route`, and the session signed in as `user` or signed out.
 */
import { useLayoutEffect, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@tajriba/contracts/account';
import type { Locale, ThemeMode } from '@tajriba/contracts/constants';
import type { CatalogueSource } from '@tajriba/i18n';
import { createFakeApi, type FakeApi } from '@tajriba/api-client/testing';
import { createEventBus, type EventBus } from '@tajriba/event-bus';
import { RemoteProviders, type RemoteMountProps } from '@tajriba/federation';
import { getSession } from '@tajriba/session';
import { applyTokenResponse } from '@tajriba/session/shell';
import { makeUser } from '@tajriba/contracts/testing';
import { resetShellState } from './reset-shell-state';

export interface RenderRemoteOptions {
  /** the remote's name (mount props, error boundary, logs) */
  name: string;
  /** the remote's own catalogues (eager `{ en, ar }` or loaders); the platform's are merged underneath */
  messages: CatalogueSource;
  /** the address the memory router starts at (default `/`) */
  route?: string;
  /** the route pattern `ui` is mounted at, for `useParams` (default: every path, `*`) */
  path?: string;
  locale?: Locale;
  theme?: ThemeMode;
  /** signed in as this user (`true`: `makeUser()`); signed out by default */
  user?: UserInfo | boolean;
  /** a fake API typed from the contracts (default: an empty `createFakeApi()`, which answers 404) */
  api?: FakeApi;
  bus?: EventBus;
  /** providers the remote's own root adds around its routes (per-mount stores) */
  wrapper?: ComponentType<{ children: ReactNode }>;
  /** more mount props */
  props?: Partial<RemoteMountProps>;
}

export interface RenderedRemote extends RenderResult {
  api: FakeApi;
  bus: EventBus;
  queryClient: QueryClient;
  /** the memory router's current address (`pathname` + `search`) */
  location: () => string;
}

/** Shows the memory router's address (`data-testid="location"`) for URL assertions. */
export function LocationProbe() {
  const l = useLocation();
  return <output data-testid="location">{`${l.pathname}${l.search}`}</output>;
}

/**
 * Renders `ui` — the remote's `<App />` (it has its own `<Routes>`), or one page or widget mounted
 * at `path` — inside the shell's providers. Shell state is reset first (`resetShellState`), so
 * each call starts from a clean page.
 */
export function renderRemote(ui: ReactElement, options: RenderRemoteOptions): RenderedRemote {
  const { name, messages, route = '/', path = '*', locale = 'en', theme = 'light', wrapper: Wrapper } = options;
  const api = options.api ?? createFakeApi();
  const bus = options.bus ?? createEventBus();
  resetShellState({ locale, theme });
  const user = options.user === true ? makeUser() : options.user || null;
  if (user) applyTokenResponse({ accessToken: 'test', expiresIn: 3600, tokenType: 'Bearer', user });
  // No retries (a failure shows at once) and no garbage collection mid-test.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
  const props = {
    name,
    session: getSession(),
    locale,
    dir: locale === 'ar' ? 'rtl' : 'ltr',
    theme,
    queryClient,
    bus,
    api,
    env: 'test',
    ...options.props,
  } as unknown as RemoteMountProps;
  const address = { current: route };
  function Address() {
    const l = useLocation();
    useLayoutEffect(() => {
      address.current = `${l.pathname}${l.search}`;
    });
    return null;
  }
  const routed = (
    <Routes>
      <Route path={path} element={ui} />
    </Routes>
  );
  const App = () => (
    <MemoryRouter initialEntries={[route]}>
      {Wrapper ? <Wrapper>{routed}</Wrapper> : routed}
      <Address />
    </MemoryRouter>
  );
  const result = render(<RemoteProviders options={{ App, messages, name, router: false }} props={props} />);
  return { ...result, api, bus, queryClient, location: () => address.current };
}
