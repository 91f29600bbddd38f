import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { prefsStore } from '@tajriba/session';
import { applyTokenResponse } from '@tajriba/session/shell';
import { authUi, closeAuth, openAuth } from '../shared/auth-ui';
import { AuthModalHost } from '../features/auth/auth-modal-host';
import { Header } from '../features/layout/header';
import { Footer } from '../features/layout/footer';
import { NotFoundPage } from '../features/layout/lazy-status-pages';
import { setViewportWidth } from '../features/layout/__tests__/viewport';
import { createFakeApi } from '@tajriba/api-client/testing';
import { renderWithShell } from '../shared/testing/render-with-shell';
import { makeUser, tokenFor } from './fixtures';
import { renderShell } from './render';
import { resetShellState } from '@tajriba/testing';

/*
 * The shell's pieces that load on first use (the header menus' rows, the 404 page, the auth
 * dialog) with a chunk that fails to download, as when the network drops for a moment or a deploy
 * removed the old chunk: the piece's place says so, everything else keeps working, and Retry
 * loads it once the network is back.
 */

// Chunks that "fail to download" until healed; a failed require is not cached, as in webpack.
const mockBroken = new Set<string>();
const mockChunk = (name: string, actual: () => unknown) => {
  if (mockBroken.has(name)) throw Object.assign(new Error(`Loading chunk ${name} failed.`), { name: 'ChunkLoadError' });
  return actual();
};
jest.mock('../features/layout/site-menu-items', () => mockChunk('site-menu-items', () => jest.requireActual('../features/layout/site-menu-items')));
jest.mock('../features/layout/user-menu-items', () => mockChunk('user-menu-items', () => jest.requireActual('../features/layout/user-menu-items')));
jest.mock('../features/layout/status-pages', () => mockChunk('status-pages', () => jest.requireActual('../features/layout/status-pages')));
jest.mock('../features/auth/components/auth-dialog', () => mockChunk('auth-dialog', () => jest.requireActual('../features/auth/components/auth-dialog')));

let consoleError: jest.SpyInstance;
beforeEach(() => {
  setViewportWidth(1280);
  resetShellState();
  act(() => closeAuth());
  // The boundaries report what they caught; expected here.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  mockBroken.clear();
});

const bar = () => screen.getByRole('navigation', { name: 'Main' });

// Each lazy piece is loaded once per test file (module state), so each test breaks another one.
describe('a header menu whose rows fail to download', () => {
  it('says so in the panel, keeps the header and footer working, and Retry shows the rows', async () => {
    mockBroken.add('site-menu-items');
    renderShell(
      <>
        <Header />
        <Footer />
      </>,
    );
    const menu = within(bar()).getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    const panel = screen.getByTestId('site-menu-panel');
    expect(await within(panel).findByRole('alert')).toHaveTextContent("This part didn't load.");

    // The rest of the page is still there and still works.
    expect(within(screen.getByRole('banner')).getByRole('link', { name: /^Tajriba/ })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await userEvent.click(within(bar()).getByRole('button', { name: 'Switch to dark mode' }));
    expect(prefsStore.theme).toBe('dark');

    // From the keyboard; still broken: Retry keeps the message and the focus.
    await userEvent.click(menu);
    const reopened = screen.getByTestId('site-menu-panel');
    expect(await within(reopened).findByRole('button', { name: 'Retry' })).not.toHaveAttribute('aria-busy');
    await userEvent.tab();
    expect(within(reopened).getByRole('button', { name: 'Retry' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await within(reopened).findByRole('button', { name: 'Retry' })).toHaveFocus();
    expect(within(reopened).getByRole('alert')).toBeInTheDocument();

    // The network is back: the rows, and the focus on the first of them.
    mockBroken.clear();
    await userEvent.keyboard('{Enter}');
    expect(await within(reopened).findByTestId('skin-tone-picker')).toBeInTheDocument();
    expect(within(reopened).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(reopened).getByRole('button', { name: 'Create an account' })).toHaveFocus();
  });

  it('says it in Arabic in the avatar menu; opening the menu again retries by itself', async () => {
    act(() => {
      applyTokenResponse(tokenFor(makeUser()));
      prefsStore.locale = 'ar';
    });
    mockBroken.add('user-menu-items');
    renderShell(<Header />, { locale: 'ar' });
    const avatar = screen.getByTestId('user-menu');
    await userEvent.click(avatar);
    const panel = screen.getByTestId('user-menu-panel');
    expect(await within(panel).findByRole('alert')).toHaveTextContent('تعذّر تحميل هذا الجزء.');
    expect(within(panel).getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('user-menu-panel')).not.toBeInTheDocument();

    mockBroken.clear();
    await userEvent.click(avatar);
    expect(await within(screen.getByTestId('user-menu-panel')).findByTestId('skin-tone-picker')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('a page whose code fails to download', () => {
  it('shows the message in the page area between the header and the footer, and the page after Retry', async () => {
    mockBroken.add('status-pages');
    renderShell(
      <>
        <Header />
        <main>
          <NotFoundPage />
        </main>
        <Footer />
      </>,
      { route: '/no-such-page' },
    );
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('alert')).toHaveTextContent("This part didn't load.");
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    mockBroken.clear();
    await userEvent.click(within(main).getByRole('button', { name: 'Retry' }));
    expect(await within(main).findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(within(main).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the auth dialog when its code fails to download', () => {
  it('shows the message with Retry over the page; Escape closes it and the focus goes back', async () => {
    mockBroken.add('auth-dialog');
    renderWithShell(
      <>
        <Header />
        <AuthModalHost />
      </>,
      { api: createFakeApi() },
    );
    const signIn = within(bar()).getByRole('button', { name: 'Sign in' });
    await userEvent.click(signIn);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in or create an account' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent("This part didn't load.");
    expect(within(dialog).getByRole('button', { name: 'Retry' })).toHaveFocus();
    // Tab stays inside the little dialog.
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Retry' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(authUi.view).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(signIn).toHaveFocus();
  });

  it('Retry shows the real dialog once the code loads', async () => {
    mockBroken.add('auth-dialog');
    renderWithShell(<AuthModalHost />, { api: createFakeApi() });
    act(() => openAuth('signin'));
    const failed = await screen.findByTestId('auth-dialog-failed');
    // Opening it retried by itself (an earlier test had it fail), in vain: wait for that to end.
    expect(await within(failed).findByRole('button', { name: 'Retry' })).not.toHaveAttribute('aria-busy');

    mockBroken.clear();
    await userEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByTestId('auth-dialog-failed')).not.toBeInTheDocument();
  });
});
