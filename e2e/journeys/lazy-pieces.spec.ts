import { expect, test, type Page } from '@playwright/test';
import { shot } from '../support/site';

/**
 * Pieces that load on first use (the header menus' rows, the search bar's popover contents)
 * whose chunk fails to download — the network drops for a moment, or a deploy removed the old
 * chunk: the piece's place says so with Retry, the page keeps working, and Retry loads it once
 * the network is back, without a reload.
 */

/** Loads `/`, then makes every script the page has not downloaded yet fail until `restore()`. */
async function loadThenDropNewScripts(page: Page) {
  const seen = new Set<string>();
  let dropping = false;
  await page.route('**/*.js*', (route) => {
    const url = route.request().url();
    if (dropping && !seen.has(url)) return route.abort('internetdisconnected');
    seen.add(url);
    return route.continue();
  });
  await page.goto('/');
  await expect(page.getByTestId('experience-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  dropping = true;
  return { restore: () => void (dropping = false) };
}

test('a header menu whose rows fail to download says so; the page works; Retry shows the rows', async ({ page }) => {
  const network = await loadThenDropNewScripts(page);
  const navigations: string[] = [];
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) navigations.push(f.url());
  });

  await page.getByTestId('site-menu').click();
  const panel = page.getByTestId('site-menu-panel');
  await expect(panel.getByRole('alert')).toContainText("This part didn't load.");
  await shot(page, 'lazy-menu-failed-en');

  // The rest of the page still works: the theme switch, the remote's cards.
  await page.getByTestId('theme-switch').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByTestId('experience-card').first()).toBeVisible();

  // Back online: opening the menu again retries by itself (Retry is tested on the popover below).
  network.restore();
  await page.getByTestId('site-menu').click();
  await expect(panel.getByTestId('skin-tone-picker')).toBeVisible();
  await expect(panel.getByRole('alert')).toHaveCount(0);
  expect(navigations).toEqual([]);
});

test('the guests popover whose steppers fail to download says so in Arabic; Retry shows them', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('tj:prefs', JSON.stringify({ locale: 'ar', theme: 'light', skinTone: 'neutral' })));
  const network = await loadThenDropNewScripts(page);

  await page.getByRole('button', { name: /^الضيوف/ }).click();
  const popover = page.getByRole('dialog', { name: 'الضيوف' });
  await expect(popover.getByRole('alert')).toContainText('تعذّر تحميل هذا الجزء.');
  const retry = popover.getByRole('button', { name: 'إعادة المحاولة' });
  await expect(retry).toBeFocused();
  await shot(page, 'lazy-popover-failed-ar');

  // Still offline: Retry keeps the message (and the focus).
  await page.keyboard.press('Enter');
  await expect(retry).toBeFocused();
  await expect(popover.getByRole('alert')).toBeVisible();

  network.restore();
  await page.keyboard.press('Enter');
  await expect(popover.getByRole('spinbutton').first()).toBeFocused();
  await expect(popover.getByRole('spinbutton')).toHaveCount(2);
});

test('a route page whose chunk fails once says so in its place; Retry downloads it again and shows the page', async ({ page }) => {
  // Every script `/` did not need fails on its first request only (a deploy's blip): the search
  // page's chunk among them. Bare React.lazy kept the rejected import, so Retry never loaded it.
  const seen = new Set<string>();
  const failedOnce = new Set<string>();
  let dropping = false;
  await page.route('**/*.js*', (route) => {
    const url = route.request().url();
    if (dropping && !seen.has(url) && !failedOnce.has(url)) {
      failedOnce.add(url);
      return route.abort('internetdisconnected');
    }
    seen.add(url);
    return route.continue();
  });
  await page.goto('/');
  await expect(page.getByTestId('experience-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  dropping = true;

  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search(\?|$)/);
  // The page's place (other pieces loading while idle, the footer, may have failed in the blip too).
  const outlet = page.getByTestId('remote-outlet');
  const failed = outlet.getByTestId('lazy-failed');
  await expect(failed).toContainText("This part didn't load.");
  expect(failedOnce.size).toBeGreaterThan(0);
  // The header (the shell) still works meanwhile.
  await expect(page.getByTestId('site-menu')).toBeVisible();
  // The blip is over: what the page loads next (its own lazy pieces, schemas) downloads normally.
  dropping = false;

  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Experiences/ })).toBeVisible();
  await expect(outlet.getByTestId('lazy-failed')).toHaveCount(0);
});
