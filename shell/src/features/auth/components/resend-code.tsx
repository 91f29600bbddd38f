import { useIntl } from 'react-intl';
import { LinkButton } from '@tajriba/design-system';
import { Centered } from './ui';

/**
 * "Resend code" appears only once the countdown is over (§4/§9: 120 s for phone login and
 * recovery, 90 s for the sign-up e-mail); until then the seconds left are shown.
 */
export function ResendCode({ remaining, onResend, busy }: { remaining: number; onResend: () => void; busy?: boolean }) {
  const intl = useIntl();
  if (remaining > 0) {
    const m = Math.floor(remaining / 60);
    const s = remaining % 60;
    const time = `${intl.formatNumber(m, { useGrouping: false })}:${intl.formatNumber(s, { minimumIntegerDigits: 2, useGrouping: false })}`;
    return (
      <Centered aria-live="polite" data-testid="resend-countdown">
        {intl.formatMessage({ id: 'auth.otp.resendIn' }, { time })}
      </Centered>
    );
  }
  return (
    <Centered>
      {intl.formatMessage({ id: 'auth.otp.noCode' })}{' '}
      <LinkButton onClick={onResend} disabled={busy} data-testid="resend-code">
        {intl.formatMessage({ id: 'auth.otp.resend' })}
      </LinkButton>
    </Centered>
  );
}
