import { RoleId } from '@tajriba/contracts/platform';
import { type UserInfo } from '@tajriba/contracts/account';

export function makeUser(role: number = RoleId.Guest, overrides: Partial<UserInfo> = {}): UserInfo {
  const r = { id: role, nameAr: role === RoleId.Host ? 'مضيف' : 'ضيف', nameEn: role === RoleId.Host ? 'Host' : 'Guest' };
  return {
    id: 11,
    fullName: 'Reem Al-Shehri',
    preferredName: 'Reem',
    email: 'reem@example.com',
    phoneNumber: '+966500000011',
    dateOfBirth: '1994-03-01',
    isMale: false,
    isHost: role === RoleId.Host,
    address: null,
    emergencyContact: null,
    avatarPath: null,
    emailConfirmed: true,
    phoneNumberConfirmed: true,
    hasPassword: true,
    currentRole: r,
    roles: [r],
    identityStatus: null,
    workPapersStatus: null,
    language: 'en-US',
    currency: 'SAR',
    timeZoneId: null,
    notifications: { accountNotification: true, guestHostMessages: true, offersCoupons: false, newsletter: false },
    creationDate: '2026-01-01T00:00:00.000Z',
    about: Object.fromEntries(['details','study','birthPlace','interests','cuisines','memorableExperience','culturalTraditions','profession','languages','traveling','favoriteDestination','funFact','experienceSeek'].map((k) => [k, null])) as UserInfo['about'],
    ...overrides,
  };
}

export const tokenFor = (user: UserInfo) => ({ accessToken: 'at', expiresIn: 900, tokenType: 'Bearer' as const, user });
