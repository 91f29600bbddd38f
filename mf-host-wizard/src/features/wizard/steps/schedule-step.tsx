import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { Controller } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { ARRIVAL_OPTIONS, durationFields, formatDuration, type ScheduleStep as ScheduleValue } from '@tajriba/contracts/host-wizard';
import { RadioGroup, TextField } from '@tajriba/design-system';
import { useFieldError, useStepForm } from '../components/step-form';
import { Card, Row, Stack } from '../components/ui';
import { useWizardStore } from '../stores/wizard-store';

const LIMITS = { days: 999, hours: 23, minutes: 59 } as const;
type Part = keyof typeof LIMITS;

/** Step 5: duration as days/hours/minutes (focus moves on when a part is full) and arrival time (not for online). */
export function ScheduleStep() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `host-wizard.schedule.${id}` });
  const form = useStepForm<ScheduleValue>('scheduleStep');
  const err = useFieldError(form);
  const mode = useSnapshot(useWizardStore()).form.mode;
  const refs = { days: useRef<HTMLInputElement>(null), hours: useRef<HTMLInputElement>(null), minutes: useRef<HTMLInputElement>(null) };
  const next: Record<Part, Part | null> = { days: 'hours', hours: 'minutes', minutes: null };
  return (
    <Stack>
      <Controller
        control={form.control}
        name="duration"
        render={({ field }) => {
          const parts = durationFields(field.value);
          const set = (part: Part, raw: string) => {
            const n = Math.min(LIMITS[part], Math.max(0, Number(raw.replace(/\D/g, '')) || 0));
            field.onChange(formatDuration({ ...parts, [part]: n }));
            // Auto-advance: a part typed to its full width moves the focus to the next one.
            const target = next[part];
            if (target && raw.length >= String(LIMITS[part]).length) refs[target].current?.focus();
          };
          return (
            <Card>
              <legend>{t('duration')}</legend>
              <Row>
                {(Object.keys(LIMITS) as Part[]).map((part) => (
                  <TextField
                    key={part}
                    ref={refs[part]}
                    label={t(part)}
                    inputMode="numeric"
                    value={String(parts[part])}
                    onChange={(e) => set(part, e.target.value)}
                    onBlur={field.onBlur}
                    data-testid={`duration-${part}`}
                  />
                ))}
              </Row>
              {err('duration') && <p role="alert" style={{ margin: 0, color: 'inherit' }}>{err('duration')}</p>}
            </Card>
          );
        }}
      />
      {mode !== 'online' && (
        <Controller
          control={form.control}
          name="guestArrivalTime"
          render={({ field }) => (
            <RadioGroup
              label={t('arrival')}
              options={ARRIVAL_OPTIONS.map((v) => ({ value: v, label: t(`arrival.${v}`) }))}
              value={field.value}
              onChange={field.onChange}
              error={err('guestArrivalTime')}
            />
          )}
        />
      )}
    </Stack>
  );
}
