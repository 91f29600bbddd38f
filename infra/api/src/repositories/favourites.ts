import type { SqlClient } from '../db/client';
import { iso } from './catalogue';

export interface FavouriteNameRow {
  id: string;
  name: string;
  experiencesCount: number;
  coverImagePath: string | null;
  creationDate: string;
}

export const favouritesRepository = (sql: SqlClient) => ({
  /** Owner of a favourite (null when there is none with that id). */
  async favouriteOwner(id: string): Promise<number | null> {
    const rows = await sql.query<{ userId: number }>('SELECT user_id AS "userId" FROM favourites WHERE id = $1::bigint', [id]);
    return rows[0]?.userId ?? null;
  },
  /** Owner of a named wishlist (null when there is none with that id). */
  async listOwner(id: string): Promise<number | null> {
    const rows = await sql.query<{ userId: number }>('SELECT user_id AS "userId" FROM favourite_names WHERE id = $1::bigint', [id]);
    return rows[0]?.userId ?? null;
  },
  async names(userId: number): Promise<FavouriteNameRow[]> {
    return sql.query<FavouriteNameRow>(
      `SELECT n.id::text AS id, n.name, ${iso('n.created_at')} AS "creationDate",
         (SELECT count(*)::int FROM favourites f JOIN experiences e ON e.id = f.experience_id WHERE f.favourite_name_id = n.id AND e.status_id = 5) AS "experiencesCount",
         (SELECT e.image_paths[1] FROM favourites f JOIN experiences e ON e.id = f.experience_id
            WHERE f.favourite_name_id = n.id AND e.status_id = 5 ORDER BY f.created_at DESC, f.id DESC LIMIT 1) AS "coverImagePath"
       FROM favourite_names n WHERE n.user_id = $1 ORDER BY n.created_at DESC, n.id DESC`,
      [userId],
    );
  },
  /** Another list of the user already has this name (case-insensitive); `exceptId` is the list being renamed. */
  async nameExists(userId: number, name: string, exceptId: string | null = null): Promise<boolean> {
    const rows = await sql.query('SELECT 1 FROM favourite_names WHERE user_id = $1 AND lower(name) = lower($2) AND ($3::bigint IS NULL OR id <> $3::bigint)', [
      userId,
      name,
      exceptId,
    ]);
    return rows.length > 0;
  },
  async renameName(userId: number, nameId: string, name: string): Promise<boolean> {
    const rows = await sql.query('UPDATE favourite_names SET name = $3 WHERE id = $1::bigint AND user_id = $2 RETURNING id', [nameId, userId, name]);
    return rows.length > 0;
  },
  /** Deletes the list; its favourites stay, without a list (the foreign key sets them null). */
  async deleteName(userId: number, nameId: string): Promise<boolean> {
    const rows = await sql.query('DELETE FROM favourite_names WHERE id = $1::bigint AND user_id = $2 RETURNING id', [nameId, userId]);
    return rows.length > 0;
  },
  async ownsName(userId: number, nameId: string): Promise<boolean> {
    const rows = await sql.query('SELECT 1 FROM favourite_names WHERE id = $1::bigint AND user_id = $2', [nameId, userId]);
    return rows.length > 0;
  },
  async createName(userId: number, name: string, at: Date): Promise<string> {
    const rows = await sql.query<{ id: string }>('INSERT INTO favourite_names (user_id, name, created_at) VALUES ($1, $2, $3) RETURNING id::text AS id', [
      userId,
      name,
      at.toISOString(),
    ]);
    return rows[0].id;
  },
  /**
   * Adds the favourite or returns the existing one (idempotent under concurrency thanks to the
   * unique index). A given list moves an existing favourite into it.
   */
  async add(userId: number, experienceId: number, nameId: string | null, at: Date): Promise<string> {
    const rows = await sql.query<{ id: string }>(
      `INSERT INTO favourites (user_id, experience_id, favourite_name_id, created_at) VALUES ($1, $2, $3::bigint, $4)
       ON CONFLICT (user_id, experience_id) DO UPDATE SET favourite_name_id = coalesce(EXCLUDED.favourite_name_id, favourites.favourite_name_id)
       RETURNING id::text AS id`,
      [userId, experienceId, nameId, at.toISOString()],
    );
    return rows[0].id;
  },
  async move(userId: number, favouriteId: string, nameId: string | null): Promise<boolean> {
    const rows = await sql.query('UPDATE favourites SET favourite_name_id = $3::bigint WHERE id = $1::bigint AND user_id = $2 RETURNING id', [
      favouriteId,
      userId,
      nameId,
    ]);
    return rows.length > 0;
  },
  async remove(userId: number, favouriteId: string): Promise<boolean> {
    const rows = await sql.query('DELETE FROM favourites WHERE id = $1::bigint AND user_id = $2 RETURNING id', [favouriteId, userId]);
    return rows.length > 0;
  },
  /** The user's favourites (of approved experiences), newest first, optionally of one list. */
  async page(userId: number, nameId: string | null, page: number, size: number) {
    const listCond = nameId ? 'AND f.favourite_name_id = $2::bigint' : 'AND $2::bigint IS NULL';
    const [rows, count] = await Promise.all([
      sql.query<{ id: string; favouriteNameId: string | null; creationDate: string; experienceId: number }>(
        `SELECT f.id::text AS id, f.favourite_name_id::text AS "favouriteNameId", ${iso('f.created_at')} AS "creationDate", f.experience_id AS "experienceId"
         FROM favourites f JOIN experiences e ON e.id = f.experience_id
         WHERE f.user_id = $1 AND e.status_id = 5 ${listCond} ORDER BY f.created_at DESC, f.id DESC LIMIT $3 OFFSET $4`,
        [userId, nameId, size, (page - 1) * size],
      ),
      sql.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM favourites f JOIN experiences e ON e.id = f.experience_id WHERE f.user_id = $1 AND e.status_id = 5 ${listCond}`,
        [userId, nameId],
      ),
    ]);
    return { rows, total: count[0]?.total ?? 0 };
  },
});
export type FavouritesRepository = ReturnType<typeof favouritesRepository>;
