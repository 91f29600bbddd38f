import type { SqlClient } from '../db/client';
import { iso } from './catalogue';

export interface QuestionRow {
  id: number;
  experienceId: number;
  userId: number;
  userName: string;
  avatarId: string | null;
  question: string;
  answer: string | null;
  answerDate: string | null;
  creationDate: string;
  lastModificationDate: string;
  statusId: number;
}

const COLUMNS = `q.id, q.experience_id AS "experienceId", q.user_id AS "userId", coalesce(u.preferred_name, u.full_name) AS "userName",
  u.avatar_file_id::text AS "avatarId", q.question, q.answer, ${iso('q.answered_at')} AS "answerDate", ${iso('q.created_at')} AS "creationDate",
  ${iso('q.updated_at')} AS "lastModificationDate", q.status_id AS "statusId"`;

export const questionsRepository = (sql: SqlClient) => ({
  /** Visible questions of an experience, newest first. */
  async visible(experienceId: number, page: number, size: number) {
    const [rows, count] = await Promise.all([
      sql.query<QuestionRow>(
        `SELECT ${COLUMNS} FROM experience_questions q JOIN users u ON u.id = q.user_id
         WHERE q.experience_id = $1 AND q.status_id = 1 ORDER BY q.created_at DESC, q.id DESC LIMIT $2 OFFSET $3`,
        [experienceId, size, (page - 1) * size],
      ),
      sql.query<{ total: number }>('SELECT count(*)::int AS total FROM experience_questions WHERE experience_id = $1 AND status_id = 1', [experienceId]),
    ]);
    return { rows, total: count[0]?.total ?? 0 };
  },
  /** One user's questions about an experience (any status). */
  async ofUser(experienceId: number, userId: number, page: number, size: number) {
    const [rows, count] = await Promise.all([
      sql.query<QuestionRow>(
        `SELECT ${COLUMNS} FROM experience_questions q JOIN users u ON u.id = q.user_id
         WHERE q.experience_id = $1 AND q.user_id = $2 ORDER BY q.created_at DESC, q.id DESC LIMIT $3 OFFSET $4`,
        [experienceId, userId, size, (page - 1) * size],
      ),
      sql.query<{ total: number }>('SELECT count(*)::int AS total FROM experience_questions WHERE experience_id = $1 AND user_id = $2', [experienceId, userId]),
    ]);
    return { rows, total: count[0]?.total ?? 0 };
  },
  /** Author of a question (null when there is none with that id). */
  async authorOf(id: number): Promise<number | null> {
    const rows = await sql.query<{ userId: number }>('SELECT user_id AS "userId" FROM experience_questions WHERE id = $1', [id]);
    return rows[0]?.userId ?? null;
  },
  /** The experience's host and names (who is told about a new question). */
  async experienceHost(experienceId: number): Promise<{ hostId: number; nameEn: string; nameAr: string } | null> {
    const rows = await sql.query<{ hostId: number; nameEn: string; nameAr: string }>('SELECT host_id AS "hostId", name_en AS "nameEn", name_ar AS "nameAr" FROM experiences WHERE id = $1', [experienceId]);
    return rows[0] ?? null;
  },
  async byId(id: number): Promise<QuestionRow | null> {
    const rows = await sql.query<QuestionRow>(`SELECT ${COLUMNS} FROM experience_questions q JOIN users u ON u.id = q.user_id WHERE q.id = $1`, [id]);
    return rows[0] ?? null;
  },
  async create(experienceId: number, userId: number, question: string, at: Date): Promise<number> {
    const rows = await sql.query<{ id: number }>(
      'INSERT INTO experience_questions (experience_id, user_id, question, created_at, updated_at) VALUES ($1, $2, $3, $4, $4) RETURNING id',
      [experienceId, userId, question, at.toISOString()],
    );
    return rows[0].id;
  },
  /** Updates only the author's own question; false when it is not theirs (or gone). */
  async update(id: number, userId: number, question: string, at: Date): Promise<boolean> {
    const rows = await sql.query('UPDATE experience_questions SET question = $3, updated_at = $4 WHERE id = $1 AND user_id = $2 RETURNING id', [
      id,
      userId,
      question,
      at.toISOString(),
    ]);
    return rows.length > 0;
  },
  async remove(id: number, userId: number): Promise<boolean> {
    const rows = await sql.query('DELETE FROM experience_questions WHERE id = $1 AND user_id = $2 RETURNING id', [id, userId]);
    return rows.length > 0;
  },
});
export type QuestionsRepository = ReturnType<typeof questionsRepository>;
