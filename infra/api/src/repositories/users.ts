import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { roles, userRoles, users, type UserRow } from '../db/schema/core';

export type UserInsert = typeof users.$inferInsert;
export type UserPatch = Partial<Omit<UserInsert, 'id' | 'createdAt'>>;
export type RoleRow = typeof roles.$inferSelect;

export const usersRepository = (db: Db) => ({
  async findById(id: number): Promise<UserRow | null> {
    const [u] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return u ?? null;
  },
  /** Case-insensitive (citext column). */
  async findByEmail(email: string): Promise<UserRow | null> {
    const [u] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return u ?? null;
  },
  async findByPhone(phone: string): Promise<UserRow | null> {
    const [u] = await db.select().from(users).where(eq(users.phoneNumber, phone)).limit(1);
    return u ?? null;
  },
  async create(row: UserInsert, roleIds: number[]): Promise<UserRow> {
    return db.transaction(async (tx) => {
      const [u] = await tx.insert(users).values(row).returning();
      if (roleIds.length) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: u.id, roleId }))).onConflictDoNothing();
      return u;
    });
  },
  async update(id: number, patch: UserPatch, at: Date): Promise<UserRow> {
    const [u] = await db
      .update(users)
      .set({ ...patch, updatedAt: at })
      .where(eq(users.id, id))
      .returning();
    return u;
  },
  async rolesOf(userId: number): Promise<RoleRow[]> {
    return db
      .select({ id: roles.id, key: roles.key, nameAr: roles.nameAr, nameEn: roles.nameEn })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, userId))
      .orderBy(asc(roles.id));
  },
  async role(id: number): Promise<RoleRow | null> {
    const [r] = await db.select().from(roles).where(eq(roles.id, id)).limit(1);
    return r ?? null;
  },
  async addRole(userId: number, roleId: number): Promise<void> {
    await db.insert(userRoles).values({ userId, roleId }).onConflictDoNothing();
  },
  async touch(userId: number, at: Date): Promise<void> {
    await db.update(users).set({ lastActiveAt: at }).where(eq(users.id, userId));
  },
  async emailOrPhoneTaken(email: string | null, phone: string | null, exceptId?: number): Promise<{ email: boolean; phone: boolean }> {
    const rows = await db
      .select({ id: users.id, email: users.email, phone: users.phoneNumber })
      .from(users)
      .where(
        and(
          sql`(${users.email} = ${email} OR ${users.phoneNumber} = ${phone})`,
          exceptId ? sql`${users.id} <> ${exceptId}` : sql`true`,
        ),
      );
    return {
      email: !!email && rows.some((r) => r.email?.toLowerCase() === email.toLowerCase()),
      phone: !!phone && rows.some((r) => r.phone === phone),
    };
  },
});
export type UsersRepository = ReturnType<typeof usersRepository>;
