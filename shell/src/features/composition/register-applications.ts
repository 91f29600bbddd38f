import { registerApplication, start, triggerAppChange, getAppNames } from 'single-spa';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@tajriba/api-client';
import type { EventBus } from '@tajriba/event-bus';
import { composeRoutes, findRoute } from '@tajriba/contracts/constants';
import type { RegistryDocument } from '@tajriba/contracts/platform';
import { getPrefs, getSession, subscribeSession } from '@tajriba/session';
import {
  installFallbackPlugin,
  loadRegistry,
  loadRemoteLifecycles,
  registerRegistryRemotes,
  type RemoteMountProps,
} from '@tajriba/federation';
import { decideAccess } from '../../app/access';
import { compositionStore } from './composition-store';
import { menuSource } from '../../shared/menu-source';

export const OUTLET_ID = 'remote-outlet';

export interface PlatformServices {
  queryClient: QueryClient;
  api: ApiClient;
  bus: EventBus;
}

/** Each remote gets its own container inside the outlet, created on first mount. */
export function containerFor(name: string): HTMLElement {
  const id = `single-spa-application:${name}`;
  let el = document.getElementById(id);
  if (!el) {
    el = document.createElement('div');
    el.id = id;
    el.dataset.remote = name;
    (document.getElementById(OUTLET_ID) ?? document.body).appendChild(el);
  }
  return el;
}

/** A remote is active on the routes the document gives it, once its visitor may see them. */
export function isActive(name: string, location: Location | URL): boolean {
  const route = findRoute(compositionStore.routes, location.pathname);
  return !!route && route.remote === name && decideAccess(route.access, getSession()) === 'allow';
}

function registerAll(doc: RegistryDocument, services: PlatformServices): void {
  const known = new Set(getAppNames());
  for (const name of Object.keys(doc.remotes)) {
    if (known.has(name)) continue;
    registerApplication<RemoteMountProps>({
      name,
      app: () => loadRemoteLifecycles(name, 'app') as never,
      activeWhen: (location) => isActive(name, location),
      customProps: () => {
        const prefs = getPrefs();
        return {
          session: getSession(),
          locale: prefs.locale,
          dir: prefs.dir,
          theme: prefs.theme,
          queryClient: services.queryClient,
          bus: services.bus,
          api: services.api,
          env: doc.env,
          // Another remote's parcel (ParcelSlot) loads through this runtime, which knows them all.
          loadModule: (remote: string, module: string) => loadRemoteLifecycles(remote, module),
          domElementGetter: () => containerFor(name),
        } as unknown as RemoteMountProps;
      },
    });
  }
}

let started = false;

/**
 * Registry → MF runtime → single-spa. Safe to call again after a failure (the retry of the
 * "couldn't reach the configuration" panel).
 */
export async function composeRemotes(services: PlatformServices): Promise<void> {
  installFallbackPlugin();
  compositionStore.status = 'loading';
  try {
    const { effective } = await loadRegistry();
    registerRegistryRemotes(effective);
    // Routes before applications: single-spa asks isActive as soon as one is registered.
    compositionStore.routes = composeRoutes(effective);
    // The menus' links (each remote's contract may add some): src/shared/menu-links.ts.
    menuSource.remotes = effective.remotes;
    registerAll(effective, services);
    compositionStore.remotes = Object.keys(effective.remotes);
    compositionStore.env = effective.env;
    compositionStore.status = 'ready';
  } catch (e) {
    console.error('registry unavailable', e);
    compositionStore.status = 'failed';
    return;
  }
  if (!started) {
    started = true;
    // Guards depend on the session: re-evaluate which remote is active when it changes.
    subscribeSession(() => void triggerAppChange());
    start({ urlRerouteOnly: true });
  } else {
    void triggerAppChange();
  }
}
