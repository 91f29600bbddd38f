import { act } from '@testing-library/react';
import { reactLifecycles } from '../react-lifecycles';
import type { RemoteMountProps } from '../types';

function Hello({ name, greeting }: RemoteMountProps & { greeting?: string }) {
  return <p data-testid={name}>{greeting ?? 'Hello'}</p>;
}
function Broken(): never {
  throw new Error('providers failed');
}

const props = (name: string, extra: Record<string, unknown> = {}) => ({ name, ...extra }) as unknown as RemoteMountProps & { greeting?: string };

/** Lifecycles resolve once React has committed; act() must end before we wait for them. */
async function run(fn: () => Promise<unknown>): Promise<void> {
  let pending: Promise<unknown> = Promise.resolve();
  act(() => {
    pending = fn();
  });
  await pending;
}

describe('reactLifecycles', () => {
  it('mounts one root per name (parcels mount the same lifecycles several times), updates and unmounts each', async () => {
    const a = document.createElement('div');
    const b = document.createElement('div');
    document.body.append(a, b);
    const lc = reactLifecycles({ rootComponent: Hello, fatal: null });
    await lc.bootstrap(props('p-1'));
    await run(() => lc.mount(props('p-1', { domElement: a })));
    await run(() => lc.mount(props('p-2', { domElementGetter: () => b })));
    // mount resolved after the commit: the content is there without waiting
    expect(a.textContent).toBe('Hello');
    expect(b.textContent).toBe('Hello');
    await run(() => lc.update!(props('p-2', { domElementGetter: () => b, greeting: 'Updated' })));
    expect(b.textContent).toBe('Updated');
    expect(a.textContent).toBe('Hello');
    await run(() => lc.unmount(props('p-1', { domElement: a })));
    expect(a.textContent).toBe('');
    expect(b.textContent).toBe('Updated');
    await run(() => lc.unmount(props('p-2', { domElementGetter: () => b })));
    expect(b.textContent).toBe('');
    a.remove();
    b.remove();
  });

  it("without an element, renders into single-spa's default container for the name", async () => {
    const lc = reactLifecycles({ rootComponent: Hello, fatal: null });
    await run(() => lc.mount(props('mf-alone')));
    expect(document.getElementById('single-spa-application:mf-alone')?.textContent).toBe('Hello');
    await run(() => lc.unmount(props('mf-alone')));
    document.getElementById('single-spa-application:mf-alone')?.remove();
  });

  it('shows the fatal element when the root component itself throws, and mount still resolves', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const el = document.createElement('div');
    document.body.append(el);
    const lc = reactLifecycles({ rootComponent: Broken, fatal: <div role="alert" data-testid="fatal" /> });
    await run(() => lc.mount(props('mf-broken', { domElement: el })));
    expect(el.querySelector('[data-testid="fatal"]')).not.toBeNull();
    await run(() => lc.unmount(props('mf-broken', { domElement: el })));
    el.remove();
    spy.mockRestore();
  });
});
