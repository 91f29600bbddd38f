/**
 * The first mount of `/` waits only for the `home` part of the catalogue (parts.json, cut at build
 * time by the federation's icu-messages-loader); everything else arrives after the first paint,
 * and only the lazy pages wait for it. A string home uses but the part lacks would show its id
 * (or, in Arabic, fall back to nothing translated): these tests fail first.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, ok } from '@tajriba/api-client/testing';
import { selectPart } from '@tajriba/federation/catalogue-parts';
import en from '../en.json';
import ar from '../ar.json';
import parts from '../parts.json';
import { HomePage } from '../../features/home/home-page';
import { category, makeCard } from '../../shared/testing/fixtures';
import { renderDiscovery } from '../../shared/testing/render-discovery';

const src = path.resolve(__dirname, '../..');
const home = { en: selectPart(en, parts, 'home'), ar: selectPart(ar, parts, 'home') };

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
    if (!spec?.startsWith('.')) continue;
    const target = resolveModule(file, spec);
    if (target) out.push(target);
  }
  return out;
}

/**
 * The source files that can render on `/` before the rest has arrived: what app.tsx imports
 * statically (home and what it shares with the other routes), and everything those import,
 * lazily too (the search bar's popover contents). app.tsx's own dynamic imports are the pages
 * and the dialog that wait for the whole catalogue, so they are left out.
 */
function homeSourceFiles(): string[] {
  const app = path.join(src, 'app/app.tsx');
  const seen = new Set<string>([app]);
  const queue = relativeImports(app, { dynamic: false });
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...relativeImports(file, { dynamic: true }));
  }
  return [...seen].filter((f) => !f.includes(`${path.sep}__tests__${path.sep}`)).sort();
}

describe('the catalogue part home loads first (i18n/parts.json)', () => {
  const files = homeSourceFiles();

  it('scans home, the search bar and the cards', () => {
    const rel = files.map((f) => path.relative(src, f));
    expect(rel).toEqual(
      expect.arrayContaining([
        'features/home/home-page.tsx',
        'features/home/components/top-hosts.tsx',
        'shared/components/experience-card.tsx',
        'shared/components/search-bar/search-bar.tsx',
        'shared/components/search-bar/guest-steppers.tsx',
        'shared/favourites/favourite-button.tsx',
      ]),
    );
    expect(rel).not.toContain('features/search/search-page.tsx');
    expect(rel).not.toContain('shared/favourites/wishlist-picker.tsx');
  });

  it('holds every message id the home source files use', () => {
    const missing: string[] = [];
    const dynamic: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const [, id] of text.matchAll(/['"`](discovery\.[\w.]+)['"`]/g)) {
        if (id.endsWith('.')) dynamic.push(`${path.relative(src, file)}: "${id}…"`);
        else if (!(id in home.en) || !(id in home.ar)) missing.push(`${path.relative(src, file)}: ${id}`);
      }
      // An id built at run time cannot be checked here: spell home's ids out.
      for (const [m] of text.matchAll(/`discovery\.[^`]*\$\{[^`]*`/g)) dynamic.push(`${path.relative(src, file)}: ${m}`);
    }
    expect(dynamic).toEqual([]);
    expect(missing).toEqual([]);
  });

  it('is smaller than the whole catalogue and cut the same way in both languages', () => {
    expect(Object.keys(home.en).sort()).toEqual(Object.keys(home.ar).sort());
    expect(Object.keys(home.en).length).toBeLessThan(Object.keys(en).length / 3);
    expect(Object.keys(selectPart(en, parts, 'rest')).length + Object.keys(home.en).length).toBe(Object.keys(en).length);
  });

  describe.each(['en', 'ar'] as const)('home rendered with only that part (%s)', (locale) => {
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
      await waitFor(() => expect(screen.getAllByTestId('experience-card').length).toBeGreaterThan(3), { timeout: 5000 });
      expect(await screen.findByText('Dana', {}, { timeout: 5000 })).toBeInTheDocument();
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
