import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RoleId } from '@tajriba/contracts/platform';
import { PREFS_STORAGE_KEY, prefsStore, readStoredPrefs } from '@tajriba/session';
import { applyTokenResponse } from '@tajriba/session/shell';
import { authUi, closeAuth } from '../../../shared/auth-ui';
import { makeUser, tokenFor } from '../../../__tests__/fixtures';
import { renderShell } from '../../../__tests__/render';
import { Header } from '../header';
import { setViewportWidth } from './viewport';
import { openMenu } from './menus';
import { resetShellState } from '@tajriba/testing';

beforeEach(() => {
  resetShellState();
  act(() => closeAuth());
});

const bar = () => screen.getByRole('navigation', { name: 'Main' });

describe('header on a phone (below 768 px)', () => {
  beforeEach(() => setViewportWidth(390));

  it('keeps the logo, "Sign in" and a menu button in the bar; the secondary actions are in the menu', async () => {
    renderShell(<Header />);
    expect(screen.getByRole('link', { name: /^Tajriba/ })).toHaveAttribute('href', '/');
    expect(within(bar()).getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    for (const name of ['Become a host', /Switch the language to Arabic/, 'Switch to dark mode']) {
      expect(within(bar()).queryByRole('button', { name })).not.toBeInTheDocument();
    }
    const menu = within(bar()).getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await openMenu(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByTestId('site-menu-panel');
    expect(menu).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getByRole('button', { name: 'Create an account' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: /Switch the language to Arabic/ })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
    expect(within(panel).getByRole('group', { name: 'Emoji skin tone' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Help center' })).toHaveAttribute('href', '/policies/help-center');

    await userEvent.click(within(panel).getByRole('button', { name: 'Become a host' }));
    expect(authUi).toMatchObject({ view: 'become-host', mode: 'host' });
    expect(screen.queryByTestId('site-menu-panel')).not.toBeInTheDocument();
  });

  it('switches language and theme from the menu, and the choices are stored', async () => {
    renderShell(<Header />);
    await openMenu(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(prefsStore.theme).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: /Switch the language to Arabic/ }));
    expect(JSON.parse(localStorage.getItem(PREFS_STORAGE_KEY)!)).toMatchObject({ locale: 'ar', theme: 'dark' });
  });

  it('"Create an account" opens sign-up', async () => {
    renderShell(<Header />);
    await openMenu(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(authUi).toMatchObject({ view: 'signup', mode: 'guest' });
  });

  it('works from the keyboard: Escape closes and gives focus back to the menu button', async () => {
    renderShell(<Header />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    menu.focus();
    await userEvent.keyboard('{Enter}');
    // The rows are a lazy chunk; focusing the button started loading them.
    expect(await within(screen.getByTestId('site-menu-panel')).findByTestId('skin-tone-picker')).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Create an account' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('site-menu-panel')).not.toBeInTheDocument();
    expect(menu).toHaveFocus();
  });

  it('closes when the person presses outside it', async () => {
    renderShell(<Header />);
    await openMenu(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(screen.getByRole('link', { name: /^Tajriba/ }));
    expect(screen.queryByTestId('site-menu-panel')).not.toBeInTheDocument();
  });

  it('is translated in Arabic', async () => {
    act(() => {
      prefsStore.locale = 'ar';
    });
    renderShell(<Header />, { locale: 'ar' });
    expect(screen.getByRole('button', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    await openMenu(screen.getByRole('button', { name: 'القائمة' }));
    const panel = screen.getByTestId('site-menu-panel');
    expect(within(panel).getByRole('button', { name: 'كن مضيفًا' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: /تغيير اللغة إلى الإنجليزية/ })).toHaveTextContent('English');
    expect(within(panel).getByRole('group', { name: 'لون البشرة في الرموز التعبيرية' })).toBeInTheDocument();
    expect(within(panel).getByRole('radio', { name: 'بشرة داكنة' })).toBeInTheDocument();
  });

  it('a signed-in person gets no extra menu button: language, theme and skin tone are in the avatar menu', async () => {
    act(() => applyTokenResponse(tokenFor(makeUser(RoleId.Guest))));
    renderShell(<Header />);
    expect(within(bar()).queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(within(bar()).queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    await openMenu(within(bar()).getByRole('button', { name: 'Account menu for Reem' }));
    const panel = screen.getByTestId('user-menu-panel');
    expect(within(panel).getByRole('button', { name: 'Become a host' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: /Switch the language to Arabic/ })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
    expect(within(panel).getByRole('group', { name: 'Emoji skin tone' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });
});

describe('header from 768 px', () => {
  beforeEach(() => setViewportWidth(768));

  it('shows "Become a host", language and theme in the bar; the visitor menu keeps sign-up, skin tone and help', async () => {
    renderShell(<Header />);
    for (const name of ['Become a host', /Switch the language to Arabic/, 'Switch to dark mode', 'Sign in', 'Menu']) {
      expect(within(bar()).getByRole('button', { name })).toBeInTheDocument();
    }
    await openMenu(screen.getByRole('button', { name: 'Menu' }));
    const panel = screen.getByTestId('site-menu-panel');
    expect(within(panel).queryByRole('button', { name: 'Become a host' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Switch the language to Arabic/ })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Create an account' })).toBeInTheDocument();
    expect(within(panel).getByRole('group', { name: 'Emoji skin tone' })).toBeInTheDocument();
  });

  it('the avatar menu does not repeat the bar’s language and theme', async () => {
    act(() => applyTokenResponse(tokenFor(makeUser(RoleId.Guest))));
    renderShell(<Header />);
    await openMenu(screen.getByRole('button', { name: 'Account menu for Reem' }));
    const panel = screen.getByTestId('user-menu-panel');
    expect(within(panel).queryByRole('button', { name: /Switch the language to Arabic/ })).not.toBeInTheDocument();
    expect(within(panel).getByRole('group', { name: 'Emoji skin tone' })).toBeInTheDocument();
  });

  it('moves the actions into the menu when the window narrows below 768 px', () => {
    renderShell(<Header />);
    expect(within(bar()).getByRole('button', { name: 'Become a host' })).toBeInTheDocument();
    setViewportWidth(767);
    expect(within(bar()).queryByRole('button', { name: 'Become a host' })).not.toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('emoji skin tone', () => {
  beforeEach(() => setViewportWidth(390));

  it('offers neutral and the five tones as 👋 with their modifiers, neutral chosen by default', async () => {
    renderShell(<Header />);
    await openMenu(screen.getByRole('button', { name: 'Menu' }));
    const group = screen.getByRole('group', { name: 'Emoji skin tone' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual([
      'Default skin tone',
      'Light skin tone',
      'Medium-light skin tone',
      'Medium skin tone',
      'Medium-dark skin tone',
      'Dark skin tone',
    ]);
    expect(group).toHaveTextContent('👋👋🏻👋🏼👋🏽👋🏾👋🏿');
    expect(within(group).getByRole('radio', { name: 'Default skin tone' })).toBeChecked();
  });

  it('stores the person’s choice so it survives a reload', async () => {
    renderShell(<Header />);
    await openMenu(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Medium-dark skin tone' }));
    expect(screen.getByRole('radio', { name: 'Medium-dark skin tone' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Default skin tone' })).not.toBeChecked();
    expect(prefsStore.skinTone).toBe('medium-dark');
    expect(JSON.parse(localStorage.getItem(PREFS_STORAGE_KEY)!)).toMatchObject({ skinTone: 'medium-dark', locale: 'en', theme: 'light' });
    // What the next page load reads.
    expect(readStoredPrefs().skinTone).toBe('medium-dark');
  });

  it('arrow keys move the choice (one radio group)', async () => {
    act(() => {
      prefsStore.skinTone = 'light';
    });
    renderShell(<Header />);
    await openMenu(screen.getByRole('button', { name: 'Menu' }));
    screen.getByRole('radio', { name: 'Light skin tone' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(prefsStore.skinTone).toBe('medium-light');
  });

  it('is in the avatar menu for signed-in people too', async () => {
    setViewportWidth(1280);
    act(() => applyTokenResponse(tokenFor(makeUser(RoleId.Host))));
    renderShell(<Header />);
    await openMenu(screen.getByRole('button', { name: 'Account menu for Reem' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Dark skin tone' }));
    expect(readStoredPrefs().skinTone).toBe('dark');
  });
});
