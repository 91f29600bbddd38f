import type { TestApp, TestUser } from './app';
import type { CatalogueFixture } from './catalogue';

/**
 * How to create one resource of each owned kind (`OwnedResource.name` in `src/lib/access.ts`) for
 * a given owner. The access matrix test creates one per route declaring `Access.owner(kind)` and
 * fails when a kind has no entry here. `owner` says which kind of caller owns it: the matrix then
 * also calls as another caller of the same kind (another guest, another host).
 */
export interface OwnedFixture {
  owner: 'guest' | 'host';
  create(t: TestApp, fx: CatalogueFixture, user: TestUser): Promise<string>;
}

export const ownedFixtures: Record<string, OwnedFixture> = {
  notification: {
    owner: 'guest',
    async create(t, _fx, user) {
      const [row] = await t.database.sql.query<{ id: number }>(
        `INSERT INTO notifications (user_id, kind, target_id, content_en, content_ar, created_at) VALUES ($1, 'identityStatusChanged', 1, 'Your identity is verified.', 'تم التحقق من هويتك.', now()) RETURNING id`,
        [user.row.id],
      );
      return String(row.id);
    },
  },
  question: {
    owner: 'guest',
    async create(t, fx, user) {
      const experience = await fx.experience();
      const [row] = await t.database.sql.query<{ id: number }>(
        `INSERT INTO experience_questions (experience_id, user_id, question, created_at, updated_at) VALUES ($1, $2, 'Is parking available?', now(), now()) RETURNING id`,
        [experience, user.row.id],
      );
      return String(row.id);
    },
  },
  'favourite list': {
    owner: 'guest',
    async create(t, _fx, user) {
      const [row] = await t.database.sql.query<{ id: string }>(
        `INSERT INTO favourite_names (user_id, name, created_at) VALUES ($1, 'Weekend ' || gen_random_uuid(), now()) RETURNING id::text`,
        [user.row.id],
      );
      return row.id;
    },
  },
  favourite: {
    owner: 'guest',
    async create(t, fx, user) {
      const experience = await fx.experience();
      const [row] = await t.database.sql.query<{ id: string }>(
        `INSERT INTO favourites (user_id, experience_id, created_at) VALUES ($1, $2, now()) RETURNING id::text`,
        [user.row.id, experience],
      );
      return row.id;
    },
  },
};
