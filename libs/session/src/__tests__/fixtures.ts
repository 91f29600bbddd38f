import { RoleId } from '@tajriba/contracts/platform';
import { type UserInfo } from '@tajriba/contracts/account';
import { makeUser as makeKitUser } from '@tajriba/contracts/testing';

/** The kit's user as Sara, in `role`. */
export function makeUser(overrides: Partial<UserInfo> = {}, role: number = RoleId.Guest): UserInfo {
  const base = makeKitUser({ host: role === RoleId.Host });
  return makeKitUser({ ...base, fullName: 'Sara Al-Qahtani', email: 'sara@example.com', phoneNumberConfirmed: false, currentRole: base.currentRole, roles: [base.currentRole], ...overrides });
}
