import { RoleId } from '@tajriba/contracts/platform';
import { type UserInfo } from '@tajriba/contracts/account';

export function makeUser(overrides: Partial<UserInfo> = {}, role: number = RoleId.Guest): UserInfo {
  const r = { id: role, nameAr: role === RoleId.Host ? 'مضيف' : 'ضيف', nameEn: role === RoleId.Host ? 'Host' : 'Guest' };
  return {
    id: 7,
    fullName: 'Sara Al-Qahtani',
    preferredName: null,
    email: 'sara@example.com',
    phoneNumber: '+966500000001',
    dateOfBirth: '1995-04-02',
    isMale: false,
    isHost: role === RoleId.Host,
    address: null,
    emergencyContact: null,
    avatarPath: null,
    emailConfirmed: true,
    phoneNumberConfirmed: false,
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
  } as UserInfo;
}
