import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useIntl } from 'react-intl';
import { QueryClient } from '@tanstack/react-query';
import { prefsStore } from '@tajriba/session';
import { createRemoteLifecycles } from '../lifecycles';
import { createFallbackLifecycles } from '../fallback';
import type { LifeCycles, RemoteMountProps } from '../types';

const messages = { en: { 'test.hello': 'Hello' }, ar: { 'test.hello': 'مرحبا' } };

let el: HTMLElement;
const props = (name = 'mf-test') =>
  ({
    name,
    queryClient: new QueryClient(),
    domElementGetter: () => el,
  }) as unknown as RemoteMountProps;

beforeEach(() => {
  el = document.createElement('div');
  document.body.appendChild(el);
  prefsStore.locale = 'en';
  prefsStore.theme = 'light';
});
afterEach(() => {
  el.remove();
});


/** single-spa-react resolves mount after React committed; act() must end before we wait for it. */
async function run(fn: () => Promise<unknown>): Promise<void> {
  let pending: Promise<unknown> = Promise.resolve();
  act(() => {
    pending = fn();
  });
  await pending;
}

function Hello() {
  const intl = useIntl();
  return <p>{intl.formatMessage({ id: 'test.hello' })}</p>;
}

describe('createRemoteLifecycles', () => {
  it('mounts the app with its catalogue and follows the shared locale without a remount', async () => {
    const lc = createRemoteLifecycles({ App: Hello, messages, name: 'mf-test' });
    const p = props();
    await lc.bootstrap(p);
    await run(() => lc.mount(p));
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    await act(async () => {
      prefsStore.locale = 'ar';
    });
    expect(await screen.findByText('مرحبا')).toBeInTheDocument();
    await run(() => lc.unmount(p));
    expect(screen.queryByText('مرحبا')).not.toBeInTheDocument();
  });

  it('with lazy catalogues, mounts once the current language has arrived and loads the other on a switch', async () => {
    const loads: string[] = [];
    const lazy = {
      en: () => {
        loads.push('en');
        return Promise.resolve({ default: messages.en });
      },
      ar: () => {
        loads.push('ar');
        return Promise.resolve({ default: messages.ar });
      },
    };
    const lc = createRemoteLifecycles({ App: Hello, messages: lazy, name: 'mf-test' });
    const p = props();
    await lc.bootstrap(p);
    await run(() => lc.mount(p));
    // The first render already has its strings (no message ids), and only English was fetched.
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(loads).toEqual(['en']);
    await act(async () => {
      prefsStore.locale = 'ar';
    });
    expect(await screen.findByText('مرحبا')).toBeInTheDocument();
    expect(loads).toEqual(['en', 'ar']);
    await run(() => lc.unmount(p));
  });

  it('with a list of catalogues (a shared one other roots load later, then its own), mounts only once every one has arrived', async () => {
    let arrive: (m: { default: Record<string, string> }) => void = () => undefined;
    // a later catalogue (the platform's form strings, say), still on its way when the mount starts
    const later = { en: () => new Promise<{ default: Record<string, string> }>((resolve) => (arrive = resolve)), ar: () => Promise.resolve({ default: {} }) };
    function Both() {
      const intl = useIntl();
      return <p>{`${intl.formatMessage({ id: 'test.hello' })} ${intl.formatMessage({ id: 'test.later' })}`}</p>;
    }
    const lc = createRemoteLifecycles({ App: Both, messages: [later, messages], name: 'mf-test' });
    const p = props();
    await lc.bootstrap(p);
    let mounted = false;
    const mounting = lc.mount(p).then(() => (mounted = true));
    await act(async () => undefined);
    // nothing on screen (no message id) while one of them is missing
    expect(mounted).toBe(false);
    expect(el).toBeEmptyDOMElement();
    await act(async () => arrive({ default: { 'test.later': 'Later' } }));
    await mounting;
    expect(screen.getByText('Hello Later')).toBeInTheDocument();
    await run(() => lc.unmount(p));
  });

  it('mounts when the download of its catalogue under way fails and the next one arrives (a preload that failed while the remote was down)', async () => {
    let attempts = 0;
    let fail: (e: Error) => void = () => undefined;
    const flaky = {
      // the first download (started when the module runs) is still under way when the mount starts
      en: () => (++attempts === 1 ? new Promise<{ default: Record<string, string> }>((_, reject) => (fail = reject)) : Promise.resolve({ default: messages.en })),
      ar: () => Promise.resolve({ default: messages.ar }),
    };
    const lc = createRemoteLifecycles({ App: Hello, messages: flaky, name: 'mf-test' });
    const p = props();
    await lc.bootstrap(p);
    const mounting = lc.mount(p);
    await act(async () => fail(new Error('ChunkLoadError')));
    await act(async () => {
      await mounting;
    });
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(attempts).toBe(2);
    await run(() => lc.unmount(p));
  });

  it('shows the localised error panel when the app throws, and Retry renders it again', async () => {
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('boom');
      return <p>Recovered</p>;
    }
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const lc = createRemoteLifecycles({ App: Flaky, messages, name: 'mf-flaky' });
    const p = props('mf-flaky');
    await lc.bootstrap(p);
    await run(() => lc.mount(p));
    expect(await screen.findByText("This part of the page didn't load")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Recovered')).toBeInTheDocument();
    await run(() => lc.unmount(p));
    spy.mockRestore();
  });
});

describe('fallback lifecycles (remote failed to load)', () => {
  it('renders the panel in place of the remote; Retry re-attempts and hands over to the real app', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const real: LifeCycles = {
      bootstrap: jest.fn(async () => {}),
      mount: jest.fn(async (p: RemoteMountProps) => {
        p.domElementGetter!().insertAdjacentHTML('beforeend', '<p>Remote is back</p>');
      }),
      unmount: jest.fn(async () => {}),
    };
    let attempts = 0;
    const reload = jest.fn(async () => {
      attempts++;
      if (attempts === 1) throw new Error('still down');
      return real;
    });
    const fb = createFallbackLifecycles({ name: 'mf-x', error: new Error('ScriptNetworkError'), reload });
    const p = props('mf-x');
    await fb.bootstrap(p);
    await run(() => fb.mount(p));
    expect(await screen.findByText("This part of the page didn't load")).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.getByText("This part of the page didn't load")).toBeInTheDocument();
    expect(real.mount).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Remote is back')).toBeInTheDocument();
    expect(screen.queryByText("This part of the page didn't load")).not.toBeInTheDocument();
    expect(real.bootstrap).toHaveBeenCalledTimes(1);

    // later navigations go straight to the real lifecycles
    await run(() => fb.unmount(p));
    await run(() => fb.mount(p));
    expect(real.unmount).toHaveBeenCalledTimes(1);
    expect(real.mount).toHaveBeenCalledTimes(2);
    expect(real.bootstrap).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it('speaks Arabic when the page does', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    prefsStore.locale = 'ar';
    const fb = createFallbackLifecycles({ name: 'mf-y', error: new Error('x'), reload: async () => Promise.reject(new Error('down')) });
    const p = props('mf-y');
    await run(() => fb.mount(p));
    expect(await screen.findByText('تعذّر تحميل هذا الجزء من الصفحة')).toBeInTheDocument();
    await run(() => fb.unmount(p));
  });
});
