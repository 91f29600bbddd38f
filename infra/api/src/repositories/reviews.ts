import type { SqlClient } from '../db/client';
import { iso } from './catalogue';

export interface ReviewRow {
  id: number;
  userId: number;
  userName: string;
  avatarId: string | null;
  creationDate: string;
  comment: string;
  rate: number;
  experienceId: number;
  experienceName: string;
}

const columns = (lang: 'en' | 'ar') => `r.id, r.user_id AS "userId", coalesce(u.preferred_name, u.full_name) AS "userName", u.avatar_file_id::text AS "avatarId",
  ${iso('r.created_at')} AS "creationDate", r.comment, r.rate, r.experience_id AS "experienceId", e.name_${lang} AS "experienceName"`;

/** Reviews of approved experiences, newest first (id breaks ties so pages never overlap). */
export const reviewsRepository = (sql: SqlClient) => ({
  async forExperience(experienceId: number, page: number, size: number, lang: 'en' | 'ar') {
    const [rows, stats] = await Promise.all([
      sql.query<ReviewRow>(
        `SELECT ${columns(lang)} FROM experience_reviews r JOIN users u ON u.id = r.user_id JOIN experiences e ON e.id = r.experience_id
         WHERE r.experience_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3`,
        [experienceId, size, (page - 1) * size],
      ),
      sql.query<{ rate: number; count: number }>(
        'SELECT rate, count(*)::int AS count FROM experience_reviews WHERE experience_id = $1 GROUP BY rate',
        [experienceId],
      ),
    ]);
    return { rows, breakdown: stats };
  },

  async forHost(hostId: number, page: number, size: number, lang: 'en' | 'ar') {
    const [rows, count] = await Promise.all([
      sql.query<ReviewRow>(
        `SELECT ${columns(lang)} FROM experience_reviews r JOIN users u ON u.id = r.user_id JOIN experiences e ON e.id = r.experience_id
         WHERE e.host_id = $1 AND e.status_id = 5 ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3`,
        [hostId, size, (page - 1) * size],
      ),
      sql.query<{ total: number }>(
        'SELECT count(*)::int AS total FROM experience_reviews r JOIN experiences e ON e.id = r.experience_id WHERE e.host_id = $1 AND e.status_id = 5',
        [hostId],
      ),
    ]);
    return { rows, total: count[0]?.total ?? 0 };
  },
});
export type ReviewsRepository = ReturnType<typeof reviewsRepository>;
