import { expect, test, type Page } from '@playwright/test';
import { experiencesList, locales, msg, type Locale } from '../support/discovery';
import { shot } from '../support/site';

/**
 * Issue 18 items 4 and 14: the page speaks one language. An Arabic browser's first visit is in
 * Arabic without a click; a page names its English and Arabic versions for search engines; a host's
 * profile reads in the page's language; the map's own hint and its labels follow the page's
 * language and font.
 */

const arabicScript = /[\u0600-\u06ff]/;

test.describe('a first visit from an Arabic browser', () => {
  test.use({ locale: 'ar-SA' });
  test('opens in Arabic, right to left, without a click, and names both language versions', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('experience-card').first()).toBeVisible();
    await expect(page.getByRole('search').getByRole('button', { name: msg('ar', 'discovery.searchBar.search'), exact: true })).toBeVisible();
    const alternates = await page.locator('link[rel=alternate][hreflang]').evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).search]));
    expect(alternates).toEqual([
      ['en', '?lang=en'],
      ['ar', '?lang=ar'],
      ['x-default', ''],
    ]);
  });
});

test.describe('a first visit from an English browser', () => {
  test.use({ locale: 'en-GB' });
  test('opens in English; a link that carries Arabic opens in Arabic', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
    await expect(page.getByTestId('experience-card').first()).toBeVisible();
    await page.goto('/search?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByTestId('experience-card').first()).toBeVisible();
  });
});

async function openIn(page: Page, path: string, locale: Locale): Promise<void> {
  await page.goto('/');
  await page.evaluate((l) => localStorage.setItem('tj:prefs', JSON.stringify({ locale: l, theme: 'light', skinTone: 'neutral' })), locale);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', locale === 'ar' ? 'ar' : /^en/);
}

for (const locale of locales) {
  test(`a host's profile and the map read in the page's language (${locale})`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const cards = (await experiencesList(request, locale, { Size: 20, Types: [1] })).data as Array<{ id: number; host?: { id: number; name: string } }>;
    const card = cards.find((c) => c.host);
    expect(card, 'an experience at the host\'s place with its host').toBeDefined();

    await openIn(page, `/host/${card!.host!.id}`, locale);
    const profile = page.getByTestId('host-profile');
    await expect(profile).toBeVisible();
    await expect(profile.getByRole('heading', { level: 1 })).toHaveText(card!.host!.name);
    const about = profile.locator('.about');
    await expect(about.locator('p').first()).toBeVisible();
    const text = (await about.innerText()).replace(/[0-9\u0660-\u0669]/g, '');
    // Seeded hosts write in both languages: no text of the other script and no fallback note.
    expect(arabicScript.test(text), text).toBe(locale === 'ar');
    await expect(page.getByTestId('host-written-in')).toHaveCount(0);
    await shot(page, `host-profile-${locale}`);

    await openIn(page, `/experiences/details/${card!.id}`, locale);
    const map = page.getByTestId('location-map');
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('.maplibregl-canvas')).toBeVisible({ timeout: 60_000 });
    // The Ctrl + scroll hint (MapLibre writes it into the page when the map is made) and the zoom
    // buttons speak the page's language.
    await expect(map.locator('.maplibregl-desktop-message')).toHaveText(msg(locale, 'discovery.map.ctrlScroll'));
    await expect(map.getByRole('button', { name: msg(locale, 'discovery.map.zoomIn') })).toBeVisible();
    // City names on the map are set in the site's font, not the map library's Helvetica.
    const label = map.getByTestId('city-label').first();
    await expect(label).toBeAttached({ timeout: 60_000 });
    const [labelFont, bodyFont] = await Promise.all([label.evaluate((el) => getComputedStyle(el).fontFamily), page.evaluate(() => getComputedStyle(document.body).fontFamily)]);
    expect(labelFont).toBe(bodyFont);
  });
}
