/** Test helpers: the remote mounted as the shell mounts it. */
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { aboutSchema, type UserInfo } from '@tajriba/contracts/account';
import { RoleId } from '@tajriba/contracts/constants';
import { createEventBus } from '@tajriba/event-bus';
import { RemoteProviders, type RemoteMountProps } from '@tajriba/federation';
import { getSession, prefsStore } from '@tajriba/session';
import { applyTokenResponse, markSignedOut } from '@tajriba/session/shell';
import { App } from '../app/app';
import { messages } from '../i18n/messages';

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

/** The remote as the shell mounts it (same providers), at `route`, in `locale`. */
export function renderRemote(route: string, locale: 'en' | 'ar', signedIn = false, extra: Partial<RemoteMountProps> = {}) {
  prefsStore.locale = locale;
  if (signedIn) applyTokenResponse({ accessToken: 'test', expiresIn: 3600, tokenType: 'Bearer', user: testUser });
  else markSignedOut();
  const props = {
    name: 'mf-booking',
    session: getSession(),
    locale,
    dir: locale === 'ar' ? 'rtl' : 'ltr',
    theme: 'light',
    queryClient: new QueryClient(),
    bus: createEventBus(),
    env: 'test',
    ...extra,
  } as unknown as RemoteMountProps;
  const Routed = () => (
    <MemoryRouter initialEntries={[route]}>
      <App />
    </MemoryRouter>
  );
  return render(<RemoteProviders options={{ App: Routed, messages, name: 'mf-booking', router: false }} props={props} />);
}

