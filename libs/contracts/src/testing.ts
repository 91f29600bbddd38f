/**
 * `@tajriba/contracts/testing`: fixtures typed from the contracts, for every package's tests (the
 * shell's, the libraries', the remotes' through `@tajriba/testing`) and the dev harness. One user
 * fixture: a complete `UserInfo` (the shape `/Connect/Token` and `/api/Account/Info` return), so a
 * test changes only what it is about. No test framework here: the dev harness bundles it.
 */
import { aboutSchema, type UserInfo } from './api/account';
import { RoleId } from './common/role-ids';

const role = (id: number) =>
  id === RoleId.Host ? { id, nameAr: 'مضيف', nameEn: 'Host' } : { id, nameAr: 'ضيف', nameEn: 'Guest' };

export interface MakeUserOptions extends Partial<UserInfo> {
  /** a host (Host role, current role Host) rather than a guest */
  host?: boolean;
}

/** A signed-in guest (or, with `host: true`, a host); any field can be overridden. */
export function makeUser({ host = false, ...overrides }: MakeUserOptions = {}): UserInfo {
  return {
    id: host ? 8 : 7,
    fullName: host ? 'Huda Al-Harbi' : 'Layla Al-Harbi',
    preferredName: null,
    email: host ? 'host@example.com' : 'guest@example.com',
    phoneNumber: host ? '+966500000002' : '+966500000001',
    dateOfBirth: '1995-04-12',
    isMale: false,
    isHost: host,
    address: null,
    emergencyContact: null,
    avatarPath: null,
    emailConfirmed: true,
    phoneNumberConfirmed: true,
    hasPassword: true,
    currentRole: role(host ? RoleId.Host : RoleId.Guest),
    roles: host ? [role(RoleId.Guest), role(RoleId.Host)] : [role(RoleId.Guest)],
    identityStatus: null,
    workPapersStatus: null,
    language: 'en-US',
    currency: 'SAR',
    timeZoneId: null,
    notifications: { accountNotification: true, guestHostMessages: true, offersCoupons: false, newsletter: false },
    creationDate: '2025-01-01T00:00:00Z',
    about: Object.fromEntries(Object.keys(aboutSchema.shape).map((k) => [k, null])) as UserInfo['about'],
    ...overrides,
  };
}
