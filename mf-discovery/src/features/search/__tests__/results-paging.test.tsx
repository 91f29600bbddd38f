import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, ok, type FakeRequest } from '@tajriba/api-client/testing';
import { category, makeCard } from '../../../testing/fixtures';
import { renderDiscovery } from '../../../testing/render-discovery';
import { SearchPage } from '../search-page';

// 45 results: three pages of 20. The fake answers like the API: a cursor per page.
const page = (req: FakeRequest) => {
  const n = req.query.After ? Number(String(req.query.After).slice(1)) + 1 : Number(req.query.Page ?? 1);
  const count = n === 3 ? 5 : 20;
  const cards = Array.from({ length: count }, (_, i) => makeCard({ id: n * 100 + i, name: `Experience ${n}-${i + 1}` }));
  return { ...ok(cards), total: 45, after: n < 3 ? `c${n}` : null };
};

describe('results paging', () => {
  it('shows 20 per page with "page X of N", follows the After cursor and keeps the page in the URL', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ 'GET /api/Home/ExperiencesList': page, 'GET /api/Home/ExperiencesCategories': ok([category()]) });
    renderDiscovery(<SearchPage />, { api, route: '/search?cityid=3' });
    expect(await screen.findByText('Experience 1-1')).toBeInTheDocument();
    expect(screen.getAllByTestId('experience-card')).toHaveLength(20);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('45 experiences')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^next$/i }));
    expect(await screen.findByText('Experience 2-1')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/search?cityid=3&page=2');
    const list = api.calls.filter((c) => c.path === '/api/Home/ExperiencesList');
    expect(list.at(-1)?.query).toMatchObject({ CityId: 3, Size: 20, After: 'c1' });
    expect(list.at(-1)?.query.Page).toBeUndefined();
  });

  it('opens a shared link on page 3 directly', async () => {
    const api = createFakeApi({ 'GET /api/Home/ExperiencesList': page, 'GET /api/Home/ExperiencesCategories': ok([category()]) });
    renderDiscovery(<SearchPage />, { api, route: '/search?page=3' });
    expect(await screen.findByText('Experience 3-1')).toBeInTheDocument();
    expect(screen.getAllByTestId('experience-card')).toHaveLength(5);
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/Home/ExperiencesList')?.query).toMatchObject({ Page: 3, Size: 20 }));
  });

  it('shows 8 card skeletons while loading', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const api = createFakeApi({ 'GET /api/Home/ExperiencesList': async (req: FakeRequest) => (await gate, page(req)) });
    const { container } = renderDiscovery(<SearchPage />, { api, route: '/search' });
    expect(container.ownerDocument.querySelectorAll('[data-skeleton-card]')).toHaveLength(8);
    release();
    expect(await screen.findByText('Experience 1-1')).toBeInTheDocument();
  });
});
