import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useIntl } from 'react-intl';
import { OTP_RESEND_SECONDS } from '@tajriba/contracts/platform';
import { Button, FormErrorBox, LinkButton, PasswordField, Tabs, TextField, showToast } from '@tajriba/design-system';
import { useChangeForgottenPassword, useConfirmResetCode, useSendResetCode, type ResetTarget } from '../api/password-reset';
import { pendingCodeOf } from '../api/sign-up';
import { newPasswordSchema, resetEmailSchema, resetPhoneSchema, type NewPasswordValues } from '../schemas';
import { useFormErrors } from '../hooks/use-form-errors';
import { PhoneField } from '../phone/phone-field';
import { formatPhone } from '../phone/phone-schema';
import { useAuthFlow } from './auth-flow-context';
import { OtpStep } from './otp-step';
import { Centered, Lead, Stack } from './ui';

type Step = { name: 'send' } | { name: 'verify'; target: ResetTarget; resendAfterSeconds: number } | { name: 'reset'; target: ResetTarget; code: string };

/** §4 forgot password: send code (e-mail or phone) → verify → new password → back to sign-in. */
export function ForgotPasswordView() {
  const flow = useAuthFlow();
  const [step, setStep] = useState<Step>({ name: 'send' });
  const [mode, setMode] = useState<'email' | 'phone'>('email');
  const send = useSendResetCode();
  const confirm = useConfirmResetCode();

  if (step.name === 'verify') {
    const { target } = step;
    return (
      <OtpStep
        destination={target.mode === 'email' ? target.email : formatPhone(target.phone)}
        channel={target.mode === 'email' ? 'email' : 'sms'}
        resendAfterSeconds={step.resendAfterSeconds}
        submitLabelId="auth.forgot.verify"
        backLabelId={target.mode === 'email' ? 'auth.forgot.changeEmail' : 'auth.forgot.changePhone'}
        onBack={() => setStep({ name: 'send' })}
        onVerify={async (otp) => setStep({ name: 'reset', target, code: await confirm.mutateAsync({ target, otp }) })}
        onResend={async () => (await send.mutateAsync(target)).resendAfterSeconds || OTP_RESEND_SECONDS.reset}
      />
    );
  }
  if (step.name === 'reset') {
    return (
      <ResetStep
        target={step.target}
        code={step.code}
        onDone={() => flow.go('signin', { email: step.target.mode === 'email' ? step.target.email : undefined })}
        onRestart={() => setStep({ name: 'send' })}
      />
    );
  }
  return <SendStep mode={mode} onModeChange={setMode} onSent={(target, resendAfterSeconds) => setStep({ name: 'verify', target, resendAfterSeconds })} />;
}

function SendStep({ mode, onModeChange, onSent }: { mode: 'email' | 'phone'; onModeChange: (m: 'email' | 'phone') => void; onSent: (t: ResetTarget, resendAfter: number) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const flow = useAuthFlow();
  return (
    <>
      <Tabs
        label={t('auth.forgot.by')}
        value={mode}
        onChange={onModeChange}
        items={[
          { key: 'email', label: t('auth.forgot.byEmail'), content: <EmailTarget initialEmail={flow.email ?? ''} onSent={onSent} /> },
          { key: 'phone', label: t('auth.forgot.byPhone'), content: <PhoneTarget onSent={onSent} /> },
        ]}
      />
      <Centered style={{ marginBlockStart: 16 }}>
        <LinkButton onClick={() => flow.go('signin')} data-testid="back-to-signin">
          {t('auth.forgot.backToSignIn')}
        </LinkButton>
      </Centered>
    </>
  );
}

function useSend(onSent: (t: ResetTarget, resendAfter: number) => void) {
  const send = useSendResetCode();
  return async (target: ResetTarget) => {
    try {
      const state = await send.mutateAsync(target);
      onSent(target, state.resendAfterSeconds || OTP_RESEND_SECONDS.reset);
    } catch (e) {
      // A code sent a moment ago is still valid: go and enter it rather than wait.
      const pending = pendingCodeOf(e);
      if (!pending) throw e;
      onSent(target, pending.resendAfterSeconds);
    }
  };
}

function EmailTarget({ initialEmail, onSent }: { initialEmail: string; onSent: (t: ResetTarget, resendAfter: number) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const run = useSend(onSent);
  const form = useForm<{ email: string }>({ resolver: zodResolver(resetEmailSchema), defaultValues: { email: initialEmail } });
  const { boxErrors, report, clear } = useFormErrors(form.setError, ['email']);
  const submit = form.handleSubmit(async ({ email }) => {
    clear();
    try {
      await run({ mode: 'email', email });
    } catch (e) {
      report(e);
    }
  });
  return (
    <Stack onSubmit={submit} noValidate data-testid="forgot-email-form">
      <Lead>{t('auth.forgot.leadEmail')}</Lead>
      <TextField label={t('auth.field.email')} type="email" autoComplete="email" inputMode="email" required error={form.formState.errors.email?.message} {...form.register('email')} data-testid="forgot-email" />
      <Button type="submit" fullWidth loading={form.formState.isSubmitting} data-testid="forgot-send">
        {t('auth.forgot.send')}
      </Button>
      <FormErrorBox errors={boxErrors} />
    </Stack>
  );
}

function PhoneTarget({ onSent }: { onSent: (t: ResetTarget, resendAfter: number) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const run = useSend(onSent);
  const form = useForm<{ phone: string }>({ resolver: zodResolver(resetPhoneSchema), defaultValues: { phone: '' } });
  const { boxErrors, report, clear } = useFormErrors(form.setError, ['phone'], { phoneNumber: 'phone' });
  const submit = form.handleSubmit(async ({ phone }) => {
    clear();
    try {
      await run({ mode: 'phone', phone });
    } catch (e) {
      report(e);
    }
  });
  return (
    <Stack onSubmit={submit} noValidate data-testid="forgot-phone-form">
      <Lead>{t('auth.forgot.leadPhone')}</Lead>
      <Controller
        control={form.control}
        name="phone"
        render={({ field, fieldState }) => (
          <PhoneField label={t('auth.field.phone')} required value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} ref={field.ref} error={fieldState.error?.message} />
        )}
      />
      <Button type="submit" fullWidth loading={form.formState.isSubmitting} data-testid="forgot-send-phone">
        {t('auth.forgot.send')}
      </Button>
      <FormErrorBox errors={boxErrors} />
    </Stack>
  );
}

function ResetStep({ target, code, onDone, onRestart }: { target: ResetTarget; code: string; onDone: () => void; onRestart: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const change = useChangeForgottenPassword();
  const form = useForm<NewPasswordValues>({ resolver: zodResolver(newPasswordSchema), defaultValues: { password: '', confirmPassword: '' } });
  const { boxErrors, report, clear } = useFormErrors(form.setError, ['password', 'confirmPassword']);
  const submit = form.handleSubmit(async (v) => {
    clear();
    try {
      await change.mutateAsync({ target, password: v.password, confirmPassword: v.confirmPassword, otpConfirmationCode: code });
      showToast({ kind: 'success', message: t('auth.forgot.done') });
      onDone();
    } catch (e) {
      report(e);
    }
  });
  return (
    <Stack onSubmit={submit} noValidate data-testid="reset-form">
      <Lead>{t('auth.forgot.leadReset')}</Lead>
      <PasswordField label={t('auth.field.newPassword')} autoComplete="new-password" required hint={t('auth.field.passwordHint')} error={form.formState.errors.password?.message} {...form.register('password')} data-testid="reset-password" />
      <PasswordField label={t('auth.field.confirmPassword')} autoComplete="new-password" required error={form.formState.errors.confirmPassword?.message} {...form.register('confirmPassword')} data-testid="reset-confirm" />
      <Button type="submit" fullWidth loading={form.formState.isSubmitting} data-testid="reset-submit">
        {t('auth.forgot.save')}
      </Button>
      <FormErrorBox errors={boxErrors} />
      <Centered>
        <LinkButton onClick={onRestart}>{t('auth.forgot.startOver')}</LinkButton>
      </Centered>
    </Stack>
  );
}
