import * as z from 'zod/mini';
import { roleSchema } from '../common/roles';
import { Msg } from '@tajriba/contracts/constants';
import { addressField, dateOfBirthField, nameField, optionalText, emailField, phoneField, passwordField, otpField, requiredBoolean, storable } from './fields';

/** The youngest age an account may have (§5, §9): the profile form's date picker stops there. */
export { MINIMUM_AGE } from './fields';

/** `{id, name}` status (identity / work papers: pending, approved, resubmit). */
export const verificationStatusSchema = z.object({ id: z.int(), name: z.string() });
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

/** Verification status ids (§4): pending, approved, resubmit. */
export const VerificationStatusId = { Pending: 1, Approved: 2, Resubmit: 3 } as const;

export const emergencyContactSchema = z.object({
  name: nameField(),
  phoneNumber: phoneField(),
  relationship: z.pipe(z.nullish(z.string().check(storable(), z.trim(), z.maxLength(50, Msg.max50))), z.transform((v) => (v ? v : null))),
});
export type EmergencyContact = z.infer<typeof emergencyContactSchema>;

/** At most this many additional phones (the spec is silent; decided in mf-account/README.md). */
export const ADDITIONAL_PHONES_MAX = 3;
/**
 * `UpdateAdditionalPhones` body: the whole list (replaces the stored one; `[]` clears it). Kept out
 * of `userInfoSchema` so the shell and other remotes, which parse UserInfo, carry no extra bytes.
 */
export const updateAdditionalPhonesRequestSchema = z.object({
  additionalPhones: z.array(phoneField()).check(z.maxLength(ADDITIONAL_PHONES_MAX, Msg.invalidValue)),
});
export type UpdateAdditionalPhonesRequest = z.infer<typeof updateAdditionalPhonesRequestSchema>;
/** `GET /api/Manage/AdditionalPhones` and the answer of `UpdateAdditionalPhones` (E.164 numbers). */
export const additionalPhonesSchema = z.object({ additionalPhones: z.array(z.string()) });
export type AdditionalPhones = z.infer<typeof additionalPhonesSchema>;

export const SYSTEM_LANGUAGE_CODES = ['ar', 'en-US'] as const;
export type SystemLanguageCode = (typeof SYSTEM_LANGUAGE_CODES)[number];

/** The signed-in user (§3 User) as every auth response and `GET /api/Manage/Info` return it. */
export const userInfoSchema = z.object({
  id: z.int(),
  fullName: z.string(),
  preferredName: z.nullable(z.string()),
  email: z.nullable(z.string()),
  phoneNumber: z.nullable(z.string()),
  /** `yyyy-MM-dd` */
  dateOfBirth: z.nullable(z.string()),
  isMale: z.boolean(),
  isHost: z.boolean(),
  address: z.nullable(z.string()),
  emergencyContact: z.nullable(z.object({ name: z.string(), phoneNumber: z.string(), relationship: z.nullable(z.string()) })),
  /** Path relative to the API origin, e.g. `/files/<id>`. */
  avatarPath: z.nullable(z.string()),
  emailConfirmed: z.boolean(),
  phoneNumberConfirmed: z.boolean(),
  hasPassword: z.boolean(),
  currentRole: roleSchema,
  roles: z.array(roleSchema),
  identityStatus: z.nullable(verificationStatusSchema),
  workPapersStatus: z.nullable(verificationStatusSchema),
  language: z.enum(SYSTEM_LANGUAGE_CODES),
  currency: z.string(),
  /** Id from `GET /api/Utilities/TimeZones` (0–417). */
  timeZoneId: z.nullable(z.int()),
  notifications: z.object({
    accountNotification: z.boolean(),
    guestHostMessages: z.boolean(),
    offersCoupons: z.boolean(),
    newsletter: z.boolean(),
  }),
  creationDate: z.string(),
  /** §3 About fields (also at GET /api/Manage/About). */
  get about() {
    return aboutResponseSchema;
  },
});
export type UserInfo = z.infer<typeof userInfoSchema>;

const aboutShort = () => optionalText(3, 50, Msg.min3, Msg.max50);
/** About fields (§3): all optional, empty stored as null; details 3–500, the others 3–50. */
export const aboutSchema = z.object({
  details: optionalText(3, 500, Msg.min3, Msg.max500),
  study: aboutShort(),
  birthPlace: aboutShort(),
  interests: aboutShort(),
  cuisines: aboutShort(),
  memorableExperience: aboutShort(),
  culturalTraditions: aboutShort(),
  profession: aboutShort(),
  languages: aboutShort(),
  traveling: aboutShort(),
  favoriteDestination: aboutShort(),
  funFact: aboutShort(),
  experienceSeek: aboutShort(),
});
export type About = z.infer<typeof aboutSchema>;
export const aboutResponseSchema = z.object(
  Object.fromEntries(Object.keys(aboutSchema.shape).map((k) => [k, z.nullable(z.string())])) as {
    [K in keyof typeof aboutSchema.shape]: z.ZodMiniNullable<z.ZodMiniString<string>>;
  },
);

export const changeFullNameRequestSchema = z.object({ fullName: nameField() });
export const changePreferredNameRequestSchema = z.object({ preferredName: nameField() });
export const preferredNameResponseSchema = z.object({ preferredName: z.string() });
export const changeEmailRequestSchema = z.object({ email: emailField() });
export const changePhoneRequestSchema = z.object({ phoneNumber: phoneField() });
/** Verify a new e-mail or phone with the code sent to it. */
export const verifyContactRequestSchema = z.object({ otp: otpField() });
export const contactCodeSentSchema = z.object({
  to: z.string(),
  resendAfterSeconds: z.int(),
  expiresInSeconds: z.int(),
});
const passwordsMatch = () =>
  z.refine<{ password: string; confirmPassword: string }>((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: Msg.passwordsMismatch,
  });
export const changePasswordRequestSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, Msg.required)),
    password: passwordField(),
    confirmPassword: z.string().check(z.minLength(1, Msg.required)),
  })
  .check(passwordsMatch());
export const addPasswordRequestSchema = z
  .object({ password: passwordField(), confirmPassword: z.string().check(z.minLength(1, Msg.required)) })
  .check(passwordsMatch());
export const updateAddressRequestSchema = z.object({ address: addressField() });
/**
 * `UpdateProfile` (issue 13: `/profile/create` and `/profile/edit`): the person in one form. Names
 * 3–50, date of birth (18 or older, `yyyy-MM-dd`), gender (`isMale`, as at sign-up), address 10–250;
 * preferred name, address and emergency contact may be left empty (stored as null).
 */
export const updateProfileRequestSchema = z.object({
  fullName: nameField(),
  preferredName: optionalText(3, 50, Msg.min3, Msg.max50),
  dateOfBirth: dateOfBirthField(),
  isMale: requiredBoolean(),
  address: optionalText(10, 250, Msg.min10, Msg.max250),
  emergencyContact: z.nullable(emergencyContactSchema),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;
export type UpdateProfile = z.output<typeof updateProfileRequestSchema>;
export const updateEmergencyContactRequestSchema = emergencyContactSchema;
export const updateLanguageRequestSchema = z.object({
  language: z.enum(SYSTEM_LANGUAGE_CODES, { error: Msg.invalidValue }),
});
export const updateCurrencyRequestSchema = z.object({
  currency: z.string({ error: Msg.required }).check(z.trim(), z.regex(/^[A-Z]{3}$/, Msg.invalidValue)),
});
export const updateTimeZoneRequestSchema = z.object({
  timeZoneId: z
    .number({ error: Msg.required })
    .check(z.int(Msg.invalidValue), z.minimum(0, Msg.invalidValue), z.maximum(417, Msg.invalidValue)),
});
/** Body of each notification preference update (UpdateAccountNotification, …). */
export const togglePreferenceRequestSchema = z.object({ enabled: z.boolean({ error: Msg.required }) });
export const referFriendRequestSchema = z.object({ email: emailField() });
export const deactivateRequestSchema = z.object({
  password: z.optional(z.string()),
  reason: z.optional(z.string().check(storable(), z.trim(), z.maxLength(500, Msg.max500))),
});
/** Switch between guest (8) and host (7). */
export const switchRoleRequestSchema = z.object({
  roleId: z.number({ error: Msg.required }).check(z.int(Msg.invalidValue)),
});

/**
 * `GET/POST /api/Manage/TwoFactor` (mf-account README "Two-factor sign-in"): whether a password
 * sign-in also asks for a 6-digit code, and where that code goes (the verified phone, else the e-mail).
 */
export const twoFactorStateSchema = z.object({
  enabled: z.boolean(),
  channel: z.nullable(z.enum(['sms', 'email'])),
  /** masked destination, null when the account has none */
  to: z.nullable(z.string()),
});
export type TwoFactorState = z.infer<typeof twoFactorStateSchema>;
/** Turning it on or off asks for the current password. */
export const updateTwoFactorRequestSchema = z.object({
  enabled: z.boolean({ error: Msg.required }),
  currentPassword: z.string({ error: Msg.required }).check(z.minLength(1, Msg.required), z.maxLength(200, Msg.invalidValue)),
});
export type UpdateTwoFactorRequest = z.infer<typeof updateTwoFactorRequestSchema>;
