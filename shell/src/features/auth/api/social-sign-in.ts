import * as z from 'zod/mini';
import type { ApiClient } from '@tajriba/api-client';
import { envelope, tokenResponseSchema, type TokenResponseData } from '@tajriba/contracts/platform';

export type SocialProvider = 'google' | 'facebook';

/**
 * Public client ids the provider SDKs need. The API may add them to `/api/Auth/Providers`
 * (they are not secrets); without one the provider's button is not offered.
 */
export const providerClientIdsSchema = z.object({ googleClientId: z.optional(z.string()), facebookAppId: z.optional(z.string()) });

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (document.querySelector(`script[src="${src}"]`)) return resolve();
    const s = document.createElement('script');
    s.src = src;
    s.async = true;
    s.onload = () => resolve();
    s.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.appendChild(s);
  });
}

interface GoogleId {
  initialize(o: { client_id: string; callback: (r: { credential?: string }) => void; cancel_on_tap_outside?: boolean }): void;
  prompt(cb?: (n: { isNotDisplayed(): boolean; isSkippedMoment(): boolean }) => void): void;
}
interface FacebookSdk {
  init(o: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(cb: (r: { authResponse?: { accessToken?: string } | null }) => void, o?: { scope: string }): void;
}

/** The provider's token from its browser SDK: Google's ID token, Facebook's access token. */
export async function providerToken(provider: SocialProvider, clientId: string): Promise<string> {
  if (provider === 'google') {
    await loadScript('https://accounts.google.com/gsi/client');
    const id = (window as unknown as { google?: { accounts?: { id?: GoogleId } } }).google?.accounts?.id;
    if (!id) throw new Error('google sdk unavailable');
    return new Promise((resolve, reject) => {
      id.initialize({ client_id: clientId, cancel_on_tap_outside: true, callback: (r) => (r.credential ? resolve(r.credential) : reject(new Error('cancelled'))) });
      id.prompt((n) => {
        if (n.isNotDisplayed() || n.isSkippedMoment()) reject(new Error('cancelled'));
      });
    });
  }
  await loadScript('https://connect.facebook.net/en_US/sdk.js');
  const fb = (window as unknown as { FB?: FacebookSdk }).FB;
  if (!fb) throw new Error('facebook sdk unavailable');
  fb.init({ appId: clientId, version: 'v19.0', cookie: false, xfbml: false });
  return new Promise((resolve, reject) => {
    fb.login((r) => (r.authResponse?.accessToken ? resolve(r.authResponse.accessToken) : reject(new Error('cancelled'))), { scope: 'email' });
  });
}

/**
 * `POST /Connect/signin-google` or `/signin-facebook` with the provider token, and the inviter of a
 * refer-a-friend link if any (the API uses it only when this creates the account, and only if that
 * inviter invited the provider's e-mail).
 */
export async function socialSignIn(api: ApiClient, provider: SocialProvider, token: string, isHost: boolean, referrerId: number | null = null): Promise<TokenResponseData> {
  const path = provider === 'google' ? '/Connect/signin-google' : '/signin-facebook';
  return (await api.post(path, { token, isHost, isPersistent: true, referrerId }, envelope(tokenResponseSchema))).data;
}
