import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Route, Routes } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { Spinner } from '@tajriba/design-system';
import { RemoteErrorBoundary } from '@tajriba/federation';
import { useSession } from '@tajriba/session';
import { FavouritesStoreProvider, useFavouritesActions } from '../shared/favourites/favourites-store';
import { useSnapshot } from 'valtio/react';
import { HomePage } from '../features/home/home-page';
import { useFavouritesStore } from '../shared/favourites/favourites-store';

// Only home ships in the first chunk (the JS budget is measured on `/`); every other page, and
// the wishlist dialog, load on demand.
const SearchPage = lazy(() => import('../features/search/search-page').then((m) => ({ default: m.SearchPage })));
const WishlistPicker = lazy(() => import('../shared/favourites/wishlist-picker').then((m) => ({ default: m.WishlistPicker })));
const ExperienceDetailPage = lazy(() => import('../features/experience-detail/experience-detail-page'));
const HostProfilePage = lazy(() => import('../features/host-profile/host-profile-page'));

const Loading = styled.div`
  display: grid;
  place-items: center;
  min-block-size: 50vh;
`;

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
  return used ? (
    <Suspense fallback={null}>
      <WishlistPicker />
    </Suspense>
  ) : null;
}

/** The discovery area's routes (the shell decides when this remote is mounted at all). */
export function App() {
  return (
    <FavouritesStoreProvider>
      <SessionSync />
      <Suspense
        fallback={
          <Loading aria-busy>
            <Spinner size={28} />
          </Loading>
        }
      >
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
