import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { experiencesList, locales, type Locale, type Theme } from '../support/discovery';

/**
 * Issue 18 item 10: axe-core finds nothing on the pages a guest meets first — home, search, the
 * map, an experience, a host's profile and sign-in — in English and Arabic, light and dark.
 */
test.use({ bypassCSP: true });

async function openAs(page: Page, path: string, locale: Locale, theme: Theme): Promise<void> {
  await page.goto('/');
  await page.evaluate((prefs) => localStorage.setItem('tj:prefs', JSON.stringify(prefs)), { locale, theme, skinTone: 'neutral' });
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', locale === 'ar' ? 'ar' : /^en/);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

for (const locale of locales) {
  for (const theme of ['light', 'dark'] as const) {
    test(`no axe violations on the guest's first pages (${locale}, ${theme})`, async ({ page, request }) => {
      // Six pages, each waited for and scanned: more than the default 90 s on a busy machine.
      test.setTimeout(300_000);
      const first = (await experiencesList(request, locale, { Size: 1 })).data[0] as { id: number; host?: { id: number } };
      const hostId = first.host?.id;
      const pages: Array<[string, string, (p: Page) => Promise<void>]> = [
        ['home', '/', async (p) => expect(p.getByTestId('experience-card').first()).toBeVisible()],
        ['search', '/search', async (p) => expect(p.getByTestId('experience-card').first()).toBeVisible()],
        // WebGL runs in software in the headless browser: on a busy machine the first markers take
        // well over the default 15 s, so wait for them (a real condition) longer.
        ['map', '/search/map', async (p) => expect(p.getByTestId('map-cluster').or(p.getByTestId('map-price')).first()).toBeVisible({ timeout: 60_000 })],
        ['detail', `/experiences/details/${first.id}`, async (p) => expect(p.getByTestId('booking-panel')).toBeVisible()],
        ['sign-in', '/auth/signin', async (p) => expect(p.getByTestId('signin-page')).toBeVisible()],
      ];
      expect(hostId, 'cards carry their host').toBeDefined();
      if (hostId) pages.push(['host', `/host/${hostId}`, async (p) => expect(p.getByTestId('host-profile')).toBeVisible()]);
      const found: Record<string, unknown> = {};
      for (const [name, path, ready] of pages) {
        await openAs(page, path, locale, theme);
        await ready(page);
        await page.waitForLoadState('networkidle').catch(() => undefined);
        const v = await axeViolations(page);
        if (v.length) found[name] = v;
      }
      expect(found).toEqual({});
    });
  }
}
