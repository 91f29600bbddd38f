import { RoleId, VerificationStatusId } from '@tajriba/contracts';
import { hashPassword } from '../lib/passwords';
import { usersRepository } from '../repositories/users';
import type { SeedContext } from './index';

/** Demo accounts listed in the README. Created once; an existing e-mail is left untouched. */
export const DEMO_ACCOUNTS = [
  {
    email: 'guest@tajriba.sa',
    password: 'Guest#2026',
    fullName: 'Layla Al-Harbi',
    fullNameEn: 'Layla Al-Harbi',
    fullNameAr: 'ليلى الحربي',
    preferredName: 'ليلى',
    phoneNumber: '+966500000001',
    dateOfBirth: '1995-04-12',
    isMale: false,
    roles: [RoleId.Guest],
    currentRole: RoleId.Guest,
    identity: null,
    workPapers: null,
    language: 'ar' as const,
  },
  {
    email: 'host@tajriba.sa',
    password: 'Host#2026',
    fullName: 'عبدالله القحطاني',
    fullNameEn: 'Abdullah Al-Qahtani',
    fullNameAr: 'عبدالله القحطاني',
    preferredName: 'Abdullah',
    phoneNumber: '+966500000002',
    dateOfBirth: '1988-09-30',
    isMale: true,
    roles: [RoleId.Guest, RoleId.Host],
    currentRole: RoleId.Host,
    identity: VerificationStatusId.Approved,
    workPapers: VerificationStatusId.Approved,
    language: 'ar' as const,
  },
  {
    email: 'admin@tajriba.sa',
    password: 'Admin#2026',
    fullName: 'Sara Al-Otaibi',
    fullNameEn: 'Sara Al-Otaibi',
    fullNameAr: 'سارة العتيبي',
    preferredName: 'سارة',
    phoneNumber: '+966500000003',
    dateOfBirth: '1990-01-20',
    isMale: false,
    roles: [RoleId.Admin],
    currentRole: RoleId.Admin,
    identity: null,
    workPapers: null,
    language: 'en-US' as const,
  },
];

export async function seedCore(ctx: SeedContext): Promise<void> {
  const repo = usersRepository(ctx.db);
  for (const a of DEMO_ACCOUNTS) {
    if (await repo.findByEmail(a.email)) continue;
    await repo.create(
      {
        email: a.email,
        fullName: a.fullName,
        fullNameEn: a.fullNameEn,
        fullNameAr: a.fullNameAr,
        preferredName: a.preferredName,
        phoneNumber: a.phoneNumber,
        dateOfBirth: a.dateOfBirth,
        isMale: a.isMale,
        passwordHash: await hashPassword(a.password),
        emailConfirmed: true,
        phoneConfirmed: true,
        currentRoleId: a.currentRole,
        identityStatusId: a.identity,
        workPapersStatusId: a.workPapers,
        language: a.language,
        timeZoneId: null,
        createdAt: ctx.clock.now(),
        updatedAt: ctx.clock.now(),
      },
      a.roles,
    );
  }
}
