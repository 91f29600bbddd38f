import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { mountRootParcel } from 'single-spa';
import { prefsStore } from '@tajriba/session';
import { createRemoteLifecycles, createRemoteParcel } from '../lifecycles';
import { ParcelSlot } from '../parcel-slot';
import { useRemote } from '../remote-context';
import type { LifeCycles, RemoteMountProps } from '../types';

const messages = { en: {}, ar: {} };

let el: HTMLElement;
beforeEach(() => {
  el = document.createElement('div');
  document.body.appendChild(el);
  prefsStore.locale = 'en';
  prefsStore.theme = 'light';
});
afterEach(() => el.remove());

async function run(fn: () => Promise<unknown>): Promise<void> {
  let pending: Promise<unknown> = Promise.resolve();
  act(() => {
    pending = fn();
  });
  await pending;
}

/** The parcel another remote exposes: it reads the platform props it was given and reports a result. */
interface GateProps extends RemoteMountProps {
  onClose: (r: { approved: boolean }) => void;
  input?: { note?: string };
}
function Gate({ onClose, input }: GateProps) {
  const { env } = useRemote();
  return (
    <div>
      <p>
        gate in {env} {input?.note}
      </p>
      <button type="button" onClick={() => onClose({ approved: true })}>
        approve
      </button>
    </div>
  );
}
const gate = createRemoteParcel<GateProps>({ App: Gate as never, messages, name: 'mf-other/gate' });

function outer(loadModule: (remote: string, module: string) => Promise<LifeCycles>, onClose: (r: unknown) => void, onFailed?: (e: unknown) => void, extra: Partial<RemoteMountProps> = {}) {
  function Screen() {
    return <ParcelSlot remote="mf-other" module="gate" input={{ note: 'hello' }} onClose={onClose} onFailed={onFailed} placeholder={<p>reserved</p>} data-testid="slot" />;
  }
  const lc = createRemoteLifecycles({ App: Screen, messages, name: 'mf-consumer' });
  const props = { name: 'mf-consumer', env: 'dev', queryClient: new QueryClient(), domElementGetter: () => el, loadModule, ...extra } as unknown as RemoteMountProps;
  return { lc, props };
}

describe('ParcelSlot', () => {
  it('loads another remote’s parcel through loadModule, mounts it with the platform props, passes its result, and unmounts it with the screen', async () => {
    let release!: () => void;
    const arrived = new Promise<void>((r) => (release = r));
    const loadModule = jest.fn(async () => {
      await arrived;
      return gate as unknown as LifeCycles;
    });
    const onClose = jest.fn();
    const { lc, props } = outer(loadModule, onClose);
    await lc.bootstrap(props);
    await run(() => lc.mount(props));
    // The placeholder holds the place until the parcel is there.
    expect(await screen.findByText('reserved')).toBeInTheDocument();
    expect(loadModule).toHaveBeenCalledWith('mf-other', 'gate');
    await act(async () => release());
    expect(await screen.findByText('gate in dev hello')).toBeInTheDocument();
    // The parcel's own root commits before its mount promise settles; the slot drops the
    // placeholder on the next render after that, so wait for it rather than assume the order.
    await waitFor(() => expect(screen.getByTestId('slot')).toHaveAttribute('data-state', 'mounted'));
    expect(screen.queryByText('reserved')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'approve' }));
    expect(onClose).toHaveBeenCalledWith({ approved: true });
    await run(() => lc.unmount(props));
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(screen.queryByText('gate in dev hello')).not.toBeInTheDocument();
  });

  it('keeps the parcel’s platform props through single-spa’s update, which replaces custom props', async () => {
    const onClose = jest.fn();
    // the page's way: the consumer's mountParcel is single-spa's, whose update() replaces the props
    const { lc, props } = outer(async () => gate as unknown as LifeCycles, onClose, undefined, { mountParcel: mountRootParcel as never });
    await lc.bootstrap(props);
    await run(() => lc.mount(props));
    await waitFor(() => expect(screen.getByTestId('slot')).toHaveAttribute('data-state', 'mounted'));
    // the slot has sent its input again after mounting; the parcel still has its env and onClose
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(await screen.findByText('gate in dev hello')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'approve' }));
    expect(onClose).toHaveBeenCalledWith({ approved: true });
    await run(() => lc.unmount(props));
  });

  it('shows the error panel when the parcel does not load, and Retry loads it again', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    let attempts = 0;
    const loadModule = jest.fn(async () => {
      attempts++;
      if (attempts === 1) throw new Error('down');
      return gate as unknown as LifeCycles;
    });
    const onFailed = jest.fn();
    const { lc, props } = outer(loadModule, jest.fn(), onFailed);
    await lc.bootstrap(props);
    await run(() => lc.mount(props));
    expect(await screen.findByTestId('remote-error-panel')).toBeInTheDocument();
    // The mounting screen hears of the failure once (it may offer something of its own meanwhile).
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(onFailed).toHaveBeenCalledWith(new Error('down'));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('gate in dev hello')).toBeInTheDocument();
    expect(loadModule).toHaveBeenCalledTimes(2);
    await run(() => lc.unmount(props));
    spy.mockRestore();
  });
});
