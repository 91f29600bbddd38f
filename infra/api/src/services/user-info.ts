import type { UserInfo } from '@tajriba/contracts';
import { RoleId, VerificationStatusId, filePath } from '@tajriba/contracts';
import type { UserRow } from '../db/schema/core';
import type { RoleRow } from '../repositories/users';

export const ABOUT_KEYS = [
  'details', 'study', 'birthPlace', 'interests', 'cuisines', 'memorableExperience', 'culturalTraditions',
  'profession', 'languages', 'traveling', 'favoriteDestination', 'funFact', 'experienceSeek',
] as const;

const statusNames: Record<number, string> = {
  [VerificationStatusId.Pending]: 'pending',
  [VerificationStatusId.Approved]: 'approved',
  [VerificationStatusId.Resubmit]: 'resubmit',
};
const status = (id: number | null) => (id == null ? null : { id, name: statusNames[id] ?? 'pending' });

/** The §3 User as responses carry it. */
export function toUserInfo(u: UserRow, roles: RoleRow[], current: RoleRow | null): UserInfo {
  const role = current ?? roles.find((r) => r.id === u.currentRoleId) ?? { id: RoleId.Guest, nameAr: 'ضيف', nameEn: 'Guest', key: 'Guest' };
  return {
    id: u.id,
    fullName: u.fullName,
    preferredName: u.preferredName,
    email: u.email,
    phoneNumber: u.phoneNumber,
    dateOfBirth: u.dateOfBirth,
    isMale: u.isMale,
    isHost: roles.some((r) => r.id === RoleId.Host),
    address: u.address,
    emergencyContact: u.emergencyContact ?? null,
    avatarPath: u.avatarFileId ? filePath(u.avatarFileId) : null,
    emailConfirmed: u.emailConfirmed,
    phoneNumberConfirmed: u.phoneConfirmed,
    hasPassword: !!u.passwordHash,
    currentRole: { id: role.id, nameAr: role.nameAr, nameEn: role.nameEn },
    roles: roles.map((r) => ({ id: r.id, nameAr: r.nameAr, nameEn: r.nameEn })),
    identityStatus: status(u.identityStatusId),
    workPapersStatus: status(u.workPapersStatusId),
    language: u.language,
    currency: u.currency.trim(),
    timeZoneId: u.timeZoneId,
    notifications: {
      accountNotification: u.notifyAccount,
      guestHostMessages: u.notifyMessages,
      offersCoupons: u.notifyOffers,
      newsletter: u.notifyNewsletter,
    },
    creationDate: u.createdAt.toISOString(),
    about: Object.fromEntries(ABOUT_KEYS.map((k) => [k, u.about?.[k] ?? null])) as UserInfo['about'],
  };
}
