import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  REFRESH_COOKIE,
  authProvidersSchema,
  changeForgottenPasswordRequestSchema,
  confirmOtpRequestSchema,
  confirmOtpResponseSchema,
  confirmPasswordOtpRequestSchema,
  newOtpRequestSchema,
  newUserRequestSchema,
  otpStateSchema,
  resetPasswordRequestSchema,
  sendLoginOtpRequestSchema,
  switchRoleRequestSchema,
  tokenRequestSchema,
  tokenResponseSchema,
  twoFactorChallengeRequestSchema,
  twoFactorChallengeSchema,
  twoFactorSignInRequestSchema,
} from '@tajriba/contracts';
import { emptyResponse, ok, okResponse } from '../../lib/reply';
import { requestLang } from '../../lib/i18n';
import { Access } from '../../lib/access';
import { currentUser } from '../../plugins/auth';
import { AppError } from '../../lib/errors';
import { RateKey } from '../../lib/rate-keys';
import { RateRules } from '../../plugins/rate-limit';
import { authService, type SignedIn } from '../../services/auth-service';
import { socialSignIn } from '../../services/social';

const tags = ['auth'];
/** An address that signed in to an account skips that account's failure backstop for 30 days. */
const KNOWN_ADDRESS_SECONDS = 30 * 86_400;

/** §7 Auth: /Connect/*, /Register/*, /Reset/*, social sign-in and the provider list. */
const auth: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const svc = authService(fastify);
  const social = socialSignIn(fastify);

  const tokenData = (s: SignedIn) => ({ accessToken: s.session.accessToken, expiresIn: s.session.expiresIn, tokenType: 'Bearer' as const, user: s.user });
  const limitCodeSend = async (request: FastifyRequest, target: RateKey) => {
    await fastify.rateLimit(request, RateRules.codeSendPerIp);
    await fastify.rateLimit(request, RateRules.codeSendPerTarget, target);
  };
  const limitCodeCheck = async (request: FastifyRequest, target: RateKey) => {
    await fastify.rateLimit(request, RateRules.codeCheckPerIp);
    await fastify.rateLimit(request, RateRules.codeCheckPerTarget, target);
  };

  const config = { access: Access.public() };
  app.post(
    '/Connect/Token',
    {
      config,
      schema: {
        tags,
        summary: 'Sign in with e-mail + password, or phone + code (isPhoneOTP). Sets the tj_rt refresh cookie.',
        body: tokenRequestSchema,
        response: okResponse(tokenResponseSchema),
      },
    },
    async (request, reply) => {
      const b = request.body;
      // Per address, per account × address, and a slow per-account backstop on failures that
      // addresses which signed in to the account before skip: someone elsewhere guessing cannot
      // lock the owner out (issue 11 §5).
      const address = RateKey.address(request);
      const account = RateKey.login(b.username);
      const knownAddress = RateKey.pair(account, address);
      await fastify.rateLimit(request, RateRules.loginPerIp, address);
      await fastify.rateLimit(request, RateRules.loginPerAccountIp, knownAddress);
      const known = await fastify.rateLimits.known(knownAddress);
      if (!known) await fastify.rateLimits.check(RateRules.loginFailuresPerAccount, account);
      let signed: SignedIn;
      try {
        signed = b.isPhoneOTP
          ? await svc.phoneLogin(b.username, b.password, b.isPersistent)
          : await svc.passwordLogin(b.username, b.password, b.isPersistent, b.isDashboard, {
              lang: requestLang(request),
              // the two-factor code counts as a code sent to this account
              beforeSend: (userId) => limitCodeSend(request, RateKey.user(userId)),
            });
      } catch (err) {
        if (err instanceof AppError && err.status === 400 && !known) await fastify.rateLimits.count(RateRules.loginFailuresPerAccount, account);
        throw err;
      }
      await fastify.rateLimits.remember(knownAddress, KNOWN_ADDRESS_SECONDS);
      svc.tokens.setCookie(reply, signed.session);
      return ok(tokenData(signed));
    },
  );

  app.post(
    '/Connect/RefreshToken',
    { config, schema: { tags, summary: 'Rotate the tj_rt cookie and get a new access token.', response: okResponse(tokenResponseSchema) } },
    async (request, reply) => {
      await fastify.rateLimit(request, RateRules.refreshPerIp, RateKey.address(request));
      try {
        const { session, user } = await svc.tokens.rotate(request.cookies[REFRESH_COOKIE]);
        svc.tokens.setCookie(reply, session);
        return ok(tokenData({ session, user: await svc.info(user) }));
      } catch (err) {
        svc.tokens.clearCookie(reply);
        throw err;
      }
    },
  );

  // Two-factor sign-in, second step: the challenge of /Connect/Token's 401 error.twoFactorRequired.
  app.post(
    '/Connect/TwoFactor',
    {
      config,
      schema: { tags, summary: 'Finish a password sign-in with the 6-digit code (two-factor on). Sets the tj_rt refresh cookie.', body: twoFactorSignInRequestSchema, response: okResponse(tokenResponseSchema) },
    },
    async (request, reply) => {
      await fastify.rateLimit(request, RateRules.codeCheckPerIp);
      const { user } = await svc.twoFactor.open(request.body.challenge);
      await fastify.rateLimit(request, RateRules.codeCheckPerTarget, RateKey.user(user.id));
      const signed = await svc.completeTwoFactor(request.body.challenge, request.body.code, request.body.isPersistent);
      svc.tokens.setCookie(reply, signed.session);
      return ok(tokenData(signed));
    },
  );
  app.post(
    '/Connect/TwoFactor/Resend',
    { config, schema: { tags, summary: 'Send a new two-factor code (after resendAfterSeconds); answers a new challenge.', body: twoFactorChallengeRequestSchema, response: okResponse(twoFactorChallengeSchema) } },
    async (request) => {
      return ok(await svc.resendTwoFactor(request.body.challenge, requestLang(request), (userId) => limitCodeSend(request, RateKey.user(userId))));
    },
  );

  app.post('/Connect/Logout', { config, schema: { tags, summary: 'Revoke the refresh-token family and clear the cookie.', response: emptyResponse() } }, async (request, reply) => {
    await svc.tokens.revoke(request.cookies[REFRESH_COOKIE]);
    svc.tokens.clearCookie(reply);
    return ok(null);
  });

  app.post(
    '/Connect/SendLoginOTP',
    { config, schema: { tags, summary: 'Send a 4-digit sign-in code by SMS (resend after 120 s).', body: sendLoginOtpRequestSchema, response: okResponse(otpStateSchema) } },
    async (request) => {
      await limitCodeSend(request, RateKey.phone(request.body.phoneNumber));
      return ok(await svc.sendLoginCode(request.body.phoneNumber, requestLang(request)));
    },
  );

  app.post(
    '/Connect/SwitchRole',
    {
      config: { access: Access.signedIn() },
      schema: { tags, summary: 'Switch between guest (8) and host (7).', security: [{ bearer: [] }], body: switchRoleRequestSchema, response: okResponse(tokenResponseSchema) },
    },
    async (request) => {
      const r = await svc.switchRole(currentUser(request).id, request.body.roleId, currentUser(request).sessionId);
      return ok({ ...r.access, tokenType: 'Bearer' as const, user: r.user });
    },
  );

  app.post(
    '/Register/NewOTP',
    {
      config,
      schema: {
        tags,
        summary: 'Sign-up step 1: e-mail a code (resend after 90 s). 409 error.otpAlreadyPending carries the pending state in data.',
        body: newOtpRequestSchema,
        response: okResponse(otpStateSchema),
      },
    },
    async (request) => {
      await limitCodeSend(request, RateKey.email(request.body.email));
      return ok(await svc.sendSignupCode(request.body.email, requestLang(request)));
    },
  );

  app.post(
    '/Register/ConfrimOTP',
    { config, schema: { tags, summary: 'Sign-up step 2: check the code.', body: confirmOtpRequestSchema, response: okResponse(confirmOtpResponseSchema) } },
    async (request) => {
      await limitCodeCheck(request, RateKey.email(request.body.email));
      return ok(await svc.confirmSignupCode(request.body.email, request.body.otp));
    },
  );

  app.post(
    '/Register/NewUser',
    { config, schema: { tags, summary: 'Sign-up step 3: create the account and sign in.', body: newUserRequestSchema, response: okResponse(tokenResponseSchema) } },
    async (request, reply) => {
      await limitCodeCheck(request, RateKey.email(request.body.email));
      const signed = await svc.register(request.body, requestLang(request));
      svc.tokens.setCookie(reply, signed.session);
      return ok(tokenData(signed));
    },
  );

  /** The account a reset names, in the canonical form the service looks it up by. */
  const resetKey = (b: { mode: string; email?: string | null; phone?: string | null }) => (b.mode === 'email' ? RateKey.email(b.email ?? '') : RateKey.phone(b.phone ?? ''));

  app.post(
    '/Reset/Password',
    { config, schema: { tags, summary: 'Password recovery: send a code by e-mail or SMS (resend after 120 s).', body: resetPasswordRequestSchema, response: okResponse(otpStateSchema) } },
    async (request) => {
      await limitCodeSend(request, resetKey(request.body));
      return ok(await svc.sendResetCode(request.body, requestLang(request)));
    },
  );

  app.post(
    '/Reset/ConfrimPasswordOTP',
    { config, schema: { tags, summary: 'Password recovery: check the code.', body: confirmPasswordOtpRequestSchema, response: okResponse(confirmOtpResponseSchema) } },
    async (request) => {
      await limitCodeCheck(request, resetKey(request.body));
      return ok(await svc.confirmResetCode(request.body, request.body.otp));
    },
  );

  app.post(
    '/Reset/ChangePassword',
    { config, schema: { tags, summary: 'Password recovery: set the new password (ends every session).', body: changeForgottenPasswordRequestSchema, response: emptyResponse() } },
    async (request) => {
      await limitCodeCheck(request, resetKey(request.body));
      await svc.resetPassword(request.body, request.body.password, request.body.otpConfirmationCode);
      return ok(null);
    },
  );

  app.get('/api/Auth/Providers', { config, schema: { tags, summary: 'Which social sign-in providers are configured.', response: okResponse(authProvidersSchema) } }, async () =>
    ok({
      google: social.enabled('google'),
      facebook: social.enabled('facebook'),
      apple: false as const,
      ...(social.enabled('google') ? { googleClientId: fastify.config.adapters.googleClientId } : {}),
      ...(social.enabled('facebook') ? { facebookAppId: fastify.config.adapters.facebookAppId } : {}),
    }),
  );

  const socialBody = z.object({
    token: z.string().min(1),
    isHost: z.boolean().optional().default(false),
    isPersistent: z.boolean().optional().default(true),
    callbackUrl: z.string().optional(),
    // the inviter of a refer-a-friend link, for an account created now (as /Register/NewUser)
    referrerId: z.number().int().positive().nullish(),
  });
  for (const [provider, url] of [
    ['google', '/Connect/signin-google'],
    ['facebook', '/signin-facebook'],
  ] as const) {
    app.post(
      url,
      {
        config,
        schema: {
          tags,
          summary: `Sign in with ${provider} (404 error.providerDisabled unless configured). token: the provider's ${provider === 'google' ? 'ID token' : 'access token'}.`,
          body: socialBody,
          response: okResponse(tokenResponseSchema),
        },
      },
      async (request, reply) => {
        await fastify.rateLimit(request, RateRules.loginPerIp);
        const signed = await social.signIn(provider, request.body.token, { isHost: request.body.isHost, persistent: request.body.isPersistent, lang: requestLang(request), referrerId: request.body.referrerId });
        svc.tokens.setCookie(reply, signed.session);
        return ok(tokenData(signed));
      },
    );
  }
};
export default auth;
