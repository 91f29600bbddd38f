import { expect, test, type Page } from '@playwright/test';
import { signInAt, useLanguage } from '../support/account';
import { locales, msg, openHome, searchBar } from '../support/discovery';
import { apiPost, demoAdmin, hmsg, hostShots, token } from '../support/host-dashboard';

/**
 * Issue 17: a staff member changes the catalogue and the guests' filters follow. Each run adds its
 * own category and region (names carry the run's stamp), and leaves both inactive at the end, so
 * no other journey — nor a second run — sees them.
 */
const ICON = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M4 20 12 4l8 16H4z"/><script>alert(1)</script></svg>');

/** The guest's "Where" suggestions for a text (the search bar's combobox). */
async function whereSuggestions(page: Page, locale: 'en' | 'ar', text: string) {
  const where = searchBar(page).getByRole('combobox', { name: msg(locale, 'discovery.searchBar.where') });
  await where.fill('');
  await where.fill(text);
  return page.getByRole('listbox', { name: msg(locale, 'discovery.searchBar.where') });
}

test.describe('catalogue administration', () => {
  for (const locale of locales) {
    test(`an admin adds a category with an icon and deactivates a region; guests' filters follow (${locale})`, async ({ page, browser, request }) => {
      const stamp = `${locale}${Date.now() % 1_000_000}`;
      const category = { nameEn: `Falconry ${stamp}`, nameAr: `الصقارة ${stamp}` };
      const region = { nameEn: `Qurayyat Oasis ${stamp}`, nameAr: `واحة القريات ${stamp}` };
      const shown = (e: { nameEn: string; nameAr: string }) => (locale === 'ar' ? e.nameAr : e.nameEn);
      const adminToken = await token(request, demoAdmin);
      // the region to deactivate is this run's own (deactivating a seeded one would change other journeys' searches)
      const addedRegion = await apiPost<{ data: { id: number } }>(request, '/api/ExperiencesRegions/Add', adminToken, { ...region, latitude: 31.33, longitude: 37.34 });
      let categoryId: number | null = null;
      const guest = await browser.newPage();
      try {
        // The guest finds the new region among the search bar's places.
        await openHome(guest, locale);
        await expect((await whereSuggestions(guest, locale, stamp)).getByRole('option', { name: new RegExp(shown(region)) })).toBeVisible();

        // The admin adds the category with its icon (the script in the SVG is dropped: only path data is kept).
        await signInAt(page, '/catalogue/categories', demoAdmin, 'catalogue-page');
        await useLanguage(page, locale);
        await page.getByRole('button', { name: hmsg(locale, 'catalogue.add.categories') }).click();
        const dialog = page.getByRole('dialog', { name: hmsg(locale, 'catalogue.add.categories') });
        await dialog.getByLabel(hmsg(locale, 'catalogue.nameEn')).fill(category.nameEn);
        await dialog.getByLabel(hmsg(locale, 'catalogue.nameAr')).fill(category.nameAr);
        await dialog.getByLabel(hmsg(locale, 'catalogue.icon')).setInputFiles({ name: 'falcon.svg', mimeType: 'image/svg+xml', buffer: ICON });
        await dialog.getByRole('button', { name: hmsg(locale, 'catalogue.save') }).click();
        await expect(dialog).toBeHidden();
        const found = await (await request.get('/api/ExperiencesCategories/All', { headers: { authorization: `Bearer ${adminToken}` }, params: { Text: stamp } })).json();
        categoryId = (found as { data: Array<{ id: number }> }).data[0]?.id ?? null;
        await page.getByLabel(hmsg(locale, 'catalogue.search')).fill(stamp);
        const categoryRow = page.getByRole('row').filter({ hasText: category.nameEn });
        await expect(categoryRow.getByTestId('category-icon')).toBeVisible();
        await expect(categoryRow.getByText(hmsg(locale, 'catalogue.active'), { exact: true })).toBeVisible();
        await hostShots(page, 'catalogue-categories', locale);

        // The guest's category strip (a fresh visit) has it, with its icon.
        await openHome(guest, locale);
        const chip = guest.getByRole('button', { name: shown(category), exact: true });
        await expect(chip).toBeVisible();
        await expect(chip.locator('svg path')).toHaveAttribute('d', /M4 20/);

        // The admin deactivates the region.
        await page.getByRole('navigation', { name: hmsg(locale, 'catalogue.tabs') }).getByRole('link', { name: hmsg(locale, 'catalogue.kind.regions') }).click();
        await page.getByLabel(hmsg(locale, 'catalogue.search')).fill(stamp);
        const regionRow = page.getByRole('row').filter({ hasText: region.nameEn });
        await regionRow.getByRole('button', { name: hmsg(locale, 'catalogue.deactivateOne', { name: shown(region) }) }).click();
        await expect(regionRow.getByText(hmsg(locale, 'catalogue.inactive'), { exact: true })).toBeVisible();
        await hostShots(page, 'catalogue-regions', locale, ['light']);

        // The guest's places no longer offer it (a fresh visit).
        await openHome(guest, locale);
        const places = await whereSuggestions(guest, locale, stamp);
        await expect(places.getByRole('option', { name: new RegExp(shown(region)) })).toHaveCount(0);

      } finally {
        await guest.close();
        // leave nothing active behind for the journeys that follow
        if (categoryId !== null) await apiPost(request, `/api/ExperiencesCategories/ReverseActive/${categoryId}`, adminToken, {});
        const regionNow = await (await request.get(`/api/ExperiencesRegions/${addedRegion.data.id}`, { headers: { authorization: `Bearer ${adminToken}` } })).json();
        if ((regionNow as { data: { isActive: boolean } }).data.isActive) await apiPost(request, `/api/ExperiencesRegions/ReverseActive/${addedRegion.data.id}`, adminToken, {});
      }
    });
  }
});
