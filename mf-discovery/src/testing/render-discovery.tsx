/**
 * Test rendering: the kit's `renderRemote` (the shell's providers: i18n with this remote's
 * catalogues, design-system root with toasts, error boundary, QueryClient, a memory router at
 * `route`, the session, a fake API typed from the contracts and a real event bus), plus what this
 * remote's root adds: the per-mount favourites store and the wishlist dialog. `location` shows the
 * current address for URL assertions.
 */
import type { ReactElement, ReactNode } from 'react';
import type { Catalogues } from '@tajriba/i18n';
import type { FakeApi } from '@tajriba/api-client/testing';
import type { EventBus } from '@tajriba/event-bus';
import { LocationProbe, renderRemote } from '@tajriba/testing';
import { discoveryMessages } from './messages';
import { FavouritesStoreProvider } from '../shared/favourites/favourites-store';
import { WishlistPicker } from '../shared/favourites/wishlist-picker';

export interface RenderDiscoveryOptions {
  api?: FakeApi;
  bus?: EventBus;
  locale?: 'en' | 'ar';
  route?: string;
  /** route pattern the element is mounted at (for useParams) */
  path?: string;
  signedIn?: boolean;
  /** the remote's own catalogues (default: all of them; e.g. only the part home loads first) */
  messages?: Catalogues;
  /** false leaves the wishlist dialog out (the app loads it, with the rest of the catalogue, on first use) */
  wishlistPicker?: boolean;
}

export function renderDiscovery(ui: ReactElement, opts: RenderDiscoveryOptions = {}) {
  const Root = ({ children }: { children: ReactNode }) => (
    <FavouritesStoreProvider>
      {children}
      <LocationProbe />
      {opts.wishlistPicker === false ? null : <WishlistPicker />}
    </FavouritesStoreProvider>
  );
  return renderRemote(ui, {
    name: 'mf-discovery',
    messages: opts.messages ?? discoveryMessages,
    route: opts.route,
    path: opts.path,
    locale: opts.locale,
    user: opts.signedIn,
    api: opts.api,
    bus: opts.bus,
    wrapper: Root,
  });
}
