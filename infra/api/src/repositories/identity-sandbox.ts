import type { SqlClient } from '../db/client';
import { iso } from './catalogue';

export interface SandboxTransactionRow {
  id: string;
  nationalId: string;
  randomNumber: number;
  status: 'waiting' | 'completed' | 'rejected' | 'expired';
  expiresAt: string;
  createdAt: string;
}

const COLUMNS = `id::text, national_id AS "nationalId", random_number AS "randomNumber", status, ${iso('expires_at')} AS "expiresAt", ${iso('created_at')} AS "createdAt"`;

/** The national identity sandbox's own records (it plays the provider, so it keeps what the provider keeps). */
export const identitySandboxRepository = (sql: SqlClient) => ({
  async create(nationalId: string, randomNumber: number, expiresAt: Date, at: Date): Promise<SandboxTransactionRow> {
    const [r] = await sql.query<SandboxTransactionRow>(
      `INSERT INTO identity_sandbox_transactions (national_id, random_number, status, expires_at, created_at) VALUES ($1, $2, 'waiting', $3, $4) RETURNING ${COLUMNS}`,
      [nationalId, randomNumber, expiresAt, at],
    );
    return r;
  },
  async get(id: string): Promise<SandboxTransactionRow | null> {
    const [r] = await sql.query<SandboxTransactionRow>(`SELECT ${COLUMNS} FROM identity_sandbox_transactions WHERE id = $1`, [id]);
    return r ?? null;
  },
  /** Requests still waiting for this person, newest first (what the national app shows). */
  waitingFor(nationalId: string, now: Date): Promise<SandboxTransactionRow[]> {
    return sql.query<SandboxTransactionRow>(
      `SELECT ${COLUMNS} FROM identity_sandbox_transactions WHERE national_id = $1 AND status = 'waiting' AND expires_at > $2 ORDER BY created_at DESC LIMIT 10`,
      [nationalId, now],
    );
  },
  async respond(id: string, status: 'completed' | 'rejected', now: Date): Promise<boolean> {
    const rows = await sql.query(`UPDATE identity_sandbox_transactions SET status = $2 WHERE id = $1 AND status = 'waiting' AND expires_at > $3 RETURNING id`, [id, status, now]);
    return rows.length > 0;
  },
});
