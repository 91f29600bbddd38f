/**
 * Each catalogue holds every string the code loaded with it shows. The first mount waits only for
 * the root catalogue (i18n/): home, the search bar, cards, the heart. Each page that loads on demand
 * brings its feature's catalogue with its chunk (lazyPage in app/app.tsx). A string that code uses
 * but its catalogue lacks would show its id (or English in Arabic): these tests fail first.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, ok } from '@tajriba/api-client/testing';
import en from '../en.json';
import ar from '../ar.json';
import sharedEn from '../../shared/i18n/en.json';
import sharedAr from '../../shared/i18n/ar.json';
import { HomePage } from '../../features/home/home-page';
import { category, makeCard } from '../../testing/fixtures';
import { renderDiscovery } from '../../testing/render-discovery';
import { discoveryRootMessages as home } from '../../testing/messages';

const src = path.resolve(__dirname, '../..');

const importRe = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
function resolveModule(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const file of [`${base}.tsx`, `${base}.ts`, path.join(base, 'index.tsx'), path.join(base, 'index.ts')]) if (existsSync(file)) return file;
  return null;
}
function relativeImports(file: string, { dynamic }: { dynamic: boolean }): string[] {
  const out: string[] = [];
  for (const m of readFileSync(file, 'utf8').matchAll(importRe)) {
    const spec = m[1] ?? (dynamic ? m[2] : undefined);
    if (!spec?.startsWith('.') || spec.endsWith('.json')) continue;
    const target = resolveModule(file, spec);
    if (target) out.push(target);
  }
  return out;
}

/** A module and everything it imports, lazily too (pieces that load on first use share its strings). */
function closure(entries: string[], stop: Set<string> = new Set()): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || stop.has(file)) continue;
    seen.add(file);
    queue.push(...relativeImports(file, { dynamic: true }));
  }
  return [...seen].filter((f) => !f.includes(`${path.sep}__tests__${path.sep}`)).sort();
}

const app = path.join(src, 'app/app.tsx');
const appText = readFileSync(app, 'utf8');
/** app.tsx's dynamic imports: the pages (and the dialog) lazyPage loads with their own catalogues. */
const pages = [...readFileSync(app, 'utf8').matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => resolveModule(app, m[1])!);
/**
 * What renders before any feature catalogue has arrived: app.tsx and its static imports. The
 * contract (imported for its routes) is not among them: its ids are example event payloads
 * (toast fixtures), which show nothing on this remote's pages.
 */
const contract = path.resolve(src, '../contract.ts');
const rootFiles = closure(relativeImports(app, { dynamic: false }).concat(app), new Set([...pages, contract]));

/** The feature catalogue beside a page: the nearest `i18n/en.json` up from it, below src/. */
function featureCatalogueOf(page: string): { en: Record<string, string>; ar: Record<string, string> } {
  for (let dir = path.dirname(page); dir !== src; dir = path.dirname(dir)) {
    const file = path.join(dir, 'i18n', 'en.json');
    if (existsSync(file)) return { en: JSON.parse(readFileSync(file, 'utf8')), ar: JSON.parse(readFileSync(path.join(dir, 'i18n', 'ar.json'), 'utf8')) };
  }
  throw new Error(`no i18n/ beside ${page}`);
}

/** Message ids a set of files uses that `available` lacks (ids built at run time: their prefix must exist). */
function missingIds(files: string[], available: { en: Record<string, string>; ar: Record<string, string> }): string[] {
  const missing: string[] = [];
  const has = (id: string) => id in available.en && id in available.ar;
  const hasPrefix = (prefix: string) => Object.keys(available.en).some((k) => k.startsWith(prefix)) && Object.keys(available.ar).some((k) => k.startsWith(prefix));
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const [, id] of text.matchAll(/['"`](discovery\.[\w.]+)['"`]/g)) if (!id.endsWith('.') && !has(id)) missing.push(`${path.relative(src, file)}: ${id}`);
    for (const [, prefix] of text.matchAll(/`(discovery\.[\w.]*)\$\{/g)) if (!hasPrefix(prefix)) missing.push(`${path.relative(src, file)}: ${prefix}…`);
  }
  return missing;
}

describe('catalogues: each holds what the code loaded with it shows', () => {
  it('finds the pages lazyPage loads and what renders before them', () => {
    const rel = (files: string[]) => files.map((f) => path.relative(src, f));
    expect(rel(pages)).toEqual(
      expect.arrayContaining(['features/search/search-page.tsx', 'features/experience-detail/experience-detail-page.tsx', 'features/host-profile/host-profile-page.tsx', 'shared/favourites/wishlist-picker.tsx']),
    );
    expect(rel(rootFiles)).toEqual(
      expect.arrayContaining([
        'features/home/home-page.tsx',
        'features/home/components/top-hosts.tsx',
        'shared/components/experience-card.tsx',
        'shared/components/search-bar/search-bar.tsx',
        'shared/components/search-bar/guest-steppers.tsx',
        'shared/favourites/favourite-button.tsx',
      ]),
    );
    expect(rel(rootFiles)).not.toContain('features/search/search-page.tsx');
  });

  it('the root catalogue holds every id the first render can show', () => {
    expect(missingIds(rootFiles, { en, ar })).toEqual([]);
  });

  it.each(pages.map((p) => [path.relative(src, p), p]))('%s: its feature catalogue and the root one hold every id it shows', (_, page) => {
    const feature = featureCatalogueOf(page);
    expect(Object.keys(feature.en).sort()).toEqual(Object.keys(feature.ar).sort());
    // The pages may also get the strings several of them share (shared/i18n/), when app.tsx gives them.
    const shared = /sharedPagesCatalogue/.test(appText) ? { en: sharedEn, ar: sharedAr } : { en: {}, ar: {} };
    expect(missingIds(closure([page]), { en: { ...en, ...shared.en, ...feature.en }, ar: { ...ar, ...shared.ar, ...feature.ar } })).toEqual([]);
  });

  it('the root catalogue is the same in both languages and a small part of the whole', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(ar).sort());
    const all = pages.reduce((n, p) => n + Object.keys(featureCatalogueOf(p).en).length, 0);
    expect(Object.keys(en).length).toBeLessThan(all / 2);
  });

  describe.each(['en', 'ar'] as const)('home rendered with the root catalogue only (%s)', (locale) => {
    let errors: jest.SpyInstance;
    beforeEach(() => {
      errors = jest.spyOn(console, 'error');
    });
    afterEach(() => {
      // react-intl reports a message it cannot find (MISSING_TRANSLATION) through console.error.
      expect(errors.mock.calls.flat().map(String).join('\n')).not.toMatch(/MISSING_TRANSLATION|Missing message/);
      errors.mockRestore();
    });
    const api = () =>
      createFakeApi({
        'GET /api/Home/ExperiencesCategories': ok([category(2, 'Food & Cooking'), category(5, 'Outdoors'), category(7, 'Arts')]),
        'GET /api/Home/Page': {
          ...ok([makeCard({ isPopular: true }), makeCard({ id: 27, type: { id: 3, name: 'online' }, ratingStatus: 'guestFavourite' }), makeCard({ id: 28, type: { id: 2, name: 'atGuest' }, ratingStatus: 'new' })]),
          pageNumber: 1,
          totalPages: 1,
        },
        'GET /api/Home/TopHosts': ok([
          { id: 21, name: 'Dana', avatarPath: null, cityName: 'Jeddah', experiencesCount: 3, ratingSummary: { status: 'rated', rating: 4.8, reviewsCount: 12 }, coverImagePath: null },
        ]),
        'GET /api/Home/ExperiencesList': { ...ok([]), total: 0, after: null },
      });
    const titles = { en: en['discovery.home.title'], ar: ar['discovery.home.title'] };

    it('rails, cards, top hosts and the search bar with its popovers', async () => {
      const user = userEvent.setup();
      renderDiscovery(<HomePage />, { api: api(), locale, messages: home, wishlistPicker: false });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(titles[locale]);
      // The rails wait for their requests and the top hosts rail for its code, asked for after the
      // first paint (top-hosts-section.tsx): on a busy machine that takes more than the default second.
      await waitFor(() => expect(screen.getAllByTestId('experience-card').length).toBeGreaterThan(3), { timeout: 20_000 });
      expect(await screen.findByText('Dana', {}, { timeout: 20_000 })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: new RegExp(home[locale]['discovery.searchBar.who']) }));
      expect(await screen.findByText(home[locale]['discovery.guests.adults'])).toBeInTheDocument();
      await user.keyboard('{Escape}');
      await user.click(screen.getByRole('button', { name: new RegExp(home[locale]['discovery.searchBar.when']) }));
      expect(await screen.findByRole('group', { name: home[locale]['discovery.searchBar.presets'] })).toBeInTheDocument();
    });

    it('a category selection without results', async () => {
      renderDiscovery(<HomePage />, { api: api(), locale, messages: home, wishlistPicker: false, route: '/?categories=2' });
      expect(await screen.findByText(home[locale]['discovery.home.selectionEmpty'])).toBeInTheDocument();
    });
  });
});
