import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useIntl } from 'react-intl';
import { isApiError } from '@tajriba/api-client';
import { otpStateSchema, OTP_LENGTH } from '@tajriba/contracts/platform';
import { Button, FormErrorBox, LinkButton, OtpInput } from '@tajriba/design-system';
import { otpSchema, twoFactorOtpSchema, type OtpValues } from '../schemas';
import { useCountdown } from '../hooks/use-countdown';
import { useFormErrors } from '../hooks/use-form-errors';
import { ResendCode } from './resend-code';
import { Centered, Lead, Stack } from './ui';

export interface OtpStepProps {
  /** the e-mail or phone number the code went to */
  destination: string;
  channel: 'email' | 'sms';
  /** seconds until "Resend" may be offered (the server's `resendAfterSeconds`) */
  resendAfterSeconds: number;
  onVerify: (code: string) => Promise<void>;
  /** sends a new code; resolves to the new resend interval */
  onResend: () => Promise<number>;
  onBack: () => void;
  backLabelId: string;
  submitLabelId: string;
  /** digits of the code: 4 (default), 6 for a two-step sign-in */
  length?: 4 | 6;
  /** a line above the usual "we sent a code" one */
  note?: string;
}

/** Enter the 4-digit (or 6-digit) code, resend it after the countdown, or go back to change the address. */
export function OtpStep({ destination, channel, resendAfterSeconds, onVerify, onResend, onBack, backLabelId, submitLabelId, length = OTP_LENGTH as 4, note }: OtpStepProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { remaining, restart } = useCountdown(resendAfterSeconds);
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);
  const rootRef = useRef<HTMLFormElement>(null);
  // The step replaces the form whose button had focus: put the caret in the first box.
  useEffect(() => {
    rootRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);
  // One request per complete code: typing over a full code, or a code completing while the last
  // one is still being checked, must not send it again (each answer would show its error).
  const inFlight = useRef(false);
  const tried = useRef<string | null>(null);
  const form = useForm<OtpValues>({ resolver: zodResolver(length === 6 ? twoFactorOtpSchema : otpSchema), defaultValues: { otp: '' } });
  // The phone login checks the code as `password`, sign-up confirmation as `otpConfirmationCode`.
  const { boxErrors, report, clear } = useFormErrors(form.setError, ['otp'], { password: 'otp', otpConfirmationCode: 'otp', code: 'otp' });

  const verify = async ({ otp }: OtpValues) => {
    clear();
    inFlight.current = true;
    tried.current = otp;
    try {
      await onVerify(otp);
    } catch (e) {
      report(e);
    } finally {
      inFlight.current = false;
    }
  };
  // Built per submit (not during render): the handler reads and writes the refs above.
  const submit = (e?: FormEvent) => form.handleSubmit(verify)(e);

  const resend = async () => {
    clear();
    setResending(true);
    try {
      restart(await onResend());
      form.reset({ otp: '' });
      setResent(true);
    } catch (e) {
      // Asked too soon (another tab sent one): the error says when the next one is allowed.
      const state = isApiError(e) ? otpStateSchema.safeParse(e.data) : null;
      if (state?.success) restart(state.data.resendAfterSeconds);
      report(e);
    } finally {
      setResending(false);
    }
  };

  return (
    <Stack ref={rootRef} onSubmit={submit} noValidate data-testid="otp-step">
      {note ? <Lead>{note}</Lead> : null}
      <Lead>
        {intl.formatMessage(
          { id: channel === 'email' ? 'auth.otp.sentEmail' : 'auth.otp.sentSms' },
          { length, destination: <bdi key="d" dir="ltr">{destination}</bdi> },
        )}
      </Lead>
      <Controller
        control={form.control}
        name="otp"
        render={({ field, fieldState }) => (
          <OtpInput
            length={length}
            label={t('auth.otp.label')}
            value={field.value}
            onChange={field.onChange}
            onComplete={(code) => {
              if (inFlight.current || code === tried.current) return;
              void submit();
            }}
            error={fieldState.error?.message}
          />
        )}
      />
      {resent && remaining > 0 ? <Centered aria-live="polite">{t('auth.otp.resent')}</Centered> : null}
      <Button type="submit" fullWidth loading={form.formState.isSubmitting} data-testid="otp-submit">
        {t(submitLabelId)}
      </Button>
      <ResendCode remaining={remaining} onResend={() => void resend()} busy={resending} />
      <FormErrorBox errors={boxErrors} />
      <Centered>
        <LinkButton onClick={onBack} data-testid="otp-back">
          {t(backLabelId)}
        </LinkButton>
      </Centered>
    </Stack>
  );
}
