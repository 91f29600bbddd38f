/** Role ids are fixed by the spec (§3 Role). Zod-free: part of `@tajriba/contracts/constants`. */
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

/** Host, SuperAdmin, Admin, Moderator and Marketer count as host side / staff (host spec §6). */
export const isHostOrStaff = (role: number | null | undefined): boolean =>
  role === RoleId.Host || role === RoleId.SuperAdmin || role === RoleId.Admin || role === RoleId.Moderator || role === RoleId.Marketer;
/** Staff: SuperAdmin, Admin, Moderator and Marketer (the `staff` route access rule). */
export const isStaff = (role: number | null | undefined): boolean =>
  role === RoleId.SuperAdmin || role === RoleId.Admin || role === RoleId.Moderator || role === RoleId.Marketer;
export const isGuest = (role: number | null | undefined): boolean => role === RoleId.Guest;
