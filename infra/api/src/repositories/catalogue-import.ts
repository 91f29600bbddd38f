import type { SqlClient } from '../db/client';

/** PostgreSQL allows 65 535 bind parameters per statement; stay well below. */
const MAX_PARAMS = 30_000;

/**
 * Bulk insert for seeding and benchmarks: multi-row INSERTs in chunks. Values are bound
 * parameters; columns cast to jsonb in `casts` are JSON-encoded here.
 */
export async function insertRows<T extends Record<string, unknown>>(
  sql: SqlClient,
  table: string,
  rows: T[],
  opts: { casts?: Record<string, string>; returning?: string; onConflict?: string } = {},
): Promise<Record<string, unknown>[]> {
  if (!rows.length) return [];
  const cols = Object.keys(rows[0]);
  const per = Math.max(1, Math.floor(MAX_PARAMS / cols.length));
  const out: Record<string, unknown>[] = [];
  for (let i = 0; i < rows.length; i += per) {
    const chunk = rows.slice(i, i + per);
    const values: unknown[] = [];
    const tuples = chunk.map((row) => {
      const ph = cols.map((c) => {
        const v = row[c];
        const cast = opts.casts?.[c];
        values.push(cast === 'jsonb' && v !== null && v !== undefined && typeof v !== 'string' ? JSON.stringify(v) : v);
        return `$${values.length}${cast ? `::${cast}` : ''}`;
      });
      return `(${ph.join(', ')})`;
    });
    const text = `INSERT INTO ${table} (${cols.join(', ')}) VALUES ${tuples.join(', ')}${opts.onConflict ? ` ${opts.onConflict}` : ''}${opts.returning ? ` RETURNING ${opts.returning}` : ''}`;
    out.push(...(await sql.query<Record<string, unknown>>(text, values)));
  }
  return out;
}
