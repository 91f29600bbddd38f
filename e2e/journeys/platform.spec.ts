import { expect, test } from '@playwright/test';
import { registryDocument, shot } from '../support/site';

/**
 * Platform journeys (issue "Platform foundation"): the shell composes the discovery remote from
 * the registry's versioned files; language, direction and theme survive a reload; a broken
 * remote shows the localised error panel while the rest of the site works, and retry recovers.
 */

test('first visit renders home from the versioned remote named by the registry', async ({ page, request }) => {
  const doc = await registryDocument(request);
  const discovery = doc.remotes['mf-discovery'];
  expect(discovery, 'the environment runs mf-discovery').toBeTruthy();

  const remoteRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/remotes/mf-discovery/')) remoteRequests.push(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByTestId('experience-card').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  // Every discovery file came from the version the registry document names.
  expect(remoteRequests.length).toBeGreaterThan(0);
  for (const p of remoteRequests) expect(p.startsWith(`/remotes/mf-discovery/${discovery.version}/`)).toBe(true);
  await shot(page, 'platform-home-en-light');
});

test('Arabic mirrors the layout, translates and survives a reload; dark theme too', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('experience-card').first()).toBeVisible();
  await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByTestId('sign-in')).toHaveText('تسجيل الدخول');
  await page.getByTestId('theme-switch').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByTestId('experience-card').first()).toBeVisible();
  // The remote's own strings are Arabic too, not only the shell's.
  await expect(page.getByTestId('site-footer')).toContainText('سياسة الخصوصية');
  await shot(page, 'platform-home-ar-dark');

  await page.getByTestId('language-switch').click();
  await page.getByTestId('theme-switch').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('a remote that fails to load shows the error panel; the shell keeps working; retry recovers', async ({ page }) => {
  let broken = true;
  await page.route('**/remotes/mf-discovery/**', (route) => (broken ? route.abort('connectionrefused') : route.continue()));
  await page.goto('/');
  const panel = page.getByTestId('remote-error-panel');
  await expect(panel).toBeVisible();
  await expect(page.getByTestId('sign-in')).toBeVisible();
  await shot(page, 'platform-remote-down-en');

  // Another area (a shell page) still works while discovery is down.
  await page.getByTestId('site-footer').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/policies\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Back home: still down, then the remote comes back and retry renders it without a reload.
  await page.goBack();
  await expect(panel).toBeVisible();
  broken = false;
  const navigations: string[] = [];
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) navigations.push(f.url());
  });
  await panel.getByRole('button').click();
  await expect(page.getByTestId('experience-card').first()).toBeVisible();
  expect(navigations).toEqual([]);
});

test('unknown routes show the 404 page inside the layout', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toBeVisible();
});

test('a link to another page opens it at its top; back returns to where the reader was', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('load');
  const card = page.getByTestId('experience-card').last();
  await card.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before, 'the last card is below the first screen').toBeGreaterThan(200);
  // The reset joins once the browser is idle after load: wait for it like a person would.
  await expect.poll(() => page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(true), { timeout: 6000 })))).toBe(true);
  await card.locator('[id^="exp-"]').first().click();
  await expect(page).toHaveURL(/\/experiences\/details\//);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
