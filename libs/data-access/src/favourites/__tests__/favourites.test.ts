import { QueryClient } from '@tanstack/react-query';
import { createFakeApi, fail, ok } from '@tajriba/api-client/testing';
import {
  addFavourite,
  createFavouriteList,
  deleteFavouriteList,
  favouriteExperiencesQueryOptions,
  favouriteKeys,
  favouriteListsQueryOptions,
  moveFavourite,
  removeFavourite,
  renameFavouriteList,
} from '../index';

const list = { id: '12', name: 'Riyadh weekend', experiencesCount: 2, coverImagePath: null, creationDate: '2026-01-02T10:00:00Z' };

describe('favourites data access', () => {
  it('reads the lists through one query per user, under the key every area invalidates', async () => {
    const api = createFakeApi({ 'GET /api/Manage/FavouriteNames': ok([list]) });
    const client = new QueryClient();
    expect(await client.fetchQuery(favouriteListsQueryOptions(api, 7))).toEqual([list]);
    expect(client.getQueryData(favouriteKeys.lists(7))).toEqual([list]);
    // another user's cache is another entry, and `all` covers both lists and experiences
    expect(favouriteKeys.lists(8)).not.toEqual(favouriteKeys.lists(7));
    expect(favouriteKeys.lists(7).slice(0, 2)).toEqual([...favouriteKeys.all(7)]);
    expect(favouriteKeys.experiences(7, { FavouriteNameId: '12' }).slice(0, 2)).toEqual([...favouriteKeys.all(7)]);
  });

  it('asks for one list’s experiences with the list id and page in the query', async () => {
    const api = createFakeApi({ 'GET /api/Manage/FavouriteExperiences': { ...ok([]), pageNumber: 2, totalPages: 1 } });
    const page = await new QueryClient().fetchQuery(favouriteExperiencesQueryOptions(api, 7, { FavouriteNameId: '12', PageNumber: 2, PageSize: 10 }));
    expect(page).toMatchObject({ data: [], pageNumber: 2, totalPages: 1 });
    expect(api.calls[0]).toMatchObject({ method: 'GET', path: '/api/Manage/FavouriteExperiences', query: { FavouriteNameId: '12', PageNumber: 2, PageSize: 10 } });
  });

  it('writes through the spec’s calls: create, rename, delete a list; add, move, remove a favourite', async () => {
    const api = createFakeApi({
      'POST /api/Manage/FavouriteNames': ok('13'),
      'PUT /api/Manage/FavouriteNames/:id': ok(null),
      'DELETE /api/Manage/FavouriteNames/:id': ok(null),
      'POST /api/Manage/AddFavouriteExperience': ok('99'),
      'PUT /api/Manage/MoveFavouriteExperience/:id': ok(null),
      'DELETE /api/Manage/RemoveFavouriteExperience/:id': ok(null),
    });
    expect(await createFavouriteList(api, 'Jeddah')).toBe('13');
    await renameFavouriteList(api, '13', 'Jeddah trip');
    await deleteFavouriteList(api, '13');
    expect(await addFavourite(api, { experienceId: 5, favouriteNameId: '12' })).toBe('99');
    await moveFavourite(api, '99', null);
    await removeFavourite(api, '99');
    expect(api.calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/api/Manage/FavouriteNames', { name: 'Jeddah' }],
      ['PUT', '/api/Manage/FavouriteNames/13', { name: 'Jeddah trip' }],
      ['DELETE', '/api/Manage/FavouriteNames/13', undefined],
      ['POST', '/api/Manage/AddFavouriteExperience', { experienceId: 5, favouriteNameId: '12' }],
      ['PUT', '/api/Manage/MoveFavouriteExperience/99', { favouriteNameId: null }],
      ['DELETE', '/api/Manage/RemoveFavouriteExperience/99', undefined],
    ]);
  });

  it('passes the server’s refusal on as an ApiError with its field errors', async () => {
    const api = createFakeApi({ 'POST /api/Manage/FavouriteNames': fail(400, ['validation.failed'], { name: ['error.duplicateName'] }) });
    await expect(createFavouriteList(api, 'Riyadh weekend')).rejects.toMatchObject({ status: 400, fieldsErrors: { name: ['error.duplicateName'] } });
  });
});
