import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormattedMessage } from 'react-intl';
import type { LazyCatalogues, Messages } from '@tajriba/i18n';
import { lazyPage } from '../index';
import { renderWithDesignSystem } from '../testing';

/*
 * A route page that loads on demand: its chunk and its feature's strings in one attempt. React.lazy
 * alone keeps a rejected import, so Retry showed the same error until a reload; lazyPage calls the
 * import anew.
 */

const chunkError = () => Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });

function Search() {
  return (
    <h1>
      <FormattedMessage id="search.title" />
    </h1>
  );
}

/** A catalogue whose downloads fail while `down`; counts them per language. */
function catalogue(strings: Record<'en' | 'ar', Messages>) {
  const state = { down: false, loads: [] as string[] };
  const loader = (locale: 'en' | 'ar') => () => {
    state.loads.push(locale);
    return state.down ? Promise.reject(chunkError()) : Promise.resolve({ default: strings[locale] });
  };
  const loaders: LazyCatalogues = { en: loader('en'), ar: loader('ar') };
  return { state, loaders };
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  // React and the boundary report the caught error; expected here.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('lazyPage', () => {
  it('renders the page with its own strings, loaded in the language shown', async () => {
    const { state, loaders } = catalogue({ en: { 'search.title': 'Find an experience' }, ar: { 'search.title': 'ابحث عن تجربة' } });
    const Page = lazyPage(() => Promise.resolve({ default: Search }), { messages: loaders });
    renderWithDesignSystem(<Page />, { locale: 'ar' });
    expect(await screen.findByRole('heading', { name: 'ابحث عن تجربة' })).toBeInTheDocument();
    expect(state.loads).toEqual(['ar']);
  });

  it('a chunk that failed once loads on Retry (a fresh import, not the rejected one)', async () => {
    const { loaders } = catalogue({ en: { 'search.title': 'Find an experience' }, ar: {} });
    let fail = true;
    const load = jest.fn(() => (fail ? Promise.reject(chunkError()) : Promise.resolve({ default: Search })));
    const Page = lazyPage(load, { messages: loaders });
    renderWithDesignSystem(<Page />);
    expect(await screen.findByRole('alert')).toHaveTextContent("This part didn't load.");

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Find an experience' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('strings that failed to download are downloaded again on Retry', async () => {
    const { state, loaders } = catalogue({ en: { 'search.title': 'Find an experience' }, ar: {} });
    state.down = true;
    const Page = lazyPage(() => Promise.resolve({ default: Search }), { messages: loaders });
    renderWithDesignSystem(<Page />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText('search.title')).not.toBeInTheDocument();

    state.down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Find an experience' })).toBeInTheDocument();
    expect(state.loads).toEqual(['en', 'en']);
  });

  it('shows the fallback it is given while the chunk loads', async () => {
    let arrive: (m: { default: typeof Search }) => void = () => undefined;
    const Page = lazyPage(() => new Promise<{ default: typeof Search }>((resolve) => (arrive = resolve)), { fallback: <p>Loading the map…</p> });
    renderWithDesignSystem(<Page />, { messages: { 'search.title': 'Find an experience' } });
    expect(await screen.findByText('Loading the map…')).toBeInTheDocument();
    await act(async () => arrive({ default: Search }));
    expect(screen.getByRole('heading', { name: 'Find an experience' })).toBeInTheDocument();
  });
});
