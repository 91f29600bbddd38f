import { z } from 'zod';
import { roleSchema } from '@tajriba/contracts';

/**
 * The user as the session needs it (the token response's `user`). Deliberately lenient: the
 * API may send more fields (kept as-is) and `currentRole` either as an id or as a role object;
 * the session normalises the role to its id.
 */
export const sessionUserSchema = z
  .object({
    id: z.number().int(),
    fullName: z.string().nullish(),
    preferredName: z.string().nullish(),
    email: z.string().nullish(),
    phoneNumber: z.string().nullish(),
    avatarPath: z.string().nullish(),
    isHost: z.boolean().optional(),
    emailConfirmed: z.boolean().optional(),
    phoneNumberConfirmed: z.boolean().optional(),
    currentRole: z.union([z.number().int(), roleSchema]).nullish(),
  })
  .loose();
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** `POST /Connect/Token` and `POST /Connect/RefreshToken` response data. */
export const tokenResponseSchema = z.object({
  accessToken: z.string().min(1),
  expiresIn: z.number().int().positive(),
  tokenType: z.string().default('Bearer'),
  user: sessionUserSchema,
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const roleIdOf = (user: SessionUser | null): number | null => {
  const r = user?.currentRole;
  if (r == null) return null;
  return typeof r === 'number' ? r : r.id;
};

/** The name to greet a user with: preferred name, else full name, else the e-mail's local part. */
export const displayNameOf = (user: SessionUser | null): string => {
  if (!user) return '';
  return user.preferredName || user.fullName || user.email?.split('@')[0] || user.phoneNumber || '';
};
