import type { SqlClient } from '../db/client';

/** What an access token's session is worth right now: the account's current role, or null when it ended. */
export const sessionsRepository = (sql: SqlClient) => ({
  /**
   * The session (refresh-token family `familyId`) of `userId` is live when the account is active
   * and the family still has an unrevoked, unexpired token. Logout, reuse detection, a password
   * change or reset and deactivation all revoke families, so an access token dies with its session
   * instead of living out its 15 minutes. The role is the account's current one, not the token's.
   */
  async liveRole(userId: number, familyId: string, now: Date): Promise<number | null> {
    const rows = await sql.query<{ role: number }>(
      `SELECT u.current_role_id AS role FROM users u
        WHERE u.id = $1 AND u.is_active
          AND EXISTS (SELECT 1 FROM refresh_tokens t WHERE t.family_id = $2::uuid AND t.user_id = $1 AND t.revoked_at IS NULL AND t.expires_at > $3)`,
      [userId, familyId, now],
    );
    return rows[0]?.role ?? null;
  },
});
