import { useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { durationFields, formatDuration } from '@tajriba/contracts/host-wizard';
import { formatDurationLabel } from '@tajriba/i18n/duration';
import { TextField } from '@tajriba/design-system';
import { useWizardApi } from '../../../shared/wizard-api';
import { Hint, Row } from './ui';

const LIMITS = { days: 999, hours: 23, minutes: 59 } as const;
export type DurationPart = keyof typeof LIMITS;

/**
 * A duration typed as separate parts (days / hours / minutes), never as a clock time: a time
 * input would show "12:30 AM" for half an hour. Focus moves on when a part is typed to its full
 * width, and the value reads back in words ("1 hr 30 min" / "ساعة و٣٠ دقيقة") under the parts.
 */
export function DurationInputs({
  value,
  onChange,
  onBlur,
  parts,
  testId,
  error,
}: {
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  parts: readonly DurationPart[];
  /** `data-testid` prefix of the part inputs (`<testId>-hours`) */
  testId: string;
  error?: ReactNode;
}) {
  const intl = useIntl();
  const { locale } = useWizardApi();
  const refs = useRef<Partial<Record<DurationPart, HTMLInputElement | null>>>({});
  const current = durationFields(value);
  const set = (part: DurationPart, raw: string) => {
    const n = Math.min(LIMITS[part], Math.max(0, Number(raw.replace(/\D/g, '')) || 0));
    onChange(formatDuration({ ...current, [part]: n }));
    const next = parts[parts.indexOf(part) + 1];
    if (next && raw.length >= String(LIMITS[part]).length) refs.current[next]?.focus();
  };
  return (
    <>
      <Row>
        {parts.map((part) => (
          <TextField
            key={part}
            ref={(el) => {
              refs.current[part] = el;
            }}
            label={intl.formatMessage({ id: `host-wizard.schedule.${part}` })}
            inputMode="numeric"
            value={String(current[part])}
            onChange={(e) => set(part, e.target.value)}
            onBlur={onBlur}
            data-testid={`${testId}-${part}`}
          />
        ))}
      </Row>
      <Hint aria-live="polite" data-testid={`${testId}-label`}>
        {formatDurationLabel(current, locale, { width: 'short' })}
      </Hint>
      {error && (
        <p role="alert" style={{ margin: 0, color: 'inherit' }}>
          {error}
        </p>
      )}
    </>
  );
}
