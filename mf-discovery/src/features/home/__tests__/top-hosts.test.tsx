import { screen } from '@testing-library/react';
import { createFakeApi, fail, ok } from '@tajriba/api-client/testing';
import { renderDiscovery } from '../../../testing/render-discovery';
import { TopHostsSection } from '../components/top-hosts-section';

const host = { id: 7, name: 'نورة القحطاني', avatarPath: null, cityName: 'Riyadh', experiencesCount: 4, ratingSummary: { status: 'rated', rating: 4.6, reviewsCount: 31 }, coverImagePath: null };

describe('top hosts rail (its code loads after the first render)', () => {
  it('shows skeletons, requests its data at once, then the hosts linking to their profiles', async () => {
    const api = createFakeApi({ 'GET /api/Home/TopHosts': ok([host]) });
    renderDiscovery(<TopHostsSection />, { api });
    // the request does not wait for the rail's code
    expect(api.calls.some((c) => c.path === '/api/Home/TopHosts')).toBe(true);
    // The rail's code arrives after the first paint (a lazy chunk): allow for a loaded machine.
    const link = await screen.findByRole('link', { name: /نورة القحطاني/ }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', '/host/7');
    expect(screen.getByText('Top hosts')).toBeInTheDocument();
  });

  it('shows the inline error with a retry when the request fails', async () => {
    const api = createFakeApi({ 'GET /api/Home/TopHosts': fail(500) });
    renderDiscovery(<TopHostsSection />, { api });
    expect(await screen.findByRole('button', { name: /try again|retry/i }, { timeout: 5000 })).toBeInTheDocument();
  });
});
