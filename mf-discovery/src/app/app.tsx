import { Suspense, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { lazyPage, PageLoading } from '@tajriba/design-system';
import { ContractRoutes, RemoteErrorBoundary, useRemote } from '@tajriba/federation';
import { useSession } from '@tajriba/session';
import { FavouritesStoreProvider, useFavouritesActions } from '../shared/favourites/favourites-store';
import { hasPendingFavourite } from '../shared/favourites/pending-favourite';
import { useSnapshot } from 'valtio/react';
import { HomePage } from '../features/home/home-page';
import { useFavouritesStore } from '../shared/favourites/favourites-store';
import { searchCatalogue } from '../features/search/i18n/catalogue';
import { experienceDetailCatalogue } from '../features/experience-detail/i18n/catalogue';
import { hostProfileCatalogue } from '../features/host-profile/i18n/catalogue';
import { wishlistCatalogue } from '../shared/favourites/i18n/catalogue';
import { sharedPagesCatalogue } from '../shared/i18n/catalogue';
import { routes } from '../../contract';

// Only home ships in the first chunk (the JS budget is measured on `/`); every other page, and
// the wishlist dialog, load on demand with their own strings (lazyPage: the chunk and the
// feature's catalogue in one attempt, and Retry really downloads again after a failure).
const SearchPage = lazyPage(
  () => {
    // The map view's own chunk (the preview) downloads beside the page's, not after it renders.
    if (/\/map\/?$/.test(window.location.pathname)) void import('../features/search/map/results-map').catch(() => undefined);
    return import('../features/search/search-page').then((m) => ({ default: m.SearchPage }));
  },
  {
    messages: [sharedPagesCatalogue, searchCatalogue],
    name: 'SearchPage',
  },
);
const ExperienceDetailPage = lazyPage(() => import('../features/experience-detail/experience-detail-page'), {
  messages: [sharedPagesCatalogue, experienceDetailCatalogue],
  name: 'ExperienceDetailPage',
});
const HostProfilePage = lazyPage(() => import('../features/host-profile/host-profile-page'), {
  messages: [sharedPagesCatalogue, hostProfileCatalogue],
  name: 'HostProfilePage',
});
// A dialog: nothing to show while it loads, and a failure shows its message in place of the dialog.
const WishlistPicker = lazyPage(() => import('../shared/favourites/wishlist-picker').then((m) => ({ default: m.WishlistPicker })), {
  messages: wishlistCatalogue,
  fallback: null,
  renderError: (message) => message,
  name: 'WishlistPicker',
});

/**
 * Cards carry the signed-in user's favourite ids: when the user changes (login, logout, role
 * switch) cached lists are refetched and local heart overrides are dropped.
 */
export function SessionSync() {
  const session = useSession();
  const client = useQueryClient();
  const favourites = useFavouritesActions();
  const userId = session.user?.id ?? 0;
  const known = session.status !== 'unknown';
  // null until the session is first known: the answer to "who is this?" is not a change of user
  // (queries are keyed by user and waited for it), so nothing is refetched then.
  const previous = useRef<number | null>(known ? userId : null);
  useEffect(() => {
    if (!known) return;
    if (previous.current === null) {
      previous.current = userId;
      return;
    }
    if (previous.current === userId) return;
    previous.current = userId;
    favourites.reset();
    void client.invalidateQueries({ queryKey: ['discovery'] });
  }, [known, userId, client, favourites]);
  // After the reset above (effects run in order): a heart tapped before signing in is saved now.
  const { api, bus } = useRemote();
  useEffect(() => {
    if (!userId || !hasPendingFavourite()) return;
    import('../shared/favourites/complete-pending-favourite')
      .then((m) => m.completePendingFavourite({ api, bus, actions: favourites, refresh: () => void client.invalidateQueries({ queryKey: ['discovery'] }) }))
      // Its chunk did not download: the person taps the heart again (nothing is lost).
      .catch(() => undefined);
  }, [userId, api, bus, favourites, client]);
  return null;
}

function LazyWishlistPicker() {
  const { picker } = useSnapshot(useFavouritesStore());
  const [used, setUsed] = useState(false);
  if (picker && !used) setUsed(true);
  // Mounted from the first use on, so its closing animation and state behave as usual.
  return used ? <WishlistPicker /> : null;
}

/**
 * The discovery area's pages, keyed by the routes `contract.ts` declares (ContractRoutes: one page
 * per route, no other; the shell decides when this remote is mounted at all).
 */
export function App() {
  return (
    <FavouritesStoreProvider>
      <SessionSync />
      <Suspense fallback={<PageLoading />}>
        <ContractRoutes
          routes={routes}
          pages={{
            '/': <HomePage />,
            '/experiences': <SearchPage />,
            '/experiences/map': <SearchPage />,
            '/search': <SearchPage />,
            '/search/map': <SearchPage />,
            '/experiences/details/:id': (
              <RemoteErrorBoundary name="mf-discovery:detail">
                <ExperienceDetailPage />
              </RemoteErrorBoundary>
            ),
            '/host/:id': (
              <RemoteErrorBoundary name="mf-discovery:host">
                <HostProfilePage />
              </RemoteErrorBoundary>
            ),
          }}
        />
      </Suspense>
      <LazyWishlistPicker />
    </FavouritesStoreProvider>
  );
}
