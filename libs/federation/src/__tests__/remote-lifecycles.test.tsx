import { Suspense, type ReactNode } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useIntl } from 'react-intl';
import { QueryClient } from '@tanstack/react-query';
import { prefsStore } from '@tajriba/session';
import { createRemoteLifecycles } from '../lifecycles';
import type { SplitCatalogues } from '@tajriba/i18n';
import { CompleteCatalogue } from '../complete-catalogue';
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

describe('createRemoteLifecycles with a catalogue in two parts', () => {
  const parts = {
    first: { en: { 'test.hello': 'Hello' }, ar: { 'test.hello': 'مرحبا' } },
    rest: { en: { 'test.later': 'Search results' }, ar: { 'test.later': 'نتائج البحث' } },
  };
  /** Loaders that record each download and resolve only when the test says so. */
  function controlled() {
    const loads: string[] = [];
    const waiting = new Map<string, { resolve: () => void; reject: (e: Error) => void }>();
    const loader = (part: 'first' | 'rest', locale: 'en' | 'ar') => () => {
      const key = `${part}:${locale}`;
      loads.push(key);
      return new Promise<{ default: Record<string, string> }>((resolve, reject) => {
        waiting.set(key, { resolve: () => resolve({ default: parts[part][locale] }), reject });
      });
    };
    const catalogues: SplitCatalogues = {
      first: { en: loader('first', 'en'), ar: loader('first', 'ar') },
      rest: { en: loader('rest', 'en'), ar: loader('rest', 'ar') },
    };
    const settle = async (key: string, error?: Error) => {
      await waitFor(() => expect(waiting.has(key)).toBe(true));
      const w = waiting.get(key)!;
      waiting.delete(key);
      await act(async () => {
        if (error) w.reject(error);
        else w.resolve();
      });
    };
    return { loads, catalogues, settle };
  }
  function Later() {
    const intl = useIntl();
    return <p>{intl.formatMessage({ id: 'test.later' })}</p>;
  }
  /** Home's strings, and a page behind the gate, as a remote's router would have them. */
  function GatedApp() {
    return (
      <>
        <Hello />
        <Suspense fallback={<output>Loading</output>}>
          <CompleteCatalogue>
            <Later />
          </CompleteCatalogue>
        </Suspense>
      </>
    );
  }
  /** Mounts `App` with controlled loaders; the mount resolves once the first part is given. */
  async function mountSplit(App: () => ReactNode) {
    const c = controlled();
    const lc = createRemoteLifecycles({ App, messages: c.catalogues, name: 'mf-split' });
    const p = props('mf-split');
    await lc.bootstrap(p);
    const mounted = lc.mount(p);
    await c.settle('first:en');
    await run(() => mounted);
    return { ...c, unmount: () => run(() => lc.unmount(p)) };
  }

  it('mounts with the first part only and downloads the rest once the first render is painted', async () => {
    const c = await mountSplit(Hello);
    expect(c.loads).toEqual(['first:en']);
    expect(screen.getByText('Hello')).toBeInTheDocument();
    await waitFor(() => expect(c.loads).toEqual(['first:en', 'rest:en']));
    await c.settle('rest:en');
    await c.unmount();
  });

  it('CompleteCatalogue shows the loading state until the rest has arrived, then the route', async () => {
    const spy = jest.spyOn(console, 'error');
    const c = await mountSplit(GatedApp);
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    // The gate asked for the rest at once, not after the paint.
    expect(c.loads).toEqual(['first:en', 'rest:en']);
    await c.settle('rest:en');
    expect(await screen.findByText('Search results')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // No message id was ever formatted without its string.
    expect(spy.mock.calls.flat().join(' ')).not.toMatch(/MISSING_TRANSLATION|Missing message/);
    spy.mockRestore();
    await c.unmount();
  });

  it('switches language only when both parts of the new one are here', async () => {
    const c = await mountSplit(GatedApp);
    await c.settle('rest:en');
    expect(await screen.findByText('Search results')).toBeInTheDocument();

    await act(async () => {
      prefsStore.locale = 'ar';
    });
    await waitFor(() => expect(c.loads).toEqual(['first:en', 'rest:en', 'first:ar', 'rest:ar']));
    await c.settle('first:ar');
    // Half a language is never shown: still English, whole.
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(screen.getByText('Search results')).toBeInTheDocument();
    await c.settle('rest:ar');
    expect(await screen.findByText('مرحبا')).toBeInTheDocument();
    expect(screen.getByText('نتائج البحث')).toBeInTheDocument();
    await c.unmount();
  });

  it('when the rest fails to download, the route shows the error panel and Retry downloads it again', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const c = await mountSplit(GatedApp);
    await c.settle('rest:en', new Error('ChunkLoadError'));
    expect(await screen.findByText("This part of the page didn't load")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await c.settle('rest:en');
    expect(await screen.findByText('Search results')).toBeInTheDocument();
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(c.loads).toEqual(['first:en', 'rest:en', 'rest:en']);
    spy.mockRestore();
    await c.unmount();
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
