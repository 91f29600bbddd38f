import { createFallbackPlugin } from '../mf-runtime';
import { isFallback } from '../fallback';

describe('errorLoadRemote plugin', () => {
  const plugin = createFallbackPlugin() as unknown as { errorLoadRemote: (args: Record<string, unknown>) => unknown };
  beforeAll(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

  it('returns nothing for the afterResolve call, so MF does not mistake the fallback for remote info', () => {
    expect(plugin.errorLoadRemote({ id: 'mf-discovery/app', lifecycle: 'afterResolve', error: new Error('x') })).toBeUndefined();
    expect(plugin.errorLoadRemote({ id: 'mf-discovery/app', lifecycle: 'beforeRequest', error: new Error('x') })).toBeUndefined();
  });

  it('returns single-spa fallback lifecycles for the onLoad call', () => {
    const mod = plugin.errorLoadRemote({ id: 'mf-discovery/app', lifecycle: 'onLoad', error: new Error('x') }) as Record<string, unknown>;
    expect(isFallback(mod)).toBe(true);
    expect(typeof mod.bootstrap).toBe('function');
    expect(typeof mod.mount).toBe('function');
    expect(typeof mod.unmount).toBe('function');
  });
});
