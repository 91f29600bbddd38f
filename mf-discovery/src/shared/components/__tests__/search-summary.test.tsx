import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderDiscovery } from '../../../testing/render-discovery';
import { SearchBar } from '../search-bar/search-bar';

function phoneWidth(matches: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('767.98px') ? matches : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

describe('search bar on a phone', () => {
  afterEach(() => phoneWidth(false));

  it('is one tappable summary that opens the full form; searching closes it', async () => {
    phoneWidth(true);
    const user = userEvent.setup();
    const onSearch = jest.fn();
    renderDiscovery(<SearchBar initial={{ cityName: 'Riyadh', adults: 2, children: 0, private: false }} onSearch={onSearch} />);
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    const summary = await screen.findByTestId('search-summary');
    expect(summary).toHaveTextContent('Riyadh');
    expect(summary).toHaveTextContent('Any date · 2 guests');
    await user.click(summary);
    const dialog = await screen.findByRole('dialog', { name: 'Search experiences' });
    const form = within(dialog).getByRole('search');
    await user.type(within(form).getByRole('searchbox', { name: 'What' }), 'coffee');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ query: 'coffee', cityName: 'Riyadh', adults: 2 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is the full form on a wider screen', () => {
    phoneWidth(false);
    renderDiscovery(<SearchBar initial={{ private: false }} onSearch={jest.fn()} />);
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.queryByTestId('search-summary')).not.toBeInTheDocument();
  });
});
