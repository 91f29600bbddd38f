import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import msgEn from '../../mf-messaging/src/features/messages/i18n/en.json';
import msgAr from '../../mf-messaging/src/features/messages/i18n/ar.json';
import liveEn from '../../shell/src/features/live/i18n/en.json';
import liveAr from '../../shell/src/features/live/i18n/ar.json';
import { baseURL } from '../playwright.config';
import type { Locale } from './discovery';
import { shot } from './site';
import { messageLookup } from './messages';

/** Messaging journeys' plumbing (issue 14): the page's and the bell's own catalogues, two signed-in browsers. */
const catalogues: Record<Locale, Record<string, string>> = { en: { ...msgEn, ...liveEn }, ar: { ...msgAr, ...liveAr } };

/** A string of this area's catalogues (`messageLookup`: a missing id fails, `{x}` values filled in, plurals refused). */
export const mmsg = messageLookup(catalogues);

export const demoHost = { email: 'host@tajriba.sa', password: 'Host#2026' };

/** The user id behind an account (the API's token answer carries the user). */
export async function userIdOf(request: APIRequestContext, who: { email: string; password: string }): Promise<number> {
  const res = await request.post('/Connect/Token', { data: { username: who.email, password: who.password } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { user: { id: number } } }).data.user.id;
}

/** A browser of its own for one person, in one language, signed in through the sign-in page and left on `to`. */
export async function signedInBrowser(browser: Browser, locale: Locale, who: { email: string; password: string }, to: string, landed = 'messaging-page'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, locale: locale === 'ar' ? 'ar-SA' : 'en-US', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`/auth/signin?redirect=${encodeURIComponent(to)}`);
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  await page.getByTestId('signin-email').fill(who.email);
  await page.getByTestId('signin-password').fill(who.password);
  await page.getByTestId('signin-submit').click();
  await expect(page.getByTestId(landed)).toBeVisible();
  // The header's live part (bell, messages link) loads after the first paint.
  await expect(page.getByTestId('notification-bell')).toBeVisible();
  return { context, page };
}

export async function send(page: Page, text: string): Promise<void> {
  const input = page.getByTestId('composer-input');
  await input.fill(text);
  await input.press('Enter');
}

/** Closes the notification popups (they cover the page's top end for 8 s). */
export async function closePopups(page: Page): Promise<void> {
  const popups = page.getByTestId('notification-popup');
  while ((await popups.count()) > 0) await popups.first().getByRole('button').click();
}

/** The header's theme button (below 768 px it sits in the menu: the page widens for the click, then narrows again). */
async function switchTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  const html = page.locator('html');
  if ((await html.getAttribute('data-theme')) === theme) return;
  const viewport = page.viewportSize();
  const narrow = !!viewport && viewport.width < 768;
  if (narrow) await page.setViewportSize({ width: 1024, height: viewport.height });
  await page.getByTestId('theme-switch').click();
  await expect(html).toHaveAttribute('data-theme', theme);
  if (narrow) await page.setViewportSize(viewport);
}

/** `messaging-<view>-<locale>-light` and `-dark`; leaves the page light. */
export async function shotThemes(page: Page, view: string, locale: Locale, ready?: () => Promise<void>): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await switchTheme(page, theme);
    await ready?.();
    // The theme's colours fade in (CSS transitions): the picture waits for them to finish.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await shot(page, `messaging-${view}-${locale}-${theme}`);
  }
  await switchTheme(page, 'light');
}

/** A small PNG (a 2×2 sand-coloured square) to attach. */
export const pngBytes = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4v2kCAxCcKgIzfFRaAH0SCv+8B5mfAAAAAElFTkSuQmCC', 'base64');
