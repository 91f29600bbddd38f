import { experiencesListResponseSchema } from '@tajriba/contracts';
import { bearer, createTestApp, type TestApp } from './helpers/app';
import { catalogueFixture, type CatalogueFixture } from './helpers/catalogue';

/**
 * Anonymous searches are kept per query and catalogue revision (migration 0104,
 * `listCache` in src/repositories/catalogue-search.ts): the same search again does not run the
 * list's SQL, and any change to what a search shows is seen by the next one.
 */
let t: TestApp;
let fx: CatalogueFixture;
let category: number;
let experienceId: number;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-06-01T06:00:00Z'));
  fx = await catalogueFixture(t);
  category = await fx.category('Kept searches');
  experienceId = await fx.experience({ category_id: category, name_en: 'Pottery at dawn' });
});
afterAll(async () => t.close());

/** The list's page query (not the revision read) was sent to the database. */
const listQueries = (spy: jest.SpyInstance) => spy.mock.calls.filter(([text]) => typeof text === 'string' && text.includes('JOIN experiences e ON e.id = k.id')).length;

async function names(headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url: `/api/Home/ExperiencesList?CateIds=${category}`, headers });
  expect(res.statusCode).toBe(200);
  return experiencesListResponseSchema.parse(res.json()).data.map((c) => c.name);
}

describe('anonymous ExperiencesList answers', () => {
  let spy: jest.SpyInstance;
  beforeEach(() => {
    spy = jest.spyOn(t.database.sql, 'query');
  });
  afterEach(() => spy.mockRestore());

  test('the same search again is answered without running the list query', async () => {
    expect(await names()).toEqual(['Pottery at dawn']);
    const ran = listQueries(spy);
    expect(ran).toBeGreaterThan(0);
    expect(await names()).toEqual(['Pottery at dawn']);
    expect(listQueries(spy)).toBe(ran);
    // another language is another search
    await names({ 'accept-language': 'ar' });
    expect(listQueries(spy)).toBeGreaterThan(ran);
  });

  test('a change to an experience, its host or its category shows on the next search', async () => {
    expect(await names()).toEqual(['Pottery at dawn']);
    await t.database.sql.query(`UPDATE experiences SET name_en = 'Pottery at dusk' WHERE id = $1`, [experienceId]);
    expect(await names()).toEqual(['Pottery at dusk']);

    const host = async () => {
      const res = await t.app.inject({ url: `/api/Home/ExperiencesList?CateIds=${category}` });
      return experiencesListResponseSchema.parse(res.json()).data[0].host;
    };
    const before = await host();
    await t.database.sql.query(`UPDATE users SET full_name_en = 'Renamed Host' WHERE id = $1`, [fx.hostId]);
    expect(await host()).not.toEqual(before);
    expect(JSON.stringify(await host())).toContain('Renamed Host');

    const second = await fx.experience({ category_id: category, name_en: 'Calligraphy' });
    expect(await names()).toEqual(expect.arrayContaining(['Pottery at dusk', 'Calligraphy']));
    await t.database.sql.query(`UPDATE experiences SET status_id = 4 WHERE id = $1`, [second]);
    expect(await names()).toEqual(['Pottery at dusk']);
  });

  test("a signed-in person's search (it carries their favourites) is never kept", async () => {
    const guest = await t.signedInUser();
    await names(bearer(guest.accessToken));
    const ran = listQueries(spy);
    await names(bearer(guest.accessToken));
    expect(listQueries(spy)).toBe(ran + 1);
  });
});
