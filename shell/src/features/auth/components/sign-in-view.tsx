import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useIntl } from 'react-intl';
import { Button, FormErrorBox, LinkButton, PasswordField, TextField } from '@tajriba/design-system';
import type { TwoFactorChallenge } from '@tajriba/contracts/platform';
import { isChallengeExpired, twoFactorChallengeOf, useSignInWithPassword, useTwoFactorSignIn } from '../api/sign-in';
import { signInSchema, type SignInValues } from '../schemas';
import { useFormErrors } from '../hooks/use-form-errors';
import { useAuthFlow } from './auth-flow-context';
import { OtpStep } from './otp-step';
import { SocialButtons } from './social-buttons';
import { Centered, Or, Stack } from './ui';

/**
 * E-mail + password (§3 sign-in payload); links to the code login, recovery and sign-up. With
 * two-step sign-in on, a right password leads to the 6-digit code step (same countdown and resend
 * as the other codes); back returns to this form with the e-mail kept.
 */
export function SignInView() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const flow = useAuthFlow();
  const signIn = useSignInWithPassword();
  const second = useTwoFactorSignIn();
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const form = useForm<SignInValues>({ resolver: zodResolver(signInSchema), defaultValues: { email: flow.email ?? '', password: '' } });
  const { boxErrors, report, clear } = useFormErrors(form.setError, ['email', 'password'], { username: 'email' });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    clear();
    try {
      flow.signIn(await signIn.mutateAsync({ email: values.email, password: values.password }));
      flow.finish();
    } catch (e) {
      const next = twoFactorChallengeOf(e);
      if (next) setChallenge(next);
      else report(e);
    }
  });

  if (challenge) {
    const backToPassword = (why?: unknown) => {
      setChallenge(null);
      form.setValue('password', '');
      // the password form comes back with the e-mail kept and says why
      if (why) report(why);
    };
    return (
      <OtpStep
        length={6}
        note={t('auth.twoFactor.note')}
        destination={challenge.to}
        channel={challenge.channel}
        resendAfterSeconds={challenge.resendAfterSeconds}
        submitLabelId="auth.twoFactor.verify"
        backLabelId="auth.twoFactor.back"
        onBack={() => backToPassword()}
        onVerify={async (code) => {
          try {
            flow.signIn(await second.complete.mutateAsync({ challenge: challenge.challenge, code }));
            flow.finish();
          } catch (e) {
            if (isChallengeExpired(e)) backToPassword(e);
            else throw e;
          }
        }}
        onResend={async () => {
          const next = await second.resend.mutateAsync(challenge.challenge);
          // the new challenge replaces the old one; the step (and its countdown) stays
          setChallenge(next);
          return next.resendAfterSeconds;
        }}
      />
    );
  }

  return (
    <Stack onSubmit={submit} noValidate data-testid="signin-form">
      <TextField
        label={t('auth.field.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        error={errors.email?.message}
        {...form.register('email')}
        data-testid="signin-email"
      />
      <PasswordField
        label={t('auth.field.password')}
        autoComplete="current-password"
        required
        error={errors.password?.message}
        labelAside={
          <LinkButton onClick={() => flow.go('forgot', { email: form.getValues('email') })} data-testid="forgot-link">
            {t('auth.signin.forgot')}
          </LinkButton>
        }
        {...form.register('password')}
        data-testid="signin-password"
      />
      <Button type="submit" fullWidth loading={form.formState.isSubmitting} data-testid="signin-submit">
        {t('auth.signin.submit')}
      </Button>
      <FormErrorBox errors={boxErrors} />
      <Or>{t('auth.or')}</Or>
      <Button variant="secondary" fullWidth onClick={() => flow.go('phone')} data-testid="phone-login-link">
        {t('auth.signin.withPhone')}
      </Button>
      <SocialButtons onError={report} />
      <Centered>
        {t('auth.signin.noAccount')}{' '}
        <LinkButton onClick={() => flow.go('signup')} data-testid="signup-link">
          {t('auth.signin.signUp')}
        </LinkButton>
      </Centered>
    </Stack>
  );
}
