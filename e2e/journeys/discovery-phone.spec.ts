import { expect, test, type Locator, type Page } from '@playwright/test';
import { escapeRegExp, locales, msg, openHome, searchBar, type Locale, type Theme } from '../support/discovery';
import { shot } from '../support/site';
import { findBookable } from '../support/booking';

/**
 * Issue 18, tried as a person does on a phone (390×844) and on a laptop (1366×900), in English
 * and Arabic: every popover stays inside the viewport (a bottom sheet on the phone), the guest
 * count can be set, the filter sections collapse and expand with matching aria-expanded, and the
 * "Where" list closes when the focus leaves it.
 */

const phone = { width: 390, height: 844 };
const laptop = { width: 1366, height: 900 };

/**
 * A page in a language and theme without the header's switches (on a phone they sit in the
 * menu): the preferences a person's earlier visit stored.
 */
async function openAs(page: Page, path: string, locale: Locale, theme: Theme = 'light'): Promise<void> {
  await page.goto(path);
  await page.evaluate((prefs) => localStorage.setItem('tj:prefs', JSON.stringify(prefs)), { locale, theme, skinTone: 'neutral' });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', locale === 'ar' ? 'ar' : /^en/);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await expect(page.getByTestId('experience-card').first()).toBeVisible();
}

async function expectInsideViewport(page: Page, panel: Locator): Promise<void> {
  await expect(panel).toBeVisible();
  // Placed before paint; wait for the measured placement (opacity 1).
  await expect.poll(() => panel.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  const box = (await panel.boundingBox())!;
  const vp = page.viewportSize()!;
  expect(box.x, 'left edge inside the viewport').toBeGreaterThanOrEqual(0);
  expect(box.y, 'top edge inside the viewport').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'right edge inside the viewport').toBeLessThanOrEqual(vp.width);
  expect(box.y + box.height, 'bottom edge inside the viewport').toBeLessThanOrEqual(vp.height);
}

/**
 * On a phone the search is one summary line; tapping it opens the full form in a dialog (the
 * form's fields would otherwise fill the first screen, issue 18 item 7).
 */
async function openPhoneSearch(page: Page): Promise<void> {
  const summary = page.getByTestId('search-summary');
  await expect(summary).toBeVisible();
  const box = (await summary.boundingBox())!;
  expect(box.y + box.height, 'the summary leaves the first screen to the results').toBeLessThan(400);
  await summary.click();
  await expect(searchBar(page)).toBeVisible();
}

const whoButton = (page: Page, locale: Locale) =>
  searchBar(page).getByRole('button', { name: new RegExp(`^${escapeRegExp(msg(locale, 'discovery.searchBar.who'))}`) });

for (const locale of locales) {
  test.describe(`discovery on a phone in ${locale === 'ar' ? 'Arabic' : 'English'}`, () => {
    test.use({ viewport: phone });

    test('the When and Who popovers are bottom sheets inside the screen, and the guest count can be set', async ({ page }) => {
      await openAs(page, '/', locale);
      await openPhoneSearch(page);
      await shot(page, `discovery-phone-search-${locale}-light`);
      await searchBar(page).getByRole('button', { name: msg(locale, 'discovery.searchBar.when') }).click();
      const when = page.getByRole('dialog', { name: msg(locale, 'discovery.searchBar.when'), exact: true });
      await expectInsideViewport(page, when);
      await expect(when).toHaveAttribute('data-placement', 'sheet');
      await expect(when.getByTestId('calendar-month')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(when).toBeHidden();

      const who = whoButton(page, locale);
      await who.click();
      const guests = page.getByRole('dialog', { name: msg(locale, 'discovery.searchBar.who'), exact: true });
      await expectInsideViewport(page, guests);
      await shot(page, `discovery-phone-guests-${locale}-light`);
      const increase = guests.getByRole('button', { name: msg(locale, 'ds.numberStepper.increase', { label: msg(locale, 'discovery.guests.adults') }) });
      await increase.click();
      await increase.click();
      await guests.getByRole('button', { name: msg(locale, 'ds.common.close') }).click();
      await expect(guests).toBeHidden();
      await expect(who).toHaveText(new RegExp(locale === 'ar' ? '٣' : '3'));
    });

    test('the sheets in the dark theme', async ({ page }) => {
      await openAs(page, '/', locale, 'dark');
      await shot(page, `discovery-phone-home-${locale}-dark`);
      await openPhoneSearch(page);
      await whoButton(page, locale).click();
      await expectInsideViewport(page, page.getByRole('dialog', { name: msg(locale, 'discovery.searchBar.who'), exact: true }));
      await shot(page, `discovery-phone-guests-${locale}-dark`);
      await page.keyboard.press('Escape');
      await searchBar(page).getByRole('button', { name: msg(locale, 'discovery.searchBar.when') }).click();
      await expectInsideViewport(page, page.getByRole('dialog', { name: msg(locale, 'discovery.searchBar.when'), exact: true }));
      await shot(page, `discovery-phone-when-${locale}-dark`);
    });

    test('the Where list closes when the focus leaves the field', async ({ page }) => {
      await openAs(page, '/', locale);
      await shot(page, `discovery-phone-home-${locale}-light`);
      await openPhoneSearch(page);
      const where = searchBar(page).getByRole('combobox');
      await where.click();
      await expect(where).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('listbox')).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(where).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('listbox')).toHaveCount(0);
      // The next tab stop is the next field, not the list.
      await expect(searchBar(page).getByRole('button', { name: msg(locale, 'discovery.searchBar.when') })).toBeFocused();
    });

    test('the filter sections collapse and expand, with aria-expanded saying so', async ({ page }) => {
      await openAs(page, '/search', locale);
      await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(msg(locale, 'discovery.filters.open'))}`) }).click();
      const panel = page.getByRole('dialog', { name: msg(locale, 'discovery.filters.title') });
      await expect(panel).toBeVisible();
      const types = panel.getByRole('button', { name: msg(locale, 'discovery.filters.types'), exact: true });
      const included = panel.getByRole('button', { name: msg(locale, 'discovery.filters.included'), exact: true });
      const food = panel.getByRole('checkbox', { name: msg(locale, 'discovery.filters.food'), exact: true });
      await expect(types).toHaveAttribute('aria-expanded', 'true');
      await expect(panel.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(msg(locale, 'discovery.type.online'))}`) })).toBeVisible();
      await expect(included).toHaveAttribute('aria-expanded', 'false');
      await expect(food).toBeHidden();
      await included.click();
      await expect(included).toHaveAttribute('aria-expanded', 'true');
      await expect(food).toBeVisible();
      await shot(page, `discovery-phone-filters-${locale}`);
      await included.click();
      await expect(included).toHaveAttribute('aria-expanded', 'false');
      await expect(food).toBeHidden();
      await types.click();
      await expect(types).toHaveAttribute('aria-expanded', 'false');
      await expect(panel.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(msg(locale, 'discovery.type.online'))}`) })).toBeHidden();
    });
  });

  test.describe(`discovery on a laptop in ${locale === 'ar' ? 'Arabic' : 'English'}`, () => {
    test.use({ viewport: laptop });

    test('the Who popover opens under its field; the calendar shows two months side by side', async ({ page }) => {
      await openHome(page, locale);
      const who = whoButton(page, locale);
      await who.click();
      const guests = page.getByRole('dialog', { name: msg(locale, 'discovery.searchBar.who'), exact: true });
      await expectInsideViewport(page, guests);
      await expect(guests).toHaveAttribute('data-placement', 'anchored');
      const t = (await who.boundingBox())!;
      const g = (await guests.boundingBox())!;
      expect(g.y).toBeGreaterThanOrEqual(t.y + t.height);
      expect(g.y - (t.y + t.height)).toBeLessThan(40);
      // Its end edge on the field's end edge (the right in English, the left in Arabic).
      if (locale === 'ar') expect(Math.abs(g.x - t.x)).toBeLessThan(30);
      else expect(Math.abs(g.x + g.width - (t.x + t.width))).toBeLessThan(30);
      await page.keyboard.press('Escape');

      await searchBar(page).getByRole('button', { name: msg(locale, 'discovery.searchBar.when') }).click();
      const when = page.getByRole('dialog', { name: msg(locale, 'discovery.searchBar.when'), exact: true });
      await expect(when.getByTestId('calendar-month')).toHaveCount(2);
      await expectInsideViewport(page, when);
      const [a, b] = [(await when.getByTestId('calendar-month').nth(0).boundingBox())!, (await when.getByTestId('calendar-month').nth(1).boundingBox())!];
      expect(Math.abs(a.y - b.y), 'the two months are side by side').toBeLessThan(2);
      await shot(page, `discovery-laptop-calendar-${locale}`);
    });
  });
}

/**
 * Issue 18 item 7, the experience page on a phone: the full-screen photo viewer uses the screen's
 * width, and the sticky booking bar leads to the dates (not to the page's end), then says what was
 * chosen and books, staying at the bottom of the screen wherever the page is scrolled.
 */
const fullDate = (locale: Locale, day: string) =>
  new Intl.DateTimeFormat(locale === 'ar' ? 'ar-SA-u-ca-gregory-nu-arab' : 'en-US', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${day}T12:00:00`));

async function expectBarAtBottom(page: Page): Promise<void> {
  const bar = page.getByTestId('booking-bar');
  await expect(bar).toBeVisible();
  const box = (await bar.boundingBox())!;
  expect(Math.round(box.y + box.height), 'the bar sits on the bottom edge').toBe(phone.height);
  expect(Math.round(box.width)).toBe(phone.width);
}

for (const locale of locales) {
  test.describe(`the experience page on a phone in ${locale === 'ar' ? 'Arabic' : 'English'}`, () => {
    test.use({ viewport: phone });

    test('the photo viewer fills the width; the booking bar opens the dates, then books with the choice shown', async ({ page, request }) => {
      const b = await findBookable(request);
      for (const theme of ['light', 'dark'] as const) {
        await page.goto(`/experiences/details/${b.experienceId}`);
        await page.evaluate((prefs) => localStorage.setItem('tj:prefs', JSON.stringify(prefs)), { locale, theme, skinTone: 'neutral' });
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.getByTestId('booking-panel')).toBeAttached();

        // The viewer: the photo is as wide as the screen, its thumbnails reachable inside it.
        await page.getByTestId('gallery').getByRole('button').first().click();
        const photo = page.locator('img.photo');
        await expect(photo).toBeVisible();
        await expect.poll(async () => Math.round((await photo.boundingBox())?.width ?? 0), { message: 'photo width' }).toBeGreaterThanOrEqual(phone.width - 1);
        const current = page.locator('.thumbs button[aria-current="true"]');
        const thumb = (await current.boundingBox())!;
        expect(thumb.x).toBeGreaterThanOrEqual(0);
        expect(thumb.x + thumb.width).toBeLessThanOrEqual(phone.width);
        await shot(page, `discovery-phone-viewer-${locale}-${theme}`);
        await page.keyboard.press('Escape');
        await expect(photo).toBeHidden();

        // The bar, before a choice: its button takes the guest to the dates, on screen.
        await expectBarAtBottom(page);
        const bar = page.getByTestId('booking-bar');
        await bar.getByRole('button', { name: msg(locale, 'discovery.booking.checkDates') }).click();
        const calendar = page.getByTestId('booking-panel').getByRole('group', { name: msg(locale, 'discovery.booking.chooseDate') });
        await expect.poll(async () => {
          const box = await calendar.boundingBox();
          return !!box && box.y >= 0 && box.y < phone.height - 100;
        }, { message: 'the calendar is on screen' }).toBe(true);

        // Choose the day and a time: the bar now names them and books.
        const label = fullDate(locale, b.date);
        const day = () => page.getByTestId('booking-panel').locator(`button[aria-label^="${label}"]`);
        if (!(await day().count())) await page.getByTestId('booking-panel').getByRole('button', { name: msg(locale, 'ds.datePicker.nextMonth') }).click();
        await day().click();
        await page.getByTestId('booking-panel').locator(`[aria-label="${msg(locale, 'discovery.booking.time')}"] button`).first().click();
        await expect(bar.getByRole('button', { name: msg(locale, 'discovery.booking.checkDates') })).toHaveCount(0);
        await expect(bar.getByRole('button', { name: msg(locale, 'discovery.booking.signInToBook') })).toBeVisible();
        // one way of writing the day: the calendar's words are the heading's and the bar's (never "Tomorrow" under "Nov 26, 2026")
        const chosenDay = (await page.getByTestId('booking-panel').getByTestId('date-picker-status').textContent())!.trim();
        await expect(page.getByTestId('booking-panel').getByRole('heading', { level: 3, name: msg(locale, 'discovery.booking.chooseTime', { day: chosenDay }) })).toBeVisible();
        await expect(bar).toContainText(chosenDay);
        await expectBarAtBottom(page);
        await shot(page, `discovery-phone-booking-bar-${locale}-${theme}`);
        // it stays on the bottom edge at the top and at the end of the page
        await page.evaluate(() => window.scrollTo(0, 0));
        await expectBarAtBottom(page);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expectBarAtBottom(page);
      }
    });
  });
}
