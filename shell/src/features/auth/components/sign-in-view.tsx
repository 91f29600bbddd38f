import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useIntl } from 'react-intl';
import { Button, FormErrorBox, LinkButton, PasswordField, TextField } from '@tajriba/design-system';
import { useSignInWithPassword } from '../api/sign-in';
import { signInSchema, type SignInValues } from '../schemas';
import { useFormErrors } from '../hooks/use-form-errors';
import { useAuthFlow } from './auth-flow-context';
import { SocialButtons } from './social-buttons';
import { Centered, Or, Stack } from './ui';

/** E-mail + password (§3 sign-in payload); links to the code login, recovery and sign-up. */
export function SignInView() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const flow = useAuthFlow();
  const signIn = useSignInWithPassword();
  const form = useForm<SignInValues>({ resolver: zodResolver(signInSchema), defaultValues: { email: flow.email ?? '', password: '' } });
  const { boxErrors, report, clear } = useFormErrors(form.setError, ['email', 'password'], { username: 'email' });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    clear();
    try {
      flow.signIn(await signIn.mutateAsync({ email: values.email, password: values.password }));
      flow.finish();
    } catch (e) {
      report(e);
    }
  });

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
