/**
 * Test rendering: the same providers the remote mounts with (RemoteProviders: i18n with this
 * remote's catalogues, design-system root with toasts, error boundary, QueryClient), a memory
 * router at `route`, the per-mount favourites store, a fake API typed from the contracts and
 * a real event bus. `location` shows the current address for URL assertions.
 */
import type { ReactElement } from 'react';
import type { Catalogues } from '@tajriba/i18n';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { aboutSchema, type UserInfo } from '@tajriba/contracts/account';
import { RoleId } from '@tajriba/contracts/constants';
import { createFakeApi, type FakeApi } from '@tajriba/api-client/testing';
import { clearToasts } from '@tajriba/design-system';
import { createEventBus, type EventBus } from '@tajriba/event-bus';
import { RemoteProviders, type RemoteMountProps } from '@tajriba/federation';
import { getSession, prefsStore } from '@tajriba/session';
import { applyTokenResponse, markSignedOut } from '@tajriba/session/shell';
import { discoveryMessages } from './messages';
import { FavouritesStoreProvider } from '../shared/favourites/favourites-store';
import { WishlistPicker } from '../shared/favourites/wishlist-picker';

export function LocationProbe() {
  const l = useLocation();
  return <output data-testid="location">{`${l.pathname}${l.search}`}</output>;
}

const role = (id: number) => ({ id, nameAr: 'ضيف', nameEn: 'Guest' });
export const testUser: UserInfo = {
  id: 7,
  fullName: 'Layla Al-Harbi',
  preferredName: null,
  email: 'guest@example.com',
  phoneNumber: '+966500000001',
  dateOfBirth: '1995-04-12',
  isMale: false,
  isHost: false,
  address: null,
  emergencyContact: null,
  avatarPath: null,
  emailConfirmed: true,
  phoneNumberConfirmed: true,
  hasPassword: true,
  currentRole: role(RoleId.Guest),
  roles: [role(RoleId.Guest)],
  identityStatus: null,
  workPapersStatus: null,
  language: 'en-US',
  currency: 'SAR',
  timeZoneId: null,
  notifications: { accountNotification: true, guestHostMessages: true, offersCoupons: false, newsletter: false },
  creationDate: '2025-01-01T00:00:00Z',
  about: Object.fromEntries(Object.keys(aboutSchema.shape).map((k) => [k, null])) as UserInfo['about'],
};

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
  const api = opts.api ?? createFakeApi();
  const bus = opts.bus ?? createEventBus();
  prefsStore.locale = opts.locale ?? 'en';
  clearToasts();
  if (opts.signedIn) applyTokenResponse({ accessToken: 'test', expiresIn: 3600, tokenType: 'Bearer', user: testUser });
  else markSignedOut();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
  const props = {
    name: 'mf-discovery',
    session: getSession(),
    locale: prefsStore.locale,
    dir: prefsStore.locale === 'ar' ? 'rtl' : 'ltr',
    theme: 'light',
    queryClient,
    bus,
    api,
    env: 'test',
  } as unknown as RemoteMountProps;
  const App = () => (
    <MemoryRouter initialEntries={[opts.route ?? '/']}>
      <FavouritesStoreProvider>
        <Routes>
          <Route path={opts.path ?? '*'} element={ui} />
        </Routes>
        <LocationProbe />
        {opts.wishlistPicker === false ? null : <WishlistPicker />}
      </FavouritesStoreProvider>
    </MemoryRouter>
  );
  const result = render(<RemoteProviders options={{ App, messages: opts.messages ?? discoveryMessages, name: 'mf-discovery', router: false }} props={props} />);
  return { ...result, api, bus, queryClient };
}
