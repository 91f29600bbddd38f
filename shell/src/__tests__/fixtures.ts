import { RoleId } from '@tajriba/contracts/platform';
import { type UserInfo } from '@tajriba/contracts/account';
import { makeUser as makeKitUser } from '@tajriba/contracts/testing';

/** The kit's user as Reem (the shell's tests read her preferred name in the account menu), in `role`. */
export function makeUser(role: number = RoleId.Guest, overrides: Partial<UserInfo> = {}): UserInfo {
  const host = makeKitUser({ host: true });
  return makeKitUser({
    id: 11,
    fullName: 'Reem Al-Shehri',
    preferredName: 'Reem',
    email: 'reem@example.com',
    phoneNumber: '+966500000011',
    ...(role === RoleId.Host ? { isHost: true, currentRole: host.currentRole, roles: [host.currentRole] } : {}),
    ...overrides,
  });
}

export const tokenFor = (user: UserInfo) => ({ accessToken: 'at', expiresIn: 900, tokenType: 'Bearer' as const, user });
