import * as z from 'zod/mini';
import { envelope, RoleId } from '@tajriba/contracts/platform';
import { getEventBus } from '@tajriba/event-bus';
import { sessionStore, prefsStore } from '@tajriba/session';
import { applyTokenResponse, signOutLocally } from '@tajriba/session/shell';
import { createSessionApiClient } from '../index';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const role = { id: RoleId.Guest, nameAr: 'ضيف', nameEn: 'Guest' };
const user = {
  id: 3, fullName: 'Omar', preferredName: null, email: 'omar@example.com', phoneNumber: null, dateOfBirth: null, isMale: true, isHost: false,
  address: null, emergencyContact: null, avatarPath: null, emailConfirmed: true, phoneNumberConfirmed: false, hasPassword: true,
  currentRole: role, roles: [role], identityStatus: null, workPapersStatus: null, language: 'en-US', currency: 'SAR', timeZoneId: null,
  notifications: { accountNotification: true, guestHostMessages: true, offersCoupons: false, newsletter: false }, creationDate: '2026-01-01T00:00:00.000Z',
  about: Object.fromEntries(['details','study','birthPlace','interests','cuisines','memorableExperience','culturalTraditions','profession','languages','traveling','favoriteDestination','funFact','experienceSeek'].map((k) => [k, null])),
};

describe('session-wired client', () => {
  it('uses the session token and locale, and writes a refreshed token back to the session', async () => {
    applyTokenResponse({ accessToken: 'a1', expiresIn: 60, tokenType: 'Bearer', user: user as never });
    prefsStore.locale = 'ar';
    const seen: string[] = [];
    const api = createSessionApiClient({
      fetch: (async (url: string, init: RequestInit) => {
        const auth = (init.headers as Record<string, string>).Authorization;
        seen.push(`${url} ${auth} ${(init.headers as Record<string, string>)['Accept-Language']}`);
        if (url === '/Connect/RefreshToken') return json(200, { data: { accessToken: 'a2', expiresIn: 60, tokenType: 'Bearer', user }, succeeded: true, errors: [], fieldsErrors: {} });
        return auth === 'Bearer a2' ? json(200, { data: null, succeeded: true, errors: [], fieldsErrors: {} }) : json(401, {});
      }) as unknown as typeof fetch,
    });
    await api.get('/api/Manage/Info', envelope(z.null()));
    expect(sessionStore.accessToken).toBe('a2');
    expect(seen[0]).toBe('/api/Manage/Info Bearer a1 ar');
  });

  it('a dead refresh cookie signs out locally and asks the shell for a login', async () => {
    applyTokenResponse({ accessToken: 'a1', expiresIn: 60, tokenType: 'Bearer', user: user as never });
    const requested: unknown[] = [];
    const changed: unknown[] = [];
    const off1 = getEventBus().on('auth:login-requested', (p) => requested.push(p));
    const off2 = getEventBus().on('auth:session-changed', (p) => changed.push(p));
    const api = createSessionApiClient({ fetch: (async () => json(401, {})) as unknown as typeof fetch });
    await expect(api.get('/api/Manage/Info', envelope(z.null()))).rejects.toMatchObject({ status: 401 });
    off1();
    off2();
    expect(sessionStore.status).toBe('signedOut');
    expect(sessionStore.accessToken).toBeNull();
    expect(requested).toEqual([{ reason: 'unauthorized' }]);
    expect(changed).toEqual([{ signedIn: false, userId: null, role: null }]);
  });

  describe('a sign-out while a request is out (the API refuses the old token at once): no login asked, the tab stays signed out', () => {
    const token = (accessToken: string) => json(200, { data: { accessToken, expiresIn: 60, tokenType: 'Bearer', user }, succeeded: true, errors: [], fieldsErrors: {} });
    async function run(onRequest: () => Response, onRefresh: () => Response) {
      applyTokenResponse({ accessToken: 'a1', expiresIn: 60, tokenType: 'Bearer', user: user as never });
      const requested: unknown[] = [];
      const off = getEventBus().on('auth:login-requested', (p) => requested.push(p));
      const calls: string[] = [];
      const api = createSessionApiClient({
        fetch: (async (url: string) => {
          calls.push(url);
          return url === '/Connect/RefreshToken' ? onRefresh() : onRequest();
        }) as unknown as typeof fetch,
      });
      await expect(api.get('/api/Notifications', envelope(z.null()))).rejects.toMatchObject({ status: 401 });
      off();
      expect(requested).toEqual([]);
      expect(sessionStore.status).toBe('signedOut');
      expect(sessionStore.accessToken).toBeNull();
      return calls;
    }
    const signOutThen = (res: Response) => () => {
      signOutLocally();
      return res;
    };

    it('the 401 comes back after the sign-out: no refresh is even tried', async () => {
      expect(await run(signOutThen(json(401, {})), () => token('a2'))).toEqual(['/api/Notifications']);
    });
    it('the sign-out comes while the refresh is under way and the refresh is refused', async () => {
      await run(() => json(401, {}), signOutThen(json(401, {})));
    });
    it('the sign-out comes while the refresh is under way and the refresh still succeeds: its token is not taken', async () => {
      await run(() => json(401, {}), signOutThen(token('a2')));
    });
  });

  it('adopts a token another tab shared only while signed in as the same person', async () => {
    // Node's own BroadcastChannel cannot clone objects made inside jest's sandbox: a stand-in
    // that delivers between instances of one name, as the browser's does between tabs.
    const channels = new Set<FakeChannel>();
    class FakeChannel {
      private listeners: ((e: { data: unknown }) => void)[] = [];
      constructor(readonly name: string) {
        channels.add(this);
      }
      addEventListener(_t: 'message', l: (e: { data: unknown }) => void) {
        this.listeners.push(l);
      }
      postMessage(data: unknown) {
        for (const c of channels) if (c !== this && c.name === this.name) setTimeout(() => c.listeners.forEach((l) => l({ data })), 0);
      }
      close() {
        channels.delete(this);
      }
    }
    const real = globalThis.BroadcastChannel;
    globalThis.BroadcastChannel = FakeChannel as unknown as typeof BroadcastChannel;
    applyTokenResponse({ accessToken: 'mine', expiresIn: 60, tokenType: 'Bearer', user: user as never });
    const api = createSessionApiClient({ fetch: (async () => json(503, {})) as unknown as typeof fetch });
    // The tab listens from its first refresh on (the session restore at start); an API that
    // cannot answer is no reason to sign out.
    await expect(api.refresh()).resolves.toBe(false);
    expect(sessionStore.accessToken).toBe('mine');
    globalThis.BroadcastChannel = real;
    const otherTab = new FakeChannel('tj:auth');
    const settle = async (until: () => boolean) => {
      for (let i = 0; i < 200 && !until(); i++) await new Promise((r) => setTimeout(r, 5));
    };
    // Someone else's token (a different account signed in elsewhere) is ignored...
    otherTab.postMessage({ type: 'token-refreshed', data: { accessToken: 'theirs', expiresIn: 60, tokenType: 'Bearer', user: { ...user, id: 99 } } });
    // ...then this person's, posted after it, is taken: once it is in, the first one was handled.
    otherTab.postMessage({ type: 'token-refreshed', data: { accessToken: 'shared', expiresIn: 60, tokenType: 'Bearer', user } });
    await settle(() => sessionStore.accessToken === 'shared');
    expect(sessionStore.accessToken).toBe('shared');
    expect(sessionStore.user?.id).toBe(3);
    otherTab.close();
  });
});
