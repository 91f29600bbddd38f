import { act, render } from '@testing-library/react';
import { sessionStore } from '@tajriba/session';
import type { RealtimeManager } from '../manager';
import { useHubEvent } from '../singleton';

/** The hook subscribes while mounted and signed in, calls the latest handler, unsubscribes on unmount or sign-out. */
function fakeManager() {
  const subs = new Set<(p: unknown) => void>();
  const m = {
    on: jest.fn((_hub: string, _event: string, fn: (p: unknown) => void) => {
      subs.add(fn);
      return () => subs.delete(fn);
    }),
    emit: (p: unknown) => subs.forEach((fn) => fn(p)),
    count: () => subs.size,
  };
  return m as unknown as RealtimeManager & typeof m;
}

function Probe({ m, onMessage }: { m: RealtimeManager; onMessage: (p: unknown) => void }) {
  useHubEvent('chat', 'ReceiveMessage', onMessage, m);
  return null;
}

afterEach(() => {
  sessionStore.status = 'unknown';
});

it('subscribes only while signed in and mounted, with the latest handler', async () => {
  const m = fakeManager();
  const first = jest.fn();
  const second = jest.fn();
  const view = render(<Probe m={m} onMessage={first} />);
  expect(m.count()).toBe(0);
  await act(async () => {
    sessionStore.status = 'signedIn';
  });
  expect(m.count()).toBe(1);
  view.rerender(<Probe m={m} onMessage={second} />);
  expect(m.on).toHaveBeenCalledTimes(1);
  m.emit({ messageId: 1 });
  expect(first).not.toHaveBeenCalled();
  expect(second).toHaveBeenCalledWith({ messageId: 1 });
  await act(async () => {
    sessionStore.status = 'signedOut';
  });
  expect(m.count()).toBe(0);
  await act(async () => {
    sessionStore.status = 'signedIn';
  });
  view.unmount();
  expect(m.count()).toBe(0);
});
