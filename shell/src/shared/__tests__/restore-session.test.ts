import { act } from '@testing-library/react';
import { sessionStore } from '@tajriba/session';
import { hasSessionMarker, restoreSession } from '../restore-session';

const api = { refresh: jest.fn<Promise<boolean>, []>() };
beforeEach(() => {
  api.refresh.mockReset();
  act(() => {
    sessionStore.status = 'unknown';
  });
});

describe('session bootstrap', () => {
  it('a visitor without the tj_session marker makes no refresh request and is signed out at once', async () => {
    await restoreSession(api, 'tj:other=1; theme=dark');
    expect(api.refresh).not.toHaveBeenCalled();
    expect(sessionStore.status).toBe('signedOut');
  });

  it('with the marker it presents the refresh cookie once; a refused refresh means a visitor', async () => {
    api.refresh.mockResolvedValue(false);
    await restoreSession(api, 'a=b; tj_session=1');
    expect(api.refresh).toHaveBeenCalledTimes(1);
    expect(sessionStore.status).toBe('signedOut');
  });

  it('with the marker and a good cookie the session is left to the refreshed token', async () => {
    api.refresh.mockResolvedValue(true);
    await restoreSession(api, 'tj_session=1');
    expect(api.refresh).toHaveBeenCalledTimes(1);
    // The api client applies the token response itself; bootstrap must not overwrite it.
    expect(sessionStore.status).toBe('unknown');
  });

  it('reads document.cookie by default and only accepts the exact marker', () => {
    expect(hasSessionMarker('')).toBe(false);
    expect(hasSessionMarker('xtj_session=1')).toBe(false);
    expect(hasSessionMarker('tj_session=0')).toBe(false);
    document.cookie = 'tj_session=1; path=/';
    expect(hasSessionMarker()).toBe(true);
    document.cookie = 'tj_session=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    expect(hasSessionMarker()).toBe(false);
  });
});
