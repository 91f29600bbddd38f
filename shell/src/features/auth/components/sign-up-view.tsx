import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { OTP_LENGTH, OTP_RESEND_SECONDS, type NewUserRequest } from '@tajriba/contracts/platform';
import { Button, Checkbox, CheckCircleIcon, FormErrorBox, LinkButton, OtpInput, PasswordField, RadioGroup, TextField, showToast } from '@tajriba/design-system';
import { useConfirmSignUpCode, useCreateAccount, useSendSignUpCode, pendingCodeOf } from '../api/sign-up';
import { emailStepSchema, finishSignUpSchema, type EmailStepValues, type FinishSignUpOutput, type FinishSignUpValues } from '../schemas';
import { useFormErrors } from '../hooks/use-form-errors';
import { PhoneField } from '../phone/phone-field';
import { forgetReferrer, referrerId } from '../referrer';
import { useAuthFlow } from './auth-flow-context';
import { DobField } from './dob-field';
import { OtpStep } from './otp-step';
import { Centered, Lead, Section, Stack, StepTitle, TwoColumns } from './ui';

type Step = { name: 'email' } | { name: 'code'; email: string; resendAfterSeconds: number } | { name: 'finish'; email: string; code: string | null } | { name: 'created'; isHost: boolean };

/** §4: the dialog closes this long after a guest's profile is created. */
export const CLOSE_DELAY_MS = 200;

const Done = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.spacing[3]};
  text-align: center;
  svg {
    color: ${({ theme }) => theme.colors.success};
  }
`;
const NextStep = styled.div`
  inline-size: 100%;
  padding: ${({ theme }) => theme.spacing[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.onPrimarySoft};
  text-align: start;
  ol {
    margin: ${({ theme }) => `${theme.spacing[2]} 0 0`};
    padding-inline-start: ${({ theme }) => theme.spacing[5]};
    display: grid;
    gap: ${({ theme }) => theme.spacing[1]};
  }
`;

/** §4 sign-up: e-mail → code → finish sign-up → profile created (signed in automatically). */
export function SignUpView() {
  const flow = useAuthFlow();
  const [step, setStep] = useState<Step>({ name: 'email' });
  const [email, setEmail] = useState(flow.email ?? '');

  switch (step.name) {
    case 'email':
      return (
        <EmailStep
          initialEmail={email}
          onSent={(e, resendAfterSeconds) => {
            setEmail(e);
            setStep({ name: 'code', email: e, resendAfterSeconds });
          }}
          onPending={(e) => {
            setEmail(e);
            setStep({ name: 'finish', email: e, code: null });
          }}
        />
      );
    case 'code':
      return <CodeStep email={step.email} resendAfterSeconds={step.resendAfterSeconds} onBack={() => setStep({ name: 'email' })} onConfirmed={(code) => setStep({ name: 'finish', email: step.email, code })} />;
    case 'finish':
      return <FinishStep email={step.email} code={step.code} onBack={() => setStep({ name: 'email' })} onCreated={(isHost) => setStep({ name: 'created', isHost })} />;
    case 'created':
      return <CreatedStep isHost={step.isHost} />;
  }
}

function EmailStep({ initialEmail, onSent, onPending }: { initialEmail: string; onSent: (email: string, resendAfter: number) => void; onPending: (email: string) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const flow = useAuthFlow();
  const send = useSendSignUpCode();
  const form = useForm<EmailStepValues, unknown, { email: string }>({ resolver: zodResolver(emailStepSchema), defaultValues: { email: initialEmail } });
  const { boxErrors, report, clear } = useFormErrors(form.setError, ['email']);

  const submit = form.handleSubmit(async ({ email }) => {
    clear();
    try {
      const state = await send.mutateAsync(email);
      onSent(email, state.resendAfterSeconds || OTP_RESEND_SECONDS.signup);
    } catch (e) {
      // A code already on its way: carry on to the last step with it (§4).
      if (pendingCodeOf(e)) onPending(email);
      else report(e);
    }
  });

  return (
    <Stack onSubmit={submit} noValidate data-testid="signup-email-form">
      <Lead>{t(flow.mode === 'host' ? 'auth.signup.leadHost' : 'auth.signup.lead')}</Lead>
      <TextField label={t('auth.field.email')} type="email" autoComplete="email" inputMode="email" required error={form.formState.errors.email?.message} {...form.register('email')} data-testid="signup-email" />
      <Button type="submit" fullWidth loading={form.formState.isSubmitting} data-testid="signup-email-submit">
        {t('auth.signup.sendCode')}
      </Button>
      <FormErrorBox errors={boxErrors} />
      <Centered>
        {t('auth.signup.haveAccount')}{' '}
        <LinkButton onClick={() => flow.go('signin')} data-testid="signin-link">
          {t('auth.signup.signIn')}
        </LinkButton>
      </Centered>
    </Stack>
  );
}

function CodeStep({ email, resendAfterSeconds, onBack, onConfirmed }: { email: string; resendAfterSeconds: number; onBack: () => void; onConfirmed: (code: string) => void }) {
  const confirm = useConfirmSignUpCode();
  const send = useSendSignUpCode();
  return (
    <OtpStep
      destination={email}
      channel="email"
      resendAfterSeconds={resendAfterSeconds}
      submitLabelId="auth.signup.verify"
      backLabelId="auth.signup.changeEmail"
      onBack={onBack}
      onVerify={async (otp) => onConfirmed(await confirm.mutateAsync({ email, otp }))}
      onResend={async () => (await send.mutateAsync(email)).resendAfterSeconds || OTP_RESEND_SECONDS.signup}
    />
  );
}

const FINISH_FIELDS = ['phoneNumber', 'fullName', 'password', 'confirmPassword', 'dateOfBirth', 'isMale', 'isHost', 'otp'] as const;

function FinishStep({ email, code, onBack, onCreated }: { email: string; code: string | null; onBack: () => void; onCreated: (isHost: boolean) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const flow = useAuthFlow();
  const create = useCreateAccount();
  const needsCode = code === null;
  const form = useForm<FinishSignUpValues, unknown, FinishSignUpOutput>({
    resolver: zodResolver(finishSignUpSchema(needsCode)),
    defaultValues: { phoneNumber: '', fullName: '', password: '', confirmPassword: '', dateOfBirth: '', isMale: true, isHost: flow.mode === 'host', otp: '' },
  });
  // Without a code field on screen, a code error (expired, too many tries) belongs in the box.
  const shown = needsCode ? [...FINISH_FIELDS] : FINISH_FIELDS.filter((f) => f !== 'otp');
  const { boxErrors, report, clear } = useFormErrors(form.setError, shown, { otpConfirmationCode: 'otp' });
  const { errors } = form.formState;
  // A confirmed e-mail and a form being filled: closing the dialog now asks first.
  const hold = flow.holdProgress;
  useEffect(() => {
    hold?.(true);
    return () => hold?.(false);
  }, [hold]);

  const submit = form.handleSubmit(async (v) => {
    clear();
    const body: NewUserRequest = {
      email,
      phoneNumber: v.phoneNumber,
      fullName: v.fullName,
      password: v.password,
      dateOfBirth: v.dateOfBirth,
      isMale: v.isMale,
      isHost: v.isHost,
      otpConfirmationCode: code ?? v.otp ?? '',
      // the refer-a-friend link this visitor came from (the API ignores an inviter who did not invite this e-mail)
      referrerId: referrerId(),
    };
    try {
      flow.signIn(await create.mutateAsync(body));
      forgetReferrer();
      onCreated(v.isHost);
    } catch (e) {
      report(e);
    }
  });

  return (
    <Stack onSubmit={submit} noValidate data-testid="signup-finish-form">
      <StepTitle>{t('auth.signup.finishTitle')}</StepTitle>
      <Lead>
        {intl.formatMessage({ id: needsCode ? 'auth.signup.finishLeadPending' : 'auth.signup.finishLead' }, { email: <bdi key="e" dir="ltr">{email}</bdi> })}
      </Lead>
      {needsCode ? (
        <Controller
          control={form.control}
          name="otp"
          render={({ field, fieldState }) => <OtpInput length={OTP_LENGTH} label={t('auth.otp.label')} value={field.value ?? ''} onChange={field.onChange} error={fieldState.error?.message} />}
        />
      ) : null}
      <TextField label={t('auth.field.fullName')} autoComplete="name" required error={errors.fullName?.message} {...form.register('fullName')} data-testid="signup-fullname" />
      <Controller
        control={form.control}
        name="phoneNumber"
        render={({ field, fieldState }) => (
          <PhoneField label={t('auth.field.phone')} required value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} ref={field.ref} error={fieldState.error?.message} />
        )}
      />
      <TwoColumns>
        <PasswordField label={t('auth.field.password')} autoComplete="new-password" required hint={t('auth.field.passwordHint')} error={errors.password?.message} {...form.register('password')} data-testid="signup-password" />
        <PasswordField label={t('auth.field.confirmPassword')} autoComplete="new-password" required error={errors.confirmPassword?.message} {...form.register('confirmPassword')} data-testid="signup-confirm" />
      </TwoColumns>
      <Controller
        control={form.control}
        name="dateOfBirth"
        render={({ field, fieldState }) => <DobField value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} ref={field.ref} error={fieldState.error?.message} />}
      />
      <Controller
        control={form.control}
        name="isMale"
        render={({ field, fieldState }) => (
          <RadioGroup
            label={t('auth.field.gender')}
            inline
            required
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            options={[
              { value: true, label: t('auth.field.male') },
              { value: false, label: t('auth.field.female') },
            ] as never}
          />
        )}
      />
      <Controller
        control={form.control}
        name="isHost"
        render={({ field }) => (
          <Checkbox
            label={t('auth.field.isHost')}
            description={t('auth.field.isHostHint')}
            checked={field.value}
            onChange={(e) => field.onChange(e.target.checked)}
            data-testid="signup-is-host"
          />
        )}
      />
      <Button type="submit" fullWidth loading={form.formState.isSubmitting} data-testid="signup-submit">
        {t('auth.signup.create')}
      </Button>
      <FormErrorBox errors={boxErrors} />
      <Centered>
        <LinkButton onClick={onBack}>{t('auth.signup.changeEmail')}</LinkButton>
      </Centered>
    </Stack>
  );
}

function CreatedStep({ isHost }: { isHost: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const flow = useAuthFlow();
  const closed = useRef(false);

  // A guest has nothing more to do here: the dialog closes shortly after the confirmation (§4).
  useEffect(() => {
    if (isHost || closed.current) return;
    closed.current = true;
    showToast({ kind: 'success', message: t('auth.created.toast') });
    flow.finish({ delayMs: CLOSE_DELAY_MS });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isHost]);

  return (
    <Section data-testid="signup-created">
      <Done>
        <CheckCircleIcon size={48} />
        <StepTitle>{t('auth.created.title')}</StepTitle>
        <Lead>{t(isHost ? 'auth.created.leadHost' : 'auth.created.lead')}</Lead>
        {isHost ? (
          <>
            <NextStep data-testid="host-next-step">
              <strong>{t('auth.created.nextTitle')}</strong>
              <ol>
                <li>{t('auth.created.nextIdentity')}</li>
                <li>{t('auth.created.nextWorkPapers')}</li>
              </ol>
            </NextStep>
            {/* mf-verification's identity wizard (its route is the contract: no remote is imported). */}
            <Button fullWidth onClick={() => flow.finish({ to: '/verification/identity' })} data-testid="go-verify">
              {t('auth.created.toVerification')}
            </Button>
            <Button fullWidth variant="secondary" onClick={() => flow.finish({ to: '/dashboard' })} data-testid="go-dashboard">
              {t('auth.created.toDashboard')}
            </Button>
            <LinkButton onClick={() => flow.finish()}>{t('auth.created.later')}</LinkButton>
          </>
        ) : null}
      </Done>
    </Section>
  );
}
