import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, ok, type FakeRequest } from '@tajriba/api-client/testing';
import { category } from '../../../testing/fixtures';
import { renderDiscovery } from '../../../testing/render-discovery';
import { SearchPage } from '../search-page';

const api = () =>
  createFakeApi({
    'GET /api/Home/ExperiencesCategories': ok([category(2, 'Food & Cooking'), category(5, 'Sea & Diving')]),
    'GET /api/Home/ExperiencesList': { ...ok([]), total: 0, after: null },
  });

const location = () => screen.getByTestId('location').textContent!;

describe('filter panel', () => {
  it('opens with event types expanded and the other sections collapsed', async () => {
    const user = userEvent.setup();
    renderDiscovery(<SearchPage />, { api: api(), route: '/search' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(panel).getByRole('button', { name: 'Event type' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByRole('checkbox', { name: /At the host's place/ }).closest('[hidden]')).toBeNull();
    for (const name of ['Categories', 'Rating', 'Languages', 'Price range', 'Discounts & cancellation', 'Guest requirements', 'Included services']) {
      expect(within(panel).getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }
    expect(within(panel).queryByRole('checkbox', { name: 'Food' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Included services' }));
    expect(within(panel).getByRole('checkbox', { name: 'Food' }).closest('[hidden]')).toBeNull();
  });

  it('Apply runs the search: writes the address bar, resets the page and closes', async () => {
    const user = userEvent.setup();
    const fake = api();
    renderDiscovery(<SearchPage />, { api: fake, route: '/search?query=tea&page=3' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(panel).getByRole('checkbox', { name: /At the host's place/ }));
    await user.click(within(panel).getByRole('checkbox', { name: /^Online/ }));
    await user.click(within(panel).getByRole('button', { name: 'Categories' }));
    await user.click(await within(panel).findByRole('checkbox', { name: 'Sea & Diving' }));
    await user.click(within(panel).getByRole('button', { name: 'Rating' }));
    await user.click(within(panel).getByRole('radio', { name: '4 stars & up' }));
    await user.click(within(panel).getByRole('button', { name: 'Guest requirements' }));
    await user.click(within(panel).getByRole('radio', { name: 'Women' }));
    await user.click(within(panel).getByRole('button', { name: /results/ }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument());
    expect(location()).toBe('/search?query=tea&types=1%2C3&categories=5&ratemin=4&gender=female');
    await waitFor(() =>
      expect(fake.calls.at(-1)?.query).toMatchObject({ Title: 'tea', Types: [1, 3], CateIds: [5], RateMin: 4, GuestIsFemale: true, Size: 20 }),
    );
    expect(screen.getByRole('button', { name: /Filters/ })).toHaveTextContent('5');
  });

  it('Clear empties the panel but keeps what the search bar set', async () => {
    const user = userEvent.setup();
    renderDiscovery(<SearchPage />, { api: api(), route: '/search?query=tea&cityname=Jeddah&types=2&food=true&discount=true&pricemin=50' });
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(panel).getByRole('checkbox', { name: /Comes to you/ })).toBeChecked();
    await user.click(within(panel).getByRole('button', { name: 'Clear all' }));
    expect(within(panel).getByRole('checkbox', { name: /Comes to you/ })).not.toBeChecked();
    await user.click(within(panel).getByRole('button', { name: /results/ }));
    await waitFor(() => expect(location()).toBe('/search?query=tea&cityname=Jeddah'));
  });

  it('the minimum age is applied from 2 and kept within 2–100', async () => {
    const user = userEvent.setup();
    renderDiscovery(<SearchPage />, { api: api(), route: '/search' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(panel).getByRole('button', { name: 'Guest requirements' }));
    const age = within(panel).getByRole('spinbutton', { name: /Youngest guest's age/ });
    expect(age).toHaveValue('');
    await user.type(age, '1');
    await user.tab();
    // 1 is below the filter's range: the box shows the lowest age that applies.
    expect(age).toHaveValue('2');
    await user.clear(age);
    await user.type(age, '130');
    await user.tab();
    expect(age).toHaveValue('100');
    await user.clear(age);
    await user.type(age, '12');
    await user.tab();
    await user.click(within(panel).getByRole('button', { name: /results/ }));
    await waitFor(() => expect(location()).toBe('/search?guestmin=12'));
  });

  it('"Show results" says how many the draft finds, and free cancellation is one choice', async () => {
    const user = userEvent.setup();
    const fake = createFakeApi({
      'GET /api/Home/ExperiencesCategories': ok([category(2, 'Food & Cooking')]),
      'GET /api/Home/ExperiencesList': (req: FakeRequest) =>
        req.query?.IsCancellationPolicyDayThree ? { ...ok([]), total: 1, after: null } : { ...ok([]), total: 37, after: null },
    });
    renderDiscovery(<SearchPage />, { api: fake, route: '/search?cancellationday=true&cancellationdayfive=true' });
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    const panel = await screen.findByRole('dialog', { name: 'Filters' });
    expect(await within(panel).findByRole('button', { name: 'Show 37 results' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Discounts & cancellation' }));
    const policy = within(panel).getByRole('group', { name: 'Free cancellation up to' });
    // A link with two policies reads as the first; choosing another replaces it.
    expect(within(policy).getByRole('radio', { name: '24 hours before' })).toBeChecked();
    await user.click(within(policy).getByRole('radio', { name: '3 days before' }));
    expect(within(policy).getAllByRole('radio', { checked: true })).toHaveLength(1);
    expect(await within(panel).findByRole('button', { name: 'Show 1 result' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Show 1 result' }));
    await waitFor(() => expect(location()).toBe('/search?cancellationdaythree=true'));
  });
});

describe('applied filters', () => {
  it('shows each applied filter as a chip that removes itself, and Clear filters removes them all', async () => {
    const user = userEvent.setup();
    renderDiscovery(<SearchPage />, { api: api(), route: '/search?query=tea&types=1&categories=5&food=true&cancellationdaythree=true&page=2' });
    expect(document.title).toBe('Experiences · Tajriba');
    const chips = await screen.findByRole('list', { name: 'Filters on' });
    expect(await within(chips).findByRole('button', { name: 'Remove filter: Sea & Diving' })).toBeInTheDocument();
    expect(within(chips).getByRole('button', { name: 'Remove filter: Free cancellation 3 days before' })).toBeInTheDocument();
    await user.click(within(chips).getByRole('button', { name: 'Remove filter: Food' }));
    await waitFor(() => expect(location()).toBe('/search?query=tea&types=1&categories=5&cancellationdaythree=true'));
    expect(within(chips).queryByRole('button', { name: 'Remove filter: Food' })).not.toBeInTheDocument();
    await user.click(within(chips).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toBe('/search?query=tea'));
    expect(screen.queryByRole('list', { name: 'Filters on' })).not.toBeInTheDocument();
  });
});
