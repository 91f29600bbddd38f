import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession, prefsStore } from '@tajriba/session';
import type { LifeCycles, RemoteMountProps } from '@tajriba/federation';
import { createDevHarness, samplePath } from '../dev-harness';
import { resetShellState } from '../reset-shell-state';

function fakeLifecycles() {
  const calls: string[] = [];
  let mountedInto: HTMLElement | null = null;
  const lifecycles: LifeCycles = {
    bootstrap: async () => void calls.push('bootstrap'),
    mount: async (props: RemoteMountProps) => {
      calls.push('mount');
      mountedInto = props.domElementGetter!();
      mountedInto.textContent = `remote at ${window.location.pathname}`;
    },
    unmount: async () => {
      calls.push('unmount');
      mountedInto!.textContent = '';
    },
  };
  return { lifecycles, calls };
}

// The harness is a page of its own (its own React roots, as in a browser), not a Testing Library
// render: its updates happen outside act(), so assertions wait for them.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

beforeEach(() => {
  resetShellState();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('createDevHarness', () => {
  it('mounts the remote on its first declared route with the shell’s services, under a bar', async () => {
    const { lifecycles, calls } = fakeLifecycles();
    const harness = await createDevHarness({ name: 'mf-trips', lifecycles, contract: { routes: [{ path: '/trips/:id' }] } });
    expect(calls).toEqual(['bootstrap', 'mount']);
    expect(document.getElementById('remote')).toHaveTextContent('remote at /trips/1');
    expect(harness.props).toMatchObject({ name: 'mf-trips', env: 'dev', locale: 'en', dir: 'ltr', theme: 'light' });
    expect(typeof harness.props.api.get).toBe('function');
    expect(document.title).toBe('mf-trips — dev harness');
    expect(await screen.findByText('mf-trips')).toBeInTheDocument();
    await harness.unmount();
    expect(calls).toEqual(['bootstrap', 'mount', 'unmount']);
  });

  it('switches language (document direction follows), theme and who is signed in', async () => {
    const { lifecycles } = fakeLifecycles();
    await createDevHarness({ name: 'mf-trips', lifecycles });
    const bar = document.getElementById('harness')!;
    await within(bar).findByRole('combobox', { name: 'Language' });
    await userEvent.selectOptions(within(bar).getByRole('combobox', { name: 'Language' }), 'ar');
    expect(prefsStore.locale).toBe('ar');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    await userEvent.selectOptions(within(bar).getByRole('combobox', { name: 'Theme' }), 'dark');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-theme', 'dark'));
    await userEvent.selectOptions(within(bar).getByRole('combobox', { name: 'Session' }), 'host');
    expect(getSession()).toMatchObject({ isSignedIn: true, isHost: true });
    await waitFor(() => expect(within(bar).getByRole('combobox', { name: 'Session' })).toHaveValue('host'));
    await userEvent.selectOptions(within(bar).getByRole('combobox', { name: 'Session' }), 'visitor');
    expect(getSession().isSignedIn).toBe(false);
  });

  it('gives a concrete address for a declared pattern', () => {
    expect(samplePath('/experiences/details/:id/checkout')).toBe('/experiences/details/1/checkout');
  });
});
