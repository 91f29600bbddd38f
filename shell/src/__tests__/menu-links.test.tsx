import { act, screen, within } from '@testing-library/react';
import { RoleId } from '@tajriba/contracts/platform';
import { prefsStore } from '@tajriba/session';
import { applyTokenResponse } from '@tajriba/session/shell';
import { Header } from '../features/layout/header';
import { openMenu } from '../features/layout/__tests__/menus';
import { setViewportWidth } from '../features/layout/__tests__/viewport';
import { makeUser, tokenFor } from './fixtures';
import { renderShell } from './render';
import { composeDocument } from './compose-document';
import { resetShellState } from '@tajriba/testing';

const link = (placement: 'user-menu' | 'site-menu', path: string, en: string, ar: string, side: 'guest' | 'host' | 'any') => ({ placement, path, label: { en, ar }, side });

// Menus offer the areas the environment runs: each remote's contract brings its links.
const remotes = {
  'mf-account': {
    routes: [
      { path: '/profile', access: 'signed-in' as const },
      { path: '/wishlist', access: 'client' as const },
    ],
    menu: [link('user-menu', '/profile', 'Profile', 'الملف الشخصي', 'any'), link('user-menu', '/wishlist', 'Wishlist', 'المفضلة', 'guest')],
  },
  'mf-host-dashboard': {
    routes: [{ path: '/dashboard', access: 'host' as const }],
    menu: [link('user-menu', '/dashboard', 'Dashboard', 'لوحة التحكم', 'host'), link('user-menu', '/elsewhere', 'Broken', 'معطل', 'any')],
  },
  'mf-offers': {
    routes: [{ path: '/deals', access: 'public' as const }],
    menu: [link('site-menu', '/deals', 'Deals', 'العروض', 'any')],
  },
};

beforeEach(() => {
  setViewportWidth(1280);
  resetShellState();
  act(() => composeDocument(remotes));
});

describe('menu links from the registry document', () => {
  it('a guest’s avatar menu links the guest-side areas deployed, never a route no remote renders', async () => {
    act(() => applyTokenResponse(tokenFor(makeUser(RoleId.Guest))));
    renderShell(<Header />);
    await openMenu(screen.getByRole('button', { name: 'Account menu for Reem' }));
    const panel = screen.getByTestId('user-menu-panel');
    expect(within(panel).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(panel).getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/wishlist');
    expect(within(panel).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'Broken' })).not.toBeInTheDocument();
  });

  it('a host sees the host side, in Arabic with Arabic labels', async () => {
    act(() => {
      prefsStore.locale = 'ar';
      applyTokenResponse(tokenFor(makeUser(RoleId.Host)));
    });
    renderShell(<Header />, { locale: 'ar' });
    await openMenu(screen.getByTestId('user-menu'));
    const panel = screen.getByTestId('user-menu-panel');
    expect(within(panel).getByRole('link', { name: 'لوحة التحكم' })).toHaveAttribute('href', '/dashboard');
    expect(within(panel).getByRole('link', { name: 'الملف الشخصي' })).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'المفضلة' })).not.toBeInTheDocument();
  });

  it('with no such remote deployed, the menu has none of its links', async () => {
    act(() => {
      composeDocument({});
      applyTokenResponse(tokenFor(makeUser(RoleId.Guest)));
    });
    renderShell(<Header />);
    await openMenu(screen.getByRole('button', { name: 'Account menu for Reem' }));
    expect(within(screen.getByTestId('user-menu-panel')).queryAllByRole('link')).toEqual([]);
  });

  it('the visitor menu links the public areas a remote offers everyone', async () => {
    renderShell(<Header />);
    await openMenu(screen.getByTestId('site-menu'));
    expect(within(screen.getByTestId('site-menu-panel')).getByRole('link', { name: 'Deals' })).toHaveAttribute('href', '/deals');
  });
});
