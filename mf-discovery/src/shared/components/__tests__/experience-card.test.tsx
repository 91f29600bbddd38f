import { screen } from '@testing-library/react';
import { ExperienceCard } from '../experience-card';
import { makeCard } from '../../../testing/fixtures';
import { renderDiscovery } from '../../../testing/render-discovery';

const long = 'A slow walk through the coral-stone houses of Al-Balad, with stops for sobia, mutabbaq and stories of the old port city.';

describe('ExperienceCard', () => {
  it('cuts the description at 80 characters', () => {
    renderDiscovery(<ExperienceCard experience={makeCard({ shortDescription: long })} />);
    const text = screen.getByTestId('card-description').textContent!;
    expect(text).toBe(`${long.slice(0, 80).trimEnd()}…`);
    expect(text.length).toBeLessThanOrEqual(81);
  });

  it('keeps a short description whole', () => {
    renderDiscovery(<ExperienceCard experience={makeCard({ shortDescription: 'Coffee at dawn.' })} />);
    expect(screen.getByTestId('card-description')).toHaveTextContent(/^Coffee at dawn\.$/);
  });

  it('shows category, name, place (atHost only), rating and the final price in SAR, and links to the detail', () => {
    renderDiscovery(<ExperienceCard experience={makeCard()} />);
    expect(screen.getByText('Food & Cooking')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hijazi Kitchen Secrets' })).toBeInTheDocument();
    expect(screen.getByTestId('card-place')).toHaveTextContent('Al-Balad · Jeddah');
    expect(screen.getByText('4.77')).toBeInTheDocument();
    expect(screen.getByText(/SAR\s*210\.00/)).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/experiences/details/26');
  });

  it('does not show a place for online experiences', () => {
    renderDiscovery(<ExperienceCard experience={makeCard({ type: { id: 3, name: 'online' }, location: 'Studio', cityName: 'Riyadh' })} />);
    expect(screen.queryByTestId('card-place')).not.toBeInTheDocument();
    expect(screen.getByText('Online')).toBeInTheDocument();
  });

  it('says which city a host who comes to you serves, in the page language (issue 18 item 11)', () => {
    renderDiscovery(<ExperienceCard experience={makeCard({ type: { id: 2, name: 'atGuest' }, location: null, cityName: 'الرياض' })} />, { locale: 'ar' });
    expect(screen.getByText('يأتي إليك · الرياض')).toBeInTheDocument();
  });
});
