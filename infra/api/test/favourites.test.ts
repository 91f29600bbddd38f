import {
  addFavouriteResponseSchema,
  createFavouriteNameResponseSchema,
  envelope,
  experienceDetailSchema,
  experiencesListResponseSchema,
  favouriteExperiencesResponseSchema,
  favouriteNamesResponseSchema,
} from '@tajriba/contracts';
import { bearer, createTestApp, type Session, type TestApp, type TestUser } from './helpers/app';
import { catalogueFixture, type CatalogueFixture } from './helpers/catalogue';

let t: TestApp;
let fx: CatalogueFixture;
let me: TestUser & Session;
let someoneElse: TestUser & Session;

beforeAll(async () => {
  t = await createTestApp();
  fx = await catalogueFixture(t);
  me = await t.signedInUser();
  someoneElse = await t.signedInUser();
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, session: Session | null, payload?: unknown) =>
  t.app.inject({ method, url, headers: session ? bearer(session.accessToken) : {}, payload: payload as never });

describe('Manage favourites', () => {
  test('signing in is required (401 for visitors)', async () => {
    for (const [m, u] of [
      ['GET', '/api/Manage/FavouriteNames'],
      ['POST', '/api/Manage/AddFavouriteExperience'],
      ['GET', '/api/Manage/FavouriteExperiences'],
      ['DELETE', '/api/Manage/RemoveFavouriteExperience/1'],
    ] as const) {
      const res = await call(m, u, null, m === 'POST' ? { experienceId: 1 } : undefined);
      expect(res.statusCode).toBe(401);
      expect(res.json().succeeded).toBe(false);
    }
  });

  test('adding returns the favourite id as a string; adding again is idempotent', async () => {
    const id = await fx.experience();
    const first = addFavouriteResponseSchema.parse((await call('POST', '/api/Manage/AddFavouriteExperience', me, { experienceId: id })).json());
    expect(typeof first.data).toBe('string');
    const again = addFavouriteResponseSchema.parse((await call('POST', '/api/Manage/AddFavouriteExperience', me, { experienceId: id })).json());
    expect(again.data).toBe(first.data);
    const page = favouriteExperiencesResponseSchema.parse((await call('GET', '/api/Manage/FavouriteExperiences', me)).json());
    expect(page.data.filter((f) => f.experience.id === id)).toHaveLength(1);
    // cards and the detail carry the user's favourite id, and only for that user
    const cat = (await t.database.sql.query<{ category_id: number }>('SELECT category_id FROM experiences WHERE id = $1', [id]))[0].category_id;
    const mine = experiencesListResponseSchema.parse((await call('GET', `/api/Home/ExperiencesList?CateIds=${cat}&Size=50`, me)).json());
    expect(mine.data.find((c) => c.id === id)?.userFavouriteId).toBe(first.data);
    const theirs = experiencesListResponseSchema.parse((await call('GET', `/api/Home/ExperiencesList?CateIds=${cat}&Size=50`, someoneElse)).json());
    expect(theirs.data.find((c) => c.id === id)?.userFavouriteId).toBeNull();
    const detail = envelope(experienceDetailSchema).parse((await call('GET', `/api/Home/Experience/${id}`, me)).json());
    expect(detail.data.userFavouriteId).toBe(first.data);
  });

  test('only approved experiences can be favourited', async () => {
    const pending = await fx.experience({ status_id: 2 });
    expect((await call('POST', '/api/Manage/AddFavouriteExperience', me, { experienceId: pending })).statusCode).toBe(404);
    expect((await call('POST', '/api/Manage/AddFavouriteExperience', me, { experienceId: 0 })).statusCode).toBe(400);
  });

  test('named lists: create, add into, move between, list per list', async () => {
    const summer = createFavouriteNameResponseSchema.parse((await call('POST', '/api/Manage/FavouriteNames', me, { name: 'Summer in Abha' })).json()).data;
    const winter = createFavouriteNameResponseSchema.parse((await call('POST', '/api/Manage/FavouriteNames', me, { name: 'رحلة الشتاء' })).json()).data;
    const dup = await call('POST', '/api/Manage/FavouriteNames', me, { name: 'summer in abha' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().fieldsErrors.name).toBeDefined();
    expect((await call('POST', '/api/Manage/FavouriteNames', me, { name: 'x' })).json().fieldsErrors.name).toEqual(['validation.min2']);

    const a = await fx.experience();
    const b = await fx.experience();
    const favA = addFavouriteResponseSchema.parse((await call('POST', '/api/Manage/AddFavouriteExperience', me, { experienceId: a, favouriteNameId: summer })).json()).data;
    const favB = addFavouriteResponseSchema.parse((await call('POST', '/api/Manage/AddFavouriteExperience', me, { experienceId: b, favouriteNameId: summer })).json()).data;
    let names = favouriteNamesResponseSchema.parse((await call('GET', '/api/Manage/FavouriteNames', me)).json()).data;
    expect(names.find((n) => n.id === summer)).toMatchObject({ name: 'Summer in Abha', experiencesCount: 2 });

    expect((await call('PUT', `/api/Manage/MoveFavouriteExperience/${favB}`, me, { favouriteNameId: winter })).statusCode).toBe(200);
    names = favouriteNamesResponseSchema.parse((await call('GET', '/api/Manage/FavouriteNames', me)).json()).data;
    expect(names.find((n) => n.id === summer)?.experiencesCount).toBe(1);
    expect(names.find((n) => n.id === winter)?.experiencesCount).toBe(1);
    const inWinter = favouriteExperiencesResponseSchema.parse((await call('GET', `/api/Manage/FavouriteExperiences?FavouriteNameId=${winter}`, me)).json());
    expect(inWinter.data.map((f) => f.id)).toEqual([favB]);
    expect(inWinter.data[0].favouriteNameId).toBe(winter);
    expect(inWinter.totalRecords).toBe(1);
    // moving out of every list
    expect((await call('PUT', `/api/Manage/MoveFavouriteExperience/${favA}`, me, { favouriteNameId: null })).statusCode).toBe(200);
    // someone else's list cannot be used
    const theirList = createFavouriteNameResponseSchema.parse((await call('POST', '/api/Manage/FavouriteNames', someoneElse, { name: 'Mine' })).json()).data;
    expect((await call('PUT', `/api/Manage/MoveFavouriteExperience/${favA}`, me, { favouriteNameId: theirList })).statusCode).toBe(400);
    expect((await call('POST', '/api/Manage/AddFavouriteExperience', me, { experienceId: a, favouriteNameId: theirList })).statusCode).toBe(400);
    expect((await call('GET', `/api/Manage/FavouriteExperiences?FavouriteNameId=${theirList}`, me)).statusCode).toBe(404);
  });

  test('lists: rename (bounds, unique per user) and delete (its experiences stay saved), own lists only', async () => {
    const list = createFavouriteNameResponseSchema.parse((await call('POST', '/api/Manage/FavouriteNames', me, { name: 'Weekend in AlUla' })).json()).data;
    const other = createFavouriteNameResponseSchema.parse((await call('POST', '/api/Manage/FavouriteNames', me, { name: 'Family trip' })).json()).data;
    const fav = addFavouriteResponseSchema.parse((await call('POST', '/api/Manage/AddFavouriteExperience', me, { experienceId: await fx.experience(), favouriteNameId: list })).json()).data;

    expect((await call('PUT', `/api/Manage/FavouriteNames/${list}`, me, { name: 'x' })).json().fieldsErrors.name).toEqual(['validation.min2']);
    expect((await call('PUT', `/api/Manage/FavouriteNames/${list}`, me, { name: 'a'.repeat(51) })).json().fieldsErrors.name).toEqual(['validation.max50']);
    const taken = await call('PUT', `/api/Manage/FavouriteNames/${list}`, me, { name: 'FAMILY TRIP' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fieldsErrors.name).toBeDefined();
    // its own name in another case is not a clash
    expect((await call('PUT', `/api/Manage/FavouriteNames/${list}`, me, { name: 'weekend in alula' })).statusCode).toBe(200);
    expect((await call('PUT', `/api/Manage/FavouriteNames/${list}`, me, { name: '  العُلا في عطلة  ' })).statusCode).toBe(200);
    let names = favouriteNamesResponseSchema.parse((await call('GET', '/api/Manage/FavouriteNames', me)).json()).data;
    expect(names.find((n) => n.id === list)).toMatchObject({ name: 'العُلا في عطلة', experiencesCount: 1 });

    // someone else's list looks missing, whatever the body
    expect((await call('PUT', `/api/Manage/FavouriteNames/${list}`, someoneElse, { name: 'Stolen' })).statusCode).toBe(404);
    expect((await call('PUT', `/api/Manage/FavouriteNames/${list}`, someoneElse, { name: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/Manage/FavouriteNames/${list}`, someoneElse)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/Manage/FavouriteNames/${list}`, null)).statusCode).toBe(401);
    expect((await call('DELETE', '/api/Manage/FavouriteNames/abc', me)).statusCode).toBe(400);

    expect((await call('DELETE', `/api/Manage/FavouriteNames/${list}`, me)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/Manage/FavouriteNames/${list}`, me)).statusCode).toBe(404);
    names = favouriteNamesResponseSchema.parse((await call('GET', '/api/Manage/FavouriteNames', me)).json()).data;
    expect(names.map((n) => n.id)).toContain(other);
    expect(names.map((n) => n.id)).not.toContain(list);
    const all = favouriteExperiencesResponseSchema.parse((await call('GET', '/api/Manage/FavouriteExperiences?PageSize=50', me)).json()).data;
    expect(all.find((f) => f.id === fav)?.favouriteNameId).toBeNull();
  });

  test('removing works on own favourites only', async () => {
    const id = await fx.experience();
    const fav = addFavouriteResponseSchema.parse((await call('POST', '/api/Manage/AddFavouriteExperience', me, { experienceId: id })).json()).data;
    expect((await call('DELETE', `/api/Manage/RemoveFavouriteExperience/${fav}`, someoneElse)).statusCode).toBe(404);
    expect((await call('PUT', `/api/Manage/MoveFavouriteExperience/${fav}`, someoneElse, { favouriteNameId: null })).statusCode).toBe(404);
    const removed = await call('DELETE', `/api/Manage/RemoveFavouriteExperience/${fav}`, me);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ succeeded: true, data: null });
    expect((await call('DELETE', `/api/Manage/RemoveFavouriteExperience/${fav}`, me)).statusCode).toBe(404);
    const detail = envelope(experienceDetailSchema).parse((await call('GET', `/api/Home/Experience/${id}`, me)).json());
    expect(detail.data.userFavouriteId).toBeNull();
    // adding after removal gives a new id
    const again = addFavouriteResponseSchema.parse((await call('POST', '/api/Manage/AddFavouriteExperience', me, { experienceId: id })).json()).data;
    expect(again).not.toBe(fav);
  });

  test('FavouriteExperiences pages newest first', async () => {
    const u = await t.signedInUser();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const id = await fx.experience();
      ids.push(id);
      t.clock.advance(1000);
      await call('POST', '/api/Manage/AddFavouriteExperience', u, { experienceId: id });
    }
    const p1 = favouriteExperiencesResponseSchema.parse((await call('GET', '/api/Manage/FavouriteExperiences?PageSize=2', u)).json());
    const p3 = favouriteExperiencesResponseSchema.parse((await call('GET', '/api/Manage/FavouriteExperiences?PageSize=2&PageNumber=3', u)).json());
    expect(p1.data.map((f) => f.experience.id)).toEqual([ids[4], ids[3]]);
    expect(p3.data.map((f) => f.experience.id)).toEqual([ids[0]]);
    expect(p1.totalPages).toBe(3);
    expect(p1.data[0].experience.userFavouriteId).toBe(p1.data[0].id);
  });
});
