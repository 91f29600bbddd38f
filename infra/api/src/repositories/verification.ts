import type { SqlClient } from '../db/client';
import { iso } from './catalogue';

export type DocKind = 'identity' | 'work';
export type Slot = 'main' | 'other' | 'personal' | 'secondary';

export interface DocumentRow {
  slot: Slot;
  fileId: string;
  statusId: number;
  issue: string | null;
  feedback: string | null;
  updatedAt: string;
  contentType: string;
  sizeBytes: number;
}
export interface IdentityRow {
  userId: number;
  method: 'documents' | 'national';
  idTypeId: number;
  countryId: number | null;
  issuingCountry: string | null;
  nationalIdLast4: string | null;
  verifiedName: string | null;
  submittedAt: string;
}
export interface WorkPapersRow {
  userId: number;
  workTypeId: number;
  submittedAt: string;
}
export interface PersonRow {
  id: number;
  fullName: string;
  email: string | null;
  identityStatusId: number | null;
  workPapersStatusId: number | null;
}
export interface NationalRequestRow {
  id: string;
  userId: number;
  provider: string;
  transactionId: string;
  nationalIdLast4: string;
  randomNumber: number;
  status: 'waiting' | 'completed' | 'rejected' | 'expired';
  expiresAt: string;
}
export interface QueueRow {
  userId: number;
  fullName: string;
  email: string | null;
  typeId: number | null;
  submittedAt: string;
  isResubmission: boolean;
}

const statusColumn = { identity: 'identity_status_id', work: 'work_papers_status_id' } as const;

/** Identity submissions, work papers, their documents and national-identity requests (raw SQL, both engines). */
export const verificationRepository = (sql: SqlClient) => ({
  async person(userId: number): Promise<PersonRow | null> {
    const [r] = await sql.query<PersonRow>(
      `SELECT id, full_name AS "fullName", email::text AS email, identity_status_id AS "identityStatusId", work_papers_status_id AS "workPapersStatusId" FROM users WHERE id = $1`,
      [userId],
    );
    return r ?? null;
  },
  async identity(userId: number): Promise<IdentityRow | null> {
    const [r] = await sql.query<IdentityRow>(
      `SELECT user_id AS "userId", method, id_type_id AS "idTypeId", country_id AS "countryId", issuing_country AS "issuingCountry",
        national_id_last4 AS "nationalIdLast4", verified_name AS "verifiedName", ${iso('submitted_at')} AS "submittedAt"
       FROM identity_verifications WHERE user_id = $1`,
      [userId],
    );
    return r ?? null;
  },
  async workPapers(userId: number): Promise<WorkPapersRow | null> {
    const [r] = await sql.query<WorkPapersRow>(
      `SELECT user_id AS "userId", work_type_id AS "workTypeId", ${iso('submitted_at')} AS "submittedAt" FROM work_papers WHERE user_id = $1`,
      [userId],
    );
    return r ?? null;
  },
  documents(userId: number, kind: DocKind): Promise<DocumentRow[]> {
    return sql.query<DocumentRow>(
      `SELECT d.slot, d.file_id::text AS "fileId", d.status_id AS "statusId", d.issue, d.feedback, ${iso('d.updated_at')} AS "updatedAt",
        f.content_type AS "contentType", f.size_bytes AS "sizeBytes"
       FROM verification_documents d JOIN files f ON f.id = d.file_id WHERE d.user_id = $1 AND d.kind = $2`,
      [userId, kind],
    );
  },
  /** A file the caller may attach: theirs, private, with its content type and size. */
  async ownFile(userId: number, fileId: string): Promise<{ contentType: string; isPrivate: boolean; sizeBytes: number } | null> {
    const [r] = await sql.query<{ contentType: string; isPrivate: boolean; sizeBytes: number }>(
      `SELECT content_type AS "contentType", is_private AS "isPrivate", size_bytes AS "sizeBytes" FROM files WHERE id = $1 AND owner_id = $2`,
      [fileId, userId],
    );
    return r ?? null;
  },
  /** Replaces a whole identity submission (first submission or after a national-route retry). */
  async saveIdentity(tx: SqlClient, row: Omit<IdentityRow, 'submittedAt'> & { at: Date }): Promise<void> {
    await tx.query(
      `INSERT INTO identity_verifications (user_id, method, id_type_id, country_id, issuing_country, national_id_last4, verified_name, submitted_at, decided_at, decided_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, NULL, NULL)
       ON CONFLICT (user_id) DO UPDATE SET method = EXCLUDED.method, id_type_id = EXCLUDED.id_type_id, country_id = EXCLUDED.country_id,
         issuing_country = EXCLUDED.issuing_country, national_id_last4 = EXCLUDED.national_id_last4, verified_name = EXCLUDED.verified_name,
         submitted_at = EXCLUDED.submitted_at, decided_at = NULL, decided_by = NULL`,
      [row.userId, row.method, row.idTypeId, row.countryId, row.issuingCountry, row.nationalIdLast4, row.verifiedName, row.at],
    );
  },
  async saveWorkPapers(tx: SqlClient, userId: number, workTypeId: number, at: Date): Promise<void> {
    await tx.query(
      `INSERT INTO work_papers (user_id, work_type_id, submitted_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET work_type_id = EXCLUDED.work_type_id, submitted_at = EXCLUDED.submitted_at, decided_at = NULL, decided_by = NULL`,
      [userId, workTypeId, at],
    );
  },
  async clearDocuments(tx: SqlClient, userId: number, kind: DocKind): Promise<void> {
    await tx.query(`DELETE FROM verification_documents WHERE user_id = $1 AND kind = $2`, [userId, kind]);
  },
  async putDocument(tx: SqlClient, userId: number, kind: DocKind, slot: Slot, fileId: string, statusId: number, at: Date): Promise<void> {
    await tx.query(
      `INSERT INTO verification_documents (user_id, kind, slot, file_id, status_id, issue, feedback, updated_at) VALUES ($1, $2, $3, $4, $5, NULL, NULL, $6)
       ON CONFLICT (user_id, kind, slot) DO UPDATE SET file_id = EXCLUDED.file_id, status_id = EXCLUDED.status_id, issue = NULL, feedback = NULL, updated_at = EXCLUDED.updated_at`,
      [userId, kind, slot, fileId, statusId, at],
    );
  },
  /** Resubmission of one document: only while it is in resubmit (the WHERE makes a race harmless). */
  async resubmitDocument(tx: SqlClient, userId: number, kind: DocKind, slot: Slot, fileId: string, at: Date): Promise<boolean> {
    const rows = await tx.query(
      `UPDATE verification_documents SET file_id = $4, status_id = 1, updated_at = $5
       WHERE user_id = $1 AND kind = $2 AND slot = $3 AND status_id = 3 RETURNING slot`,
      [userId, kind, slot, fileId, at],
    );
    return rows.length > 0;
  },
  async decideDocument(tx: SqlClient, userId: number, kind: DocKind, slot: Slot, statusId: number, issue: string | null, feedback: string | null): Promise<void> {
    await tx.query(`UPDATE verification_documents SET status_id = $4, issue = $5, feedback = $6 WHERE user_id = $1 AND kind = $2 AND slot = $3`, [userId, kind, slot, statusId, issue, feedback]);
  },
  async markDecided(tx: SqlClient, userId: number, kind: DocKind, by: number, at: Date): Promise<void> {
    const table = kind === 'identity' ? 'identity_verifications' : 'work_papers';
    await tx.query(`UPDATE ${table} SET decided_at = $2, decided_by = $3 WHERE user_id = $1`, [userId, at, by]);
  },
  /** The person's overall status, derived from the documents: any resubmit → 3, else any pending → 1, else 2. */
  async refreshStatus(tx: SqlClient, userId: number, kind: DocKind, at: Date): Promise<number | null> {
    const [r] = await tx.query<{ s: number | null }>(
      `SELECT CASE WHEN count(*) = 0 THEN NULL WHEN bool_or(status_id = 3) THEN 3 WHEN bool_or(status_id = 1) THEN 1 ELSE 2 END AS s
       FROM verification_documents WHERE user_id = $1 AND kind = $2`,
      [userId, kind],
    );
    const status = r?.s ?? null;
    await tx.query(`UPDATE users SET ${statusColumn[kind]} = $2, updated_at = $3 WHERE id = $1`, [userId, status, at]);
    return status;
  },
  async setStatus(tx: SqlClient, userId: number, kind: DocKind, status: number, at: Date): Promise<void> {
    await tx.query(`UPDATE users SET ${statusColumn[kind]} = $2, updated_at = $3 WHERE id = $1`, [userId, status, at]);
  },
  /** Submissions with at least one pending document, oldest first. */
  async queue(kind: DocKind, page: number, size: number): Promise<{ rows: QueueRow[]; total: number }> {
    const parent = kind === 'identity' ? { table: 'identity_verifications', type: 'id_type_id' } : { table: 'work_papers', type: 'work_type_id' };
    const rows = await sql.query<QueueRow & { total: number }>(
      `WITH q AS (SELECT user_id, min(updated_at) AS since FROM verification_documents WHERE kind = $1 AND status_id = 1 GROUP BY user_id)
       SELECT u.id AS "userId", u.full_name AS "fullName", u.email::text AS email, p.${parent.type} AS "typeId", ${iso('q.since')} AS "submittedAt",
         (p.decided_at IS NOT NULL) AS "isResubmission", (count(*) OVER ())::int AS total
       FROM q JOIN users u ON u.id = q.user_id LEFT JOIN ${parent.table} p ON p.user_id = q.user_id
       ORDER BY q.since, u.id LIMIT $2 OFFSET $3`,
      [kind, size, (page - 1) * size],
    );
    const total = rows.length
      ? rows[0].total
      : (await sql.query<{ n: number }>(`SELECT count(DISTINCT user_id)::int AS n FROM verification_documents WHERE kind = $1 AND status_id = 1`, [kind]))[0].n;
    return { rows: rows.map(({ total: _t, ...r }) => r), total };
  },
  // ---- national identity requests ----
  async insertNationalRequest(r: Omit<NationalRequestRow, 'id' | 'expiresAt' | 'status'> & { expiresAt: Date; at: Date }): Promise<NationalRequestRow> {
    const [row] = await sql.query<NationalRequestRow>(
      `INSERT INTO national_identity_requests (user_id, provider, transaction_id, national_id_last4, random_number, status, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, 'waiting', $6, $7)
       RETURNING id::text, user_id AS "userId", provider, transaction_id AS "transactionId", national_id_last4 AS "nationalIdLast4", random_number AS "randomNumber", status, ${iso('expires_at')} AS "expiresAt"`,
      [r.userId, r.provider, r.transactionId, r.nationalIdLast4, r.randomNumber, r.expiresAt, r.at],
    );
    return row;
  },
  async nationalRequest(userId: number, id: string): Promise<NationalRequestRow | null> {
    const [row] = await sql.query<NationalRequestRow>(
      `SELECT id::text, user_id AS "userId", provider, transaction_id AS "transactionId", national_id_last4 AS "nationalIdLast4", random_number AS "randomNumber", status, ${iso('expires_at')} AS "expiresAt"
       FROM national_identity_requests WHERE id = $1 AND user_id = $2`,
      [id, userId],
    );
    return row ?? null;
  },
  /** The request a provider's callback names (its transaction id is the provider's). */
  async nationalRequestByTransaction(provider: string, transactionId: string): Promise<NationalRequestRow | null> {
    const [row] = await sql.query<NationalRequestRow>(
      `SELECT id::text, user_id AS "userId", provider, transaction_id AS "transactionId", national_id_last4 AS "nationalIdLast4", random_number AS "randomNumber", status, ${iso('expires_at')} AS "expiresAt"
       FROM national_identity_requests WHERE provider = $1 AND transaction_id = $2 ORDER BY created_at DESC LIMIT 1`,
      [provider, transactionId],
    );
    return row ?? null;
  },
  /** Moves a waiting request to its final state once (false when another poll got there first). */
  async finishNationalRequest(tx: SqlClient, id: string, status: NationalRequestRow['status']): Promise<boolean> {
    const rows = await tx.query(`UPDATE national_identity_requests SET status = $2 WHERE id = $1 AND status = 'waiting' RETURNING id`, [id, status]);
    return rows.length > 0;
  },
});
