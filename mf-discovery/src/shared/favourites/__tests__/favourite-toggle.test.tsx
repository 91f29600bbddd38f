import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, fail, ok } from '@tajriba/api-client/testing';
import { createEventBus } from '@tajriba/event-bus';
import { ExperienceCard } from '../../components/experience-card';
import { makeCard } from '../../../testing/fixtures';
import { makeUser } from '@tajriba/testing';
import { renderDiscovery } from '../../../testing/render-discovery';
import { applyTokenResponse } from '@tajriba/session/shell';
import { rememberFavourite } from '../pending-favourite';
import { PENDING_FAVOURITE_TTL_MS, takePendingFavourite } from '../complete-pending-favourite';
import { SessionSync } from '../../../app/app';

const heart = (name: RegExp) => screen.getByRole('button', { name });

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('favourite toggle', () => {
  it('adds with no favourite id (the server answers the id as a string), then removes with it', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      'POST /api/Manage/AddFavouriteExperience': ok('301'),
      'DELETE /api/Manage/RemoveFavouriteExperience/:id': ok(null),
      'GET /api/Manage/FavouriteNames': ok([]),
    });
    const bus = createEventBus();
    const changed = jest.fn();
    bus.on('favourite:changed', changed);
    renderDiscovery(<ExperienceCard experience={makeCard()} />, { api, bus, signedIn: true });

    await user.click(heart(/Save Hijazi Kitchen Secrets to favourites/));
    const remove = await screen.findByRole('button', { name: /Remove Hijazi Kitchen Secrets from favourites/ });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ experienceId: 26 });
    expect(changed).toHaveBeenCalledWith({ experienceId: 26, favouriteId: 301 }, expect.anything());
    // The "save to a list" dialog follows a successful add.
    const dialog = await screen.findByRole('dialog', { name: 'Saved to favourites' });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    await user.click(remove);
    await waitFor(() => expect(heart(/Save Hijazi Kitchen Secrets/)).toHaveAttribute('aria-pressed', 'false'));
    expect(api.calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/Manage/RemoveFavouriteExperience/301');
  });

  it('removes when the card already carries a favourite id', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ 'DELETE /api/Manage/RemoveFavouriteExperience/:id': ok(null) });
    renderDiscovery(<ExperienceCard experience={makeCard({ userFavouriteId: '55' })} />, { api, signedIn: true });
    await user.click(heart(/Remove Hijazi Kitchen Secrets/));
    await waitFor(() => expect(heart(/Save Hijazi Kitchen Secrets/)).toBeEnabled());
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE /api/Manage/RemoveFavouriteExperience/55']);
  });

  it('fills at once and stays disabled while the call runs', async () => {
    const user = userEvent.setup();
    const gate = deferred<unknown>();
    const api = createFakeApi({ 'POST /api/Manage/AddFavouriteExperience': () => gate.promise, 'GET /api/Manage/FavouriteNames': ok([]) });
    renderDiscovery(<ExperienceCard experience={makeCard()} />, { api, signedIn: true });
    await user.click(heart(/Save Hijazi Kitchen Secrets/));
    const busy = heart(/Remove Hijazi Kitchen Secrets/);
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-pressed', 'true');
    await user.click(busy);
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    gate.resolve(ok('9'));
    await waitFor(() => expect(heart(/Remove Hijazi Kitchen Secrets/)).toBeEnabled());
  });

  it('asks a visitor to log in without calling the API', async () => {
    const user = userEvent.setup();
    const api = createFakeApi();
    const bus = createEventBus();
    const login = jest.fn();
    bus.on('auth:login-requested', login);
    renderDiscovery(<ExperienceCard experience={makeCard()} />, { api, bus, route: '/search?cityid=3' });
    await user.click(heart(/Save Hijazi Kitchen Secrets/));
    expect(login).toHaveBeenCalledWith({ reason: 'action', redirect: '/search?cityid=3' }, expect.anything());
    expect(api.calls).toHaveLength(0);
    expect(heart(/Save Hijazi Kitchen Secrets/)).toHaveAttribute('aria-pressed', 'false');
  });

  it("a visitor's heart survives the sign-in: once signed in, the favourite is saved and the lists are offered", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ 'POST /api/Manage/AddFavouriteExperience': ok('77'), 'GET /api/Manage/FavouriteNames': ok([]) });
    const bus = createEventBus();
    const login = jest.fn();
    bus.on('auth:login-requested', login);
    renderDiscovery(
      <>
        <SessionSync />
        <ExperienceCard experience={makeCard()} />
      </>,
      { api, bus },
    );
    await user.click(heart(/Save Hijazi Kitchen Secrets/));
    expect(login).toHaveBeenCalled();
    expect(api.calls).toHaveLength(0);
    // The shell signs the person in (auth:session-changed); the area sees the new user.
    act(() => applyTokenResponse({ accessToken: 'test', expiresIn: 3600, tokenType: 'Bearer', user: makeUser() }));
    expect(await screen.findByRole('dialog', { name: 'Saved to favourites' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ experienceId: 26 }]);
    expect(heart(/Remove Hijazi Kitchen Secrets from favourites/)).toHaveAttribute('aria-pressed', 'true');
    // Once: a later sign-in does not add it again.
    expect(sessionStorage.getItem('tj:discovery:pending-favourite')).toBeNull();
  });

  it('forgets a heart tapped long before the sign-in', () => {
    rememberFavourite(26, 'Hijazi Kitchen Secrets', 1_000);
    expect(takePendingFavourite(1_000 + PENDING_FAVOURITE_TTL_MS + 1)).toBeNull();
    rememberFavourite(26, 'Hijazi Kitchen Secrets', 1_000);
    expect(takePendingFavourite(2_000)).toMatchObject({ experienceId: 26 });
    expect(takePendingFavourite(2_000)).toBeNull();
  });

  it('a 401 emits auth:login-requested and empties the heart again', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ 'POST /api/Manage/AddFavouriteExperience': fail(401, ['error.unauthorized']) });
    const bus = createEventBus();
    const login = jest.fn();
    bus.on('auth:login-requested', login);
    renderDiscovery(<ExperienceCard experience={makeCard()} />, { api, bus, signedIn: true });
    await user.click(heart(/Save Hijazi Kitchen Secrets/));
    await waitFor(() => expect(login).toHaveBeenCalledWith(expect.objectContaining({ reason: 'unauthorized' }), expect.anything()));
    expect(heart(/Save Hijazi Kitchen Secrets/)).toHaveAttribute('aria-pressed', 'false');
  });

  it('other failures show the first error as a toast and undo the change', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ 'POST /api/Manage/AddFavouriteExperience': fail(400, ['This experience is no longer available.', 'second']) });
    renderDiscovery(<ExperienceCard experience={makeCard()} />, { api, signedIn: true });
    await user.click(heart(/Save Hijazi Kitchen Secrets/));
    expect(await screen.findByText('This experience is no longer available.')).toBeInTheDocument();
    expect(screen.queryByText('second')).not.toBeInTheDocument();
    expect(heart(/Save Hijazi Kitchen Secrets/)).toHaveAttribute('aria-pressed', 'false');
  });

  it('a failure without a message shows "something went wrong"', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ 'POST /api/Manage/AddFavouriteExperience': { status: 500, body: null } });
    renderDiscovery(<ExperienceCard experience={makeCard()} />, { api, signedIn: true });
    await user.click(heart(/Save Hijazi Kitchen Secrets/));
    expect(await screen.findByText(/something went wrong/i)).toBeInTheDocument();
  });
});
