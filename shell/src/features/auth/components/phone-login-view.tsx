import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useIntl } from 'react-intl';
import { OTP_RESEND_SECONDS } from '@tajriba/contracts/platform';
import { Button, FormErrorBox, LinkButton } from '@tajriba/design-system';
import { useSendLoginCode } from '../api/send-login-code';
import { useSignInWithPhoneCode } from '../api/sign-in';
import { pendingCodeOf } from '../api/sign-up';
import { phoneStepSchema, type PhoneStepValues } from '../schemas';
import { useFormErrors } from '../hooks/use-form-errors';
import { PhoneField } from '../phone/phone-field';
import { formatPhone } from '../phone/phone-schema';
import { useAuthFlow } from './auth-flow-context';
import { OtpStep } from './otp-step';
import { Centered, Lead, Stack } from './ui';

/** §4 phone login: phone → 4-digit code → signed in; back returns to the phone entry. */
export function PhoneLoginView() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const flow = useAuthFlow();
  const sendCode = useSendLoginCode();
  const signIn = useSignInWithPhoneCode();
  const [sent, setSent] = useState<{ phoneNumber: string; resendAfterSeconds: number } | null>(null);
  const form = useForm<PhoneStepValues, unknown, { phoneNumber: string }>({ resolver: zodResolver(phoneStepSchema), defaultValues: { phoneNumber: '' } });
  const { boxErrors, report, clear } = useFormErrors(form.setError, ['phoneNumber'], { username: 'phoneNumber' });

  const submit = form.handleSubmit(async ({ phoneNumber }) => {
    clear();
    try {
      const state = await sendCode.mutateAsync(phoneNumber);
      setSent({ phoneNumber, resendAfterSeconds: state.resendAfterSeconds || OTP_RESEND_SECONDS.login });
    } catch (e) {
      // Back from the code step and sent again: the code already texted is still the one to use.
      const pending = pendingCodeOf(e);
      if (pending) setSent({ phoneNumber, resendAfterSeconds: pending.resendAfterSeconds });
      else report(e);
    }
  });

  if (sent) {
    return (
      <OtpStep
        destination={formatPhone(sent.phoneNumber)}
        channel="sms"
        resendAfterSeconds={sent.resendAfterSeconds}
        submitLabelId="auth.phone.verify"
        backLabelId="auth.phone.change"
        onBack={() => setSent(null)}
        onVerify={async (code) => {
          flow.signIn(await signIn.mutateAsync({ phoneNumber: sent.phoneNumber, code }));
          flow.finish();
        }}
        onResend={async () => (await sendCode.mutateAsync(sent.phoneNumber)).resendAfterSeconds || OTP_RESEND_SECONDS.login}
      />
    );
  }

  return (
    <Stack onSubmit={submit} noValidate data-testid="phone-form">
      <Lead>{t('auth.phone.lead')}</Lead>
      <Controller
        control={form.control}
        name="phoneNumber"
        render={({ field, fieldState }) => (
          <PhoneField label={t('auth.field.phone')} required value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} ref={field.ref} error={fieldState.error?.message} />
        )}
      />
      <Button type="submit" fullWidth loading={form.formState.isSubmitting} data-testid="phone-submit">
        {t('auth.phone.send')}
      </Button>
      <FormErrorBox errors={boxErrors} />
      <Centered>
        <LinkButton onClick={() => flow.go('signin')} data-testid="back-to-signin">
          {t('auth.phone.useEmail')}
        </LinkButton>
      </Centered>
    </Stack>
  );
}
