import type { TokenResponseData } from '@tajriba/contracts/platform';
import type { UserInfo } from '@tajriba/contracts/account';

/** The user as `GET /api/Manage/Info` and the token responses return it (contracts `userInfoSchema`). */
export type SessionUser = UserInfo;
export type TokenResponse = TokenResponseData;

export const roleIdOf = (user: SessionUser | null): number | null => user?.currentRole?.id ?? null;

/** The name to greet a user with: preferred name, else full name, else the e-mail's local part. */
export const displayNameOf = (user: SessionUser | null): string => {
  if (!user) return '';
  return user.preferredName || user.fullName || user.email?.split('@')[0] || user.phoneNumber || '';
};
