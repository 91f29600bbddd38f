import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { Spinner } from '@tajriba/design-system';
import { CompleteCatalogue, RemoteErrorBoundary } from '@tajriba/federation';
import { loadCatalogue } from '@tajriba/i18n';
import { getPrefs, useSession } from '@tajriba/session';
import { FavouritesStoreProvider, useFavouritesActions } from '../shared/favourites/favourites-store';
import { useSnapshot } from 'valtio/react';
import { HomePage } from '../features/home/home-page';
import { useFavouritesStore } from '../shared/favourites/favourites-store';
import { discoveryCatalogues } from '../i18n/catalogues';

const Loading = styled.div`
  display: grid;
  place-items: center;
  min-block-size: 50vh;
`;

/** `data-page-loading`: a route page still downloading; the route budget counts until it is gone. */
function PageLoading() {
  return (
    <Loading aria-busy data-page-loading="">
      <Spinner size={28} />
    </Loading>
  );
}

/**
 * A piece loaded on demand together with the rest of the catalogue: the first mount waited only
 * for home's strings (i18n/parts.json), so both downloads start at once (no extra round trip on
 * a page opened from a link). It renders behind <CompleteCatalogue>, which keeps the loading state
 * up until the whole catalogue of the language shown is here (if the prefetch failed, its panel
 * retries): a page never renders message ids, nor English in Arabic. Its own Suspense boundary
 * shows that loading state as soon as the person navigates to it (the router navigates in a
 * transition, which would keep the previous page on screen behind a boundary already shown).
 */
function lazyWithCatalogue(name: string, load: () => Promise<ComponentType>, fallback: ReactNode = <PageLoading />) {
  const Piece = lazy(async () => {
    const [Loaded] = await Promise.all([load(), loadCatalogue(discoveryCatalogues, getPrefs().locale).catch(() => undefined)]);
    function WithCatalogue() {
      return (
        <CompleteCatalogue>
          <Loaded />
        </CompleteCatalogue>
      );
    }
    return { default: WithCatalogue };
  });
  function Page() {
    return (
      <Suspense fallback={fallback}>
        <Piece />
      </Suspense>
    );
  }
  Page.displayName = name;
  return Page;
}

// Only home ships in the first chunk (the JS budget is measured on `/`); every other page, and
// the wishlist dialog, load on demand.
const SearchPage = lazyWithCatalogue('SearchPage', () => import('../features/search/search-page').then((m) => m.SearchPage));
const WishlistPicker = lazyWithCatalogue('WishlistPicker', () => import('../shared/favourites/wishlist-picker').then((m) => m.WishlistPicker), null);
const ExperienceDetailPage = lazyWithCatalogue('ExperienceDetailPage', () => import('../features/experience-detail/experience-detail-page').then((m) => m.default));
const HostProfilePage = lazyWithCatalogue('HostProfilePage', () => import('../features/host-profile/host-profile-page').then((m) => m.default));

/**
 * Cards carry the signed-in user's favourite ids: when the user changes (login, logout, role
 * switch) cached lists are refetched and local heart overrides are dropped.
 */
function SessionSync() {
  const session = useSession();
  const client = useQueryClient();
  const favourites = useFavouritesActions();
  const userId = session.user?.id ?? 0;
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current === userId) return;
    previous.current = userId;
    favourites.reset();
    void client.invalidateQueries({ queryKey: ['discovery'] });
  }, [userId, client, favourites]);
  return null;
}

function LazyWishlistPicker() {
  const { picker } = useSnapshot(useFavouritesStore());
  const [used, setUsed] = useState(false);
  if (picker && !used) setUsed(true);
  // Mounted from the first use on, so its closing animation and state behave as usual.
  return used ? <WishlistPicker /> : null;
}

/** The discovery area's routes (the shell decides when this remote is mounted at all). */
export function App() {
  return (
    <FavouritesStoreProvider>
      <SessionSync />
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="/experiences" element={<SearchPage />} />
          <Route path="/experiences/map" element={<SearchPage />} />
          <Route path="/search" element={<SearchPage />} />
          <Route path="/search/map" element={<SearchPage />} />
          <Route
            path="/experiences/details/:id"
            element={
              <RemoteErrorBoundary name="mf-discovery:detail">
                <ExperienceDetailPage />
              </RemoteErrorBoundary>
            }
          />
          <Route
            path="/host/:id"
            element={
              <RemoteErrorBoundary name="mf-discovery:host">
                <HostProfilePage />
              </RemoteErrorBoundary>
            }
          />
          <Route path="*" element={null} />
        </Routes>
      </Suspense>
      <LazyWishlistPicker />
    </FavouritesStoreProvider>
  );
}
