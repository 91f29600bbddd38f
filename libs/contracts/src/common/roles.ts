import * as z from 'zod/mini';

/** Role ids are fixed by the spec (§3 Role). */
export const RoleId = {
  SuperAdmin: 1,
  Admin: 2,
  AccountManager: 3,
  Financial: 4,
  Moderator: 5,
  Marketer: 6,
  Host: 7,
  Guest: 8,
} as const;
export type RoleId = (typeof RoleId)[keyof typeof RoleId];

export const roleSchema = z.object({ id: z.int(), nameAr: z.string(), nameEn: z.string() });
export type Role = z.infer<typeof roleSchema>;

/** Host, SuperAdmin, Admin, Moderator and Marketer count as host side / staff (host spec §6). */
export const isHostOrStaff = (role: number | null | undefined): boolean =>
  role === RoleId.Host || role === RoleId.SuperAdmin || role === RoleId.Admin || role === RoleId.Moderator || role === RoleId.Marketer;
export const isGuest = (role: number | null | undefined): boolean => role === RoleId.Guest;
