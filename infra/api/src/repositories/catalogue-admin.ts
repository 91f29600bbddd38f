import type { CatalogueKind } from '@tajriba/contracts';
import type { SqlClient } from '../db/client';

/** SQL of the four administered catalogues (activities, categories, regions, holidays). */

const TABLE: Record<CatalogueKind, string> = {
  activities: 'activities',
  categories: 'experience_categories',
  regions: 'regions',
  holidays: 'holidays',
};
const EXTRA: Record<CatalogueKind, string> = {
  activities: '',
  categories: ', icon',
  regions: ', latitude, longitude',
  holidays: `, from_date::text AS "fromDate", to_date::text AS "toDate"`,
};

export interface CatalogueDbRow {
  id: number;
  nameEn: string;
  nameAr: string;
  isActive: boolean;
  icon?: string;
  latitude?: number;
  longitude?: number;
  fromDate?: string;
  toDate?: string;
}

const cols = (kind: CatalogueKind) => `id, name_en AS "nameEn", name_ar AS "nameAr", is_active AS "isActive"${EXTRA[kind]}`;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export const catalogueAdminRepository = (sql: SqlClient) => ({
  async page(kind: CatalogueKind, q: { text?: string; isActive?: boolean }, page: number, size: number) {
    const params: unknown[] = [];
    const where: string[] = [];
    if (q.text) {
      const n = params.push(`%${escapeLike(q.text)}%`);
      where.push(`(name_en ILIKE $${n} OR name_ar ILIKE $${n})`);
    }
    if (q.isActive !== undefined) where.push(`is_active = $${params.push(q.isActive)}`);
    const w = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const order = kind === 'holidays' ? 'from_date DESC, id DESC' : kind === 'categories' ? 'sort_order, id' : 'name_en, id';
    const [rows, count] = await Promise.all([
      sql.query<CatalogueDbRow>(`SELECT ${cols(kind)} FROM ${TABLE[kind]} ${w} ORDER BY ${order} LIMIT ${size} OFFSET ${(page - 1) * size}`, params),
      sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${TABLE[kind]} ${w}`, params),
    ]);
    return { rows, total: count[0]?.n ?? 0 };
  },
  async one(kind: CatalogueKind, id: number): Promise<CatalogueDbRow | null> {
    const rows = await sql.query<CatalogueDbRow>(`SELECT ${cols(kind)} FROM ${TABLE[kind]} WHERE id = $1`, [id]);
    return rows[0] ?? null;
  },
  async nameTaken(kind: CatalogueKind, nameEn: string, nameAr: string, exceptId: number | null): Promise<boolean> {
    const rows = await sql.query(
      `SELECT 1 FROM ${TABLE[kind]} WHERE (lower(name_en) = lower($1) OR name_ar = $2) AND id <> coalesce($3, 0) LIMIT 1`,
      [nameEn, nameAr, exceptId],
    );
    return rows.length > 0;
  },
  async insert(kind: CatalogueKind, values: Record<string, unknown>): Promise<number> {
    const keys = Object.keys(values);
    const rows = await sql.query<{ id: number }>(
      `INSERT INTO ${TABLE[kind]} (${keys.join(', ')}) VALUES (${keys.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
      keys.map((k) => values[k]),
    );
    return rows[0].id;
  },
  async update(kind: CatalogueKind, id: number, values: Record<string, unknown>): Promise<boolean> {
    const keys = Object.keys(values);
    const rows = await sql.query(
      `UPDATE ${TABLE[kind]} SET ${keys.map((k, i) => `${k} = $${i + 2}`).join(', ')} WHERE id = $1 RETURNING id`,
      [id, ...keys.map((k) => values[k])],
    );
    return rows.length > 0;
  },
  async reverseActive(kind: CatalogueKind, id: number): Promise<boolean | null> {
    const rows = await sql.query<{ v: boolean }>(`UPDATE ${TABLE[kind]} SET is_active = NOT is_active WHERE id = $1 RETURNING is_active AS v`, [id]);
    return rows[0]?.v ?? null;
  },
  async nextCategorySort(): Promise<number> {
    const rows = await sql.query<{ n: number }>('SELECT coalesce(max(sort_order), 0)::int + 1 AS n FROM experience_categories');
    return rows[0].n;
  },
});
