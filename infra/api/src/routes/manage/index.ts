import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  aboutResponseSchema,
  additionalPhonesSchema,
  aboutSchema,
  addPasswordRequestSchema,
  changeEmailRequestSchema,
  changeFullNameRequestSchema,
  changePasswordRequestSchema,
  changePhoneRequestSchema,
  changePreferredNameRequestSchema,
  contactCodeSentSchema,
  deactivateRequestSchema,
  preferredNameResponseSchema,
  referFriendRequestSchema,
  rewardCouponsResponseSchema,
  togglePreferenceRequestSchema,
  tokenResponseSchema,
  twoFactorStateSchema,
  updateAddressRequestSchema,
  updateAdditionalPhonesRequestSchema,
  updateCurrencyRequestSchema,
  updateEmergencyContactRequestSchema,
  updateProfileRequestSchema,
  updateLanguageRequestSchema,
  updateTimeZoneRequestSchema,
  updateTwoFactorRequestSchema,
  userInfoSchema,
  verifyContactRequestSchema,
} from '@tajriba/contracts';
import { requestLang } from '../../lib/i18n';
import { readFileField } from '../../lib/multipart';
import { emptyResponse, ok, okResponse } from '../../lib/reply';
import { Access } from '../../lib/access';
import { currentUser } from '../../plugins/auth';
import { RateKey } from '../../lib/rate-keys';
import { RateRules } from '../../plugins/rate-limit';
import { accountService } from '../../services/account-service';
import { referralRewards } from '../../services/referral-rewards';

/**
 * `/api/Manage/*` (§7 Account): the signed-in user's own account. Updates answer with the
 * refreshed user (UserInfo) so the UI can replace its copy; update endpoints accept POST or PUT.
 */
const manage: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const svc = accountService(fastify);
  const rewards = referralRewards(fastify.sql);
  // The signed-in user's own account: the rule is per route (not a URL-prefix hook, which a
  // percent-encoded path such as /api/%4Danage/... would slip past).
  const config = { access: Access.signedIn() };
  const base = { tags: ['manage'], security: [{ bearer: [] }] };
  const update = ['POST', 'PUT'] as ('POST' | 'PUT')[];
  const uid = (r: Parameters<typeof currentUser>[0]) => currentUser(r).id;

  app.get('/api/Manage/Info', { config, schema: { ...base, summary: 'The signed-in user', response: okResponse(userInfoSchema) } }, async (r) => ok(await svc.info(uid(r))));

  app.route({
    method: update,
    url: '/api/Manage/ChangeFullName',
    config,
    schema: { ...base, body: changeFullNameRequestSchema, response: okResponse(userInfoSchema) },
    handler: async (r) => ok(await svc.patch(uid(r), { fullName: r.body.fullName })),
  });
  app.route({
    method: update,
    url: '/api/Manage/ChangePreferredName',
    config,
    schema: { ...base, body: changePreferredNameRequestSchema, response: okResponse(preferredNameResponseSchema) },
    handler: async (r) => {
      const u = await svc.patch(uid(r), { preferredName: r.body.preferredName });
      return ok({ preferredName: u.preferredName! });
    },
  });

  app.get('/api/Manage/About', { config, schema: { ...base, summary: 'About fields', response: okResponse(aboutResponseSchema) } }, async (r) => ok(await svc.about(uid(r))));
  app.route({
    method: update,
    url: '/api/Manage/ChangeAbout',
    config,
    schema: { ...base, summary: 'Save About fields (empty → null; details 3–500, others 3–50)', body: aboutSchema, response: okResponse(aboutResponseSchema) },
    handler: async (r) => ok(await svc.changeAbout(uid(r), r.body)),
  });

  app.route({
    method: ['PUT', 'POST'],
    url: '/api/Manage/ChangeAvatar',
    config,
    schema: { ...base, summary: 'Multipart field `file` (png/jpg/webp, 2 MB); data is the new file id', consumes: ['multipart/form-data'], response: okResponse(z.string()) },
    handler: async (r) => {
      await fastify.rateLimit(r, RateRules.uploadPerIp);
      const { body, filename } = await readFileField(r);
      return ok(await svc.changeAvatar(uid(r), body, filename));
    },
  });

  app.route({
    method: update,
    url: '/api/Manage/ChangeEmail',
    config,
    schema: { ...base, summary: 'Send a code to a new e-mail; VerifyEmail makes it the account e-mail', body: changeEmailRequestSchema, response: okResponse(contactCodeSentSchema) },
    handler: async (r) => {
      await fastify.rateLimit(r, RateRules.codeSendPerTarget, RateKey.user(uid(r)));
      return ok(await svc.changeEmail(uid(r), r.body.email, requestLang(r)));
    },
  });
  // The username is the sign-in e-mail (mf-account README "ChangeUsername"): the same flow as
  // ChangeEmail — a code to the new address, VerifyEmail makes it the account's.
  app.route({
    method: update,
    url: '/api/Manage/ChangeUsername',
    config,
    schema: { ...base, summary: 'The sign-in e-mail is the username: same as ChangeEmail (VerifyEmail finishes)', body: changeEmailRequestSchema, response: okResponse(contactCodeSentSchema) },
    handler: async (r) => {
      await fastify.rateLimit(r, RateRules.codeSendPerTarget, RateKey.user(uid(r)));
      return ok(await svc.changeEmail(uid(r), r.body.email, requestLang(r)));
    },
  });
  app.route({
    method: update,
    url: '/api/Manage/SendVerifyEmailOTP',
    config,
    schema: { ...base, summary: 'Resend the e-mail code (after 120 s)', response: okResponse(contactCodeSentSchema) },
    handler: async (r) => {
      await fastify.rateLimit(r, RateRules.codeSendPerTarget, RateKey.user(uid(r)));
      return ok(await svc.resendEmailCode(uid(r), requestLang(r)));
    },
  });
  app.route({
    method: update,
    url: '/api/Manage/VerifyEmail',
    config,
    schema: { ...base, body: verifyContactRequestSchema, response: okResponse(userInfoSchema) },
    handler: async (r) => {
      await fastify.rateLimit(r, RateRules.codeCheckPerTarget, RateKey.user(uid(r)));
      return ok(await svc.verifyEmail(uid(r), r.body.otp));
    },
  });
  app.route({
    method: update,
    url: '/api/Manage/ChangePhone',
    config,
    schema: { ...base, summary: 'Text a code to a new number; VerifyPhone makes it the account number', body: changePhoneRequestSchema, response: okResponse(contactCodeSentSchema) },
    handler: async (r) => {
      await fastify.rateLimit(r, RateRules.codeSendPerTarget, RateKey.user(uid(r)));
      return ok(await svc.changePhone(uid(r), r.body.phoneNumber, requestLang(r)));
    },
  });
  app.route({
    method: update,
    url: '/api/Manage/SendVerifyPhonelOTP',
    config,
    schema: { ...base, summary: 'Resend the phone code (after 120 s)', response: okResponse(contactCodeSentSchema) },
    handler: async (r) => {
      await fastify.rateLimit(r, RateRules.codeSendPerTarget, RateKey.user(uid(r)));
      return ok(await svc.resendPhoneCode(uid(r), requestLang(r)));
    },
  });
  app.route({
    method: update,
    url: '/api/Manage/VerifyPhone',
    config,
    schema: { ...base, body: verifyContactRequestSchema, response: okResponse(userInfoSchema) },
    handler: async (r) => {
      await fastify.rateLimit(r, RateRules.codeCheckPerTarget, RateKey.user(uid(r)));
      return ok(await svc.verifyPhone(uid(r), r.body.otp));
    },
  });

  app.route({
    method: update,
    url: '/api/Manage/ChangePassword',
    config,
    schema: { ...base, body: changePasswordRequestSchema, response: emptyResponse() },
    handler: async (r) => {
      await fastify.rateLimit(r, RateRules.passwordCheckPerUser, RateKey.user(uid(r)));
      await svc.changePassword(uid(r), r.body.currentPassword, r.body.password, currentUser(r).sessionId);
      return ok(null);
    },
  });
  app.get(
    '/api/Manage/TwoFactor',
    { config, schema: { ...base, summary: 'Whether a password sign-in also asks for a 6-digit code, and where it goes (masked)', response: okResponse(twoFactorStateSchema) } },
    async (r) => ok(await svc.twoFactor(uid(r))),
  );
  app.route({
    method: update,
    url: '/api/Manage/TwoFactor',
    config,
    schema: { ...base, summary: 'Turn two-factor sign-in on or off (asks for the current password)', body: updateTwoFactorRequestSchema, response: okResponse(twoFactorStateSchema) },
    handler: async (r) => {
      await fastify.rateLimit(r, RateRules.passwordCheckPerUser, RateKey.user(uid(r)));
      return ok(await svc.setTwoFactor(uid(r), r.body.enabled, r.body.currentPassword));
    },
  });
  app.route({
    method: update,
    url: '/api/Manage/AddPassword',
    config,
    schema: { ...base, summary: 'Set a password on an account created by social sign-in', body: addPasswordRequestSchema, response: emptyResponse() },
    handler: async (r) => {
      await svc.addPassword(uid(r), r.body.password);
      return ok(null);
    },
  });

  app.route({
    method: update,
    url: '/api/Manage/UpdateAddress',
    config,
    schema: { ...base, body: updateAddressRequestSchema, response: okResponse(userInfoSchema) },
    handler: async (r) => ok(await svc.updateAddress(uid(r), r.body.address)),
  });
  app.route({
    method: update,
    url: '/api/Manage/UpdateProfile',
    config,
    schema: { ...base, summary: 'Names, date of birth, gender, address and emergency contact in one step (/profile/create, /profile/edit)', body: updateProfileRequestSchema, response: okResponse(userInfoSchema) },
    handler: async (r) => ok(await svc.updateProfile(uid(r), r.body)),
  });
  app.route({
    method: update,
    url: '/api/Manage/UpdateEmergencyContact',
    config,
    schema: { ...base, body: updateEmergencyContactRequestSchema, response: okResponse(userInfoSchema) },
    handler: async (r) => ok(await svc.updateEmergencyContact(uid(r), r.body)),
  });
  app.get(
    '/api/Manage/AdditionalPhones',
    { config, schema: { ...base, summary: 'The signed-in user\'s additional phones', response: okResponse(additionalPhonesSchema) } },
    async (r) => ok(await svc.additionalPhones(uid(r))),
  );
  app.route({
    method: update,
    url: '/api/Manage/UpdateAdditionalPhones',
    config,
    schema: { ...base, summary: 'Replace the additional phones (at most 3, not the sign-in phone, no repeats)', body: updateAdditionalPhonesRequestSchema, response: okResponse(additionalPhonesSchema) },
    handler: async (r) => ok(await svc.updateAdditionalPhones(uid(r), r.body.additionalPhones)),
  });
  app.route({
    method: update,
    url: '/api/Manage/UpdateLanguage',
    config,
    schema: { ...base, body: updateLanguageRequestSchema, response: okResponse(userInfoSchema) },
    handler: async (r) => ok(await svc.updateLanguage(uid(r), r.body.language)),
  });
  app.route({
    method: update,
    url: '/api/Manage/UpdateCurrency',
    config,
    schema: { ...base, body: updateCurrencyRequestSchema, response: okResponse(userInfoSchema) },
    handler: async (r) => ok(await svc.updateCurrency(uid(r), r.body.currency)),
  });
  app.route({
    method: update,
    url: '/api/Manage/UpdateTimeZone',
    config,
    schema: { ...base, body: updateTimeZoneRequestSchema, response: okResponse(userInfoSchema) },
    handler: async (r) => ok(await svc.updateTimeZone(uid(r), r.body.timeZoneId)),
  });
  const toggles = [
    ['UpdateAccountNotification', 'notifyAccount'],
    ['UpdateGuestHostMessages', 'notifyMessages'],
    ['UpdateOffersCoupons', 'notifyOffers'],
    ['UpdateNewsletter', 'notifyNewsletter'],
  ] as const;
  for (const [name, column] of toggles) {
    app.route({
      method: update,
      url: `/api/Manage/${name}`,
      config,
      schema: { ...base, body: togglePreferenceRequestSchema, response: okResponse(userInfoSchema) },
      handler: async (r) => ok(await svc.patch(uid(r), { [column]: r.body.enabled })),
    });
  }

  app.route({
    method: update,
    url: '/api/Manage/Deactivate',
    config,
    schema: { ...base, summary: 'Deactivate the account and end every session', body: z.optional(deactivateRequestSchema), response: emptyResponse() },
    handler: async (r) => {
      await svc.deactivate(uid(r));
      return ok(null);
    },
  });
  app.route({
    method: update,
    url: '/api/Manage/SignOutEverywhere',
    config,
    schema: { ...base, summary: 'End every other session of the account; this one stays signed in', response: emptyResponse() },
    handler: async (r) => {
      await svc.signOutEverywhere(uid(r), currentUser(r).sessionId);
      return ok(null);
    },
  });
  app.route({
    method: update,
    url: '/api/Manage/BeHost',
    config,
    schema: { ...base, summary: 'Gain the host role and switch to it; returns a new access token', response: okResponse(tokenResponseSchema) },
    handler: async (r) => {
      const res = await svc.becomeHost(uid(r), currentUser(r).sessionId);
      return ok({ ...res.access, tokenType: 'Bearer' as const, user: res.user });
    },
  });
  app.route({
    method: update,
    url: '/api/Manage/ReferFriend',
    config,
    schema: { ...base, summary: 'E-mail an invitation to a friend', body: referFriendRequestSchema, response: emptyResponse() },
    handler: async (r) => {
      await fastify.rateLimit(r, RateRules.referPerUser, RateKey.user(uid(r)));
      await svc.referFriend(uid(r), r.body.email, requestLang(r));
      return ok(null);
    },
  });
  // the refer-a-friend reward coupons of the signed-in user only (the user comes from the token, never the request)
  app.get(
    '/api/Manage/RewardCoupons',
    { config, schema: { ...base, summary: 'My refer-a-friend reward coupons (10 % off one booking, at most SAR 50, 90 days)', response: okResponse(rewardCouponsResponseSchema) } },
    async (r) => ok({ items: await rewards.list(uid(r), fastify.clock.now()) }),
  );
};
export default manage;
