import { act } from '@testing-library/react';
import { createEventBus } from '@tajriba/event-bus';
import { eventCatalogue } from '@tajriba/contracts';
import { makeUser } from '@tajriba/contracts/testing';
import { getPrefs, getSession, prefsStore, sessionStore } from '@tajriba/session';
import { listenForAccountRequests } from '../account-requests';

const flush = () => act(async () => new Promise((r) => setTimeout(r, 0)));

describe('requests remotes make of the shell', () => {
  const bus = createEventBus({ catalogue: eventCatalogue });
  const get = jest.fn();
  let off: () => void;
  beforeEach(() => {
    get.mockReset();
    act(() => {
      sessionStore.status = 'signedIn';
      sessionStore.user = makeUser({ id: 5, preferredName: 'Sara' });
      prefsStore.locale = 'en';
    });
    off = listenForAccountRequests(bus, { get });
  });
  afterEach(() => off());

  it('switches the site to the language a remote asks for', async () => {
    bus.emit('locale:change-requested', { locale: 'ar' });
    await flush();
    expect(getPrefs().locale).toBe('ar');
    expect(getPrefs().dir).toBe('rtl');
  });

  it('re-reads the signed-in user so the header shows the new preferred name', async () => {
    get.mockResolvedValue({ data: makeUser({ id: 5, preferredName: 'Sarah' }) });
    bus.emit('account:user-changed', { userId: 5 });
    await flush();
    expect(get).toHaveBeenCalledWith('/api/Manage/Info', expect.any(Function));
    expect(getSession().user?.preferredName).toBe('Sarah');
  });

  it('ignores a change for someone who is not the signed-in user, and keeps the user when the read fails', async () => {
    bus.emit('account:user-changed', { userId: 6 });
    await flush();
    expect(get).not.toHaveBeenCalled();
    get.mockRejectedValue(new Error('offline'));
    bus.emit('account:user-changed', { userId: 5 });
    await flush();
    expect(getSession().user?.preferredName).toBe('Sara');
  });
});
