import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  accessToken,
  apiGet,
  browserDay,
  busiestCity,
  cardHeadings,
  categories,
  createGuest,
  crowdedPlace,
  escapeRegExp,
  experiencesList,
  favouriteExperienceIds,
  formatNumber,
  locales,
  mostReviewed,
  msg,
  openHome,
  readNumber,
  resultsPage,
  searchBar,
  shotBothThemes,
  type Card,
  type Locale,
} from '../support/discovery';
import { shot } from '../support/site';

/**
 * Discovery journeys (issue "Discovery"), each in English and in Arabic: search from home by
 * city, date and guests → filter → back/forward; the clustered map and its info window; an
 * experience's reviews modal paging on scroll; the favourite heart for a visitor (login flow)
 * and a signed-in guest. What the page must show is read from the API with the same language,
 * so a wrong filter, a lost URL parameter or an untranslated string fails the journey.
 */

const language = (locale: Locale) => (locale === 'ar' ? 'Arabic' : 'English');

/** Runs the search bar's Search button and waits for the results page. */
async function runSearch(page: Page, locale: Locale): Promise<void> {
  await searchBar(page).getByRole('button', { name: msg(locale, 'discovery.searchBar.search'), exact: true }).click();
  await expect(page).toHaveURL(/\/search(\?|$)/);
  await expect(resultsPage(page)).toBeVisible();
}

const urlParams = (page: Page) => new URL(page.url()).searchParams;
const cardsReady = async (page: Page) => {
  await expect(page.getByTestId('experience-card').first()).toBeVisible();
};

for (const locale of locales) {
  test.describe(`discovery in ${language(locale)}`, () => {
    test('search by city, date and guests from home, filter, and back/forward restore the exact search', async ({ page, request }) => {
      await openHome(page, locale);
      await shotBothThemes(page, 'home', locale, cardsReady);

      const city = await busiestCity(request, locale);
      const bar = searchBar(page);
      // Where: the regions list (debounced). A city's second line is its region's name; a
      // region's says "Region · …", so this picks the city itself.
      await bar.getByRole('combobox').fill(city.name);
      await bar
        .getByRole('option')
        .filter({ hasText: city.name })
        .filter({ has: page.locator('small').getByText(city.regionName, { exact: true }) })
        .first()
        .click();
      await expect(bar.getByRole('combobox')).toHaveValue(city.name);

      // When: the "tomorrow" preset (today, tomorrow, then the next five days).
      await bar.getByRole('button', { name: msg(locale, 'discovery.searchBar.when') }).click();
      const when = page.getByRole('dialog', { name: msg(locale, 'discovery.searchBar.when'), exact: true });
      await when.getByRole('group', { name: msg(locale, 'discovery.searchBar.presets') }).getByRole('button').nth(1).click();
      await expect(when).toBeHidden();
      const tomorrow = await browserDay(page, 1);

      // Who: two adults.
      const who = msg(locale, 'discovery.searchBar.who');
      await bar.getByRole('button', { name: new RegExp(`^${escapeRegExp(who)}`) }).click();
      const guests = page.getByRole('dialog', { name: who, exact: true });
      await guests.getByRole('button', { name: msg(locale, 'ds.numberStepper.increase', { label: msg(locale, 'discovery.guests.adults') }) }).click();
      await expect(guests.getByRole('spinbutton').first()).toHaveValue(formatNumber(locale, 2));
      await page.keyboard.press('Escape');
      await expect(guests).toBeHidden();

      await runSearch(page, locale);
      // The address bar carries the search under the spec's names.
      const sp = urlParams(page);
      expect(sp.get('cityid')).toBe(String(city.id));
      expect(sp.get('cityname')).toBe(city.name);
      expect(sp.get('date')).toBe(tomorrow);
      expect(sp.get('adults')).toBe('2');

      const results = resultsPage(page);
      const searched = { CityId: city.id, Date: tomorrow, AdultsQTY: 2, ChildrenQTY: 0 };
      const all = await experiencesList(request, locale, searched);
      expect(all.total, `${city.name} has experiences bookable tomorrow for two`).toBeGreaterThan(1);
      await expect(results.getByRole('heading', { level: 1, name: msg(locale, 'discovery.results.titleIn', { place: city.name }) })).toBeVisible();
      await expect(cardHeadings(results)).toHaveText(all.data.map((e) => e.name));
      await shotBothThemes(page, 'results', locale, cardsReady);

      // Filter by the category most of these results share, but not all of them.
      const everything: Card[] = (await experiencesList(request, locale, { ...searched, Size: 50 })).data;
      const perCategory = new Map<number, number>();
      for (const e of everything) perCategory.set(e.experienceCategory.id, (perCategory.get(e.experienceCategory.id) ?? 0) + 1);
      const [categoryId] = [...perCategory.entries()].filter(([, n]) => n < all.total).sort((a, b) => b[1] - a[1])[0];
      const category = (await categories(request, locale)).find((c) => c.id === categoryId)!;

      await results.getByRole('button', { name: new RegExp(`^${escapeRegExp(msg(locale, 'discovery.filters.open'))}`) }).click();
      const panel = page.getByRole('dialog', { name: msg(locale, 'discovery.filters.title') });
      await panel.getByRole('button', { name: msg(locale, 'discovery.filters.categories'), exact: true }).click();
      await panel.getByRole('checkbox', { name: category.name, exact: true }).check();
      // "Show results" becomes "Show N results" once the draft's count arrives: one button either way.
      await panel.getByTestId('filters-apply').click();
      await expect(panel).toBeHidden();

      await expect.poll(() => urlParams(page).get('categories')).toBe(String(category.id));
      const filtered = await experiencesList(request, locale, { ...searched, CateIds: [category.id] });
      expect(filtered.total).toBeLessThan(all.total);
      await expect(cardHeadings(results)).toHaveText(filtered.data.map((e) => e.name));
      for (const name of filtered.data.map((e) => e.experienceCategory.name)) expect(name).toBe(category.name);
      const filteredUrl = page.url();

      // Back: the search before the filter, search bar included; forward: the filter again.
      await page.goBack();
      await expect.poll(() => urlParams(page).get('categories')).toBeNull();
      expect(urlParams(page).get('cityid')).toBe(String(city.id));
      expect(urlParams(page).get('date')).toBe(tomorrow);
      await expect(cardHeadings(results)).toHaveText(all.data.map((e) => e.name));
      await expect(bar.getByRole('combobox')).toHaveValue(city.name);

      await page.goForward();
      await expect(page).toHaveURL(filteredUrl);
      await expect(cardHeadings(results)).toHaveText(filtered.data.map((e) => e.name));
      await expect(bar.getByRole('combobox')).toHaveValue(city.name);
    });

    test('the map view shows clustered price markers; a cluster zooms in or opens the info window', async ({ page, request }) => {
      await openHome(page, locale);
      await runSearch(page, locale);
      await resultsPage(page).getByRole('link', { name: msg(locale, 'discovery.results.map') }).click();
      await expect(page).toHaveURL(/\/search\/map(\?|$)/);

      const map = page.getByTestId('results-map');
      // No Mapbox token in tests: the offline basemap. It opens as the preview (SVG, no map
      // library), with the same pins and names; the live map (MapLibre, WebGL by SwiftShader)
      // takes over when the guest reaches for it.
      await expect(map).toHaveAttribute('data-map-kind', 'maplibre');
      await expect(map).toHaveAttribute('data-map-stage', 'preview');
      await expect(map.getByTestId('map-preview-basemap')).toBeVisible();
      await expect(map.locator('canvas')).toHaveCount(0);
      const city = await busiestCity(request, locale);
      await expect(map.getByText(city.name, { exact: true })).toBeVisible();
      const markers = map.getByTestId('map-cluster').or(map.getByTestId('map-price'));
      await expect(markers.first()).toBeVisible();
      await expect(map.getByTestId('map-credit')).toHaveText(`${msg(locale, 'discovery.map.attributionNaturalEarth')} · ${msg(locale, 'discovery.map.attributionOsm')}`);
      // The whole catalogue fitted: the offline basemap (country and region shapes) under the clusters.
      await shot(page, `discovery-map-overview-${locale}`);

      // Clicking the biggest cluster zooms to where it splits, until one opens its info window
      // (its points share a place, or the map is at its maximum zoom) or only prices are left.
      const info = page.getByTestId('map-info-window');
      const layout = async () => JSON.stringify(await map.getByTestId('map-cluster').allTextContents()) + (await map.getByTestId('map-price').count());
      for (let i = 0; i < 12 && !(await info.isVisible()); i++) {
        const clusters = map.getByTestId('map-cluster');
        const sizes = (await clusters.allTextContents()).map(readNumber);
        if (!sizes.length) {
          await map.getByTestId('map-price').first().click();
          break;
        }
        const before = await layout();
        await clusters.nth(sizes.indexOf(Math.max(...sizes))).click();
        await expect.poll(async () => (await info.isVisible()) || (await layout()) !== before).toBe(true);
      }
      await expect(info).toBeVisible();
      // the first tap on a pin brought the live map, which did what the tap asked
      await expect(map).toHaveAttribute('data-map-stage', 'live');
      await expect(map.locator('canvas.maplibregl-canvas')).toBeVisible();
      const listed = await info.getByRole('link').count();
      expect(listed).toBeGreaterThanOrEqual(1);
      expect(listed).toBeLessThanOrEqual(5);

      // A shared link to the most crowded spot: one cluster whose window lists 5 and "+N more".
      const crowded = await crowdedPlace(request, locale);
      await page.goto(`/search/map?bounds=${crowded.bounds}`);
      await expect(map).toBeVisible();
      const cluster = map.getByTestId('map-cluster');
      await expect(cluster).toHaveCount(1);
      await expect(cluster).toHaveText(formatNumber(locale, crowded.count));
      await cluster.click();
      await expect(info).toBeVisible();
      await expect(info).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await expect(info.getByRole('link')).toHaveCount(Math.min(5, crowded.count));
      if (crowded.count > 5) await expect(info.getByText(msg(locale, 'discovery.map.more', { count: formatNumber(locale, crowded.count - 5) }), { exact: true })).toBeVisible();
      await shotBothThemes(page, 'map', locale, async (p) => {
        await expect(p.getByTestId('map-info-window')).toBeVisible();
      });

      // Its entries lead to the experience.
      const first = info.getByRole('link').first();
      const href = await first.getAttribute('href');
      await first.click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(href!)}$`));
      await expect(page.getByTestId('experience-detail')).toBeVisible();
    });

    test('an experience from the results: the reviews modal shows the summary and pages 50 more on scroll', async ({ page, request }) => {
      const target = await mostReviewed(request, locale);
      expect(target.totalRecords, 'the seed has an experience with more than two pages of reviews').toBeGreaterThan(100);

      await openHome(page, locale);
      await searchBar(page).getByRole('searchbox').fill(target.name);
      await runSearch(page, locale);
      expect(urlParams(page).get('query')).toBe(target.name);
      const card = resultsPage(page)
        .getByTestId('experience-card')
        .filter({ has: page.getByRole('heading', { name: target.name, exact: true }) })
        .first();
      await card.getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`/experiences/details/${target.id}$`));
      const detail = page.getByTestId('experience-detail');
      await expect(detail.getByRole('heading', { level: 1 })).toHaveText(target.name);
      await shotBothThemes(page, 'detail', locale, async (p) => {
        await expect(p.getByTestId('experience-detail').getByRole('heading', { level: 1 })).toBeVisible();
      });

      await detail.getByTestId('reviews-button').click();
      const modal = page.getByRole('dialog').filter({ has: page.getByTestId('reviews-summary') });
      const summary = modal.getByTestId('reviews-summary');
      await expect(summary).toBeVisible();
      const ratings = await apiGet<{ summary: { rating: number | null; reviewsCount: number } }>(request, `/api/Home/ExperienceRatings/${target.id}`, locale, { PageNumber: 1, PageSize: 1 });
      if (ratings.summary.rating !== null) {
        await expect(summary).toContainText(formatNumber(locale, ratings.summary.rating, { minimumFractionDigits: 1, maximumFractionDigits: 2 }));
      }
      await expect(summary.getByRole('list', { name: msg(locale, 'discovery.reviews.breakdown') }).getByRole('listitem')).toHaveCount(5);

      // The endless list: 50 at first, 50 more each time the end of the list scrolls into view.
      const reviews = modal.getByTestId('review');
      await expect(reviews).toHaveCount(50);
      for (let shown = 50; shown < target.totalRecords; ) {
        await reviews.last().scrollIntoViewIfNeeded();
        shown = Math.min(target.totalRecords, shown + 50);
        await expect(reviews).toHaveCount(shown);
      }
      await expect(modal.getByText(msg(locale, 'discovery.reviews.end'), { exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();
    });

    test('favourite as a visitor opens the login flow; signed in, the heart fills, survives a reload and empties again', async ({ page, request }) => {
      const guest = await createGuest(request);
      await openHome(page, locale);

      const first = page.getByTestId('experience-card').first();
      const href = (await first.getByRole('link').first().getAttribute('href'))!;
      const experienceId = Number(/\/experiences\/details\/(\d+)$/.exec(href)?.[1]);
      const name = (await first.getByRole('heading').textContent())!.trim();
      // The same experience may sit in several rails: always the first card that links to it.
      const card = page.getByTestId('experience-card').filter({ has: page.locator(`a[href="${href}"]`) }).first();
      const heart = (filled: boolean): Locator =>
        card.getByRole('button', { name: msg(locale, filled ? 'discovery.favourite.remove' : 'discovery.favourite.add', { name }), exact: true });

      // A visitor gets the shell's sign-in dialog instead of a favourite.
      await expect(heart(false)).toHaveAttribute('aria-pressed', 'false');
      await heart(false).click();
      const signIn = page.getByRole('dialog').filter({ has: page.getByTestId('signin-email') });
      await expect(signIn).toBeVisible();
      await page.getByTestId('signin-email').fill(guest.email);
      await page.getByTestId('signin-password').fill(guest.password);
      await page.getByTestId('signin-submit').click();
      await expect(page.getByTestId('user-menu')).toBeVisible();
      await expect(signIn).toBeHidden();
      expect(new URL(page.url()).pathname).toBe('/');

      // The tap is not lost across sign-in (issue 18 item 6): once signed in, the favourite is
      // saved and the "add it to a list?" dialog offers the wishlists.
      await expect(heart(true)).toHaveAttribute('aria-pressed', 'true');
      const picker = page.getByRole('dialog', { name: msg(locale, 'discovery.wishlist.title') });
      await expect(picker).toBeVisible();
      await picker.getByRole('button', { name: msg(locale, 'discovery.wishlist.done'), exact: true }).click();
      await expect(picker).toBeHidden();
      const token = await accessToken(request, guest);
      await expect.poll(() => favouriteExperienceIds(request, token)).toContain(experienceId);

      // The server remembers it: after a reload the heart is still filled.
      await page.reload();
      await expect(page.getByTestId('user-menu')).toBeVisible();
      await expect(heart(true)).toHaveAttribute('aria-pressed', 'true');

      // And removing it empties the heart and the account's favourites (the journey can run again).
      await heart(true).click();
      await expect(heart(false)).toHaveAttribute('aria-pressed', 'false');
      await expect.poll(() => favouriteExperienceIds(request, token)).not.toContain(experienceId);
      await page.reload();
      await expect(heart(false)).toHaveAttribute('aria-pressed', 'false');
    });
  });
}
