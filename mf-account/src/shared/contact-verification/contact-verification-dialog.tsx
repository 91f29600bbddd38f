import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { isApiError } from '@tajriba/api-client';
import { Msg } from '@tajriba/contracts/constants';
import type { UserInfo } from '@tajriba/contracts/account';
import { Button, FormErrorBox, Modal, OtpInput, TextField } from '@tajriba/design-system';
import { useSendContactCode, useVerifyContactCode, type ContactKind } from './api';
import { useCountdown } from './use-countdown';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  bdi {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
`;
const Resend = styled.div`
  min-block-size: 40px;
  display: flex;
  align-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

export interface ContactVerificationDialogProps {
  kind: ContactKind;
  /** `verify`: confirm the address the account has; `change`: type a new one first. */
  mode: 'verify' | 'change';
  /** The account's current address (shown in verify mode, prefilled in change mode). */
  current: string | null;
  onClose: () => void;
  /** The account with the tick set (and the new address when changed). */
  onVerified?: (user: UserInfo) => void;
}

const OTP_LENGTH = 4;

/**
 * Contact verification (§4): send a 4-digit code to the e-mail or phone, type it, resend after the
 * 120-second countdown (the resend button hides again after a resend); success sets the tick and
 * closes. Changing an address goes through the same code step: the new one is only the account's
 * once its code is confirmed.
 */
export function ContactVerificationDialog({ kind, mode, current, onClose, onVerified }: ContactVerificationDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, React.ReactNode>) => intl.formatMessage({ id }, values);
  const send = useSendContactCode(kind);
  const verify = useVerifyContactCode(kind);
  const countdown = useCountdown();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [value, setValue] = useState(mode === 'change' ? '' : (current ?? ''));
  const [valueError, setValueError] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  const [boxErrors, setBoxErrors] = useState<string[]>([]);
  const field = kind === 'email' ? 'email' : 'phoneNumber';
  const firstField = useRef<HTMLInputElement>(null);
  const codeStep = useRef<HTMLFormElement>(null);

  const fail = (err: unknown, fieldName: string, setField: (m: string) => void) => {
    if (!isApiError(err)) return setBoxErrors([Msg.somethingWentWrong]);
    const own = err.fieldsErrors[fieldName]?.[0];
    if (own) setField(own);
    const others = Object.entries(err.fieldsErrors).filter(([k]) => k !== fieldName).flatMap(([, m]) => m);
    setBoxErrors(own ? others : [...err.errors, ...others]);
  };

  const sendCode = async (e?: FormEvent) => {
    e?.preventDefault();
    setBoxErrors([]);
    setValueError(null);
    const typed = value.trim();
    if (mode === 'change' && !typed) return setValueError(Msg.required);
    try {
      // The first send in change mode names the new address; every resend goes to the one waiting.
      const res = await send.mutateAsync(mode === 'change' && !sentTo ? typed : null);
      setSentTo(res.to);
      setOtp('');
      setOtpError(null);
      countdown.start(res.resendAfterSeconds);
    } catch (err) {
      fail(err, field, setValueError);
    }
  };

  const check = async (code: string) => {
    setBoxErrors([]);
    setOtpError(null);
    if (code.length !== OTP_LENGTH) return setOtpError(Msg.otpLength);
    try {
      const user = await verify.mutateAsync(code);
      onVerified?.(user);
      onClose();
    } catch (err) {
      fail(err, 'otp', setOtpError);
    }
  };

  // The code step replaces the address step: put the caret in the first box.
  useEffect(() => {
    if (sentTo) codeStep.current?.querySelector('input')?.focus();
  }, [sentTo]);

  // In verify mode there is nothing to type: the code goes out as the dialog opens.
  useEffect(() => {
    if (mode === 'verify') void sendCode();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const title = t(kind === 'email' ? (mode === 'change' ? 'contact.changeEmailTitle' : 'contact.verifyEmailTitle') : mode === 'change' ? 'contact.changePhoneTitle' : 'contact.verifyPhoneTitle');

  return (
    <Modal open onClose={onClose} title={title} size="sm" fullScreenOnMobile initialFocus={mode === 'change' ? firstField : undefined}>
      {!sentTo ? (
        <form onSubmit={sendCode} noValidate data-testid="contact-address-step">
          <Body>
            {mode === 'change' ? (
              <TextField
                label={t(kind === 'email' ? 'contact.newEmail' : 'contact.newPhone')}
                type={kind === 'email' ? 'email' : 'tel'}
                dir="ltr"
                autoComplete={kind === 'email' ? 'email' : 'tel'}
                hint={kind === 'phone' ? t('contact.phoneHint') : undefined}
                value={value}
                onChange={(e) => setValue(e.target.value)}
                error={valueError ?? undefined}
                required
                ref={firstField}
                data-testid="contact-new-value"
              />
            ) : (
              <p aria-live="polite">{send.isPending ? t('contact.sending') : t('contact.sendTo', { to: <bdi dir="ltr">{current}</bdi> })}</p>
            )}
            <FormErrorBox errors={boxErrors} />
            <Button type="submit" loading={send.isPending} fullWidth data-testid="contact-send">
              {t('contact.sendCode')}
            </Button>
          </Body>
        </form>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void check(otp);
          }}
          noValidate
          ref={codeStep}
          data-testid="contact-code-step"
        >
          <Body>
            <p>{t('contact.codeSent', { to: <bdi dir="ltr">{sentTo}</bdi> })}</p>
            <OtpInput length={OTP_LENGTH} value={otp} onChange={setOtp} onComplete={(c) => void check(c)} label={t('contact.codeLabel')} error={otpError ?? undefined} disabled={verify.isPending} />
            <Resend aria-live="polite" data-testid="contact-resend-area">
              {countdown.running ? (
                <span data-testid="contact-countdown">{t('contact.resendIn', { seconds: countdown.left })}</span>
              ) : (
                <Button variant="ghost" size="sm" onClick={() => void sendCode()} loading={send.isPending} data-testid="contact-resend">
                  {t('contact.resend')}
                </Button>
              )}
            </Resend>
            <FormErrorBox errors={boxErrors} />
            <Button type="submit" loading={verify.isPending} fullWidth data-testid="contact-verify">
              {t('contact.verify')}
            </Button>
          </Body>
        </form>
      )}
    </Modal>
  );
}
