import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@tajriba/api-client';
import type { EventBus } from '@tajriba/event-bus';
import type { Locale, ThemeMode } from '@tajriba/contracts/constants';
import type { ReadonlySession } from '@tajriba/session';

/**
 * What the shell hands every remote through single-spa custom props. Values here are the state
 * at mount time; live changes arrive through the shared `@tajriba/session` stores (useSession,
 * usePrefs), which are the same proxies in every remote because the package is an MF singleton.
 */
export interface RemoteContextProps {
  /** read-only session snapshot at mount; use `useSession()` for live values */
  session: ReadonlySession;
  locale: Locale;
  dir: 'ltr' | 'rtl';
  theme: ThemeMode;
  queryClient: QueryClient;
  bus: EventBus;
  api: ApiClient;
  /** the registry environment the page runs (production, staging, dev) */
  env: string;
  /**
   * Loads `<remote>/<module>` through the page's Module Federation runtime (the shell's, which
   * knows every remote of the environment). `ParcelSlot` uses it; absent outside the shell.
   */
  loadModule?: (remote: string, module: string) => Promise<LifeCycles>;
}

/** single-spa's own props plus ours. */
export interface RemoteMountProps extends RemoteContextProps {
  name: string;
  domElementGetter?: () => HTMLElement;
  domElement?: HTMLElement;
  singleSpa?: unknown;
  mountParcel?: (config: unknown, props: Record<string, unknown>) => unknown;
}

export interface LifeCycles<P = RemoteMountProps> {
  bootstrap: (props: P) => Promise<unknown>;
  mount: (props: P) => Promise<unknown>;
  unmount: (props: P) => Promise<unknown>;
  update?: (props: P) => Promise<unknown>;
}
