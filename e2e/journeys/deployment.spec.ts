import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { EnvironmentName, RegistryDocument } from '@tajriba/contracts';
import dsAr from '../../libs/design-system/src/i18n/ar.json';
import dsEn from '../../libs/design-system/src/i18n/en.json';
import commonAr from '../../libs/i18n/src/i18n/ar.json';
import commonEn from '../../libs/i18n/src/i18n/en.json';
import overridesAr from '../../shell/src/features/composition/i18n/ar.json';
import overridesEn from '../../shell/src/features/composition/i18n/en.json';
import {
  expectRemoteRendered,
  expectSiteUsesRegistry,
  firstRoute,
  hostReachable,
  inlinedDocument,
  liveDocument,
  loadedVersion,
  logRemoteRequests,
  promote,
  publishBuilt,
  remoteCli,
  remoteContainer,
  restoreEnvironment,
  rollback,
  routeSamples,
  sampleExperiences,
  signIn,
  siteEnv,
  startEdge,
  uniqueVersion,
  type EdgeServer,
} from '../support/deployment';
import { registryDocument, shot } from '../support/site';

/**
 * Independent deployment journeys (issue "Independent deployment", "Staging mix and failure
 * journeys"): a staging mix of remote versions passes the main journey; each remote made
 * unreachable in turn degrades to the localised error panel while the rest of the site works,
 * and retry brings it back without a reload; publish → promote → pick-up → rollback on the
 * running site; per-browser overrides in dev, refused unsigned and accepted signed in production.
 *
 * Each journey publishes the versions it needs under unique version strings (the remote's
 * already built dist/, as CI would after its build step) and puts every environment it changed
 * back the way it found it.
 */

/** The remote whose versions the version journeys juggle (the one every environment has today). */
const SUBJECT = 'mf-discovery';

const catalogues = {
  en: { ...dsEn, ...commonEn, ...overridesEn },
  ar: { ...dsAr, ...commonAr, ...overridesAr },
} as const;

const baseURLOf = (): string => {
  const base = test.info().project.use.baseURL;
  if (!base) throw new Error('the Playwright config names no baseURL');
  return base;
};

/** The discovery main journey: home with experience cards → a search → an experience's page. */
async function discoveryJourney(page: Page, request: APIRequestContext, base: string, shotPrefix: string): Promise<void> {
  const [experience] = await sampleExperiences(request, 1);
  await page.goto(`${base}/`);
  const home = remoteContainer(page, SUBJECT);
  await expect(home.getByTestId('experience-card').first()).toBeVisible();
  await shot(page, `${shotPrefix}-home-en`);

  await home.locator('#discovery-search-text').fill(experience.name);
  await home.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?/);
  const results = home.getByTestId('discovery-search');
  await expect(results).toBeVisible();
  const card = results.getByTestId('experience-card').filter({ has: page.getByRole('heading', { name: experience.name, exact: true }) });
  await expect(card.first()).toBeVisible();
  await shot(page, `${shotPrefix}-search-en`);

  await card.first().getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/experiences/details/${experience.id}$`));
  const detail = home.getByTestId('experience-detail');
  await expect(detail.getByRole('heading', { level: 1 })).toHaveText(experience.name);
  await shot(page, `${shotPrefix}-detail-en`);
}

/** Every file of every remote the page requested came from the version `doc` names. */
function expectFilesFrom(doc: RegistryDocument, requested: Map<string, string[]>): void {
  for (const [name, versions] of requested) {
    const expected = doc.remotes[name]?.version;
    expect(expected, `${name} is in ${doc.env}`).toBeTruthy();
    expect(new Set(versions), `${name} files come from ${expected}`).toEqual(new Set([expected]));
  }
}

function logAllRemotes(page: Page, doc: RegistryDocument) {
  const logs = Object.keys(doc.remotes).map((name) => [name, logRemoteRequests(page, name)] as const);
  return () => new Map(logs.map(([name, log]) => [name, log.versions()] as const).filter(([, v]) => v.length > 0));
}

test.describe('staging mix', () => {
  let edge: EdgeServer | null = null;
  let stagingRevision: number | null = null;

  test.afterAll(async () => {
    await edge?.stop();
    if (stagingRevision !== null) await restoreEnvironment('staging', stagingRevision);
  });

  test('staging runs the previous version of one remote and the current of the rest; the main journey passes on it', async ({ page, request }) => {
    test.setTimeout(420_000);
    await expectSiteUsesRegistry(request);
    const current = await liveDocument(siteEnv);
    expect(current.remotes[SUBJECT], `${siteEnv} runs ${SUBJECT}`).toBeTruthy();
    stagingRevision = (await liveDocument('staging')).revision;

    // Two releases of the subject; staging goes to the newer one and is rolled back, so it runs
    // the previous published version. Every other remote runs what the site runs now.
    const previous = uniqueVersion(SUBJECT, 'prev');
    const latest = uniqueVersion(SUBJECT, 'cur');
    await publishBuilt(SUBJECT, previous);
    await publishBuilt(SUBJECT, latest);
    await promote(SUBJECT, previous, 'staging');
    await promote(SUBJECT, latest, 'staging');
    await rollback(SUBJECT, 'staging');
    for (const [name, entry] of Object.entries(current.remotes)) {
      if (name !== SUBJECT) await promote(name, entry.version, 'staging');
    }

    const staging = await liveDocument('staging');
    expect(staging.remotes[SUBJECT].version).toBe(previous);
    for (const [name, entry] of Object.entries(current.remotes)) {
      if (name !== SUBJECT) expect(staging.remotes[name]?.version, `${name} in staging`).toBe(entry.version);
    }
    const check = await remoteCli(['check', 'staging']);
    expect(check.stdout).toContain('✓ staging');
    const status = await remoteCli(['status', '--env', 'staging']);
    test.info().annotations.push({ type: 'staging mix', description: status.stdout.trim() });

    edge = await startEdge('staging');
    const served = await inlinedDocument(edge.url);
    expect(served?.env).toBe('staging');
    expect(served?.remotes).toEqual(staging.remotes);

    const requested = logAllRemotes(page, staging);
    await discoveryJourney(page, request, edge.url, 'deployment-staging');
    expect(await loadedVersion(page, SUBJECT)).toBe(previous);
    // The rest of the mix: each other remote's first route renders from its staging version.
    let signedIn = false;
    for (const name of Object.keys(staging.remotes).filter((n) => n !== SUBJECT)) {
      const route = await firstRoute(request, name);
      if (!route) continue;
      // Once: a signed-in person opening the sign-in page is sent on, so there is no form to fill.
      if (route.access !== 'public' && !signedIn) {
        await signIn(page, undefined, edge.url);
        signedIn = true;
      }
      await page.goto(`${edge.url}${route.urls[0]}`);
      await expectRemoteRendered(page, name, route.pattern);
      expect(await loadedVersion(page, name)).toBe(staging.remotes[name].version);
    }
    expectFilesFrom(staging, requested());
  });
});

/** The localised panel in the remote's place, with its retry button. */
async function expectErrorPanel(page: Page, remote: string, lang: 'en' | 'ar') {
  const panel = remoteContainer(page, remote).getByTestId('remote-error-panel');
  await expect(panel).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(panel).toContainText(catalogues[lang]['federation.error.title']);
  await expect(panel.getByRole('button', { name: catalogues[lang]['ds.errorPanel.retry'] })).toBeVisible();
  // The shell around it is intact.
  await expect(page.getByTestId('language-switch')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toBeVisible();
}

async function remoteDownJourney(browser: Browser, request: APIRequestContext, remote: string, all: string[]) {
  const context = await browser.newContext({ baseURL: baseURLOf() });
  const page = await context.newPage();
  try {
    const samples = (await routeSamples(request, remote)).filter(hostReachable);
    expect(samples.length, `${remote} claims routes the demo host can open`).toBeGreaterThan(0);
    const others = (await Promise.all(all.filter((n) => n !== remote).map(async (n) => [n, await firstRoute(request, n)] as const))).filter(
      (x): x is [string, NonNullable<(typeof x)[1]>] => x[1] !== null,
    );
    // Protected, client and host routes need a signed-in host to reach the remote at all.
    if ([...samples, ...others.map(([, r]) => r)].some((s) => s.access !== 'public')) await signIn(page);

    let down = true;
    await page.route(
      (url) => url.pathname.startsWith(`/remotes/${remote}/`),
      (route) => (down ? route.abort('connectionrefused') : route.continue()),
    );
    const urls = samples.flatMap((s) => s.urls.map((url) => ({ url, pattern: s.pattern })));
    test.info().annotations.push({ type: `${remote} routes checked`, description: urls.map((u) => u.url).join(' ') });

    for (const [i, { url }] of urls.entries()) {
      await page.goto(url);
      await expectErrorPanel(page, remote, 'en');
      if (i === 0) await shot(page, `deployment-remote-down-${remote}-en`);
    }

    // Header controls still work while the remote is down.
    await page.goto(urls[0].url);
    await expectErrorPanel(page, remote, 'en');
    await page.getByTestId('theme-switch').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByTestId('theme-switch').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    // So do the footer and a shell page.
    await page.getByTestId('site-footer').locator('a[href="/policies/privacy-policy"]').click();
    await expect(page).toHaveURL(/\/policies\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('remote-error-panel')).toHaveCount(0);
    // And the other areas.
    for (const [name, route] of others) {
      await page.goto(route.urls[0]);
      await expectRemoteRendered(page, name, route.pattern);
    }

    // Arabic, switched from the header on the broken page: the panel follows.
    await page.goto(urls[0].url);
    await expectErrorPanel(page, remote, 'en');
    await page.getByTestId('language-switch').click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectErrorPanel(page, remote, 'ar');
    expect(catalogues.ar['federation.error.title']).toMatch(/[\u0600-\u06FF]/);
    for (const [i, { url }] of urls.entries()) {
      await page.goto(url);
      await expectErrorPanel(page, remote, 'ar');
      if (i === 0) await shot(page, `deployment-remote-down-${remote}-ar`);
    }
    await page.goto('/policies/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    // The remote comes back: retry renders it in place, no document load.
    await page.goto(urls[0].url);
    await expectErrorPanel(page, remote, 'ar');
    down = false;
    await page.evaluate(() => ((window as unknown as { tajribaSameDocument?: boolean }).tajribaSameDocument = true));
    let loads = 0;
    page.on('load', () => loads++);
    await remoteContainer(page, remote).getByRole('button', { name: catalogues.ar['ds.errorPanel.retry'] }).click();
    await expectRemoteRendered(page, remote, urls[0].pattern);
    expect(await page.evaluate(() => (window as unknown as { tajribaSameDocument?: boolean }).tajribaSameDocument)).toBe(true);
    expect(loads).toBe(0);
    await shot(page, `deployment-remote-back-${remote}-ar`);
  } finally {
    await context.close();
  }
}

test('each remote made unreachable in turn: its routes show the localised panel, the rest works, retry recovers in place', async ({ browser, request }) => {
  const doc = await registryDocument(request);
  const remotes = Object.keys(doc.remotes).sort();
  expect(remotes.length, `${doc.env} names remotes`).toBeGreaterThan(0);
  test.setTimeout(120_000 + remotes.length * 180_000);
  for (const remote of remotes) {
    await test.step(`${remote} unreachable`, () => remoteDownJourney(browser, request, remote, remotes));
  }
});

test('publish → promote → the running site picks up the new version on reload and navigation; rollback restores the previous one', async ({ page, request }) => {
  test.setTimeout(300_000);
  await expectSiteUsesRegistry(request);
  const before = await liveDocument(siteEnv);
  const original = before.remotes[SUBJECT]?.version;
  expect(original, `${siteEnv} runs ${SUBJECT}`).toBeTruthy();
  const next = uniqueVersion(SUBJECT, 'next');
  const log = logRemoteRequests(page, SUBJECT);

  /** Reload (or open `url`) until the edge serves the new document; then that load's files must all be `version`. */
  const expectPickedUp = async (version: string, how: 'reload' | string) => {
    await expect(async () => {
      log.clear();
      if (how === 'reload') await page.reload();
      else await page.goto(how);
      await expectRemoteRendered(page, SUBJECT);
      expect(await loadedVersion(page, SUBJECT)).toBe(version);
    }).toPass({ timeout: 30_000, intervals: [500, 1000, 2000] });
    expect(new Set(log.versions())).toEqual(new Set([version]));
  };

  try {
    await page.goto('/');
    await expectRemoteRendered(page, SUBJECT, '/');
    expect(await loadedVersion(page, SUBJECT)).toBe(original);

    await publishBuilt(SUBJECT, next);
    // Publishing alone changes nothing anyone runs.
    expect((await liveDocument(siteEnv)).remotes[SUBJECT].version).toBe(original);
    await promote(SUBJECT, next, siteEnv);

    // The shell reads the environment document once per page load (the edge inlines it), so the
    // page already open keeps its code; the next reload, or the next page load, runs the promotion.
    test.info().annotations.push({
      type: 'pick-up',
      description:
        'The shell reads the registry document at page load only: a reload or a full navigation picks up a promotion; in-app (client-side) navigation keeps the version already running.',
    });
    await expectPickedUp(next, 'reload');
    await shot(page, 'deployment-promoted-dev');
    const [experience] = await sampleExperiences(request, 1);
    await expectPickedUp(next, `/experiences/details/${experience.id}`);

    const r = await rollback(SUBJECT, siteEnv);
    const figure = `rollback ${SUBJECT} --env ${siteEnv}: ${r.ms} ms wall clock (CLI start included), ${r.registryMs ?? '?'} ms in the registry`;
    console.info(figure);
    test.info().annotations.push({ type: 'rollback time', description: figure });
    expect(r.ms, 'rollback well inside a generous bound').toBeLessThan(30_000);
    expect((await liveDocument(siteEnv)).remotes[SUBJECT].version).toBe(original);

    await page.goto('/');
    await expectPickedUp(original, 'reload');
    await shot(page, 'deployment-rolled-back-dev');
  } finally {
    const now = await liveDocument(siteEnv).catch(() => null);
    if (now && now.remotes[SUBJECT]?.version !== original) await restoreEnvironment(siteEnv, before.revision);
  }
});

/** Files of `remote` fetched only because the edge's HTML preloads them (not necessarily run). */
async function preloadedVersions(page: Page, remote: string): Promise<Set<string>> {
  const hrefs = await page.locator('link[rel="preload"]').evaluateAll((els) => els.map((e) => (e as HTMLLinkElement).href));
  return new Set(hrefs.map((h) => new RegExp(`/remotes/${remote}/([^/]+)/`).exec(new URL(h).pathname)?.[1]).filter((v): v is string => !!v));
}

async function resetOverrides(page: Page) {
  await Promise.all([page.waitForEvent('load'), page.getByTestId('overrides-reset').click()]);
  await expect(page.getByTestId('overrides-badge')).toHaveCount(0);
}

test('overrides in dev: a tester runs another version of a remote, sees the badge and resets it', async ({ page, request }) => {
  test.skip(siteEnv === 'production', 'the site under test runs production: the dev journey needs a non-production site');
  test.setTimeout(240_000);
  await expectSiteUsesRegistry(request);
  const published = (await liveDocument(siteEnv)).remotes[SUBJECT]?.version;
  expect(published, `${siteEnv} runs ${SUBJECT}`).toBeTruthy();
  const other = uniqueVersion(SUBJECT, 'override');
  await publishBuilt(SUBJECT, other);

  const log = logRemoteRequests(page, SUBJECT);
  await page.goto(`/?mf-override=${encodeURIComponent(`${SUBJECT}@${other}`)}`);
  const badge = page.getByTestId('overrides-badge');
  await expect(badge).toBeVisible();
  await expect(badge).toContainText(catalogues.en['shell.overrides.badge']);
  await expect(badge).toContainText(`${SUBJECT}@${other}`);
  await expectRemoteRendered(page, SUBJECT, '/');
  expect(await loadedVersion(page, SUBJECT)).toBe(other);
  // The published version is only touched by the edge's preload hints; the override's code runs.
  const preloaded = await preloadedVersions(page, SUBJECT);
  expect(log.versions()).toContain(other);
  for (const v of log.versions()) if (v !== other) expect(preloaded.has(v), `${v} only preloaded`).toBe(true);
  // The link is cleaned; the choice lives in this browser and survives a reload.
  await expect(page).not.toHaveURL(/mf-override/);
  await shot(page, 'deployment-override-dev-en');
  await page.reload();
  await expect(badge).toBeVisible();
  await expectRemoteRendered(page, SUBJECT, '/');
  expect(await loadedVersion(page, SUBJECT)).toBe(other);

  await resetOverrides(page);
  await expectRemoteRendered(page, SUBJECT, '/');
  expect(await loadedVersion(page, SUBJECT)).toBe(published);
});

test.describe('overrides in production', () => {
  let edge: EdgeServer | null = null;
  let productionRevision: number | null = null;

  test.afterAll(async () => {
    await edge?.stop();
    if (productionRevision !== null) await restoreEnvironment('production', productionRevision);
  });

  test('production refuses an unsigned override and accepts one signed by the registry', async ({ page, request }) => {
    test.setTimeout(300_000);
    await expectSiteUsesRegistry(request);
    const source = await liveDocument(siteEnv);
    expect(source.remotes[SUBJECT], `${siteEnv} runs ${SUBJECT}`).toBeTruthy();
    productionRevision = (await liveDocument('production')).revision;
    // Production runs what the site under test runs (promoted as a release would be).
    for (const [name, entry] of Object.entries(source.remotes)) await promote(name, entry.version, 'production' as EnvironmentName);
    const published = source.remotes[SUBJECT].version;
    const other = uniqueVersion(SUBJECT, 'signed');
    await publishBuilt(SUBJECT, other);
    edge = await startEdge('production');

    const log = logRemoteRequests(page, SUBJECT);
    await page.goto(`${edge.url}/?mf-override=${encodeURIComponent(`${SUBJECT}@${other}`)}`);
    await expectRemoteRendered(page, SUBJECT, '/');
    const badge = page.getByTestId('overrides-badge');
    await expect(badge).toContainText(catalogues.en['shell.overrides.refused']);
    await expect(badge).not.toContainText(catalogues.en['shell.overrides.badge']);
    expect(await loadedVersion(page, SUBJECT)).toBe(published);
    expect(log.versions()).not.toContain(other);
    await shot(page, 'deployment-override-production-refused');

    const signed = await remoteCli(['sign-override', `${SUBJECT}@${other}`, '--env', 'production', '--ttl', '900']);
    const token = signed.stdout.trim();
    expect(token).toMatch(/^mfo1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    log.clear();
    await page.goto(`${edge.url}/?mf-override-token=${encodeURIComponent(token)}`);
    await expect(badge).toContainText(catalogues.en['shell.overrides.badge']);
    await expect(badge).toContainText(`${SUBJECT}@${other}`);
    await expectRemoteRendered(page, SUBJECT, '/');
    expect(await loadedVersion(page, SUBJECT)).toBe(other);
    expect(log.versions()).toContain(other);
    await shot(page, 'deployment-override-production-signed');

    // A token for another environment does not unlock production.
    const stagingToken = (await remoteCli(['sign-override', `${SUBJECT}@${other}`, '--env', 'staging', '--ttl', '900'])).stdout.trim();
    await resetOverrides(page);
    await page.goto(`${edge.url}/?mf-override-token=${encodeURIComponent(stagingToken)}`);
    await expectRemoteRendered(page, SUBJECT, '/');
    await expect(badge).toContainText(catalogues.en['shell.overrides.refused']);
    expect(await loadedVersion(page, SUBJECT)).toBe(published);

    await resetOverrides(page);
    await expectRemoteRendered(page, SUBJECT, '/');
    expect(await loadedVersion(page, SUBJECT)).toBe(published);
  });
});
