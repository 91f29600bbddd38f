/**
 * Runs this remote alone (`npm run dev -w mf-booking`): the same lifecycles the shell loads,
 * mounted with real platform services (API through the dev server proxy) and a fake session,
 * plus a bar to switch language, theme and who is signed in.
 */
import { createRoot } from 'react-dom/client';
import { QueryClient } from '@tanstack/react-query';
import { aboutSchema, type UserInfo } from '@tajriba/contracts/account';
import { RoleId } from '@tajriba/contracts/constants';
import { createSessionApiClient } from '@tajriba/api-client';
import { getEventBus } from '@tajriba/event-bus';
import { getPrefs, getSession, usePrefs, useSession } from '@tajriba/session';
import { applyTokenResponse, markSignedOut, setLocale, setTheme } from '@tajriba/session/shell';
import { DesignSystemRoot, GlobalStyle } from '@tajriba/design-system';
import type { RemoteMountProps } from '@tajriba/federation';
import * as lifecycles from '../remote-entry';
import { contract } from '../../contract';

const role = (id: number) => ({ id, nameAr: id === RoleId.Host ? 'مضيف' : 'ضيف', nameEn: id === RoleId.Host ? 'Host' : 'Guest' });
const fakeUser = (host: boolean): UserInfo => ({
  id: host ? 2 : 1,
  fullName: host ? 'Huda Al-Harbi' : 'Faisal Al-Otaibi',
  preferredName: null,
  email: host ? 'host@example.com' : 'guest@example.com',
  phoneNumber: '+966500000000',
  dateOfBirth: '1990-01-01',
  isMale: !host,
  isHost: host,
  address: null,
  emergencyContact: null,
  avatarPath: null,
  emailConfirmed: true,
  phoneNumberConfirmed: true,
  hasPassword: true,
  currentRole: role(host ? RoleId.Host : RoleId.Guest),
  roles: [role(RoleId.Guest), ...(host ? [role(RoleId.Host)] : [])],
  identityStatus: null,
  workPapersStatus: null,
  language: 'en-US',
  currency: 'SAR',
  timeZoneId: null,
  notifications: { accountNotification: true, guestHostMessages: true, offersCoupons: false, newsletter: false },
  creationDate: new Date().toISOString(),
  about: Object.fromEntries(Object.keys(aboutSchema.shape).map((k) => [k, null])) as UserInfo['about'],
});

function Bar() {
  const prefs = usePrefs();
  const session = useSession();
  const who = !session.isSignedIn ? 'visitor' : session.isHost ? 'host' : 'guest';
  return (
    <DesignSystemRoot mode={prefs.theme} dir={prefs.dir} toasts={false}>
      <GlobalStyle />
      <div style={{ display: 'flex', gap: 12, padding: 8, borderBottom: '1px solid #8884', fontSize: 14, alignItems: 'center' }}>
        <strong>mf-booking</strong>
        <select aria-label="Language" value={prefs.locale} onChange={(e) => setLocale(e.target.value as 'en' | 'ar')}>
          <option value="en">English</option>
          <option value="ar">العربية</option>
        </select>
        <select aria-label="Theme" value={prefs.theme} onChange={(e) => setTheme(e.target.value as 'light' | 'dark')}>
          <option value="light">Light</option>
          <option value="dark">Dark</option>
        </select>
        <select
          aria-label="Session"
          value={who}
          onChange={(e) => {
            if (e.target.value === 'visitor') markSignedOut();
            else applyTokenResponse({ accessToken: 'dev-harness', expiresIn: 3600, tokenType: 'Bearer', user: fakeUser(e.target.value === 'host') });
          }}
        >
          <option value="visitor">Visitor</option>
          <option value="guest">Signed-in guest</option>
          <option value="host">Signed-in host</option>
        </select>
      </div>
    </DesignSystemRoot>
  );
}

markSignedOut();
// Open on the remote's first route: at / (the harness's start) its router renders nothing.
if (window.location.pathname === '/') window.history.replaceState(null, '', contract.routes[0].path.replace(/:[A-Za-z]+/g, '1'));
const applyDoc = () => {
  const p = getPrefs();
  document.documentElement.lang = p.locale;
  document.documentElement.dir = p.dir;
};
applyDoc();
getEventBus().on('locale:changed', applyDoc);
createRoot(document.getElementById('harness')!).render(<Bar />);

const prefs = getPrefs();
const props = {
  name: 'mf-booking',
  session: getSession(),
  locale: prefs.locale,
  dir: prefs.dir,
  theme: prefs.theme,
  queryClient: new QueryClient(),
  bus: getEventBus(),
  api: createSessionApiClient(),
  env: 'dev',
  domElementGetter: () => document.getElementById('remote')!,
} as unknown as RemoteMountProps;
void lifecycles.bootstrap(props).then(() => lifecycles.mount(props));
