import type { PrerenderOptions } from '@tajriba/federation/first-screen';
import { discoveryCatalogues } from './i18n/catalogues';
import { sharedPagesCatalogue } from './shared/i18n/catalogue';
import { searchCatalogue } from './features/search/i18n/catalogue';
import { SearchPage } from './features/search/search-page';

/**
 * What this remote's first render draws at its static addresses, pre-rendered by the build
 * (libs/federation first-screen) and painted by the edge from the HTML until the remote renders.
 *
 * The map view: its search bar, heading, view switch and the map's box with its credit. Its first
 * render waits for the map's chunk and results, so without this the page's largest paint waited
 * for the scripts (Lighthouse's phone: ~3.6 s). The list view and home are not here: their largest
 * paint is their lead photo, which the edge paints already (infra/web first-paint.ts).
 */
export const firstScreens: PrerenderOptions = {
  name: 'mf-discovery',
  messages: discoveryCatalogues,
  screens: [{ paths: ['/search/map', '/experiences/map'], messages: [sharedPagesCatalogue, searchCatalogue], render: () => <SearchPage /> }],
};
